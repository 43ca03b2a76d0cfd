import { desc, eq, inArray } from "drizzle-orm";
import { APPLICATION_PROFILE_MESSAGES } from "../../common/application-profile";
import { applicationProfileSchema } from "../../common/schemas/application-profile";
import { requireRole, type SessionUser } from "../auth/session";
import type { AppDeps } from "../context";
import type { Executor } from "../db/client";
import {
  applicationProfileViews,
  type RenterApplicationProfile,
  renterApplicationProfiles,
  renterDocuments,
} from "../db/schema/applications";
import { profiles } from "../db/schema/auth";
import { applications, listings } from "../db/schema/listings";
import { parseInput } from "../validation";

/**
 * The renter's application profile: one per renter, saved from the renter dashboard and copied into each
 * application when it is sent (profile-snapshot.ts). Only the renter reads or writes it here; landlords see
 * the copy on an application, under the rules of access.ts.
 */

const renterOnly = (user: SessionUser | null) =>
  requireRole(user, ["renter"], APPLICATION_PROFILE_MESSAGES.renterOnly);

export async function getOwnProfile(
  db: Executor,
  user: SessionUser | null,
): Promise<RenterApplicationProfile | null> {
  const renter = renterOnly(user);
  const [profile] = await db
    .select()
    .from(renterApplicationProfiles)
    .where(eq(renterApplicationProfiles.renterId, renter.id));
  return profile ?? null;
}

/** Creates or replaces the renter's profile with the form's values (a blank field clears it). */
export async function saveOwnProfile(db: Executor, user: SessionUser | null, input: unknown) {
  const renter = renterOnly(user);
  const value = parseInput(applicationProfileSchema, input);
  const row = {
    adults: value.adults,
    children: value.children ?? 0,
    monthlyIncome: value.monthlyIncome ?? null,
    incomeSources: value.incomeSources,
    voucherAgency: value.voucherAgency ?? null,
    voucherBedrooms: value.voucherBedrooms ?? null,
    voucherExpiresOn: value.voucherExpiresOn ?? null,
    currentAddress: value.currentAddress ?? null,
    currentAddressDuration: value.currentAddressDuration ?? null,
    previousLandlordName: value.previousLandlordName ?? null,
    previousLandlordContact: value.previousLandlordContact ?? null,
    pets: value.pets ?? null,
    about: value.about ?? null,
    updatedAt: new Date(),
  };
  const [saved] = await db
    .insert(renterApplicationProfiles)
    .values({ renterId: renter.id, ...row })
    .onConflictDoUpdate({ target: renterApplicationProfiles.renterId, set: row })
    .returning();
  return saved;
}

/**
 * Deletes the whole profile: the profile, every document (rows, then files), the list of who saw it and
 * the copies attached to the renter's applications.
 * The rows go in one transaction, so a landlord's next request finds nothing; the files follow at once.
 */
export async function deleteOwnProfile(deps: Pick<AppDeps, "db" | "storage">, user: SessionUser | null) {
  const renter = renterOnly(user);
  const keys = await deps.db.transaction(async (tx) => {
    const documents = await tx
      .delete(renterDocuments)
      .where(eq(renterDocuments.renterId, renter.id))
      .returning({ key: renterDocuments.storageKey });
    await tx.delete(applicationProfileViews).where(eq(applicationProfileViews.renterId, renter.id));
    // The copies sent with applications go too: landlords stop seeing the profile at once.
    await tx.update(applications).set({ profileSnapshot: null }).where(eq(applications.renterId, renter.id));
    await tx.delete(renterApplicationProfiles).where(eq(renterApplicationProfiles.renterId, renter.id));
    return documents.map((d) => d.key);
  });
  await Promise.all(keys.map((key) => deps.storage.delete("private", key)));
}

/** "Who has seen your profile": each listing's landlord and when they last opened it, newest first. */
export async function listOwnProfileViews(db: Executor, user: SessionUser | null) {
  const renter = renterOnly(user);
  const rows = await db
    .select({
      listingId: applicationProfileViews.listingId,
      viewerId: applicationProfileViews.viewerId,
      viewedAt: applicationProfileViews.viewedAt,
    })
    .from(applicationProfileViews)
    .where(eq(applicationProfileViews.renterId, renter.id))
    .orderBy(desc(applicationProfileViews.viewedAt))
    .limit(100);
  if (rows.length === 0) return [];
  const [listingRows, viewerRows] = await Promise.all([
    db
      .select({ id: listings.id, title: listings.title })
      .from(listings)
      .where(inArray(listings.id, [...new Set(rows.map((r) => r.listingId))])),
    db
      .select({ id: profiles.id, fullName: profiles.fullName })
      .from(profiles)
      .where(inArray(profiles.id, [...new Set(rows.map((r) => r.viewerId))])),
  ]);
  const titles = new Map(listingRows.map((l) => [l.id, l.title]));
  const names = new Map(viewerRows.map((p) => [p.id, p.fullName]));
  return rows.map((r) => ({
    listingId: r.listingId,
    listingTitle: titles.get(r.listingId) ?? "",
    landlordName: names.get(r.viewerId) ?? "",
    viewedAt: r.viewedAt,
  }));
}

/**
 * Notes that a listing's landlord opened the renter's application data (the landlord's application page
 * and the document route call it once access.ts said yes): one row per renter, listing and landlord.
 */
export async function recordProfileView(
  db: Executor,
  view: { renterId: string; listingId: string; viewerId: string },
  now: Date = new Date(),
) {
  await db
    .insert(applicationProfileViews)
    .values({ ...view, viewedAt: now })
    .onConflictDoUpdate({
      target: [
        applicationProfileViews.renterId,
        applicationProfileViews.listingId,
        applicationProfileViews.viewerId,
      ],
      set: { viewedAt: now },
    });
}
