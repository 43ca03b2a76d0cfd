import type { z } from "zod";

/**
 * For tests: a schema's verdict on an input, as the forms and the services report it: the parsed value, or
 * the first message per field (issues without a path under "form", as `parseInput` in server/validation.ts
 * files them).
 */
export function verdict<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { ok: true; data: z.output<S> } | { ok: false; fieldErrors: Record<string, string> } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : "form";
    fieldErrors[key] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}

/** For tests: a List Property form that passes, as the page posts it. */
export const VALID_LISTING_FORM = {
  title: "Two rooms near the bus",
  description: "Two rooms, near the bus.",
  country: "United States",
  state: "IL",
  city: "Chicago",
  zipCode: "60616",
  addressLine: "2100 S Indiana Ave",
  price: "1100",
  securityDeposit: "1100",
  petFees: "",
  bedrooms: "2",
  bathrooms: "1",
};

/** For tests: a Start a Rent Party form that passes. */
export const VALID_RENT_PARTY_FORM = {
  title: "Help with rent",
  story: "My hours were cut this month.",
  goalAmount: "500",
  landlordName: "Lee Landlord",
  landlordEmail: "lee@example.com",
  landlordPhone: "+12025550123",
  city: "Chicago",
  state: "IL",
};
