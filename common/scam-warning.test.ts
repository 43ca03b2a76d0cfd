import { describe, expect, it } from "vitest";
import { looksLikePaymentScam } from "./scam-warning";

describe("payment scam warning", () => {
  it.each([
    "Please wire transfer the deposit today",
    "I only accept Western Union",
    "Send $500 in gift cards to hold it",
    "You can pay the deposit in bitcoin",
    "Zelle me the first month",
    "Cash App deposit to hold the unit",
    "I'm out of the country, send the deposit and I'll mail the keys",
  ])("warns on %j", (text) => {
    expect(looksLikePaymentScam(text)).toBe(true);
  });
  it.each([
    "Is Saturday good for a viewing?",
    "Rent includes heat and water.",
    "The card reader at the laundry works",
  ])("stays quiet on %j", (text) => {
    expect(looksLikePaymentScam(text)).toBe(false);
  });
});
