import { type ProgressTone, progressPercent, progressTone } from "@common/format";
import { formatUsd } from "@common/money";
import { cn } from "~/lib/cn";

const toneClass: Record<ProgressTone, string> = {
  complete: "bg-green-600",
  near: "bg-green-400",
  neutral: "bg-slate-500",
};

/**
 * A Rent Party's amount raised against its goal (spec sections 3 and 5): the figures and a bar, rendered
 * only for a goal above 0, capped at 100 %, full green at 100 %, lighter green from 75 %, neutral below.
 */
export function CampaignProgress({
  raisedCents,
  goalCents,
  size = "md",
  label = "Amount raised",
}: {
  raisedCents: number;
  goalCents: number;
  size?: "sm" | "md";
  /** The bar's accessible name; give each bar on a page of several its own. */
  label?: string;
}) {
  if (!(goalCents > 0)) return null;
  const percent = progressPercent(raisedCents, goalCents);
  const tone = progressTone(percent);
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span>
          <strong className={cn("font-bold text-slate-900", size === "md" && "text-lg")}>
            {formatUsd(raisedCents)}
          </strong>{" "}
          <span className="text-slate-600">raised of {formatUsd(goalCents)}</span>
        </span>
        <span className="font-semibold text-slate-700">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${formatUsd(raisedCents)} raised of ${formatUsd(goalCents)} (${percent}%)`}
        data-tone={tone}
        className={cn("mt-2 w-full overflow-hidden rounded-full bg-slate-200", size === "md" ? "h-3" : "h-2")}
      >
        <div
          className={cn("h-full rounded-full transition-all", toneClass[tone])}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
