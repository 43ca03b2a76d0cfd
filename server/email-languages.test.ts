import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Locale } from "../common/i18n";
import type { SessionUser } from "./auth/session";
import { messageReports } from "./db/schema/messages";
import { rentParties } from "./db/schema/rent-parties";
import { demoPdf } from "./db/seed/demo-verification";
import { createListing, createUser } from "./db/seed/factories";
import type { MailMessage } from "./integrations/email/mailer";
import type { SandboxProvider } from "./integrations/payments/sandbox";
import { messageLandlord } from "./listings/message-service";
import { answerLandlordLink } from "./rent-parties/answer-landlord-link";
import { closeRentParty } from "./rent-parties/close-rent-party";
import { createRentParty } from "./rent-parties/create-rent-party";
import { recordPayout } from "./rent-parties/record-payout";
import { verifyRentParty } from "./rent-parties/verify-rent-party";
import { createReport, pauseReportedListing } from "./reports/listing-reports";
import { decideMessageReport, reportConversation } from "./reports/message-reports";
import { appPerFile, signUp, TEST_ORIGIN, type TestApp } from "./test/app";
import { oldUser, sessionOf } from "./test/messaging";
import { createSandboxTestApp, donationRow, postDonation } from "./test/rent-parties";
import { approveRequest, submitRequest } from "./verification/service";

/**
 * Every kind of email we send goes out in its recipient's language: an account's own (profiles.locale), a
 * donor's the page they gave on (donations.locale), a landlord with no account the one the renter chose
 * for them (rent_parties.landlord_locale). Each case writes to a Spanish recipient, most of them beside
 * an English one, so a language taken from the wrong person shows. (The contact form's email goes to our
 * team, in English.)
 */

let t: TestApp;
let sandbox: SandboxProvider;
let admin: SessionUser;
appPerFile(
  async () => {
    const made = await createSandboxTestApp();
    const row = await createUser(made.t.deps.db, { role: "admin", fullName: "Ada Admin" });
    return { ...made, admin: sessionOf(row) };
  },
  (made) => {
    ({ t, sandbox, admin } = made);
  },
);

const deps = () => ({
  db: t.deps.db,
  jobs: t.deps.jobs,
  publicUrl: TEST_ORIGIN,
  supportEmail: t.deps.supportEmail,
  payments: t.deps.payments,
  rateLimiter: t.deps.rateLimiter,
  storage: t.deps.storage,
});

/** What was mailed to `to` since `since` (jobs drained first). */
async function mailsTo(to: string, since: number, options?: { includeDelayed?: boolean }) {
  await t.drainJobs(options);
  return t.mailer.sent.slice(since).filter((m) => m.to === to);
}

function expectSpanish(mail: MailMessage | undefined, subject: string | RegExp) {
  expect(mail, "no email").toBeDefined();
  if (typeof subject === "string") expect(mail?.subject).toBe(subject);
  else expect(mail?.subject).toMatch(subject);
  // Links go to the Spanish pages.
  for (const url of mail?.text.match(new RegExp(`${TEST_ORIGIN}/[^\\s]*`, "g")) ?? []) {
    if (!url.includes("/api/")) expect(url).toMatch(new RegExp(`^${TEST_ORIGIN}/es(/|$)`));
  }
}

async function renter(locale: Locale) {
  return sessionOf(await createUser(t.deps.db, { role: "renter", fullName: "Rosa Díaz", locale }));
}

const campaign = (landlordEmail: string, landlordLocale?: Locale) => ({
  title: "Help with December rent",
  story: "My hours were cut in November and I am short for December.",
  goalAmount: "100",
  landlordName: "Pat Owner",
  landlordEmail,
  city: "Chicago",
  state: "IL",
  ...(landlordLocale ? { landlordLocale } : {}),
});

describe("emails in the recipient's language", () => {
  it("password reset: a Spanish account's", async () => {
    await signUp(t, { email: "olvido-es@example.com", name: "Rosa Díaz" }, { cookie: "lang=es" });
    const since = t.mailer.sent.length;
    await t.request("/api/auth/request-password-reset", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "olvido-es@example.com" }),
    });
    const [mail] = await mailsTo("olvido-es@example.com", since);
    expectSpanish(mail, "Restablece tu contraseña de Affordable");
  });

  it("unread messages: a Spanish receiver's", async () => {
    const host = await oldUser(t.deps.db, { role: "landlord", fullName: "Lupe Dueña", locale: "es" });
    const guest = await oldUser(t.deps.db, { role: "renter", fullName: "Gus Guest" });
    const listing = await createListing(t.deps.db, { ownerId: host.id, status: "active", title: "Casita" });
    const since = t.mailer.sent.length;
    await messageLandlord(t.deps, guest, listing.id, { messageText: "Is it free?" });
    const [notice] = await mailsTo(host.email, since, { includeDelayed: true });
    expectSpanish(notice, "Tienes mensajes sin leer en Affordable");
  });

  it("a Rent Party's whole life: the landlord in the language chosen for them, the renter in theirs, the donor in the page's", async () => {
    // An English renter who tells us their landlord reads Spanish.
    const rosa = await renter("en");
    const landlordEmail = "dueno-sin-cuenta@example.com";
    let since = t.mailer.sent.length;
    const { id } = await createRentParty(deps(), rosa, campaign(landlordEmail, "es"));
    const [link] = await mailsTo(landlordEmail, since);
    expectSpanish(link, "Confirma, por favor: una Rent Party para la renta que se te debe");
    expect((await mailsTo(rosa.email, since))[0].subject).toBe("Your Rent Party: Waiting for landlord");
    const [row] = await t.deps.db.select().from(rentParties).where(eq(rentParties.id, id));
    expect(row.landlordLocale).toBe("es");

    // The landlord confirms through the Spanish link; the renter hears in English.
    const token = /\/es\/landlord-confirm\/([\w-]{43})/.exec(link.text)?.[1];
    since = t.mailer.sent.length;
    await answerLandlordLink(deps(), token, {
      decision: "confirm",
      tenancy: "on",
      amountOwed: "100",
      payoutPreference: "Transferencia bancaria",
    });
    expect((await mailsTo(rosa.email, since))[0].subject).toBe("Your Rent Party: Under review");

    since = t.mailer.sent.length;
    await verifyRentParty(deps(), admin, id);
    const verified = (await mailsTo(landlordEmail, since))[0];
    expectSpanish(verified, /^Verificamos una Rent Party para tu inquilino: /);
    // The generated headline in the reader's language too (common/format.ts: publicCampaignTitle).
    expect(verified.subject).toContain("Colecta de Help");
    expect(verified.text).not.toContain("Campaign");

    // A donor on the Spanish page gets a Spanish receipt; one on the English page an English one.
    since = t.mailer.sent.length;
    for (const [email, locale] of [
      ["donante@example.com", "es"],
      ["donor@example.com", "en"],
    ] as const) {
      const { json } = await postDonation(t, id, { amount: 50, donor_email: email, locale });
      await sandbox.pay((await donationRow(t, json.donation_id as string)).providerInvoiceId as string);
    }
    const receipt = (await mailsTo("donante@example.com", since))[0];
    expectSpanish(receipt, /^Recibo de tu donación a la Rent Party /);
    expect(receipt.text).toContain("Colecta de Help");
    expect(receipt.text).not.toContain("Help's Campaign");
    const englishReceipt = (await mailsTo("donor@example.com", since))[0];
    expect(englishReceipt.subject).toMatch(/^Your Rent Party donation receipt /);
    expect(englishReceipt.text).toContain("Help's Campaign");

    since = t.mailer.sent.length;
    await recordPayout(deps(), admin, id, { amount: "100", reference: "CHK-1" });
    expectSpanish((await mailsTo(landlordEmail, since))[0], /^Pago registrado: Colecta de Help/);
    expect((await mailsTo(rosa.email, since))[0].subject).toMatch(/^Payout recorded: Help's Campaign/);
  });

  it("a Spanish renter's stage emails, and an English landlord's, chosen on the form", async () => {
    const rosa = await renter("es");
    const landlordEmail = "english-owner@example.com";
    let since = t.mailer.sent.length;
    const { id } = await createRentParty(deps(), rosa, campaign(landlordEmail, "en"));
    const stage = (await mailsTo(rosa.email, since))[0];
    expectSpanish(stage, "Tu Rent Party: Esperando al dueño");
    expect(stage.text).toContain("Colecta de Help");
    expect((await mailsTo(landlordEmail, since))[0].subject).toBe(
      "Please confirm: a Rent Party for rent owed to you",
    );
    since = t.mailer.sent.length;
    await closeRentParty(deps(), admin, id);
    expectSpanish((await mailsTo(rosa.email, since))[0], "Tu Rent Party: Cerrada");
  });

  it("a landlord with a Spanish account is written to in Spanish, whatever the form said", async () => {
    const owner = await createUser(t.deps.db, { role: "landlord", locale: "es" });
    const since = t.mailer.sent.length;
    await createRentParty(deps(), await renter("en"), campaign(owner.email, "en"));
    expectSpanish(
      (await mailsTo(owner.email, since))[0],
      "Confirma, por favor: una Rent Party para la renta que se te debe",
    );
  });

  it("a paused listing's Spanish landlord", async () => {
    const landlord = sessionOf(await createUser(t.deps.db, { role: "landlord", locale: "es" }));
    const listing = await createListing(t.deps.db, { ownerId: landlord.id, status: "active" });
    const report = await createReport(
      deps(),
      null,
      listing.id,
      { reason: "discriminatory" },
      { ip: "203.0.113.80" },
    );
    const since = t.mailer.sent.length;
    await pauseReportedListing(deps(), admin, { reportId: report.id });
    expectSpanish(
      (await mailsTo(landlord.email, since))[0],
      "Pausamos tu anuncio de Affordable después de una denuncia",
    );
  });

  it("a warned Spanish account", async () => {
    const writer = await oldUser(t.deps.db, { role: "renter", fullName: "Wendy", locale: "es" });
    const host = await oldUser(t.deps.db, { role: "landlord", fullName: "Hal Host" });
    const listing = await createListing(t.deps.db, { ownerId: host.id, status: "active" });
    const { conversationId } = await messageLandlord(t.deps, writer, listing.id, {
      messageText: "Send me a gift card first",
    });
    await reportConversation(deps(), host, { conversationId, reason: "" });
    const [report] = await t.deps.db
      .select()
      .from(messageReports)
      .where(eq(messageReports.reportedId, writer.id));
    const since = t.mailer.sent.length;
    await decideMessageReport(deps(), admin, { reportId: report.id, decision: "warn" });
    expectSpanish(
      (await mailsTo(writer.email, since))[0],
      "Una advertencia sobre tus mensajes en Affordable",
    );
  });

  it("a Spanish landlord's verification decision", async () => {
    const landlord = sessionOf(await createUser(t.deps.db, { role: "landlord", locale: "es" }));
    const listing = await createListing(t.deps.db, { ownerId: landlord.id });
    const pdf = () =>
      new File([new Uint8Array(demoPdf(["A deed"]))], "deed.pdf", { type: "application/pdf" });
    const request = await submitRequest(deps(), landlord, {
      documentKind: "deed",
      document: pdf(),
      identityKind: "government_id",
      identity: pdf(),
      listingIds: listing.id,
    });
    const since = t.mailer.sent.length;
    await approveRequest(deps(), admin, { requestId: request.id });
    expectSpanish((await mailsTo(landlord.email, since))[0], "Ya eres un dueño verificado en Affordable");
  });
});
