import { type ProgressTone, progressPercent, progressTone } from "@common/format";
import { formatUsd } from "@common/money";
import { cn } from "~/lib/cn";

const toneClass: Record<ProgressTone, string> = {
  complete: "bg-green-600",
  near: "bg-green-400",
  neutral: "bg-slate-500",
};

/**
 * A Rent Party's amount raised against its goal (spec sections 3 and 5): rendered only for a goal above
 * 0, capped at 100 %, full green at 100 %, lighter green from 75 %, neutral below.
 */
export function RaisedProgressBar({
  raisedCents,
  goalCents,
  label,
  className,
}: {
  raisedCents: number;
  goalCents: number;
  /** The bar's accessible name. */
  label: string;
  /** Height and spacing. */
  className?: string;
}) {
  if (!(goalCents > 0)) return null;
  const percent = progressPercent(raisedCents, goalCents);
  const tone = progressTone(percent);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${formatUsd(raisedCents)} raised of ${formatUsd(goalCents)} (${percent}%)`}
      data-tone={tone}
      className={cn("h-2 w-full overflow-hidden rounded-full bg-slate-200", className)}
    >
      <div
        className={cn("h-full rounded-full transition-all", toneClass[tone])}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
