import { formatDate, publicCampaignTitle } from "../../common/format";
import { formatUsdExact } from "../../common/money";
import {
  type CampaignStage,
  DISPUTED_NEXT,
  EXCESS_POLICY,
  goalLine,
  payoutSentence,
  STAGE_LABELS,
  STAGE_NEXT,
} from "../../common/rent-party-rules";
import { DEFAULT_TIME_ZONE, stateTimeZone } from "../../common/time-zone";
import type { Donation, Payout, RentParty } from "../db/schema/rent-parties";
import type { MailMessage } from "../integrations/email/mailer";

/** Sent to the landlord when an admin verifies a campaign. */
export function landlordVerifiedEmail(input: {
  party: Pick<
    RentParty,
    "id" | "title" | "headlineName" | "goalAmountCents" | "amountOwedCents" | "landlordName" | "landlordEmail"
  >;
  renterName: string | null;
  publicUrl: string;
  supportEmail: string;
}): MailMessage {
  const { party } = input;
  const title = publicCampaignTitle(party);
  const renter = input.renterName ?? "Your tenant";
  return {
    to: party.landlordEmail,
    subject: `A Rent Party for your tenant has been verified: ${title}`,
    text: [
      `Hello ${party.landlordName},`,
      "",
      `${renter} started a Rent Party on Affordable to catch up on rent owed to you, and our team has verified it.`,
      "",
      `Campaign: ${title}`,
      goalLine(party),
      `Campaign page: ${input.publicUrl}/party/${party.id}`,
      "",
      "How the money reaches you:",
      "- Donations are collected by Affordable and paid to you, the property owner, directly. They are never paid to the renter.",
      "- We will contact you at this address to confirm your payout details before the first payout.",
      "- Each payout is recorded on the campaign, so you and your tenant can see what was raised and what was sent.",
      "",
      `Questions? Reply to ${input.supportEmail}.`,
      "",
      "— The Affordable team",
      "",
    ].join("\n"),
  };
}

/** The donor's receipt, sent once the provider confirms the payment. */
export function donationReceiptEmail(input: {
  donation: Pick<
    Donation,
    "amountCents" | "receiptNumber" | "donorName" | "countedAt" | "provider" | "livemode"
  >;
  party: Pick<RentParty, "id" | "title" | "headlineName" | "landlordName" | "state">;
  to: string;
  publicUrl: string;
}): MailMessage {
  const { donation, party } = input;
  const title = publicCampaignTitle(party);
  return {
    to: input.to,
    subject: `Your Rent Party donation receipt ${donation.receiptNumber}`,
    text: [
      `Thank you${donation.donorName ? `, ${donation.donorName}` : ""}!`,
      "",
      ...(donation.livemode
        ? []
        : ["TEST MODE: no real money moved. This receipt is for a test donation.", ""]),
      `Your donation to ${title} has been received.`,
      "",
      `Receipt number: ${donation.receiptNumber}`,
      `Amount: ${formatUsdExact(donation.amountCents)} (USD)`,
      `Campaign: ${title}`,
      `Date: ${formatDate(donation.countedAt ?? new Date(), campaignTimeZone(party))}`,
      "Paid with: cryptocurrency (stablecoin)",
      "",
      `Where your money goes: every dollar is paid to the renter's landlord, ${party.landlordName}, directly. It is never paid to the renter.`,
      "",
      EXCESS_POLICY,
      "",
      "This donation is a personal gift to help a neighbor stay housed. Affordable is not a charity, and your donation is not tax-deductible.",
      "",
      `See the campaign: ${input.publicUrl}/party/${party.id}`,
      `What was paid to the landlord, and when: ${input.publicUrl}/party/${party.id}#payouts`,
      "",
      "— The Affordable team",
      "",
    ].join("\n"),
  };
}

/** The landlord's private link to confirm or dispute (sent when a campaign is submitted, and on resend). */
export function landlordConfirmEmail(input: {
  party: Pick<RentParty, "title" | "headlineName" | "goalAmountCents" | "landlordName" | "landlordEmail">;
  renterName: string | null;
  url: string;
}): MailMessage {
  const { party } = input;
  const renter = input.renterName ?? "Your tenant";
  return {
    to: party.landlordEmail,
    subject: "Please confirm: a Rent Party for rent owed to you",
    text: [
      `Hello ${party.landlordName},`,
      "",
      `${renter} started a Rent Party on Affordable to raise rent they owe you (goal: ${formatUsdExact(party.goalAmountCents)}). Donations are paid to you, the property owner, directly, never to the renter.`,
      "",
      "Before the campaign can go live, please confirm (or dispute) that this person is your tenant at this address, the amount owed, and how you want to be paid. No account is needed:",
      "",
      input.url,
      "",
      "This private link works for 14 days and for one answer. Your payout details are never shown publicly.",
      "",
      "— The Affordable team",
      "",
    ].join("\n"),
  };
}

/** The renter's email when their campaign moves to another stage. */
export function stageEmail(input: {
  party: Pick<RentParty, "id" | "title" | "headlineName" | "landlordStatus">;
  to: string;
  publicUrl: string;
  stage?: CampaignStage;
}): MailMessage {
  const { party } = input;
  const stage: CampaignStage = input.stage ?? "under_review";
  const next =
    party.landlordStatus === "disputed" && stage === "under_review" ? DISPUTED_NEXT : STAGE_NEXT[stage];
  return {
    to: input.to,
    subject: `Your Rent Party: ${STAGE_LABELS[stage]}`,
    text: [
      `Your campaign "${publicCampaignTitle(party)}" is now: ${STAGE_LABELS[stage]}.`,
      "",
      ...(party.landlordStatus === "confirmed" && stage === "under_review"
        ? ["Your landlord confirmed the amount owed.", ""]
        : []),
      `What happens next: ${next}`,
      "",
      `Follow it in My Rent Parties: ${input.publicUrl}/renter-dashboard`,
      `Campaign page: ${input.publicUrl}/party/${party.id}`,
      "",
      "— The Affordable team",
      "",
    ].join("\n"),
  };
}

/** To the landlord and the renter when an admin records a payout (or a correction). */
export function payoutEmail(input: {
  party: Pick<RentParty, "id" | "title" | "headlineName" | "state">;
  payout: Pick<Payout, "amountCents" | "reference" | "sentAt">;
  to: string;
  publicUrl: string;
}): MailMessage {
  const { party, payout } = input;
  return {
    to: input.to,
    subject: `Payout recorded: ${publicCampaignTitle(party)}`,
    text: [
      `${payoutSentence(payout.amountCents, payout.sentAt, campaignTimeZone(party))} for "${publicCampaignTitle(party)}".`,
      `Reference: ${payout.reference ?? "none"}`,
      "",
      `The public record of what was raised and sent: ${input.publicUrl}/party/${party.id}#payouts`,
      "",
      "— The Affordable team",
      "",
    ].join("\n"),
  };
}

/**
 * Dates in an email: its reader's zone is not known (no browser), so the campaign's own place decides
 * (renter, landlord and most donors are there), never the server's UTC.
 */
function campaignTimeZone(party: Pick<RentParty, "state">): string {
  return stateTimeZone(party.state) ?? DEFAULT_TIME_ZONE;
}
