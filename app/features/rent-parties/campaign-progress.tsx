import { progressPercent } from "@common/format";
import { formatUsd } from "@common/money";
import { RaisedProgressBar } from "~/components/raised-progress-bar";
import { cn } from "~/lib/cn";

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
      <RaisedProgressBar
        raisedCents={raisedCents}
        goalCents={goalCents}
        label="Amount raised"
        className={size === "md" ? "mt-2 h-3" : "mt-2 h-2"}
      />
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
