import { and, eq, sql } from "drizzle-orm";
import { isUuid } from "../../common/schemas/id";
import { requireRole, type SessionUser } from "../auth/session";
import type { Database, Executor } from "../db/client";
import { profiles } from "../db/schema/auth";
import { listings } from "../db/schema/listings";
import { AppError } from "../errors";
import { LISTING_NOT_FOUND } from "./listing-service";

export const PREMIUM_NEEDS_VERIFIED = "Only a verified landlord's listing can be premium.";

/**
 * An admin grants or removes premium placement (the listing's `featured` flag: first in search, in the
 * home page's Featured Listings rotation, marked "Featured"). Granting needs the landlord verified, checked
 * under a lock on the landlord's profile so a revocation at the same moment cannot leave a premium listing
 * behind (revoking clears the flag: `clearPremiumListings`). No payment flow yet: an admin sets it.
 */
export async function setListingPremium(
  db: Database,
  user: SessionUser | null,
  listingId: unknown,
  premium: boolean,
): Promise<{ id: string; featured: boolean }> {
  requireRole(user, ["admin"]);
  if (!isUuid(listingId)) throw new AppError("NOT_FOUND", LISTING_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ id: listings.id, ownerId: listings.ownerId })
      .from(listings)
      .where(eq(listings.id, listingId));
    if (!listing) throw new AppError("NOT_FOUND", LISTING_NOT_FOUND);
    if (premium) {
      const [owner] = await tx
        .select({ verifiedAt: profiles.verifiedAt })
        .from(profiles)
        .where(eq(profiles.id, listing.ownerId))
        .for("update");
      if (!owner?.verifiedAt) throw new AppError("CONFLICT", PREMIUM_NEEDS_VERIFIED);
    }
    await tx.update(listings).set({ featured: premium }).where(eq(listings.id, listing.id));
    return { id: listing.id, featured: premium };
  });
}

/** A landlord's verification ends: their listings lose premium placement (inside the revocation's transaction). */
export async function clearPremiumListings(tx: Executor, landlordId: string) {
  await tx
    .update(listings)
    .set({ featured: false })
    .where(and(eq(listings.ownerId, landlordId), sql`${listings.featured}`));
}
