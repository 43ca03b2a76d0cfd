import { and, count, desc, eq, sql } from "drizzle-orm";
import { LANDLORDS_ONLY } from "../../common/constants";
import { applicationSchema } from "../../common/schemas/application";
import { isUuid } from "../../common/schemas/id";
import { requireRole, type SessionUser } from "../auth/session";
import type { Executor } from "../db/client";
import { profiles } from "../db/schema/auth";
import { applications, listings } from "../db/schema/listings";
import { AppError } from "../errors";
import { parseInput } from "../validation";
import { NOT_YOUR_LISTING } from "./listing-service";

export const LOGIN_TO_APPLY = "Please log in to apply for this rental.";
export const RENTERS_ONLY_APPLY = "Only renters can apply for rentals.";
export const ALREADY_APPLIED = "You have already applied for this listing.";
const LISTING_NOT_FOUND = "This listing doesn't exist or is no longer available.";

/** A renter applies for an active listing from its page: once per listing. */
export async function applyToListing(
  db: Executor,
  user: SessionUser | null,
  listingId: unknown,
  input: unknown,
) {
  if (!user) throw new AppError("UNAUTHENTICATED", LOGIN_TO_APPLY);
  const renter = requireRole(user, ["renter"], RENTERS_ONLY_APPLY);
  if (!isUuid(listingId)) throw new AppError("NOT_FOUND", LISTING_NOT_FOUND);
  const { moveInDate, message } = parseInput(applicationSchema, input ?? {});
  const [listing] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.status, "active")))
    .limit(1);
  if (!listing) throw new AppError("NOT_FOUND", LISTING_NOT_FOUND);
  const [row] = await db
    .insert(applications)
    .values({
      listingId: listing.id,
      renterId: renter.id,
      moveInDate,
      message: message ?? null,
    })
    .onConflictDoNothing({
      target: [applications.listingId, applications.renterId],
      where: sql`${applications.status} not in ('declined', 'withdrawn')`,
    })
    .returning({ id: applications.id, createdAt: applications.createdAt });
  if (!row) throw new AppError("CONFLICT", ALREADY_APPLIED);
  return row;
}

/** The acting renter's application for a listing, if any (the listing page shows it). */
export async function findOwnApplication(db: Executor, user: SessionUser | null, listingId: string) {
  if (user?.role !== "renter") return null;
  if (!isUuid(listingId)) return null;
  const [row] = await db
    .select({ id: applications.id, moveInDate: applications.moveInDate, createdAt: applications.createdAt })
    .from(applications)
    .where(and(eq(applications.listingId, listingId), eq(applications.renterId, user.id)))
    .limit(1);
  return row ?? null;
}

/**
 * Applications for the landlord's own listings, newest first (a landlord sees only those: a renter's details
 * reach only the landlord they applied to). With `listingId`, only that listing's, which must be the
 * landlord's own.
 */
export async function listLandlordApplications(
  db: Executor,
  user: SessionUser | null,
  options: { listingId?: unknown; limit?: number } = {},
) {
  const landlord = requireRole(user, ["landlord"], LANDLORDS_ONLY);
  const conditions = [eq(listings.ownerId, landlord.id)];
  if (options.listingId !== undefined) {
    if (!isUuid(options.listingId)) throw new AppError("NOT_FOUND", LISTING_NOT_FOUND);
    const [listing] = await db
      .select({ ownerId: listings.ownerId })
      .from(listings)
      .where(eq(listings.id, options.listingId))
      .limit(1);
    if (!listing) throw new AppError("NOT_FOUND", LISTING_NOT_FOUND);
    if (listing.ownerId !== landlord.id) throw new AppError("FORBIDDEN", NOT_YOUR_LISTING);
    conditions.push(eq(applications.listingId, options.listingId));
  }
  const where = and(...conditions);
  const query = db
    .select({
      id: applications.id,
      listingId: applications.listingId,
      listingTitle: listings.title,
      renterId: applications.renterId,
      renterName: profiles.fullName,
      renterEmail: profiles.email,
      moveInDate: applications.moveInDate,
      message: applications.message,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .innerJoin(listings, eq(listings.id, applications.listingId))
    .innerJoin(profiles, eq(profiles.id, applications.renterId))
    .where(where)
    .orderBy(desc(applications.createdAt), desc(applications.id));
  const [items, [{ total }]] = await Promise.all([
    options.limit ? query.limit(options.limit) : query,
    db
      .select({ total: count() })
      .from(applications)
      .innerJoin(listings, eq(listings.id, applications.listingId))
      .where(where),
  ]);
  return { items, total: Number(total) };
}

export type LandlordApplication = Awaited<ReturnType<typeof listLandlordApplications>>["items"][number];

/**
 * The applications the acting user sent, newest first: never anyone else's. A renter's, or a landlord's
 * who sent them as a renter before adding the landlord tools (the landlord dashboard shows them).
 */
export async function listRenterApplications(db: Executor, user: SessionUser | null) {
  const renter = requireRole(
    user,
    ["renter", "landlord"],
    "Access Denied: This dashboard is only available to renters.",
  );
  return db
    .select({
      id: applications.id,
      listingId: applications.listingId,
      listingTitle: listings.title,
      city: listings.city,
      state: listings.state,
      priceCents: listings.priceCents,
      listingStatus: listings.status,
      moveInDate: applications.moveInDate,
      message: applications.message,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .innerJoin(listings, eq(listings.id, applications.listingId))
    .where(eq(applications.renterId, renter.id))
    .orderBy(desc(applications.createdAt), desc(applications.id));
}

export type RenterApplication = Awaited<ReturnType<typeof listRenterApplications>>[number];
