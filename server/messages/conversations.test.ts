import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openApplicationThread } from "../applications/application-service";
import { profiles } from "../db/schema/auth";
import { applications } from "../db/schema/listings";
import { conversations, messages } from "../db/schema/messages";
import { createMessage } from "../db/seed/factories";
import { messageLandlord } from "../listings/message-service";
import { appPerFile } from "../test/app";
import { createMessagingTestApp, expectAppError, type MessagingTestApp } from "../test/messaging";
import { listContacts } from "./list-contacts";
import { listConversations, threadOpenedBy, unreadTotal } from "./list-conversations";
import { markThreadRead } from "./mark-read";
import { openThread } from "./read-thread";
import { NOT_A_CONTACT, replyInThread, startConversation } from "./send-message";

let { t, landlord, renter, stranger, admin, listingId } = {} as MessagingTestApp;
appPerFile(createMessagingTestApp, (made) => {
  ({ t, landlord, renter, stranger, admin, listingId } = made);
});

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
    // The application's Contact opens the same thread; the landlord answers in it.
    const threadId = await openApplicationThread(t.deps.db, landlord, application.id);
    expect(threadId).toBe(first.conversationId);
    const second = await replyInThread(t.deps, landlord, {
      conversationId: threadId,
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
    // The thread a request opens counts as read: its page marks it while the badge is counted.
    expect(await unreadTotal(t.deps.db, landlord, conversationId)).toBe(1);
    expect(await unreadTotal(t.deps.db, renter, conversationId)).toBe(0);
  });

  it("knows the thread a page request opens, in either language, and nothing else", () => {
    const opened = (path: string) => threadOpenedBy(new URL(path, "http://localhost"));
    expect(opened(`/messages?c=${conversationId}`)).toBe(conversationId);
    expect(opened(`/es/messages?c=${conversationId}&q=x`)).toBe(conversationId);
    expect(opened(`/messages.data?c=${conversationId}`)).toBe(conversationId);
    expect(opened("/messages")).toBeNull();
    expect(opened("/messages?c=not-an-id")).toBeNull();
    expect(opened(`/rentals?c=${conversationId}`)).toBeNull();
    expect(opened(`/messages/x?c=${conversationId}`)).toBeNull();
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
    await expectAppError(openThread(t.deps, stranger, conversationId), "NOT_FOUND");
    await expectAppError(openThread(t.deps, admin, conversationId), "NOT_FOUND");
    await expectAppError(openThread(t.deps, null, conversationId), "UNAUTHENTICATED");
    await expectAppError(openThread(t.deps, landlord, "not-a-uuid"), "NOT_FOUND");
    const before = await t.deps.db.$count(messages);
    await expectAppError(replyInThread(t.deps, stranger, { conversationId, messageText: "Hi" }), "NOT_FOUND");
    await expectAppError(
      replyInThread(t.deps, null, { conversationId, messageText: "Hi" }),
      "UNAUTHENTICATED",
    );
    expect(await t.deps.db.$count(messages)).toBe(before);
  });

  it("refuses blank, control-character and over-long text", async () => {
    const blank = await expectAppError(
      replyInThread(t.deps, renter, { conversationId, messageText: " \u200b " }),
      "BAD_REQUEST",
    );
    expect(blank.fieldErrors?.messageText).toBe("Please enter a message before sending.");
    const control = await expectAppError(
      replyInThread(t.deps, renter, { conversationId, messageText: "a\u0000b" }),
      "BAD_REQUEST",
    );
    expect(control.fieldErrors?.messageText).toBe("Please remove control characters");
    const long = await expectAppError(
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
    const other = await expectAppError(
      startConversation(t.deps, renter, { contact: stranger.id, messageText: "Hi" }),
      "BAD_REQUEST",
    );
    expect(other.fieldErrors?.contact).toBe(NOT_A_CONTACT);
    await expectAppError(
      startConversation(t.deps, renter, { contact: renter.id, messageText: "Hi" }),
      "BAD_REQUEST",
    );
    const missing = await expectAppError(
      startConversation(t.deps, renter, { contact: "", messageText: "Hi" }),
      "BAD_REQUEST",
    );
    expect(missing.fieldErrors?.contact).toBe("Please choose a contact.");
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

    await expectAppError(markThreadRead(t.deps, stranger, { conversationId }), "NOT_FOUND");
    await expectAppError(markThreadRead(t.deps, null, { conversationId }), "UNAUTHENTICATED");
    await expectAppError(markThreadRead(t.deps, renter, {}), "BAD_REQUEST");
    // The sender marking changes nothing: only messages to the reader become read.
    await markThreadRead(t.deps, landlord, { conversationId });
    expect(await unreadTotal(t.deps.db, renter)).toBe(before);

    expect(await markThreadRead(t.deps, renter, { conversationId })).toEqual({ conversationId });
    expect(await unreadTotal(t.deps.db, renter)).toBe(before - 1);
    const [listed] = await listConversations(t.deps.db, renter, { query: "Cats yes" });
    expect(listed?.unread).toBe(0);
  });
});
