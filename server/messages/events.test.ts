import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../auth/session";
import { messageLandlord } from "../listings/message-service";
import { createTestApp, type TestApp } from "../test/app";
import { createMessagingCast, expectAppError } from "../test/messaging";
import type { MessageEvent } from "./events";
import { openThread } from "./read-thread";

let t: TestApp;
let landlord: SessionUser;
let renter: SessionUser;
let stranger: SessionUser;
let listingId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ landlord, renter, stranger, listingId } = await createMessagingCast(t.deps.db));
});
afterAll(() => t.close());

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
    await expectAppError(messageLandlord(t.deps, renter, listingId, { messageText: "" }), "BAD_REQUEST");
    await t.deps.db.execute(sql`select 1`);
    await new Promise((r) => setTimeout(r, 100));
    expect(got).toEqual([]);
    off();
  });
});
