import { describe, expect, it } from "vitest";
import { signInSchema, signUpSchema } from "./auth";
import { verdict } from "./test-support";

describe("sign-up validation", () => {
  const valid = { fullName: "Rita Robinson", email: "Rita@Example.com ", password: "secret", role: "renter" };

  it("accepts a valid renter and normalises the email", () => {
    const result = verdict(signUpSchema, valid);
    expect(result).toEqual({ ok: true, data: { ...valid, email: "rita@example.com" } });
  });

  it("defaults the role to renter", () => {
    const result = verdict(signUpSchema, { ...valid, role: undefined });
    expect(result.ok && result.data.role).toBe("renter");
  });

  it("refuses a blank full name with the spec's message", () => {
    expect(verdict(signUpSchema, { ...valid, fullName: "   " })).toEqual({
      ok: false,
      fieldErrors: { fullName: "Please enter your full name" },
    });
  });

  it("refuses a password under 6 characters with the spec's message", () => {
    expect(verdict(signUpSchema, { ...valid, password: "12345" })).toEqual({
      ok: false,
      fieldErrors: { password: "Password must be at least 6 characters long" },
    });
  });

  it("refuses the admin role and unknown roles", () => {
    for (const role of ["admin", "user", ""]) {
      const result = verdict(signUpSchema, { ...valid, role });
      expect(result.ok, role).toBe(false);
    }
  });

  it("refuses an over-long name and an invalid email", () => {
    const result = verdict(signUpSchema, { ...valid, fullName: "x".repeat(101), email: "not-an-email" });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.fieldErrors.fullName).toMatch(/at most 100/);
      expect(result.fieldErrors.email).toBe("Please enter a valid email address");
    }
  });
});

describe("sign-in validation", () => {
  it("requires email and password", () => {
    expect(verdict(signInSchema, {})).toEqual({
      ok: false,
      fieldErrors: { email: "Email is required", password: "Password is required" },
    });
  });
});
