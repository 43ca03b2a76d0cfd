import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../auth/session";
import { profiles } from "../db/schema/auth";
import { applications } from "../db/schema/listings";
import { conversations, messageReports, messages } from "../db/schema/messages";
import { createListing, createMessage, createUser } from "../db/seed/factories";
import { isAppError } from "../errors";
import { messageApplicant, messageLandlord } from "../listings/message-service";
import { createTestApp, type TestApp } from "../test/app";
import type { MessageEvent } from "./events";
import { NOTICE_SUBJECT, threadUrl } from "./notices";
import {
  BLOCKED_BY_THEM,
  blockConversation,
  decideReport,
  listContacts,
  listConversations,
  listReports,
  markThreadRead,
  NEW_ACCOUNT_LIMIT,
  NOT_A_CONTACT,
  openThread,
  replyInThread,
  reportConversation,
  startConversation,
  unreadTotal,
} from "./service";

let t: TestApp;
let landlord: SessionUser;
let renter: SessionUser;
let stranger: SessionUser;
let admin: SessionUser;
let listingId: string;

const session = (u: typeof profiles.$inferSelect): SessionUser => ({
  id: u.id,
  email: u.email,
  fullName: u.fullName,
  phone: null,
  role: u.role,
});

async function expectError(promise: Promise<unknown>, code: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isAppError(error)) throw new Error(`expected AppError ${code}, got ${String(error)}`);
  expect(error.code).toBe(code);
  return error;
}

/** An account made a month ago (not "new"). */
async function oldUser(input: Parameters<typeof createUser>[1]) {
  const user = await createUser(t.deps.db, input);
  await t.deps.db
    .update(profiles)
    .set({ createdAt: new Date(Date.now() - 30 * 86_400_000) })
    .where(eq(profiles.id, user.id));
  return session(user);
}

beforeAll(async () => {
  t = await createTestApp();
  landlord = await oldUser({ role: "landlord", fullName: "Linda Landlord" });
  renter = await oldUser({ role: "renter", fullName: "Rita Renter" });
  stranger = await oldUser({ role: "renter", fullName: "Sam Stranger" });
  admin = await oldUser({ role: "admin", fullName: "Ada Admin" });
  ({ id: listingId } = await createListing(t.deps.db, {
    ownerId: landlord.id,
    title: "Sunny studio on Elm",
    status: "active",
  }));
});
afterAll(() => t.close());

describe("conversations", () => {
  let conversationId: string;

  it("every way in lands in one thread: Message Landlord, the application's Contact, a reply", async () => {
    const first = await messageLandlord(t.deps, renter, listingId, {
      messageText: "Is the studio available?",
    });
    const [application] = await t.deps.db
      .insert(applications)
      .values({ listingId, renterId: renter.id, moveInDate: "2027-01-01", message: "Hello" })
      .returning();
    const second = await messageApplicant(t.deps, landlord, application.id, {
      messageText: "Yes, come Saturday.",
    });
    const third = await replyInThread(t.deps, renter, {
      conversationId: first.conversationId,
      messageText: "Saturday works, thanks!",
    });
    expect(second.conversationId).toBe(first.conversationId);
    expect(third.conversationId).toBe(first.conversationId);
    conversationId = first.conversationId;
    expect(await t.deps.db.$count(conversations)).toBe(1);
  });

  it("lists my conversations newest first with name, listing, 50-character preview and unread count", async () => {
    await createMessage(t.deps.db, {
      senderId: stranger.id,
      receiverId: landlord.id,
      messageText: "x".repeat(80),
      createdAt: new Date(Date.now() - 3_600_000),
    });
    const list = await listConversations(t.deps.db, landlord);
    expect(list.map((c) => c.otherName)).toEqual(["Rita Renter", "Sam Stranger"]);
    expect(list[0]).toMatchObject({
      id: conversationId,
      listingTitle: "Sunny studio on Elm",
      preview: "Saturday works, thanks!",
      unread: 2,
      lastFromMe: false,
    });
    expect(list[1]).toMatchObject({ listingId: null, preview: `${"x".repeat(50)}...`, unread: 1 });
    expect(await unreadTotal(t.deps.db, landlord)).toBe(3);
    expect(await unreadTotal(t.deps.db, renter)).toBe(1);
  });

  it("opening a thread shows it oldest first and marks only the other person's messages read", async () => {
    const thread = await openThread(t.deps, landlord, conversationId);
    expect(thread.messages.map((m) => m.text)).toEqual([
      "Is the studio available?",
      "Yes, come Saturday.",
      "Saturday works, thanks!",
    ]);
    expect(thread.messages.map((m) => m.fromMe)).toEqual([false, true, false]);
    expect(await unreadTotal(t.deps.db, landlord)).toBe(1);
    // The landlord's own message stays unread for the renter.
    expect(await unreadTotal(t.deps.db, renter)).toBe(1);
    const list = await listConversations(t.deps.db, landlord);
    expect(list.find((c) => c.id === conversationId)?.unread).toBe(0);
  });

  it("searches names, listing titles and message text", async () => {
    const ids = async (query: string) =>
      (await listConversations(t.deps.db, landlord, { query })).map((c) => c.otherName);
    expect(await ids("rita")).toEqual(["Rita Renter"]);
    expect(await ids("elm")).toEqual(["Rita Renter"]);
    expect(await ids("xxxx")).toEqual(["Sam Stranger"]);
    expect(await ids("come saturday")).toEqual(["Rita Renter"]);
    expect(await ids("nothing like this")).toEqual([]);
    expect(await ids("%")).toEqual([]);
  });

  it("only participants read or write a conversation", async () => {
    await expectError(openThread(t.deps, stranger, conversationId), "NOT_FOUND");
    await expectError(openThread(t.deps, admin, conversationId), "NOT_FOUND");
    await expectError(openThread(t.deps, null, conversationId), "UNAUTHENTICATED");
    await expectError(openThread(t.deps, landlord, "not-a-uuid"), "NOT_FOUND");
    const before = await t.deps.db.$count(messages);
    await expectError(replyInThread(t.deps, stranger, { conversationId, messageText: "Hi" }), "NOT_FOUND");
    await expectError(replyInThread(t.deps, null, { conversationId, messageText: "Hi" }), "UNAUTHENTICATED");
    expect(await t.deps.db.$count(messages)).toBe(before);
  });

  it("refuses blank, control-character and over-long text", async () => {
    const blank = await expectError(
      replyInThread(t.deps, renter, { conversationId, messageText: " \u200b " }),
      "BAD_REQUEST",
    );
    expect(blank.fieldErrors?.messageText).toBe("Please enter a message before sending.");
    const control = await expectError(
      replyInThread(t.deps, renter, { conversationId, messageText: "a\u0000b" }),
      "BAD_REQUEST",
    );
    expect(control.fieldErrors?.messageText).toBe("Please remove control characters");
    const long = await expectError(
      replyInThread(t.deps, renter, { conversationId, messageText: "a".repeat(10_000) }),
      "BAD_REQUEST",
    );
    expect(long.fieldErrors?.messageText).toBe("Must be at most 5000 characters");
  });

  it("says whether the other person is a verified landlord (the badge), never for renters", async () => {
    const unverified = await listConversations(t.deps.db, renter);
    expect(unverified.map((c) => [c.otherName, c.otherVerified])).toEqual([["Linda Landlord", false]]);
    await t.deps.db.update(profiles).set({ verifiedAt: new Date() }).where(eq(profiles.id, landlord.id));
    // A renter with verified_at set (it cannot happen through the app) still gets no landlord badge.
    await t.deps.db.update(profiles).set({ verifiedAt: new Date() }).where(eq(profiles.id, stranger.id));
    try {
      expect((await listConversations(t.deps.db, renter)).map((c) => c.otherVerified)).toEqual([true]);
      expect((await openThread(t.deps, renter, conversationId)).conversation.otherVerified).toBe(true);
      const landlordsList = await listConversations(t.deps.db, landlord);
      expect(landlordsList.map((c) => [c.otherName, c.otherVerified])).toEqual([
        ["Rita Renter", false],
        ["Sam Stranger", false],
      ]);
      expect((await openThread(t.deps, landlord, conversationId)).conversation.otherVerified).toBe(false);
    } finally {
      await t.deps.db
        .update(profiles)
        .set({ verifiedAt: null })
        .where(inArray(profiles.id, [landlord.id, stranger.id]));
    }
  });
});

describe("New Message", () => {
  it("offers only people I have a listing, an application or a conversation with", async () => {
    const contacts = await listContacts(t.deps.db, landlord);
    expect(contacts.map((c) => c.label)).toEqual(["Rita Renter (Sunny studio on Elm)", "Sam Stranger"]);
    expect(contacts[0].value).toBe(`${renter.id}:${listingId}`);
    const renterContacts = await listContacts(t.deps.db, renter);
    expect(renterContacts.map((c) => c.label)).toEqual(["Linda Landlord (Sunny studio on Elm)"]);
  });

  it("sends to a contact, and refuses anyone else, myself, or a missing contact", async () => {
    const sent = await startConversation(t.deps, renter, {
      contact: `${landlord.id}:${listingId}`,
      messageText: "One more question",
    });
    const [row] = await t.deps.db.select().from(messages).where(eq(messages.id, sent.id));
    expect(row).toMatchObject({ receiverId: landlord.id, listingId });
    const other = await expectError(
      startConversation(t.deps, renter, { contact: stranger.id, messageText: "Hi" }),
      "BAD_REQUEST",
    );
    expect(other.fieldErrors?.contact).toBe(NOT_A_CONTACT);
    await expectError(
      startConversation(t.deps, renter, { contact: renter.id, messageText: "Hi" }),
      "BAD_REQUEST",
    );
    const missing = await expectError(
      startConversation(t.deps, renter, { contact: "", messageText: "Hi" }),
      "BAD_REQUEST",
    );
    expect(missing.fieldErrors?.contact).toBe("Please choose a contact.");
  });
});

describe("safety", () => {
  it("a new account messages a limited number of different people per day", async () => {
    const fresh = session(await createUser(t.deps.db, { role: "renter", fullName: "New Person" }));
    const limit = 5;
    for (let i = 0; i < limit; i++) {
      const owner = await createUser(t.deps.db, { role: "landlord" });
      const listing = await createListing(t.deps.db, { ownerId: owner.id, status: "active" });
      await messageLandlord(t.deps, fresh, listing.id, { messageText: `Hello ${i}` });
    }
    const owner = await createUser(t.deps.db, { role: "landlord" });
    const listing = await createListing(t.deps.db, { ownerId: owner.id, status: "active" });
    const refused = await expectError(
      messageLandlord(t.deps, fresh, listing.id, { messageText: "Hi" }),
      "RATE_LIMITED",
    );
    expect(refused.message).toBe(NEW_ACCOUNT_LIMIT);
  });

  it("report blocks the other person, goes to the admin list, and an admin can suspend", async () => {
    const scammer = await oldUser({ role: "landlord", fullName: "Scam Artist" });
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

    await expectError(listReports(t.deps.db, stranger), "FORBIDDEN");
    await reportConversation(t.deps, stranger, { conversationId, reason: "" });
    const refused = await expectError(
      replyInThread(t.deps, scammer, { conversationId, messageText: "Hello?" }),
      "FORBIDDEN",
    );
    expect(refused.message).toBe(BLOCKED_BY_THEM);
    const reports = await listReports(t.deps.db, admin);
    expect(reports[0]).toMatchObject({
      reportedName: "Scam Artist",
      reason: "Suspicious message",
      status: "open",
    });
    expect(reports[0].messages.map((m) => m.scam)).toEqual([false, true]);

    await expectError(
      decideReport(t.deps, landlord, { reportId: reports[0].id, decision: "suspend" }),
      "FORBIDDEN",
    );
    await decideReport(t.deps, admin, { reportId: reports[0].id, decision: "suspend" });
    const [report] = await t.deps.db.select().from(messageReports);
    expect(report.status).toBe("suspended");
    // Suspended: can't write to anyone.
    const { conversationId: other } = await messageLandlord(t.deps, renter, listing.id, {
      messageText: "Hi",
    });
    await expectError(
      replyInThread(t.deps, scammer, { conversationId: other, messageText: "Pay me" }),
      "FORBIDDEN",
    );
  });

  it("block stops messages from that person", async () => {
    const a = await oldUser({ role: "landlord" });
    const listing = await createListing(t.deps.db, { ownerId: a.id, status: "active" });
    const { conversationId } = await messageLandlord(t.deps, renter, listing.id, { messageText: "Hi" });
    await blockConversation(t.deps, renter, { conversationId });
    await expectError(replyInThread(t.deps, a, { conversationId, messageText: "Hello" }), "FORBIDDEN");
    await expectError(blockConversation(t.deps, stranger, { conversationId }), "NOT_FOUND");
    expect((await openThread(t.deps, renter, conversationId)).blockedByMe).toBe(true);
  });
});

describe("a message arriving in an open thread", () => {
  it("is marked read by its receiver only, in their own conversation", async () => {
    const { conversationId } = await messageLandlord(t.deps, renter, listingId, {
      messageText: "Are pets fine?",
    });
    await openThread(t.deps, renter, conversationId);
    await replyInThread(t.deps, landlord, { conversationId, messageText: "Cats yes, dogs no." });
    const before = await unreadTotal(t.deps.db, renter);
    expect(before).toBeGreaterThan(0);

    await expectError(markThreadRead(t.deps, stranger, { conversationId }), "NOT_FOUND");
    await expectError(markThreadRead(t.deps, null, { conversationId }), "UNAUTHENTICATED");
    await expectError(markThreadRead(t.deps, renter, {}), "BAD_REQUEST");
    // The sender marking changes nothing: only messages to the reader become read.
    await markThreadRead(t.deps, landlord, { conversationId });
    expect(await unreadTotal(t.deps.db, renter)).toBe(before);

    expect(await markThreadRead(t.deps, renter, { conversationId })).toEqual({ conversationId });
    expect(await unreadTotal(t.deps.db, renter)).toBe(before - 1);
    const [listed] = await listConversations(t.deps.db, renter, { query: "Cats yes" });
    expect(listed?.unread).toBe(0);
  });
});

describe("realtime events", () => {
  it("a sent message reaches both people's subscribers, a read reaches the reader's other tabs", async () => {
    const got: { who: string; event: MessageEvent }[] = [];
    const offs = [landlord, renter, stranger].map((u) =>
      t.deps.messageEvents.subscribe(
        u.id,
        (event) => got.push({ who: u.id, event }),
        () => {},
      ),
    );
    const { conversationId } = await messageLandlord(t.deps, renter, listingId, { messageText: "Ping" });
    await expect.poll(() => got.length).toBe(2);
    expect(got.map((g) => g.who).sort()).toEqual([landlord.id, renter.id].sort());
    expect(got[0].event).toEqual({ type: "message", userIds: [renter.id, landlord.id], conversationId });
    await openThread(t.deps, landlord, conversationId);
    await expect.poll(() => got.filter((g) => g.event.type === "read").length).toBe(2);
    for (const off of offs) off();
  });

  it("a refused write sends no event", async () => {
    const got: MessageEvent[] = [];
    const off = t.deps.messageEvents.subscribe(
      landlord.id,
      (e) => got.push(e),
      () => {},
    );
    await expectError(messageLandlord(t.deps, renter, listingId, { messageText: "" }), "BAD_REQUEST");
    await t.deps.db.execute(sql`select 1`);
    await new Promise((r) => setTimeout(r, 100));
    expect(got).toEqual([]);
    off();
  });
});

describe("email notices", () => {
  it("one email per receiver batch, only for messages still unread, and none when turned off", async () => {
    const host = await oldUser({ role: "landlord", fullName: "Hal Host" });
    const guest = await oldUser({ role: "renter", fullName: "Gus Guest" });
    const other = await oldUser({ role: "renter", fullName: "Olga Other" });
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
});
