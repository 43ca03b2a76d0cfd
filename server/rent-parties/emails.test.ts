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
      locale: "en",
    });
    expect(receipt.text).toContain("Date: March 3, 2026");

    const payout = payoutEmail({
      party: { ...party, state: "CA" },
      payout: { amountCents: 120_000, reference: null, sentAt: lateEvening },
      to: "grace@example.com",
      publicUrl: "http://localhost:3000",
      locale: "en",
    });
    expect(payout.text).toContain("$1,200 sent to the landlord on March 3");
  });

  it("in Spanish, are written the Spanish way, and the links go to the Spanish pages", () => {
    const receipt = donationReceiptEmail({
      donation: {
        amountCents: 2_500,
        receiptNumber: "R-1",
        donorName: "Ana",
        countedAt: lateEvening,
        provider: "sandbox",
        livemode: true,
      },
      party,
      to: "ana@example.com",
      publicUrl: "http://localhost:3000",
      locale: "es",
    });
    expect(receipt.subject).toBe("Recibo de tu donación a la Rent Party R-1");
    expect(receipt.text).toMatch(/^¡Gracias, Ana!\n\nRecibimos tu donación a Colecta de Rosa\./);
    expect(receipt.text).toContain("Fecha: 3 de marzo de 2026");
    expect(receipt.text).toContain("cada dólar se le paga directamente al dueño del inquilino, Grace");
    expect(receipt.text).toContain(
      "Lo que se le pagó al dueño, y cuándo: http://localhost:3000/es/party/p1#payouts",
    );
    expect(receipt.text).not.toContain("MODO DE PRUEBA");

    const payout = payoutEmail({
      party: { ...party, state: "CA" },
      payout: { amountCents: 120_000, reference: null, sentAt: lateEvening },
      to: "grace@example.com",
      publicUrl: "http://localhost:3000",
      locale: "es",
    });
    expect(payout.subject).toBe("Pago registrado: Colecta de Rosa");
    expect(payout.text).toBe(
      [
        '$1,200 enviados al dueño el 3 de marzo para "Colecta de Rosa".',
        "Referencia: ninguna",
        "",
        "El registro público de lo que se recaudó y se envió: http://localhost:3000/es/party/p1#payouts",
        "",
        "— El equipo de Affordable",
        "",
      ].join("\n"),
    );
  });

  it("a campaign without a state uses the product's default zone (Eastern)", () => {
    const payout = payoutEmail({
      party: { ...party, state: null },
      payout: { amountCents: 120_000, reference: null, sentAt: lateEvening },
      to: "grace@example.com",
      publicUrl: "http://localhost:3000",
      locale: "en",
    });
    expect(payout.text).toContain("on March 3");
  });
});
