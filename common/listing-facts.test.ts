import { describe, expect, it } from "vitest";
import { daysSince, isAvailableNow, streetAddress } from "./listing-facts";

describe("listing facts", () => {
  it("counts whole days since listing, never below 0", () => {
    const now = new Date("2026-11-29T12:00:00Z");
    expect(daysSince("2026-11-29T01:00:00Z", now)).toBe(0);
    expect(daysSince("2026-11-28T12:00:00Z", now)).toBe(1);
    expect(daysSince(new Date("2026-11-01T13:00:00Z"), now)).toBe(27);
    expect(daysSince("2026-12-01T00:00:00Z", now)).toBe(0);
  });

  it("is available now without a date, on the day and after it", () => {
    expect(isAvailableNow(null, "2026-11-29")).toBe(true);
    expect(isAvailableNow("2026-11-29", "2026-11-29")).toBe(true);
    expect(isAvailableNow("2026-01-15", "2026-11-29")).toBe(true);
    expect(isAvailableNow("2026-12-01", "2026-11-29")).toBe(false);
  });

  it("writes the street line with its unit", () => {
    expect(streetAddress("123 Main St", "4B", "Unit")).toBe("123 Main St, Unit 4B");
    expect(streetAddress("123 Main St", null, "Unit")).toBe("123 Main St");
    expect(streetAddress(null, "4B", "Unit")).toBeNull();
  });
});
