import { describe, expect, it } from "vitest";
import { COUNTRIES } from "../countries";
import { canApplyLocation } from "../location";
import { findUsState, US_STATES } from "../us-states";
import { locationOverrideSchema } from "./location";

describe("location override schema", () => {
  it("trims the values and keeps the country", () => {
    const parsed = locationOverrideSchema.parse({
      country: " Canada ",
      state: "  Quebec ",
      city: " Montreal ",
    });
    expect(parsed).toEqual({ country: "Canada", state: "Quebec", city: "Montreal" });
  });

  it("defaults the country to United States and keeps a U.S. state by its code", () => {
    expect(locationOverrideSchema.parse({ state: "tx", city: "Houston" })).toEqual({
      country: "United States",
      state: "TX",
      city: "Houston",
    });
    expect(
      locationOverrideSchema.parse({ country: "United States", state: "Michigan", city: "Detroit" }).state,
    ).toBe("MI");
  });

  it("requires city and state after trimming", () => {
    const result = locationOverrideSchema.safeParse({ country: "United States", state: "  ", city: "\t" });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(messages).toEqual(expect.arrayContaining(["state: State is required", "city: City is required"]));
  });

  it("refuses a U.S. state outside the 50, a country outside the list and over-long text", () => {
    expect(locationOverrideSchema.safeParse({ state: "Narnia", city: "Cair" }).success).toBe(false);
    expect(locationOverrideSchema.safeParse({ country: "Atlantis", state: "X", city: "Y" }).success).toBe(
      false,
    );
    expect(
      locationOverrideSchema.safeParse({ country: "France", state: "x".repeat(101), city: "Y" }).success,
    ).toBe(false);
    expect(locationOverrideSchema.safeParse({ country: 3, state: ["a"], city: {} }).success).toBe(false);
  });

  it("accepts free text for a state outside the United States", () => {
    expect(
      locationOverrideSchema.parse({ country: "Australia", state: "New South Wales", city: "Sydney" }).state,
    ).toBe("New South Wales");
  });
});

describe("Change Location rules", () => {
  it("enables Apply only with a non-blank city and state", () => {
    expect(canApplyLocation("", "")).toBe(false);
    expect(canApplyLocation("Detroit", "  ")).toBe(false);
    expect(canApplyLocation("  ", "Michigan")).toBe(false);
    expect(canApplyLocation(" Detroit ", "Michigan")).toBe(true);
  });

  it("lists the 50 states and about 195 countries, United States among them", () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(50);
    expect(COUNTRIES).toHaveLength(195);
    expect(new Set(COUNTRIES.map((c) => c.name)).size).toBe(195);
    expect(COUNTRIES.some((c) => c.name === "United States" && c.code === "US")).toBe(true);
    expect(findUsState("ny")?.name).toBe("New York");
    expect(findUsState("District of Columbia")).toBeNull();
  });
});
