import { describe, expect, it } from "vitest";
import { contactMessageSchema } from "./contact";
import { parseWith } from "./form-data";

describe("contact form validation", () => {
  it("gives the spec's message under each field", () => {
    expect(parseWith(contactMessageSchema, { fullName: "", email: "nope", message: "too short" })).toEqual({
      ok: false,
      fieldErrors: {
        fullName: "Full name is required",
        email: "Please enter a valid email address",
        message: "Message must be at least 10 characters",
      },
    });
  });

  it("accepts a message of exactly 10 characters", () => {
    const result = parseWith(contactMessageSchema, { fullName: "A", email: "a@b.co", message: "0123456789" });
    expect(result.ok).toBe(true);
  });
});
