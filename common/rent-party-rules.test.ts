import { describe, expect, it } from "vitest";
import { formatUsd } from "./money";
import {
  askedForLine,
  ceilingCents,
  DISPUTED_VERIFY_MESSAGE,
  excessCents,
  goalLine,
  goalReached,
  headlineFirstName,
  PAYOUT_DISPUTED_MESSAGE,
  payoutRefusal,
  payoutSentence,
  tooMuchMessage,
  VERIFY_CLOSED_MESSAGE,
  VERIFY_WAITING_MESSAGE,
  verifyRefusal,
} from "./rent-party-rules";

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

describe("who may verify, and payouts on a disputed campaign", () => {
  it("verifies only a campaign its landlord confirmed, never a disputed or closed one", () => {
    expect(verifyRefusal({ landlordStatus: "pending" })).toBe(VERIFY_WAITING_MESSAGE);
    expect(verifyRefusal({ landlordStatus: "disputed" })).toBe(DISPUTED_VERIFY_MESSAGE);
    expect(verifyRefusal({ landlordStatus: "confirmed", closedAt: "2025-01-02T00:00:00Z" })).toBe(
      VERIFY_CLOSED_MESSAGE,
    );
    expect(verifyRefusal({ landlordStatus: "confirmed", closedAt: null })).toBeNull();
  });

  it("records no payout on a disputed campaign", () => {
    expect(payoutRefusal({ landlordStatus: "disputed" })).toBe(PAYOUT_DISPUTED_MESSAGE);
    expect(payoutRefusal({ landlordStatus: "confirmed" })).toBeNull();
    expect(payoutRefusal({ landlordStatus: "pending" })).toBeNull();
  });
});

describe("one target", () => {
  it("is the confirmed amount owed once the landlord confirms less than asked; the ask is said once", () => {
    const party = { goalAmountCents: 120_000, amountOwedCents: 100_000 };
    expect(goalLine(party)).toBe(`Goal: ${formatUsd(100_000)}`);
    expect(askedForLine(party)).toBe(
      `Asked for ${formatUsd(120_000)}; the landlord confirmed ${formatUsd(100_000)} owed`,
    );
    expect(goalLine({ goalAmountCents: 120_000, amountOwedCents: null })).toBe(`Goal: ${formatUsd(120_000)}`);
    expect(askedForLine({ goalAmountCents: 120_000, amountOwedCents: 120_000 })).toBeNull();
  });
});

describe("the headline's first name", () => {
  it("is the first word of the name, letters only: the start form previews what is stored", () => {
    expect(headlineFirstName("  Rosa María Lopez")).toBe("Rosa");
    expect(headlineFirstName("Maria2 Renter")).toBe("Maria");
    expect(headlineFirstName("O'Neil-Smith Jr.")).toBe("O'Neil-Smith");
    expect(headlineFirstName("123")).toBeNull();
    expect(headlineFirstName(undefined)).toBeNull();
  });
});

describe("payoutSentence", () => {
  it("names the day in the zone it is given, not the server's", () => {
    // 3 AM on March 4 in UTC is still the evening of March 3 in Chicago.
    const sentAt = new Date("2026-03-04T03:00:00Z");
    expect(payoutSentence(120_000, sentAt, "America/Chicago")).toBe("$1,200 sent to the landlord on March 3");
    expect(payoutSentence(120_000, sentAt, "UTC")).toBe("$1,200 sent to the landlord on March 4");
    expect(payoutSentence(-5_000, sentAt, "America/Chicago")).toBe(
      "$50 correction to what was sent, recorded on March 3",
    );
  });
});
