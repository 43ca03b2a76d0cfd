import { z } from "zod";
import { FULL_NAME_MAX_LENGTH, RENT_PARTY_GOAL_MIN_DOLLARS } from "../constants";
import { LOCALES } from "../i18n";
import { formatUsdLimit } from "../money";
import { findUsState } from "../us-states";
import { emailSchema } from "./auth";
import { centsSchema } from "./money";
import { optionalPhoneSchema } from "./phone";
import { blankToUndefined, multiLineText, singleLineText } from "./text";

export const RENT_PARTY_TITLE_MAX = 200;
export const RENT_PARTY_STORY_MAX = 5000;
export const RENT_PARTY_CITY_MAX = 100;
export const RENT_PARTY_GOAL_MAX_DOLLARS = 1_000_000;
export const DONATION_MIN_DOLLARS = 1;
export const DONATION_MAX_DOLLARS = 10_000;
export const PAYOUT_NOTE_MAX = 500;
export const CAMPAIGN_NOT_FOUND_MESSAGE = "This campaign doesn't exist or is no longer active.";

/**
 * A dollar amount typed by a person (or sent as a JSON number), checked exactly and turned into integer
 * cents: "25", "25.5" and 25.5 are fine; "abc", "1.001", "1e3" and negative amounts are refused.
 */
export function dollarsToCentsSchema(label: string, min: number, max: number) {
  return centsSchema(
    { min, max },
    {
      required: `${label} is required`,
      notANumber: `${label} must be a number`,
      tooSmall: `${label} must be at least ${formatUsdLimit(min)}`,
      tooLarge: `${label} must be at most ${formatUsdLimit(max)}`,
      tooPrecise: `${label} must be in steps of $0.01`,
    },
  );
}

const requiredText = (label: string, max: number, text: typeof singleLineText = singleLineText) =>
  text({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters`);

/** Start a Rent Party: the page form and the API use this one schema. Output money is in cents. */
export const rentPartyCreateSchema = z
  .object({
    title: requiredText("Title", RENT_PARTY_TITLE_MAX),
    story: requiredText("Story", RENT_PARTY_STORY_MAX, multiLineText),
    goalAmount: dollarsToCentsSchema("Goal amount", RENT_PARTY_GOAL_MIN_DOLLARS, RENT_PARTY_GOAL_MAX_DOLLARS),
    landlordName: requiredText("Landlord name", FULL_NAME_MAX_LENGTH),
    landlordEmail: singleLineText({ error: "Landlord email is required" })
      .min(1, "Landlord email is required")
      .pipe(emailSchema),
    landlordPhone: optionalPhoneSchema(),
    city: requiredText("City", RENT_PARTY_CITY_MAX).refine(
      (v) => /^[\p{L}][\p{L} .'’-]*$/u.test(v),
      "Please enter a real city name",
    ),
    state: singleLineText({ error: "State is required" })
      .min(1, "State is required")
      .refine((v) => findUsState(v) !== null, "Please choose a U.S. state")
      .transform((v) => findUsState(v)?.code ?? v),
    /** The language of the landlord's emails (they have no account to hold one); not given: the renter's. */
    landlordLocale: z.enum(LOCALES, { error: "Please choose English or Español" }).optional(),
    /** Show "{first name}'s Campaign" as the headline: the spec's rule alone can give "Help's Campaign". */
    useFirstName: z
      .literal("on")
      .optional()
      .transform((v) => v === "on"),
  })
  .transform(({ goalAmount, ...rest }) => ({ ...rest, goalAmountCents: goalAmount }));

export type RentPartyCreateInput = z.output<typeof rentPartyCreateSchema>;

/** Blank is none (null). */
const optionalDonorEmail = z.preprocess(blankToUndefined, emailSchema.optional()).transform((v) => v ?? null);

/** Dollars (a typed string or a JSON number); blank is not given. */
const donationAmount = z.preprocess(
  blankToUndefined,
  dollarsToCentsSchema("Donation amount", DONATION_MIN_DOLLARS, DONATION_MAX_DOLLARS).optional(),
);

/**
 * A crypto donation: the spec's create-crypto-payment body (rent_party_id, amount, campaign_title) plus the
 * donor's name and receipt email, and the campaign page's form as it posts (the same names, plus `preset`:
 * the amount buttons, used when "Other amount" is blank). campaign_title is accepted and ignored: the
 * server reads the campaign itself. The output has one `amount`, in cents.
 */
export const donationCreateSchema = z
  .object({
    rent_party_id: z.uuid({ error: CAMPAIGN_NOT_FOUND_MESSAGE }),
    amount: donationAmount,
    preset: donationAmount,
    /** The "Give $X instead" button: the remaining amount offered after a refusal; wins over the others. */
    give_instead: donationAmount,
    // Ignored (the server reads the campaign itself), so never stored or shown: not checked as text.
    campaign_title: z.string().max(500).optional(),
    donor_name: singleLineText()
      .max(FULL_NAME_MAX_LENGTH, `Name must be at most ${FULL_NAME_MAX_LENGTH} characters`)
      .optional()
      .transform((v) => (v ? v : null)),
    donor_email: optionalDonorEmail,
    /** The language of the page the donor gives on: their receipt's. Not given: English. */
    locale: z.enum(LOCALES, { error: "Please choose English or Español" }).default("en"),
  })
  .transform(({ amount, preset, give_instead, ...donation }, ctx) => {
    const cents = give_instead ?? amount ?? preset;
    if (cents === undefined) {
      ctx.addIssue({ code: "custom", path: ["amount"], message: "Donation amount is required" });
      return z.NEVER;
    }
    return { ...donation, amount: cents };
  });

export type DonationCreateInput = z.output<typeof donationCreateSchema>;

export const PAYOUT_REFERENCE_MAX = 200;

/**
 * An admin marks money as sent to the landlord, with its reference (transaction id or check number).
 * A correction is a new entry with `correction` set: its amount is taken off what was paid out.
 */
export const payoutCreateSchema = z.object({
  amount: dollarsToCentsSchema("Payout amount", 0.01, RENT_PARTY_GOAL_MAX_DOLLARS),
  reference: requiredText("Reference (transaction id or check number)", PAYOUT_REFERENCE_MAX),
  correction: z
    .literal("on")
    .optional()
    .transform((v) => v === "on"),
  note: multiLineText()
    .max(PAYOUT_NOTE_MAX, `Note must be at most ${PAYOUT_NOTE_MAX} characters`)
    .optional()
    .transform((v) => (v ? v : null)),
});

export type PayoutCreateInput = z.output<typeof payoutCreateSchema>;

/** The admin's Verify Campaign button: which campaign (the service checks it exists). */
export const verifyRentPartySchema = z.object({ id: z.string({ error: CAMPAIGN_NOT_FOUND_MESSAGE }) });

/** The admin's Mark Payout Sent form: which campaign, and the payout. */
export const payoutFormSchema = payoutCreateSchema.extend({
  id: z.string({ error: CAMPAIGN_NOT_FOUND_MESSAGE }),
});

export const LANDLORD_PAYOUT_MAX = 1000;
export const LANDLORD_DISPUTE_MAX = 2000;

/**
 * The landlord's answer through the private link (a campaign goes live only with it): confirm (tenant at
 * this address, the amount owed, how to be paid) or dispute. The goal bound is the service's (it knows
 * the campaign).
 */
export const landlordConfirmSchema = z.object({
  decision: z.literal("confirm"),
  tenancy: z.literal("on", { error: "Please confirm this person is your tenant at this address" }),
  amountOwed: dollarsToCentsSchema("Amount owed", 0.01, RENT_PARTY_GOAL_MAX_DOLLARS),
  payoutPreference: requiredText("How you want to be paid", LANDLORD_PAYOUT_MAX, multiLineText),
});

export const landlordDisputeSchema = z.object({
  decision: z.literal("dispute"),
  disputeReason: requiredText("What is wrong", LANDLORD_DISPUTE_MAX, multiLineText),
});

export const landlordAnswerSchema = z.discriminatedUnion("decision", [
  landlordConfirmSchema,
  landlordDisputeSchema,
]);

export type LandlordAnswer = z.output<typeof landlordAnswerSchema>;

/** The admin's and renter's "Resend landlord link" button: which campaign. */
export const resendLandlordLinkSchema = z.object({ id: z.string({ error: CAMPAIGN_NOT_FOUND_MESSAGE }) });

/** The admin's Close Campaign button: which campaign. */
export const closeRentPartySchema = z.object({ id: z.string({ error: CAMPAIGN_NOT_FOUND_MESSAGE }) });
