import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { CONTROL_CHARACTERS_MESSAGE, SINGLE_LINE_MESSAGE } from "../text-messages";
import { applicationSchema } from "./application";
import { forgotPasswordSchema, resetPasswordSchema, signInSchema, signUpSchema } from "./auth";
import { contactMessageSchema } from "./contact";
import { listingFormSchema } from "./listing-form";
import { listingReportSchema } from "./listing-report";
import { locationOverrideSchema } from "./location";
import { listingMessageSchema } from "./message";
import { profileUpdateSchema } from "./profile";
import {
  donationCreateSchema,
  landlordAnswerSchema,
  payoutCreateSchema,
  rentPartyCreateSchema,
} from "./rent-party";
import { VALID_RENT_PARTY_FORM, verdict } from "./test-support";

const inAYear = new Date(Date.now() + 365 * 864e5).toISOString().slice(0, 10);

/** Each schema with a valid input, its one-line text fields and its multi-line ones. */
const cases: {
  name: string;
  schema: z.ZodType;
  valid: Record<string, unknown>;
  singleLine: string[];
  multiLine: string[];
}[] = [
  {
    name: "sign in",
    schema: signInSchema,
    valid: { email: "a@example.com", password: "password123" },
    singleLine: ["email"],
    multiLine: [],
  },
  {
    name: "sign up",
    schema: signUpSchema,
    valid: { fullName: "Ann Lee", email: "a@example.com", password: "password123", role: "renter" },
    singleLine: ["fullName", "email"],
    multiLine: [],
  },
  {
    name: "forgot password",
    schema: forgotPasswordSchema,
    valid: { email: "a@example.com" },
    singleLine: ["email"],
    multiLine: [],
  },
  {
    name: "reset password",
    schema: resetPasswordSchema,
    valid: { token: "abc123", password: "password123" },
    singleLine: ["token"],
    multiLine: [],
  },
  {
    name: "contact",
    schema: contactMessageSchema,
    valid: { fullName: "Ann Lee", email: "a@example.com", message: "A message of some length." },
    singleLine: ["fullName", "email"],
    multiLine: ["message"],
  },
  {
    name: "profile",
    schema: profileUpdateSchema,
    valid: { fullName: "Ann Lee", phone: "+12025550123" },
    singleLine: ["fullName", "phone"],
    multiLine: [],
  },
  {
    name: "listing",
    schema: listingFormSchema,
    valid: {
      title: "Sunny room",
      description: "Near the park.",
      country: "United States",
      state: "IL",
      city: "Chicago",
      zipCode: "60601",
      addressLine: "12 Oak St",
      unit: "2A",
      price: "900",
      securityDeposit: "900",
      bedrooms: "1",
      bathrooms: "1",
      imageUrl: "https://example.com/a.jpg",
    },
    singleLine: ["title", "state", "city", "zipCode", "addressLine", "unit", "imageUrl"],
    multiLine: ["description"],
  },
  {
    name: "listing message",
    schema: listingMessageSchema,
    valid: { messageText: "Is it available?" },
    singleLine: [],
    multiLine: ["messageText"],
  },
  {
    name: "application",
    schema: applicationSchema,
    valid: { moveInDate: inAYear, message: "I'd love to apply." },
    singleLine: ["moveInDate"],
    multiLine: ["message"],
  },
  {
    name: "location",
    schema: locationOverrideSchema,
    valid: { country: "United States", state: "Illinois", city: "Chicago" },
    singleLine: ["country", "state", "city"],
    multiLine: [],
  },
  {
    name: "rent party",
    schema: rentPartyCreateSchema,
    valid: VALID_RENT_PARTY_FORM,
    singleLine: ["title", "landlordName", "landlordEmail", "landlordPhone", "city"],
    multiLine: ["story"],
  },
  {
    name: "donation",
    schema: donationCreateSchema,
    valid: {
      rent_party_id: "2ec19e10-8ece-46f0-8ad4-a45ca207de02",
      amount: 25,
      donor_name: "Dee",
      donor_email: "dee@example.com",
    },
    singleLine: ["donor_name", "donor_email"],
    multiLine: [],
  },
  {
    name: "payout",
    schema: payoutCreateSchema,
    valid: { amount: "10", reference: "ACH-20261122", note: "Sent by bank transfer." },
    singleLine: ["reference"],
    multiLine: ["note"],
  },
  {
    name: "landlord answer (confirm)",
    schema: landlordAnswerSchema,
    valid: { decision: "confirm", tenancy: "on", amountOwed: "900", payoutPreference: "Check by mail." },
    singleLine: [],
    multiLine: ["payoutPreference"],
  },
  {
    name: "landlord answer (dispute)",
    schema: landlordAnswerSchema,
    valid: { decision: "dispute", disputeReason: "This person is not my tenant." },
    singleLine: [],
    multiLine: ["disputeReason"],
  },
  {
    name: "listing report",
    schema: listingReportSchema,
    valid: { reason: "scam", details: "Asked for a deposit by wire." },
    singleLine: [],
    multiLine: ["details"],
  },
];

describe.each(cases)("$name schema", ({ schema, valid, singleLine, multiLine }) => {
  it("accepts the valid input", () => {
    expect(verdict(schema, valid).ok).toBe(true);
  });

  it.each(singleLine)("refuses line breaks, tabs and NUL in %s", (field) => {
    for (const bad of ["\r\nBcc: x@example.com", "\t", "\u0000", "\u0085"]) {
      const value = `${String(valid[field])}${bad}`;
      expect(verdict(schema, { ...valid, [field]: value })).toEqual({
        ok: false,
        fieldErrors: { [field]: SINGLE_LINE_MESSAGE },
      });
    }
  });

  it.each(multiLine)("keeps line breaks but refuses NUL in %s", (field) => {
    expect(verdict(schema, { ...valid, [field]: `${String(valid[field])}\r\nMore.` }).ok).toBe(true);
    expect(verdict(schema, { ...valid, [field]: `${String(valid[field])}\u0000` })).toEqual({
      ok: false,
      fieldErrors: { [field]: CONTROL_CHARACTERS_MESSAGE },
    });
  });
});

describe("invisible-only values are blank", () => {
  it("uses each field's own blank message", () => {
    const invisible = "\u200B\u2060\uFEFF";
    expect(verdict(signUpSchema, { ...cases[1].valid, fullName: invisible }).ok).toBe(false);
    expect(verdict(profileUpdateSchema, { fullName: invisible })).toEqual({
      ok: false,
      fieldErrors: { fullName: "Please enter your full name" },
    });
    expect(verdict(listingFormSchema, { ...cases[6].valid, city: invisible, title: "\u00AD" })).toEqual({
      ok: false,
      fieldErrors: { title: "Title is required", city: "City is required" },
    });
    expect(
      verdict(rentPartyCreateSchema, { ...cases[10].valid, landlordName: "\u202E", story: "\u200B" }),
    ).toEqual({
      ok: false,
      fieldErrors: { story: "Story is required", landlordName: "Landlord name is required" },
    });
    expect(verdict(locationOverrideSchema, { state: "Illinois", city: invisible })).toEqual({
      ok: false,
      fieldErrors: { city: "City is required" },
    });
  });

  it("treats optional invisible-only values as not given", () => {
    const parsed = verdict(donationCreateSchema, { ...cases[11].valid, donor_name: "\u200B" });
    expect(parsed).toMatchObject({ ok: true, data: { donor_name: null } });
    const listing = verdict(listingFormSchema, { ...cases[6].valid, description: "\u200B\u200C" });
    expect(listing).toMatchObject({ ok: true, data: { description: undefined } });
  });
});
