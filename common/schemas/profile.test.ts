import { describe, expect, it } from "vitest";
import { PHONE_MESSAGE } from "../phone";
import { profileUpdateSchema } from "./profile";
import { verdict } from "./test-support";

describe("profile phone", () => {
  it("stores an empty phone as null", () => {
    expect(verdict(profileUpdateSchema, { fullName: "Sam", phone: "  " })).toEqual({
      ok: true,
      data: { fullName: "Sam", phone: null, messageEmails: false },
    });
  });

  it("reads the message-emails checkbox: on when checked, off when absent", () => {
    const on = verdict(profileUpdateSchema, { fullName: "Sam", messageEmails: "on" });
    expect(on.ok && on.data.messageEmails).toBe(true);
    const off = verdict(profileUpdateSchema, { fullName: "Sam" });
    expect(off.ok && off.data.messageEmails).toBe(false);
  });

  it.each(["+1234567890", "+12", "+123456789012345"])("accepts E.164 %s", (phone) => {
    expect(verdict(profileUpdateSchema, { fullName: "Sam", phone }).ok).toBe(true);
  });

  it.each(["1234567890", "+0123456", "+1", "+1234567890123456", "+1 234 567"])("refuses %s", (phone) => {
    expect(verdict(profileUpdateSchema, { fullName: "Sam", phone })).toEqual({
      ok: false,
      fieldErrors: { phone: PHONE_MESSAGE },
    });
  });
});
