import { describe, expect, it } from "vitest";
import { ceilingCents, excessCents, goalReached, tooMuchMessage } from "./rent-party-rules";

describe("rent party ceiling", () => {
  it("is the goal, or the confirmed amount owed when lower", () => {
    expect(ceilingCents({ goalAmountCents: 120_000 })).toBe(120_000);
    expect(ceilingCents({ goalAmountCents: 120_000, amountOwedCents: null })).toBe(120_000);
    expect(ceilingCents({ goalAmountCents: 120_000, amountOwedCents: 90_000 })).toBe(90_000);
    expect(ceilingCents({ goalAmountCents: 120_000, amountOwedCents: 150_000 })).toBe(120_000);
  });

  it("reaches the goal at the ceiling and records the excess above it", () => {
    const party = { goalAmountCents: 120_000, amountOwedCents: 90_000 };
    expect(goalReached({ ...party, amountRaisedCents: 89_999 })).toBe(false);
    expect(goalReached({ ...party, amountRaisedCents: 90_000 })).toBe(true);
    expect(excessCents({ ...party, amountRaisedCents: 90_000 })).toBe(0);
    expect(excessCents({ ...party, amountRaisedCents: 92_500 })).toBe(2_500);
  });

  it("offers the remaining amount", () => {
    expect(tooMuchMessage(90_000)).toBe("This campaign needs only $900 more. Give $900 instead.");
  });
});
