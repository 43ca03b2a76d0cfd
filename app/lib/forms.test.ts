import { signInSchema, signUpSchema } from "@common/schemas/auth";
import { contactMessageSchema } from "@common/schemas/contact";
import { locationOverrideSchema } from "@common/schemas/location";
import { profileUpdateSchema } from "@common/schemas/profile";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formConstraint, resultFor } from "./forms";

describe("formConstraint", () => {
  it("gives each field the HTML constraints its schema states", () => {
    expect(formConstraint(signUpSchema)).toEqual({
      fullName: { required: true, minLength: 1, maxLength: 100 },
      email: { required: true, maxLength: 254 },
      password: { required: true, minLength: 6, maxLength: 128 },
      role: { required: false, pattern: "renter|landlord" },
    });
    expect(formConstraint(signInSchema).password).toEqual({ required: true, minLength: 1, maxLength: 128 });
    expect(formConstraint(contactMessageSchema).message).toEqual({
      required: true,
      minLength: 10,
      maxLength: 5000,
    });
    expect(formConstraint(profileUpdateSchema).phone).toEqual({ required: false });
  });

  it("reads through preprocess and a transform on the whole object", () => {
    expect(formConstraint(locationOverrideSchema)).toEqual({
      country: { required: true },
      state: { required: true, minLength: 1, maxLength: 100 },
      city: { required: true, minLength: 1, maxLength: 100 },
    });
  });

  it("gives numbers their bounds and step, and strings their pattern", () => {
    const schema = z.object({
      bedrooms: z.coerce.number().int().min(0).max(20),
      price: z.number().multipleOf(0.01).optional(),
      zip: z.string().regex(/^\d{5}$/),
      nested: z.object({ name: z.string().max(3) }),
    });
    expect(formConstraint(schema)).toMatchObject({
      bedrooms: { required: true, min: 0, max: 20 },
      price: { required: false, step: 0.01 },
      zip: { required: true, pattern: "^\\d{5}$" },
      "nested.name": { required: true, maxLength: 3 },
    });
  });
});

describe("resultFor", () => {
  it("gives a form only the result of its own intent", () => {
    const result = { status: "error" as const, initialValue: { intent: "signin", email: "a@b.co" } };
    expect(resultFor(result, "signin")).toBe(result);
    expect(resultFor(result, "signup")).toBeUndefined();
    expect(resultFor(undefined, "signin")).toBeUndefined();
  });
});
