import { describe, expect, it } from "vitest";
import { listingFormSchema } from "./schemas/listing-form";
import { refusesSection8, SECTION_8_REFUSAL_MESSAGE } from "./section8";

describe("refusesSection8", () => {
  it.each([
    "No Section 8",
    "no section 8 please",
    "NO SEC 8!",
    "no sec. 8",
    "No section-8.",
    "no S8",
    "No s-8 tenants",
    "no vouchers",
    "No housing vouchers accepted",
    "no housing choice vouchers",
    "No HCV",
    "Section 8 not accepted",
    "section-8 is not accepted",
    "Vouchers are not accepted.",
    "S8 not allowed",
    "Section 8 tenants not welcome",
    "We don't accept Section 8",
    "We don’t take vouchers",
    "we do not accept section 8",
    "Will not rent to Section 8",
    "Section 8: no",
    "Great unit.\nNo pets, no Section 8, no smoking.",
    "no\u00a0section\u00a08",
  ])("flags %j", (text) => {
    expect(refusesSection8(text)).toBe(true);
  });

  it.each([
    "",
    null,
    undefined,
    "Section 8 welcome!",
    "Section 8 accepted",
    "We accept housing vouchers",
    "Vouchers welcome, no pets",
    "No pets. Section 8 OK.",
    "Close to I-8 and Route 8",
    "Unit 8, no smoking",
    "no sections of the yard are shared",
    "Nose 8 minutes from the beach",
    "No smoking; 8 minutes to the train",
    "Casino 8 blocks away",
    "We do not accept pets. Section 8 is fine.",
  ])("does not flag %j", (text) => {
    expect(refusesSection8(text)).toBe(false);
  });
});

describe("the listing form refuses refusal text when Section 8 is ticked", () => {
  const base = {
    title: "Sunny room",
    description: "Near the park.",
    country: "United States",
    state: "IL",
    city: "Chicago",
    addressLine: "1 Main St",
    price: "900",
    securityDeposit: "900",
    bedrooms: "1",
    bathrooms: "1",
  };

  it("refuses it in the title and the description, with the field message", () => {
    const parsed = listingFormSchema.safeParse({
      ...base,
      acceptsSection8: "on",
      title: "Sunny room, no sec-8",
      description: "Vouchers not accepted.",
    });
    expect(parsed.success).toBe(false);
    const errors = parsed.error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(errors).toEqual([
      ["title", SECTION_8_REFUSAL_MESSAGE],
      ["description", SECTION_8_REFUSAL_MESSAGE],
    ]);
  });

  it("accepts the same text when Section 8 is not ticked (it is flagged for review instead)", () => {
    expect(listingFormSchema.safeParse({ ...base, description: "No Section 8." }).success).toBe(true);
    expect(listingFormSchema.safeParse({ ...base, acceptsSection8: "on" }).success).toBe(true);
  });
});
