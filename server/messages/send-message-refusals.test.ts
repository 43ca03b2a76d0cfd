import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../auth/session";
import { createListing, createUser } from "../db/seed/factories";
import { messageLandlord } from "../listings/message-service";
import { createTestApp, type TestApp } from "../test/app";
import { expectAppError, oldUser, sessionOf } from "../test/messaging";
import { blockConversation } from "./block-user";
import { openThread } from "./read-thread";
import { NEW_ACCOUNT_LIMIT, replyInThread } from "./send-message";

let t: TestApp;
let renter: SessionUser;
let stranger: SessionUser;

beforeAll(async () => {
  t = await createTestApp();
  renter = await oldUser(t.deps.db, { role: "renter", fullName: "Rita Renter" });
  stranger = await oldUser(t.deps.db, { role: "renter", fullName: "Sam Stranger" });
});
afterAll(() => t.close());

describe("safety", () => {
  it("a new account messages a limited number of different people per day", async () => {
    const fresh = sessionOf(await createUser(t.deps.db, { role: "renter", fullName: "New Person" }));
    const limit = 5;
    for (let i = 0; i < limit; i++) {
      const owner = await createUser(t.deps.db, { role: "landlord" });
      const listing = await createListing(t.deps.db, { ownerId: owner.id, status: "active" });
      await messageLandlord(t.deps, fresh, listing.id, { messageText: `Hello ${i}` });
    }
    const owner = await createUser(t.deps.db, { role: "landlord" });
    const listing = await createListing(t.deps.db, { ownerId: owner.id, status: "active" });
    const refused = await expectAppError(
      messageLandlord(t.deps, fresh, listing.id, { messageText: "Hi" }),
      "RATE_LIMITED",
    );
    expect(refused.message).toBe(NEW_ACCOUNT_LIMIT);
  });

  it("block stops messages from that person", async () => {
    const a = await oldUser(t.deps.db, { role: "landlord" });
    const listing = await createListing(t.deps.db, { ownerId: a.id, status: "active" });
    const { conversationId } = await messageLandlord(t.deps, renter, listing.id, { messageText: "Hi" });
    await blockConversation(t.deps, renter, { conversationId });
    await expectAppError(replyInThread(t.deps, a, { conversationId, messageText: "Hello" }), "FORBIDDEN");
    await expectAppError(blockConversation(t.deps, stranger, { conversationId }), "NOT_FOUND");
    expect((await openThread(t.deps, renter, conversationId)).blockedByMe).toBe(true);
  });
});
