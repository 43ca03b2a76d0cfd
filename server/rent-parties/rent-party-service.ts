import { and, desc, eq, sql } from "drizzle-orm";
import { isUuid } from "../../common/schemas/id";
import { rentPartyCreateSchema } from "../../common/schemas/rent-party";
import { requireRole, requireUser, type SessionUser } from "../auth/session";
import type { Database, Executor } from "../db/client";
import { profiles } from "../db/schema/auth";
import { payouts, rentParties } from "../db/schema/rent-parties";
import { AppError } from "../errors";
import type { Mailer } from "../integrations/email/mailer";
import type { Logger } from "../logger";
import { parseInput } from "../validation";
import { landlordVerifiedEmail } from "./emails";

export const NOT_FOUND_MESSAGE = "This campaign doesn't exist or is no longer active.";
export const PENDING_MESSAGE = "Campaign Pending Approval. Donations will be available once verified.";

/** Re-exported for donation-service.ts and payout-service.ts (being reworked); new code imports it from common. */
export { isUuid };

/** Starts a Rent Party for the signed-in user: unverified and active until an admin verifies it. */
export async function createRentParty(db: Executor, user: SessionUser | null, input: unknown) {
  const acting = requireUser(user, "Please log in to start a rent party.");
  const values = parseInput(rentPartyCreateSchema, input);
  const [row] = await db
    .insert(rentParties)
    .values({ ...values, renterId: acting.id, verified: false, isActive: true })
    .returning({ id: rentParties.id });
  return row;
}

/** What anyone may see of a campaign: never the landlord's email or phone. */
export interface PublicRentParty {
  id: string;
  title: string;
  story: string;
  goalAmountCents: number;
  amountRaisedCents: number;
  landlordName: string;
  verified: boolean;
  featured: boolean;
  createdAt: Date;
}

const publicColumns = {
  id: rentParties.id,
  title: rentParties.title,
  story: rentParties.story,
  goalAmountCents: rentParties.goalAmountCents,
  amountRaisedCents: rentParties.amountRaisedCents,
  landlordName: rentParties.landlordName,
  verified: rentParties.verified,
  featured: rentParties.featured,
  createdAt: rentParties.createdAt,
};

/** The campaign page: one active campaign, verified or pending; null when missing or inactive. */
export async function getActiveRentParty(db: Executor, id: string): Promise<PublicRentParty | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select(publicColumns)
    .from(rentParties)
    .where(and(eq(rentParties.id, id), eq(rentParties.isActive, true)));
  return row ?? null;
}

const isPublic = and(eq(rentParties.verified, true), eq(rentParties.isActive, true));

/** Public lists (home, city pages): verified and active only, newest first. */
export async function listPublicRentParties(db: Executor, options: { limit?: number } = {}) {
  const query = db
    .select(publicColumns)
    .from(rentParties)
    .where(isPublic)
    .orderBy(desc(rentParties.createdAt));
  return options.limit ? query.limit(options.limit) : query;
}

/** The home page's banner: a featured verified campaign, else any verified one (spec section 7). */
export async function featuredRentParty(db: Executor): Promise<PublicRentParty | null> {
  const [featured] = await db
    .select(publicColumns)
    .from(rentParties)
    .where(and(isPublic, eq(rentParties.featured, true)))
    .orderBy(desc(rentParties.createdAt))
    .limit(1);
  if (featured) return featured;
  const [any] = await listPublicRentParties(db, { limit: 1 });
  return any ?? null;
}

/** The sitemap: one entry per verified, active campaign. */
export async function sitemapRentParties(db: Executor) {
  return db
    .select({ id: rentParties.id, createdAt: rentParties.createdAt })
    .from(rentParties)
    .where(isPublic)
    .orderBy(desc(rentParties.createdAt));
}

/** My Rent Parties on the renter dashboard: the signed-in user's own campaigns, newest first. */
export async function listMyRentParties(db: Executor, user: SessionUser | null) {
  const acting = requireUser(user);
  return db
    .select({
      id: rentParties.id,
      title: rentParties.title,
      goalAmountCents: rentParties.goalAmountCents,
      amountRaisedCents: rentParties.amountRaisedCents,
      verified: rentParties.verified,
      isActive: rentParties.isActive,
      createdAt: rentParties.createdAt,
    })
    .from(rentParties)
    .where(eq(rentParties.renterId, acting.id))
    .orderBy(desc(rentParties.createdAt));
}

export type MyRentParty = Awaited<ReturnType<typeof listMyRentParties>>[number];

/** The admin grid: every campaign newest first, with its renter and what was raised and paid out. */
export async function listRentPartiesForAdmin(db: Executor, user: SessionUser | null) {
  requireRole(user, ["admin"]);
  const paidOut = db
    .select({
      rentPartyId: payouts.rentPartyId,
      cents: sql<number>`sum(${payouts.amountCents})::int`.as("cents"),
    })
    .from(payouts)
    .groupBy(payouts.rentPartyId)
    .as("paid_out");
  return db
    .select({
      id: rentParties.id,
      title: rentParties.title,
      story: rentParties.story,
      goalAmountCents: rentParties.goalAmountCents,
      amountRaisedCents: rentParties.amountRaisedCents,
      paidOutCents: sql<number>`coalesce(${paidOut.cents}, 0)::int`,
      verified: rentParties.verified,
      isActive: rentParties.isActive,
      createdAt: rentParties.createdAt,
      renterId: rentParties.renterId,
      renterName: profiles.fullName,
      renterEmail: profiles.email,
      landlordName: rentParties.landlordName,
    })
    .from(rentParties)
    .leftJoin(profiles, eq(profiles.id, rentParties.renterId))
    .leftJoin(paidOut, eq(paidOut.rentPartyId, rentParties.id))
    .orderBy(desc(rentParties.createdAt));
}

export type AdminRentParty = Awaited<ReturnType<typeof listRentPartiesForAdmin>>[number];

/**
 * An admin verifies a campaign; donations open, and the landlord is told about the campaign and how
 * the money will reach them (spec section 1: "contacts the property owner"). Verifying twice is a no-op.
 */
export async function verifyRentParty(
  deps: { db: Database; mailer: Mailer; logger: Logger; publicUrl: string; supportEmail: string },
  user: SessionUser | null,
  id: string,
) {
  const admin = requireRole(user, ["admin"]);
  if (!isUuid(id)) throw new AppError("NOT_FOUND", NOT_FOUND_MESSAGE);
  const [updated] = await deps.db
    .update(rentParties)
    .set({ verified: true, verifiedAt: new Date(), verifiedBy: admin.id })
    .where(and(eq(rentParties.id, id), eq(rentParties.verified, false)))
    .returning();
  if (!updated) {
    const [existing] = await deps.db
      .select({ id: rentParties.id })
      .from(rentParties)
      .where(eq(rentParties.id, id));
    if (!existing) throw new AppError("NOT_FOUND", NOT_FOUND_MESSAGE);
    return { id, alreadyVerified: true, landlordEmailed: false };
  }
  const [renter] = updated.renterId
    ? await deps.db
        .select({ fullName: profiles.fullName })
        .from(profiles)
        .where(eq(profiles.id, updated.renterId))
    : [];
  let landlordEmailed = false;
  try {
    await deps.mailer.send(
      landlordVerifiedEmail({
        party: updated,
        renterName: renter?.fullName ?? null,
        publicUrl: deps.publicUrl,
        supportEmail: deps.supportEmail,
      }),
    );
    landlordEmailed = true;
  } catch (error) {
    deps.logger.error({ err: error, rentPartyId: id }, "landlord verification email failed");
  }
  return { id, alreadyVerified: false, landlordEmailed };
}
