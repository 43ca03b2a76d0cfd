import { signInSchema, signUpSchema } from "@common/schemas/auth";
import { contactMessageSchema } from "@common/schemas/contact";
import { listingFormSchema } from "@common/schemas/listing-form";
import { locationOverrideSchema } from "@common/schemas/location";
import { profileUpdateSchema } from "@common/schemas/profile";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formConstraint, moduleFormLimits } from "./form-limits";

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

  it("gives the listing form its bounds and steps (money in dollars), and never requires a checkbox", () => {
    expect(formConstraint(listingFormSchema)).toMatchObject({
      title: { required: true, maxLength: 200 },
      zipCode: { required: false, maxLength: 12, pattern: "^[A-Za-z0-9](?:[A-Za-z0-9 ]|-)*$" },
      price: { required: true, min: 0, max: 1_000_000, step: 0.01 },
      petFees: { required: false, min: 0, step: 0.01 },
      bedrooms: { required: true, min: 0, max: 50, step: 1 },
      bathrooms: { required: true, min: 0, max: 50, step: 0.5 },
      acceptsSection8: { required: false },
    });
  });

  it("leaves out a pattern that browsers (which compile it with the v flag) would refuse", () => {
    expect(formConstraint(z.object({ zip: z.string().regex(/^[a-z -]+$/) })).zip).toEqual({ required: true });
  });
});

describe("moduleFormLimits", () => {
  it("gives every object schema a module exports its limits, by export name, and skips the rest", async () => {
    const contact = await import("@common/schemas/contact");
    const limits = moduleFormLimits({ ...contact, NOT_A_SCHEMA: 5, text: z.string() });
    expect(limits.contactMessageSchema).toEqual(formConstraint(contact.contactMessageSchema));
    expect(limits).not.toHaveProperty("NOT_A_SCHEMA");
    expect(limits).not.toHaveProperty("text");
  });
});
