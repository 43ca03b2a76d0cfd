import { campaignTitle, formatDate } from "../../common/format";
import { formatUsdExact } from "../../common/money";
import type { Donation, RentParty } from "../db/schema/rent-parties";
import type { MailMessage } from "../integrations/email/mailer";

/** Sent to the landlord when an admin verifies a campaign. */
export function landlordVerifiedEmail(input: {
  party: Pick<RentParty, "id" | "title" | "goalAmountCents" | "landlordName" | "landlordEmail">;
  renterName: string | null;
  publicUrl: string;
  supportEmail: string;
}): MailMessage {
  const { party } = input;
  const title = campaignTitle(party.title);
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
      `Goal: ${formatUsdExact(party.goalAmountCents)}`,
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
  party: Pick<RentParty, "id" | "title" | "landlordName">;
  to: string;
  publicUrl: string;
}): MailMessage {
  const { donation, party } = input;
  const title = campaignTitle(party.title);
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
      `Date: ${formatDate(donation.countedAt ?? new Date())}`,
      "Paid with: cryptocurrency (stablecoin)",
      "",
      `Where your money goes: every dollar is paid to the renter's landlord, ${party.landlordName}, directly. It is never paid to the renter.`,
      "",
      "This donation is a personal gift to help a neighbor stay housed. Affordable is not a charity, and your donation is not tax-deductible.",
      "",
      `See the campaign: ${input.publicUrl}/party/${party.id}`,
      "",
      "— The Affordable team",
      "",
    ].join("\n"),
  };
}
