import { describe, expect, it } from "vitest";
import { donationCreateSchema, payoutCreateSchema, rentPartyCreateSchema } from "./rent-party";
import { verdict } from "./test-support";

const valid = {
  title: "Rita's rent",
  story: "I fell behind after my hours were cut.",
  goalAmount: "1200.50",
  landlordName: "Linda Lopez",
  landlordEmail: "Linda@Example.com",
  landlordPhone: "",
  city: "Chicago",
  state: "Illinois",
};

describe("rentPartyCreateSchema", () => {
  it("accepts a valid campaign and stores the goal in cents", () => {
    const r = verdict(rentPartyCreateSchema, valid);
    expect(r).toEqual({
      ok: true,
      data: {
        title: "Rita's rent",
        story: "I fell behind after my hours were cut.",
        goalAmountCents: 120050,
        landlordName: "Linda Lopez",
        landlordEmail: "linda@example.com",
        landlordPhone: null,
        city: "Chicago",
        state: "IL",
        useFirstName: false,
      },
    });
  });

  it("keeps the landlord's language, if chosen, English or Spanish only", () => {
    expect(verdict(rentPartyCreateSchema, { ...valid, landlordLocale: "es" })).toMatchObject({
      data: { landlordLocale: "es" },
    });
    expect(verdict(rentPartyCreateSchema, { ...valid, landlordLocale: "de" })).toEqual({
      ok: false,
      fieldErrors: { landlordLocale: "Please choose English or Español" },
    });
  });

  it("refuses a state that is not a U.S. state and a blank city", () => {
    expect(verdict(rentPartyCreateSchema, { ...valid, state: "Atlantis" })).toMatchObject({
      ok: false,
      fieldErrors: { state: "Please choose a U.S. state" },
    });
    expect(verdict(rentPartyCreateSchema, { ...valid, city: "" })).toMatchObject({
      ok: false,
      fieldErrors: { city: "City is required" },
    });
    expect(verdict(rentPartyCreateSchema, { ...valid, city: "12345" })).toMatchObject({
      ok: false,
      fieldErrors: { city: "Please enter a real city name" },
    });
  });

  it.each([
    ["0", "Goal amount must be at least $1"],
    ["-5", "Goal amount must be at least $1"],
    ["1.001", "Goal amount must be in steps of $0.01"],
    ["abc", "Goal amount must be a number"],
    ["", "Goal amount is required"],
    ["1e3", "Goal amount must be a number"],
    ["2000000", "Goal amount must be at most $1,000,000"],
  ])("refuses a goal of %j", (goalAmount, message) => {
    const r = verdict(rentPartyCreateSchema, { ...valid, goalAmount });
    expect(r).toEqual({ ok: false, fieldErrors: { goalAmount: message } });
  });

  it("accepts the minimum goal of $1 and a number sent as JSON", () => {
    expect(verdict(rentPartyCreateSchema, { ...valid, goalAmount: "1" }).ok).toBe(true);
    const r = verdict(rentPartyCreateSchema, { ...valid, goalAmount: 25.5 });
    expect(r.ok && r.data.goalAmountCents).toBe(2550);
  });

  it("requires the landlord email and checks it", () => {
    const { landlordEmail: _, ...missing } = valid;
    expect(verdict(rentPartyCreateSchema, missing)).toMatchObject({
      ok: false,
      fieldErrors: { landlordEmail: "Landlord email is required" },
    });
    expect(verdict(rentPartyCreateSchema, { ...valid, landlordEmail: "not-an-email" })).toMatchObject({
      ok: false,
      fieldErrors: { landlordEmail: "Please enter a valid email address" },
    });
  });

  it("refuses a 100,000-character story and blank required fields", () => {
    const r = verdict(rentPartyCreateSchema, { ...valid, story: "x".repeat(100_000), title: "  " });
    expect(r).toEqual({
      ok: false,
      fieldErrors: { story: "Story must be at most 5,000 characters", title: "Title is required" },
    });
  });

  it("checks an optional landlord phone against E.164", () => {
    expect(verdict(rentPartyCreateSchema, { ...valid, landlordPhone: "555-1234" }).ok).toBe(false);
    const r = verdict(rentPartyCreateSchema, { ...valid, landlordPhone: "+13125550142" });
    expect(r.ok && r.data.landlordPhone).toBe("+13125550142");
  });
});

describe("donationCreateSchema", () => {
  const id = "6b1f0a4e-8f39-4c8e-9d5e-2f0c7d2f1a11";
  it("takes the spec's body and optional donor details", () => {
    const r = verdict(donationCreateSchema, { rent_party_id: id, amount: 25, campaign_title: "X" });
    expect(r).toEqual({
      ok: true,
      data: {
        rent_party_id: id,
        amount: 2500,
        campaign_title: "X",
        donor_name: null,
        donor_email: null,
        locale: "en",
      },
    });
    const named = verdict(donationCreateSchema, {
      rent_party_id: id,
      amount: "40",
      donor_name: " Ann ",
      donor_email: "Ann@Example.com",
    });
    expect(named.ok && named.data).toMatchObject({
      amount: 4000,
      donor_name: "Ann",
      donor_email: "ann@example.com",
    });
  });

  it("takes the campaign page's form: another amount wins over the chosen preset", () => {
    const form = { rent_party_id: id, preset: "25", amount: "", donor_name: "", donor_email: "" };
    expect(verdict(donationCreateSchema, form)).toEqual({
      ok: true,
      data: { rent_party_id: id, amount: 2500, donor_name: null, donor_email: null, locale: "en" },
    });
    expect(verdict(donationCreateSchema, { ...form, amount: "12.50" })).toMatchObject({
      data: { amount: 1250 },
    });
    expect(verdict(donationCreateSchema, { ...form, preset: undefined })).toEqual({
      ok: false,
      fieldErrors: { amount: "Donation amount is required" },
    });
    expect(verdict(donationCreateSchema, { ...form, amount: "0.5" })).toEqual({
      ok: false,
      fieldErrors: { amount: "Donation amount must be at least $1" },
    });
  });

  it("keeps the language of the page the donor gives on, for the receipt; refuses any other", () => {
    expect(verdict(donationCreateSchema, { rent_party_id: id, amount: 25, locale: "es" })).toMatchObject({
      data: { locale: "es" },
    });
    expect(verdict(donationCreateSchema, { rent_party_id: id, amount: 25, locale: "fr" })).toEqual({
      ok: false,
      fieldErrors: { locale: "Please choose English or Español" },
    });
  });

  it.each([0, -1, "0", "abc", 0.5, 10_001, "25.001"])("refuses an amount of %j", (amount) => {
    expect(verdict(donationCreateSchema, { rent_party_id: id, amount }).ok).toBe(false);
  });

  it("refuses a bad campaign id or receipt email", () => {
    expect(verdict(donationCreateSchema, { rent_party_id: "1", amount: 25 }).ok).toBe(false);
    expect(verdict(donationCreateSchema, { rent_party_id: id, amount: 25, donor_email: "nope" })).toEqual({
      ok: false,
      fieldErrors: { donor_email: "Please enter a valid email address" },
    });
  });
});

describe("payoutCreateSchema", () => {
  it("takes an amount in dollars, a required reference and an optional note", () => {
    expect(verdict(payoutCreateSchema, { amount: "75", reference: "CHK-12", note: "" })).toEqual({
      ok: true,
      data: { amount: 7500, reference: "CHK-12", correction: false, note: null },
    });
    expect(verdict(payoutCreateSchema, { amount: "0", reference: "X" }).ok).toBe(false);
    expect(verdict(payoutCreateSchema, { amount: "75" })).toMatchObject({
      ok: false,
      fieldErrors: { reference: "Reference (transaction id or check number) is required" },
    });
  });
});
