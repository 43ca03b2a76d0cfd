import { describe, expect, it } from "vitest";
import { PHONE_MESSAGE } from "../phone";
import { toE164 } from "./phone";
import { profileUpdateSchema } from "./profile";
import { rentPartyCreateSchema } from "./rent-party";
import { verdict } from "./test-support";

describe("phone numbers as people type them", () => {
  it.each([
    ["312-555-0100", "+13125550100"],
    ["(312) 555-0100", "+13125550100"],
    ["+1 312 555 0100", "+13125550100"],
    ["312.555.0100", "+13125550100"],
    ["3125550100", "+13125550100"],
    ["1 312 555 0100", "+13125550100"],
    ["+44 20 7946 0958", "+442079460958"],
    // Already E.164: kept as it is, as the spec's rule says.
    ["+13125550142", "+13125550142"],
    ["+1234567890", "+1234567890"],
  ])("reads %s as %s", (typed, e164) => {
    expect(toE164(typed)).toBe(e164);
  });

  it.each([
    "555-0100",
    "123-456-7890",
    "abc",
    "+1 234 567",
    "(312) 555-01OO",
    "312-555-0100 ext. 5",
    "+0123456",
  ])("refuses %s", (typed) => {
    expect(toE164(typed)).toBeNull();
  });

  it("stores the profile phone in E.164 form, with the spec's message for what is not a phone", () => {
    const ok = verdict(profileUpdateSchema, { fullName: "Sam", phone: " (312) 555-0100 " });
    expect(ok.ok && ok.data.phone).toBe("+13125550100");
    expect(verdict(profileUpdateSchema, { fullName: "Sam", phone: "call me" })).toEqual({
      ok: false,
      fieldErrors: { phone: PHONE_MESSAGE },
    });
  });

  it("stores a Rent Party's landlord phone in E.164 form", () => {
    const valid = {
      title: "Help with March rent",
      story: "A short story.",
      goalAmount: "1200",
      landlordName: "Pat Owner",
      landlordEmail: "pat@example.com",
      city: "Chicago",
      state: "IL",
    };
    const r = verdict(rentPartyCreateSchema, { ...valid, landlordPhone: "+1 312 555 0142" });
    expect(r.ok ? r.data.landlordPhone : r).toBe("+13125550142");
    const blank = verdict(rentPartyCreateSchema, { ...valid, landlordPhone: "" });
    expect(blank.ok ? blank.data.landlordPhone : blank).toBeNull();
  });
});
