import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "../db/schema/auth";
import { messageReports } from "../db/schema/messages";
import { createListing } from "../db/seed/factories";
import { EMAIL_JOB } from "../jobs/email";
import { messageLandlord } from "../listings/message-service";
import { BLOCKED_BY_THEM } from "../messages/block-user";
import { openThread } from "../messages/read-thread";
import { replyInThread } from "../messages/send-message";
import { appPerFile } from "../test/app";
import { createMessagingTestApp, expectAppError, type MessagingTestApp, oldUser } from "../test/messaging";
import { WARNING_EMAIL_SUBJECT } from "./emails";
import { decideMessageReport, listMessageReports, reportConversation } from "./message-reports";

let { t, landlord, renter, stranger, admin, listingId } = {} as MessagingTestApp;
appPerFile(createMessagingTestApp, (made) => {
  ({ t, landlord, renter, stranger, admin, listingId } = made);
});

describe("message reports", () => {
  it("report blocks the other person, goes to the admin list, and an admin can suspend", async () => {
    const scammer = await oldUser(t.deps.db, { role: "landlord", fullName: "Scam Artist" });
    const listing = await createListing(t.deps.db, {
      ownerId: scammer.id,
      status: "active",
      title: "Too good",
    });
    const { conversationId } = await messageLandlord(t.deps, stranger, listing.id, {
      messageText: "Still free?",
    });
    await replyInThread(t.deps, scammer, {
      conversationId,
      messageText: "I'm out of the country, wire the deposit and I'll mail the keys",
    });
    const thread = await openThread(t.deps, stranger, conversationId);
    expect(thread.scamWarning).toBe(true);
    expect((await openThread(t.deps, scammer, conversationId)).scamWarning).toBe(true);

    await expectAppError(listMessageReports(t.deps.db, stranger), "FORBIDDEN");
    await reportConversation(t.deps, stranger, { conversationId, reason: "" });
    const refused = await expectAppError(
      replyInThread(t.deps, scammer, { conversationId, messageText: "Hello?" }),
      "FORBIDDEN",
    );
    expect(refused.message).toBe(BLOCKED_BY_THEM);
    const reports = await listMessageReports(t.deps.db, admin);
    expect(reports[0]).toMatchObject({
      reportedName: "Scam Artist",
      reason: "Suspicious message",
      status: "open",
    });
    expect(reports[0].messages.map((m) => m.scam)).toEqual([false, true]);

    await expectAppError(
      decideMessageReport(t.deps, landlord, { reportId: reports[0].id, decision: "suspend" }),
      "FORBIDDEN",
    );
    await decideMessageReport(t.deps, admin, { reportId: reports[0].id, decision: "suspend" });
    const [report] = await t.deps.db.select().from(messageReports);
    expect(report.status).toBe("suspended");
    // Suspended: can't write to anyone.
    const { conversationId: other } = await messageLandlord(t.deps, renter, listing.id, {
      messageText: "Hi",
    });
    await expectAppError(
      replyInThread(t.deps, scammer, { conversationId: other, messageText: "Pay me" }),
      "FORBIDDEN",
    );
  });

  /** A reported conversation: `writer` asked the landlord for a gift card, the landlord reported it. */
  async function reportedWriter(fullName: string, locale: "en" | "es" = "en") {
    const writer = await oldUser(t.deps.db, { role: "renter", fullName, locale });
    const { conversationId } = await messageLandlord(t.deps, writer, listingId, {
      messageText: "Send me a gift card first",
    });
    await reportConversation(t.deps, landlord, { conversationId, reason: "" });
    const report = (await listMessageReports(t.deps.db, admin)).find((r) => r.reportedId === writer.id);
    if (!report) throw new Error("the report is not in the admin list");
    return { writer, report };
  }

  it("warn: a Spanish account's warning is in Spanish", async () => {
    const { writer, report } = await reportedWriter("Wendy Advertida", "es");
    const sentBefore = t.mailer.sent.length;
    await decideMessageReport(t.deps, admin, { reportId: report.id, decision: "warn" });
    await t.drainJobs();
    const [mail] = t.mailer.sent.slice(sentBefore).filter((m) => m.to === writer.email);
    expect(mail.subject).toBe("Una advertencia sobre tus mensajes en Affordable");
    expect(mail.text).toMatch(/^Hola, Wendy Advertida:\n\nDenunciaron una de tus conversaciones/);
  });

  it("warn: the warning email is one email job, queued with the decision; messaging stays on", async () => {
    const { writer, report } = await reportedWriter("Wanda Warned");
    const queued = await t.deps.jobs.count(EMAIL_JOB, "created");
    const sentBefore = t.mailer.sent.length;
    expect(await decideMessageReport(t.deps, admin, { reportId: report.id, decision: "warn" })).toEqual({
      status: "warned",
    });
    expect(await t.deps.jobs.count(EMAIL_JOB, "created")).toBe(queued + 1);
    await t.drainJobs();
    const mail = t.mailer.sent.slice(sentBefore).filter((m) => m.to === writer.email);
    expect(mail.map((m) => m.subject)).toEqual([WARNING_EMAIL_SUBJECT]);
    expect(mail[0].text).toContain("Hello Wanda Warned,");
    const [row] = await t.deps.db
      .select({ suspendedAt: profiles.messagingSuspendedAt })
      .from(profiles)
      .where(eq(profiles.id, writer.id));
    expect(row.suspendedAt).toBeNull();
  });

  it("a warning whose transaction fails leaves neither the decision nor the email", async () => {
    const { report } = await reportedWriter("Walt Unwarned");
    const queued = await t.deps.jobs.count(EMAIL_JOB, "created");
    const send = t.deps.jobs.send;
    // The email is enqueued, then the transaction fails: the job must roll back with the decision.
    t.deps.jobs.send = async (...args: Parameters<typeof send>) => {
      await send(...args);
      throw new Error("connection lost");
    };
    try {
      await expect(
        decideMessageReport(t.deps, admin, { reportId: report.id, decision: "warn" }),
      ).rejects.toThrow("connection lost");
    } finally {
      t.deps.jobs.send = send;
    }
    expect(await t.deps.jobs.count(EMAIL_JOB, "created")).toBe(queued);
    const [row] = await t.deps.db
      .select({ status: messageReports.status })
      .from(messageReports)
      .where(eq(messageReports.id, report.id));
    expect(row.status).toBe("open");
  });
});
