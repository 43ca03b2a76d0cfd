import { formatUsd } from "@common/money";
import { ceilingCents } from "@common/rent-party-rules";
import type { Translate } from "~/lib/i18n";

/**
 * The renter's own ask in the page's language, only where the landlord confirmed less (the words of
 * `askedForLine`): "Asked for $1,200; the landlord confirmed $1,000 owed". Null when the target is the goal.
 */
export function askedForText(
  t: Translate,
  party: { goalAmountCents: number; amountOwedCents?: number | null },
): string | null {
  const target = ceilingCents(party);
  if (target === party.goalAmountCents) return null;
  return t("rentParty.askedFor", { asked: formatUsd(party.goalAmountCents), owed: formatUsd(target) });
}
