import { CRYPTO_DONATION_DEFAULT_DOLLARS } from "./constants";
import { dateTimeFormat } from "./date-format";
import { formatUsd, formatUsdExact } from "./money";

/**
 * Rent Party money rules shared by the server and the pages, so both count alike. A campaign never asks for
 * more than it needs: its ceiling is the goal, or the amount owed the landlord confirmed when that is lower.
 */

/** How long an open invoice holds its dollars against the ceiling. */
export const DONATION_HOLD_MINUTES = 60;

export const GOAL_REACHED_MESSAGE = "Goal reached — thank you!";

/** The one excess policy, stated on the campaign page and in every receipt. */
export const EXCESS_POLICY =
  "If donations go over what is owed (a payment already under way when the goal is reached), the extra is kept as credit toward the same tenant's next month of rent with the same landlord. It is never paid to the renter.";

/**
 * The campaign's one target, on every page, image and email: the goal the renter asked for, or the amount
 * owed the landlord confirmed when that is lower. It is also the most the campaign will raise.
 */
export function ceilingCents(party: { goalAmountCents: number; amountOwedCents?: number | null }): number {
  const owed = party.amountOwedCents;
  return owed != null && owed > 0 ? Math.min(party.goalAmountCents, owed) : party.goalAmountCents;
}

/** True once what was raised covers the ceiling. */
export function goalReached(party: {
  goalAmountCents: number;
  amountOwedCents?: number | null;
  amountRaisedCents: number;
}): boolean {
  return party.amountRaisedCents >= ceilingCents(party);
}

/** Raised above the ceiling (kept as credit, see EXCESS_POLICY); 0 when none. */
export function excessCents(party: {
  goalAmountCents: number;
  amountOwedCents?: number | null;
  amountRaisedCents: number;
}): number {
  return Math.max(0, party.amountRaisedCents - ceilingCents(party));
}

/**
 * The first name a renter may show in their headline ("Rosa's Campaign"): the first word of their name,
 * letters only, at most 50; null when there is none. The start form previews exactly what is stored.
 */
export function headlineFirstName(fullName: string | null | undefined): string | null {
  const first = fullName
    ?.trim()
    .split(/\s+/)[0]
    ?.replace(/[^\p{L}'’-]/gu, "");
  return first ? first.slice(0, 50) : null;
}

/** "Goal: $1,000": the target as the campaign's goal line shows it. */
export function goalLine(party: { goalAmountCents: number; amountOwedCents?: number | null }): string {
  return `Goal: ${formatUsd(ceilingCents(party))}`;
}

/**
 * The renter's own ask, only where the landlord confirmed less: "Asked for $1,200; the landlord confirmed
 * $1,000 owed". Null when the target is the goal they asked for.
 */
export function askedForLine(party: {
  goalAmountCents: number;
  amountOwedCents?: number | null;
}): string | null {
  const target = ceilingCents(party);
  if (target === party.goalAmountCents) return null;
  return `Asked for ${formatUsd(party.goalAmountCents)}; the landlord confirmed ${formatUsd(target)} owed`;
}

/** A donation above what is still needed is refused with this, offering the remaining amount. */
export function tooMuchMessage(remainingCents: number): string {
  return `This campaign needs only ${formatUsdExact(remainingCents)} more. Give ${formatUsdExact(remainingCents)} instead.`;
}

export const FULLY_PLEDGED_MESSAGE =
  "The rest of this goal is being paid right now. If a payment is not completed, donations open again within an hour.";

/** Where a campaign is, as the renter follows it in My Rent Parties. */
export const CAMPAIGN_STAGES = [
  "submitted",
  "waiting_for_landlord",
  "under_review",
  "live",
  "funded",
  "paid",
  "closed",
] as const;
export type CampaignStage = (typeof CAMPAIGN_STAGES)[number];

export const STAGE_LABELS: Record<CampaignStage, string> = {
  submitted: "Submitted",
  waiting_for_landlord: "Waiting for landlord",
  under_review: "Under review",
  live: "Live",
  funded: "Funded",
  paid: "Paid to landlord",
  closed: "Closed",
};

export const STAGE_NEXT: Record<CampaignStage, string> = {
  submitted: "We will email your landlord a private link to confirm the amount owed.",
  waiting_for_landlord:
    "Your landlord has a private link to confirm that you are their tenant and the amount owed. Once they answer, our team reviews your campaign.",
  under_review:
    "Your landlord answered. Our team reviews your campaign; once verified, it goes live and donations open.",
  live: "Your campaign is live: share its page. Every dollar goes to your landlord.",
  funded:
    "Your goal is reached. We send the money to your landlord and record the payout on your campaign page.",
  paid: "The money was sent to your landlord. The payout is shown on your campaign page.",
  closed: "This campaign is closed and no longer takes donations.",
};

export const DISPUTED_NEXT =
  "Your landlord disputed this campaign, so it cannot go live as it is. Our team will contact you.";

export function campaignStage(party: {
  verified: boolean;
  isActive: boolean;
  closedAt?: Date | string | null;
  landlordStatus: "pending" | "confirmed" | "disputed";
  goalAmountCents: number;
  amountOwedCents?: number | null;
  amountRaisedCents: number;
  paidOutCents: number;
}): CampaignStage {
  if (!party.isActive || party.closedAt) return "closed";
  const reached = goalReached(party);
  if (party.verified && reached && party.paidOutCents >= ceilingCents(party)) return "paid";
  if (party.verified && reached) return "funded";
  if (party.verified) return "live";
  if (party.landlordStatus === "pending") return "waiting_for_landlord";
  return "under_review";
}

/** "$1,200 sent to the landlord on March 3": a payout as the campaign page and the emails state it. */
export function payoutSentence(amountCents: number, sentAt: Date | string, timeZone: string): string {
  const day = dateTimeFormat("en-US", { month: "long", day: "numeric", timeZone }).format(new Date(sentAt));
  return amountCents < 0
    ? `${formatUsd(-amountCents)} correction to what was sent, recorded on ${day}`
    : `${formatUsd(amountCents)} sent to the landlord on ${day}`;
}

/** The amounts offered on the campaign page; $25 (the spec's fixed amount) is preselected. */
export const DONATION_PRESETS = [10, CRYPTO_DONATION_DEFAULT_DOLLARS, 50, 100] as const;

type LandlordStatus = "pending" | "confirmed" | "disputed";

export const VERIFY_WAITING_MESSAGE =
  "The landlord has not confirmed this campaign yet. It can be verified once they confirm the tenancy and the amount owed through their private link: resend the link, or close the campaign.";
export const DISPUTED_VERIFY_MESSAGE = "The landlord disputed this campaign: it cannot be verified.";
export const VERIFY_CLOSED_MESSAGE = "This campaign is closed: it cannot be verified.";
export const PAYOUT_DISPUTED_MESSAGE = "The landlord disputed this campaign: no payout can be recorded.";

/**
 * Whether an admin may verify a campaign now: null when they may, else why not. A campaign goes live
 * only with its landlord's word (confirmed through their private link), never when disputed or closed.
 * The service refuses with this message and the admin card shows it instead of Verify Campaign.
 */
export function verifyRefusal(party: {
  landlordStatus: LandlordStatus;
  closedAt?: Date | string | null;
}): string | null {
  if (party.closedAt) return VERIFY_CLOSED_MESSAGE;
  if (party.landlordStatus === "disputed") return DISPUTED_VERIFY_MESSAGE;
  if (party.landlordStatus !== "confirmed") return VERIFY_WAITING_MESSAGE;
  return null;
}

/** Whether a payout may be recorded on a campaign: null when it may, else why not (disputed: never). */
export function payoutRefusal(party: { landlordStatus: LandlordStatus }): string | null {
  return party.landlordStatus === "disputed" ? PAYOUT_DISPUTED_MESSAGE : null;
}
