import { formatUsd, type ProgressTone, progressPercent, progressTone } from "@common/format";
import { cn } from "~/lib/cn";

const toneClass: Record<ProgressTone, string> = {
  complete: "bg-green-600",
  near: "bg-green-400",
  neutral: "bg-slate-500",
};

/** Amount raised against the goal: only rendered for a goal above 0, capped at 100 % (spec section 5). */
export function CampaignProgress({
  raisedCents,
  goalCents,
  size = "md",
}: {
  raisedCents: number;
  goalCents: number;
  size?: "sm" | "md";
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
        aria-label="Amount raised"
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

export function CampaignStatusBadge({
  verified,
  isActive = true,
}: {
  verified: boolean;
  isActive?: boolean;
}) {
  if (!isActive) {
    return (
      <span className="inline-flex items-center rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
        Inactive
      </span>
    );
  }
  return verified ? (
    <span className="inline-flex items-center rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">
      Verified
    </span>
  ) : (
    <span className="inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800">
      Pending
    </span>
  );
}
