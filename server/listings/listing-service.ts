import { and, count, desc, eq, sql } from "drizzle-orm";
import { LANDLORDS_ONLY } from "../../common/constants";
import { isUuid } from "../../common/schemas/id";
import {
  listingFormSchema,
  listingStatusSchema,
  UNKNOWN_LISTING_STATUS,
} from "../../common/schemas/listing-form";
import { usStateCode } from "../../common/us-states";
import { requireRole, type SessionUser } from "../auth/session";
import type { Executor } from "../db/client";
import { profiles } from "../db/schema/auth";
import { applications, type Listing, listings } from "../db/schema/listings";
import { AppError } from "../errors";
import { type Geocoder, zipGeocoder } from "../integrations/geo/geocoder";
import { flagSection8Refusal } from "../reports/listing-reports";
import { parseInput } from "../validation";
import { listingCardColumns } from "./listing-card";

export const LOGIN_TO_CREATE = "You must be logged in to create a listing";
export const NOT_YOUR_LISTING = "You can only manage your own listings.";
export const LISTING_NOT_FOUND = "This listing doesn't exist or is no longer available.";

export function requireLandlord(user: SessionUser | null): SessionUser {
  if (!user) throw new AppError("UNAUTHENTICATED", LOGIN_TO_CREATE);
  return requireRole(user, ["landlord"], LANDLORDS_ONLY);
}

/** Validates the list-property form (money typed in dollars) into row values in cents, with coordinates. */
async function listingValues(
  input: unknown,
  geocoder: Geocoder,
  /** An edit: the listing as it is, whose point is kept while its address stays the same. */
  existing?: Listing,
) {
  const data = parseInput(listingFormSchema, input ?? {});
  const state = data.country === "United States" ? usStateCode(data.state) : data.state;
  const place = {
    street: data.addressLine ?? null,
    city: data.city,
    state,
    zipCode: data.zipCode ?? null,
    country: data.country,
  };
  const unmoved =
    existing &&
    (existing.addressLine ?? null) === place.street &&
    existing.city === place.city &&
    existing.state === place.state &&
    (existing.zipCode ?? null) === place.zipCode &&
    existing.country === place.country;
  // The geocoder never throws: a provider's failure places the listing at its ZIP centroid.
  const coordinates =
    unmoved && existing.latitude !== null && existing.longitude !== null
      ? { latitude: existing.latitude, longitude: existing.longitude }
      : await geocoder.geocode(place);
  return {
    title: data.title,
    description: data.description ?? null,
    country: data.country,
    // A U.S. state is stored by its two-letter code (the form sends it; an API caller may send the name).
    state: data.country === "United States" ? usStateCode(data.state) : data.state,
    city: data.city,
    zipCode: data.zipCode ?? null,
    latitude: coordinates?.latitude ?? null,
    longitude: coordinates?.longitude ?? null,
    priceCents: data.price,
    securityDepositCents: data.securityDeposit,
    petFeesCents: data.petFees ?? null,
    bedrooms: data.bedrooms,
    bathrooms: data.bathrooms,
    acceptsSection8: data.acceptsSection8,
    // Included utilities named one by one mean the rent includes utilities (the voucher rules read the flag).
    utilitiesIncluded: data.utilitiesIncluded || data.utilities.length > 0,
    addressLine: data.addressLine ?? null,
    unit: data.unit ?? null,
    showExactAddress: data.showExactAddress,
    availableFrom: data.availableFrom ?? null,
    leaseLength: data.leaseLength ?? null,
    utilities: data.utilities,
    pets: data.pets,
    parking: data.parking ?? null,
    laundry: data.laundry ?? null,
    accessibility: data.accessibility,
    tenantUtilitiesMonthly: data.tenantUtilities ?? null,
    imageUrl: data.imageUrl ?? null,
  };
}

/** List a property (landlords only). The owner is always the acting user, whatever the input says. */
export async function createListing(
  db: Executor,
  user: SessionUser | null,
  input: unknown,
  geocoder: Geocoder = zipGeocoder(),
) {
  const landlord = requireLandlord(user);
  const values = await listingValues(input, geocoder);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(listings)
      .values({ ...values, ownerId: landlord.id })
      .returning({ id: listings.id });
    // Text that refuses Section 8 waits in the admin queue as an automatic report (server/reports).
    await flagSection8Refusal(tx, { id: row.id, title: values.title, description: values.description });
    return row;
  });
}

async function ownListing(db: Executor, user: SessionUser | null, id: unknown): Promise<Listing> {
  const landlord = requireLandlord(user);
  if (!isUuid(id)) throw new AppError("NOT_FOUND", LISTING_NOT_FOUND);
  const [row] = await db.select().from(listings).where(eq(listings.id, id)).limit(1);
  if (!row) throw new AppError("NOT_FOUND", LISTING_NOT_FOUND);
  if (row.ownerId !== landlord.id) throw new AppError("FORBIDDEN", NOT_YOUR_LISTING);
  return row;
}

/** The owner's own listing, for the edit form. */
export async function getOwnListing(db: Executor, user: SessionUser | null, id: unknown) {
  return ownListing(db, user, id);
}

/** Edit a listing: only its owner may, and the owner and status never change here. */
export async function updateListing(
  db: Executor,
  user: SessionUser | null,
  id: unknown,
  input: unknown,
  geocoder: Geocoder = zipGeocoder(),
) {
  const existing = await ownListing(db, user, id);
  const values = await listingValues(input, geocoder, existing);
  await db.transaction(async (tx) => {
    await tx
      .update(listings)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(listings.id, existing.id), eq(listings.ownerId, existing.ownerId)));
    // The update holds the row's lock: two edits at once never both add an automatic report.
    await flagSection8Refusal(tx, { id: existing.id, title: values.title, description: values.description });
  });
  return { id: existing.id };
}

/** Pause or resume a listing (the landlord dashboard's button). Paused listings leave every public list. */
export async function setListingStatus(
  db: Executor,
  user: SessionUser | null,
  id: unknown,
  requested: unknown,
) {
  const { status } = parseInput(listingStatusSchema, { status: requested }, UNKNOWN_LISTING_STATUS);
  const existing = await ownListing(db, user, id);
  await db
    .update(listings)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(listings.id, existing.id), eq(listings.ownerId, existing.ownerId)));
  return { id: existing.id, status };
}

/**
 * The exact address is shown when the landlord chose to, and always to a renter whose application for the
 * listing is approved (`viewerId`); otherwise it never leaves the database, only the area does.
 */
function exactAddressFor(viewerId: string | null) {
  const approved = viewerId
    ? sql`exists (select 1 from ${applications} where ${applications.listingId} = ${listings.id} and ${applications.renterId} = ${viewerId} and ${applications.status} = 'approved')`
    : sql`false`;
  return {
    /** The address is shown because this reader's application is approved (the page is then theirs). */
    addressByApproval: sql<boolean>`(not ${listings.showExactAddress} and ${approved})`.mapWith(Boolean),
    addressLine: sql<
      string | null
    >`case when ${listings.showExactAddress} or ${approved} then ${listings.addressLine} end`,
    unit: sql<string | null>`case when ${listings.showExactAddress} or ${approved} then ${listings.unit} end`,
  };
}

/** The public listing page: active listings only; paused or missing ones are "not found". */
export async function getPublicListing(db: Executor, id: unknown, viewerId: string | null = null) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      ...listingCardColumns,
      // The whole description (a card's is its start).
      description: listings.description,
      ownerId: listings.ownerId,
      country: listings.country,
      zipCode: listings.zipCode,
      utilitiesIncluded: listings.utilitiesIncluded,
      tenantUtilitiesMonthly: listings.tenantUtilitiesMonthly,
      securityDepositCents: listings.securityDepositCents,
      petFeesCents: listings.petFeesCents,
      createdAt: listings.createdAt,
      ...exactAddressFor(viewerId),
      availableFrom: listings.availableFrom,
      leaseLength: listings.leaseLength,
      utilities: listings.utilities,
      pets: listings.pets,
      parking: listings.parking,
      laundry: listings.laundry,
      accessibility: listings.accessibility,
      landlordName: profiles.fullName,
      /** An admin approved this landlord's ownership documents (the "Verified landlord" badge). */
      landlordVerified: sql<boolean>`${profiles.verifiedAt} is not null`,
    })
    .from(listings)
    .innerJoin(profiles, eq(profiles.id, listings.ownerId))
    .where(and(eq(listings.id, id), eq(listings.status, "active")))
    .limit(1);
  return row ?? null;
}

export type PublicListing = NonNullable<Awaited<ReturnType<typeof getPublicListing>>>;

/**
 * The landlord's listings, newest first, with each one's application count. `limit` gives the
 * dashboard's first few; `total` says how many there are in all.
 */
export async function listOwnListings(
  db: Executor,
  user: SessionUser | null,
  options: { limit?: number } = {},
) {
  const landlord = requireLandlord(user);
  const applicationCount = db
    .select({ listingId: applications.listingId, n: count().as("n") })
    .from(applications)
    .groupBy(applications.listingId)
    .as("application_count");
  const query = db
    .select({
      ...listingCardColumns,
      status: listings.status,
      createdAt: listings.createdAt,
      applicationCount: sql<number>`coalesce(${applicationCount.n}, 0)::int`,
    })
    .from(listings)
    .leftJoin(applicationCount, eq(applicationCount.listingId, listings.id))
    .where(eq(listings.ownerId, landlord.id))
    .orderBy(desc(listings.createdAt), desc(listings.id));
  const [items, [{ total }]] = await Promise.all([
    options.limit ? query.limit(options.limit) : query,
    db.select({ total: count() }).from(listings).where(eq(listings.ownerId, landlord.id)),
  ]);
  return { items, total: Number(total) };
}

export type OwnListing = Awaited<ReturnType<typeof listOwnListings>>["items"][number];
