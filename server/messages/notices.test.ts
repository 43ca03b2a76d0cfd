import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../db/schema/auth";
import { createListing } from "../db/seed/factories";
import { messageLandlord } from "../listings/message-service";
import { createTestApp, type TestApp } from "../test/app";
import { oldUser } from "../test/messaging";
import { NOTICE_SUBJECT, threadUrl } from "./notices";
import { openThread } from "./read-thread";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("email notices", () => {
  it("one email per receiver batch, only for messages still unread, and none when turned off", async () => {
    const host = await oldUser(t.deps.db, { role: "landlord", fullName: "Hal Host" });
    const guest = await oldUser(t.deps.db, { role: "renter", fullName: "Gus Guest" });
    const other = await oldUser(t.deps.db, { role: "renter", fullName: "Olga Other" });
    const listing = await createListing(t.deps.db, {
      ownerId: host.id,
      status: "active",
      title: "Garden flat",
    });
    await t.drainJobs({ includeDelayed: true });
    const sentBefore = t.mailer.sent.length;
    const first = await messageLandlord(t.deps, guest, listing.id, { messageText: "First question" });
    await messageLandlord(t.deps, guest, listing.id, { messageText: "Second question" });
    await messageLandlord(t.deps, other, listing.id, { messageText: "Mine too" });
    // Not before the delay.
    await t.drainJobs();
    expect(t.mailer.sent.length).toBe(sentBefore);
    expect(await t.deps.jobs.count("message-notice", "created")).toBe(1);
    await t.drainJobs({ includeDelayed: true });
    const notices = t.mailer.sent.slice(sentBefore).filter((m) => m.to === host.email);
    expect(notices.length).toBe(1);
    expect(notices[0].subject).toBe(NOTICE_SUBJECT);
    expect(notices[0].text).toContain('Gus Guest sent you 2 messages about "Garden flat"');
    expect(notices[0].text).toContain("Olga Other sent you 1 message");
    expect(notices[0].text).toContain(threadUrl(t.deps.env.PUBLIC_URL, first.conversationId));

    // Read before the delay: no email.
    await messageLandlord(t.deps, guest, listing.id, { messageText: "Third question" });
    await openThread(t.deps, host, first.conversationId);
    await t.drainJobs({ includeDelayed: true });
    expect(t.mailer.sent.slice(sentBefore).filter((m) => m.to === host.email).length).toBe(1);

    // Turned off in the profile: no job at all.
    await t.deps.db.update(profiles).set({ messageEmails: false }).where(eq(profiles.id, host.id));
    await messageLandlord(t.deps, guest, listing.id, { messageText: "Fourth question" });
    expect(await t.deps.jobs.count("message-notice", "created")).toBe(0);
  });

  it("writes to a Spanish account in Spanish, its link to the Spanish inbox", async () => {
    const host = await oldUser(t.deps.db, { role: "landlord", fullName: "Lupe Dueña", locale: "es" });
    const guest = await oldUser(t.deps.db, { role: "renter", fullName: "Gus Guest" });
    const listing = await createListing(t.deps.db, { ownerId: host.id, status: "active", title: "Casita" });
    await t.drainJobs({ includeDelayed: true });
    const sentBefore = t.mailer.sent.length;
    const first = await messageLandlord(t.deps, guest, listing.id, { messageText: "Is it free?" });
    await t.drainJobs({ includeDelayed: true });
    const [notice] = t.mailer.sent.slice(sentBefore).filter((m) => m.to === host.email);
    expect(notice.subject).toBe("Tienes mensajes sin leer en Affordable");
    expect(notice.text).toMatch(/^Hola, Lupe Dueña:\n\nTienes un mensaje esperándote en Affordable\./);
    expect(notice.text).toContain('Gus Guest te envió 1 mensaje sobre "Casita":\n"Is it free?"');
    const url = threadUrl(t.deps.env.PUBLIC_URL, first.conversationId, "es");
    expect(url).toBe(`${t.deps.env.PUBLIC_URL}/es/messages?c=${first.conversationId}`);
    expect(notice.text).toContain(`Léelo y responde: ${url}`);
    expect(notice.text).not.toContain("sent you");
  });
});
