import { type ProgressTone, progressPercent, progressTone } from "@common/format";
import { formatUsd } from "@common/money";
import { ceilingCents } from "@common/rent-party-rules";
import { cn } from "~/lib/cn";
import { type Translate, useT } from "~/lib/i18n";

const toneClass: Record<ProgressTone, string> = {
  complete: "bg-green-600",
  near: "bg-green-400",
  neutral: "bg-slate-500",
};

/**
 * A Rent Party's amount raised against its target: the figures and a bar, capped
 * at 100 %, full green at 100 %, lighter green from 75 %, neutral below. It takes the campaign, not a
 * figure: the target is always `ceilingCents` (the goal, or the lower amount owed the landlord confirmed).
 */
export function CampaignProgress({
  party,
  size = "md",
  label,
}: {
  party: { goalAmountCents: number; amountOwedCents?: number | null; amountRaisedCents: number };
  size?: "sm" | "md";
  /** The bar's accessible name; give each bar on a page of several its own. */
  label?: string;
}) {
  const t = useT();
  const goalCents = ceilingCents(party);
  const raisedCents = party.amountRaisedCents;
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
          <span className="text-slate-600">
            {t("rentParty.progress.raisedOf", { goal: formatUsd(goalCents) })}
          </span>
        </span>
        <span className="font-semibold text-slate-700">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label ?? t("rentParty.progress.label")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t("rentParty.progress.valueText", {
          raised: formatUsd(raisedCents),
          goal: formatUsd(goalCents),
          percent,
        })}
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

/**
 * The renter's own ask in the page's language, only where the landlord confirmed less (the words of
 * `askedForLine`): "Asked for $1,200; the landlord confirmed $1,000 owed". Null when the target is the goal.
 * Here, beside the progress it explains, so the pages that show both load no extra script file.
 */
export function askedForText(
  t: Translate,
  party: { goalAmountCents: number; amountOwedCents?: number | null },
): string | null {
  const target = ceilingCents(party);
  if (target === party.goalAmountCents) return null;
  return t("rentParty.askedFor", { asked: formatUsd(party.goalAmountCents), owed: formatUsd(target) });
}
