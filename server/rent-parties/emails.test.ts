import { describe, expect, it } from "vitest";
import { donationReceiptEmail, payoutEmail } from "./emails";

// 3 AM on March 4 in UTC: still March 3 in Chicago and Los Angeles.
const lateEvening = new Date("2026-03-04T03:00:00Z");
const party = { id: "p1", title: "Help Rosa", headlineName: "Rosa", landlordName: "Grace", state: "IL" };

describe("dates in Rent Party emails", () => {
  it("are the campaign's local day, never the server's UTC one", () => {
    const receipt = donationReceiptEmail({
      donation: {
        amountCents: 2_500,
        receiptNumber: "R-1",
        donorName: "Ann",
        countedAt: lateEvening,
        provider: "sandbox",
        livemode: false,
      },
      party,
      to: "ann@example.com",
      publicUrl: "http://localhost:3000",
    });
    expect(receipt.text).toContain("Date: March 3, 2026");

    const payout = payoutEmail({
      party: { ...party, state: "CA" },
      payout: { amountCents: 120_000, reference: null, sentAt: lateEvening },
      to: "grace@example.com",
      publicUrl: "http://localhost:3000",
    });
    expect(payout.text).toContain("$1,200 sent to the landlord on March 3");
  });

  it("a campaign without a state uses the product's default zone (Eastern)", () => {
    const payout = payoutEmail({
      party: { ...party, state: null },
      payout: { amountCents: 120_000, reference: null, sentAt: lateEvening },
      to: "grace@example.com",
      publicUrl: "http://localhost:3000",
    });
    expect(payout.text).toContain("on March 3");
  });
});
