import { describe, expect, it } from "vitest";
import { CONTROL_CHARACTERS_MESSAGE, SINGLE_LINE_MESSAGE } from "../text-messages";
import { contactMessageSchema } from "./contact";
import { verdict } from "./test-support";

describe("contact form validation", () => {
  it("gives the spec's message under each field", () => {
    expect(verdict(contactMessageSchema, { fullName: "", email: "nope", message: "too short" })).toEqual({
      ok: false,
      fieldErrors: {
        fullName: "Full name is required",
        email: "Please enter a valid email address",
        message: "Message must be at least 10 characters",
      },
    });
  });

  it("accepts a message of exactly 10 characters", () => {
    const result = verdict(contactMessageSchema, { fullName: "A", email: "a@b.co", message: "0123456789" });
    expect(result.ok).toBe(true);
  });

  it("refuses a name with line breaks (no fake From:/Bcc: lines in the support email)", () => {
    const result = verdict(contactMessageSchema, {
      fullName: "Dana\r\nBcc: victim@example.com",
      email: "dana@example.com",
      message: "A perfectly normal message.",
    });
    expect(result).toEqual({ ok: false, fieldErrors: { fullName: SINGLE_LINE_MESSAGE } });
  });

  it("refuses control characters in the name and email, and NUL in the message", () => {
    const result = verdict(contactMessageSchema, {
      fullName: "Da\u0000na",
      email: "dana@example.com\nBcc: x@example.com",
      message: "Hello\u0000 there, friend.",
    });
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        fullName: SINGLE_LINE_MESSAGE,
        email: SINGLE_LINE_MESSAGE,
        message: CONTROL_CHARACTERS_MESSAGE,
      },
    });
  });

  it("refuses a name of invisible characters with the blank message", () => {
    for (const fullName of ["\u200B", "\u200C\u200D", "\u2060 \uFEFF", "\u202E", "\u00AD"]) {
      const result = verdict(contactMessageSchema, {
        fullName,
        email: "dana@example.com",
        message: "A perfectly normal message.",
      });
      expect(result).toEqual({ ok: false, fieldErrors: { fullName: "Full name is required" } });
    }
  });

  it("keeps line breaks in the message", () => {
    const result = verdict(contactMessageSchema, {
      fullName: "Dana",
      email: "dana@example.com",
      message: "Line one,\r\nline two.",
    });
    expect(result).toEqual({
      ok: true,
      data: { fullName: "Dana", email: "dana@example.com", message: "Line one,\r\nline two." },
    });
  });
});
