import { publicCampaignTitle } from "../../common/format";
import { type Locale, localizedPath } from "../../common/i18n";
import { formatUsdExact } from "../../common/money";
import type { CampaignStage } from "../../common/rent-party-rules";
import { DEFAULT_TIME_ZONE, stateTimeZone } from "../../common/time-zone";
import type { Donation, Payout, RentParty } from "../db/schema/rent-parties";
import type { MailMessage } from "../integrations/email/mailer";
import {
  LANDLORD_CONFIRM,
  LANDLORD_VERIFIED,
  PAYOUT,
  RECEIPT,
  SIGN_OFF,
  STAGE_EMAIL,
  STAGES,
} from "./email-texts";

// Each email is written in its recipient's language (`locale`); its texts are in email-texts.ts.

/** Sent to the landlord when an admin verifies a campaign. */
export function landlordVerifiedEmail(input: {
  party: Pick<
    RentParty,
    "id" | "title" | "headlineName" | "goalAmountCents" | "amountOwedCents" | "landlordName" | "landlordEmail"
  >;
  renterName: string | null;
  publicUrl: string;
  supportEmail: string;
  locale: Locale;
}): MailMessage {
  const { party, locale } = input;
  const text = LANDLORD_VERIFIED[locale];
  const title = publicCampaignTitle(party, locale);
  return {
    to: party.landlordEmail,
    subject: text.subject(title),
    text: [
      text.hello(party.landlordName),
      "",
      text.started(input.renterName ?? text.tenant),
      "",
      `${text.campaign} ${title}`,
      text.goal(party),
      `${text.page} ${pageUrl(input.publicUrl, `/party/${party.id}`, locale)}`,
      "",
      ...text.how,
      "",
      text.questions(input.supportEmail),
      "",
      SIGN_OFF[locale],
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
  locale: Locale;
}): MailMessage {
  const { donation, party, locale } = input;
  const text = RECEIPT[locale];
  const title = publicCampaignTitle(party, locale);
  const page = pageUrl(input.publicUrl, `/party/${party.id}`, locale);
  return {
    to: input.to,
    subject: text.subject(donation.receiptNumber),
    text: [
      text.thanks(donation.donorName),
      "",
      ...(donation.livemode ? [] : [text.testMode, ""]),
      text.received(title),
      "",
      `${text.number} ${donation.receiptNumber}`,
      `${text.amount} ${formatUsdExact(donation.amountCents)} (USD)`,
      `${text.campaign} ${title}`,
      text.date(donation.countedAt ?? new Date(), campaignTimeZone(party)),
      text.paidWith,
      "",
      text.where(party.landlordName),
      "",
      text.excess,
      "",
      text.gift,
      "",
      `${text.see} ${page}`,
      `${text.payouts} ${page}#payouts`,
      "",
      SIGN_OFF[locale],
      "",
    ].join("\n"),
  };
}

/**
 * The landlord's private link to confirm or dispute (sent when a campaign is submitted, and on resend);
 * `url` is already on the page in `locale`.
 */
export function landlordConfirmEmail(input: {
  party: Pick<RentParty, "title" | "headlineName" | "goalAmountCents" | "landlordName" | "landlordEmail">;
  renterName: string | null;
  url: string;
  locale: Locale;
}): MailMessage {
  const { party, locale } = input;
  const text = LANDLORD_CONFIRM[locale];
  return {
    to: party.landlordEmail,
    subject: text.subject,
    text: [
      text.hello(party.landlordName),
      "",
      text.started(input.renterName ?? text.tenant, formatUsdExact(party.goalAmountCents)),
      "",
      text.ask,
      "",
      input.url,
      "",
      text.link,
      "",
      SIGN_OFF[locale],
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
  locale: Locale;
}): MailMessage {
  const { party, locale } = input;
  const text = STAGE_EMAIL[locale];
  const stages = STAGES[locale];
  const stage: CampaignStage = input.stage ?? "under_review";
  const next =
    party.landlordStatus === "disputed" && stage === "under_review"
      ? stages.disputedNext
      : stages.next[stage];
  const label = stages.labels[stage];
  return {
    to: input.to,
    subject: text.subject(label),
    text: [
      text.now(publicCampaignTitle(party, locale), label),
      "",
      ...(party.landlordStatus === "confirmed" && stage === "under_review" ? [text.confirmed, ""] : []),
      `${text.next} ${next}`,
      "",
      `${text.follow} ${pageUrl(input.publicUrl, "/renter-dashboard", locale)}`,
      `${text.page} ${pageUrl(input.publicUrl, `/party/${party.id}`, locale)}`,
      "",
      SIGN_OFF[locale],
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
  locale: Locale;
}): MailMessage {
  const { party, payout, locale } = input;
  const text = PAYOUT[locale];
  const title = publicCampaignTitle(party, locale);
  return {
    to: input.to,
    subject: text.subject(title),
    text: [
      `${text.sentence(payout.amountCents, payout.sentAt, campaignTimeZone(party))} ${text.forCampaign(title)}`,
      text.reference(payout.reference),
      "",
      `${text.record} ${pageUrl(input.publicUrl, `/party/${party.id}#payouts`, locale)}`,
      "",
      SIGN_OFF[locale],
      "",
    ].join("\n"),
  };
}

/** One of our pages, in `locale`, as a full address. */
function pageUrl(publicUrl: string, path: string, locale: Locale): string {
  return `${publicUrl}${localizedPath(path, locale)}`;
}

/**
 * Dates in an email: its reader's zone is not known (no browser), so the campaign's own place decides
 * (renter, landlord and most donors are there), never the server's UTC.
 */
function campaignTimeZone(party: Pick<RentParty, "state">): string {
  return stateTimeZone(party.state) ?? DEFAULT_TIME_ZONE;
}
