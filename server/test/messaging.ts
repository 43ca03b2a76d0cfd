import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { SessionUser } from "../auth/session";
import type { Executor } from "../db/client";
import { profiles } from "../db/schema/auth";
import { createListing, createUser } from "../db/seed/factories";
import { isAppError } from "../errors";
import { createTestApp } from "./app";

/** The messaging tests' helpers: people to write to each other, and the AppError a refusal throws. */

export const sessionOf = (u: typeof profiles.$inferSelect): SessionUser => ({
  id: u.id,
  email: u.email,
  fullName: u.fullName,
  phone: null,
  role: u.role,
});

export async function expectAppError(promise: Promise<unknown>, code: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isAppError(error)) throw new Error(`expected AppError ${code}, got ${String(error)}`);
  expect(error.code).toBe(code);
  return error;
}

/** An account made a month ago (not "new": no limit on how many people it writes to). */
export async function oldUser(db: Executor, input: Parameters<typeof createUser>[1]) {
  const user = await createUser(db, input);
  await db
    .update(profiles)
    .set({ createdAt: new Date(Date.now() - 30 * 86_400_000) })
    .where(eq(profiles.id, user.id));
  return sessionOf(user);
}

/** A landlord with an active listing, a renter, a stranger and an admin, none of them new. */
export async function createMessagingCast(db: Executor) {
  const landlord = await oldUser(db, { role: "landlord", fullName: "Linda Landlord" });
  const renter = await oldUser(db, { role: "renter", fullName: "Rita Renter" });
  const stranger = await oldUser(db, { role: "renter", fullName: "Sam Stranger" });
  const admin = await oldUser(db, { role: "admin", fullName: "Ada Admin" });
  const { id: listingId } = await createListing(db, {
    ownerId: landlord.id,
    title: "Sunny studio on Elm",
    status: "active",
  });
  return { landlord, renter, stranger, admin, listingId };
}

/** The test app with the messaging cast in it, for a test file's beforeAll. */
export async function createMessagingTestApp() {
  const t = await createTestApp();
  return { t, ...(await createMessagingCast(t.deps.db)) };
}
export type MessagingTestApp = Awaited<ReturnType<typeof createMessagingTestApp>>;

/** The test app with one admin's session, for a test file's beforeAll. */
export async function createAdminTestApp() {
  const t = await createTestApp();
  return { t, admin: sessionOf(await createUser(t.deps.db, { role: "admin" })) };
}
