import { eq } from "drizzle-orm";
import type { Database, Executor } from "../db/client";
import { profiles } from "../db/schema/auth";
import { landlordConfirmations, rentParties } from "../db/schema/rent-parties";
import { AppError } from "../errors";
import { hashToken } from "./issue-landlord-link";

export const LINK_INVALID_MESSAGE =
  "This link is not valid. It may have been mistyped, replaced by a newer link, or already used. Please use the latest email we sent, or contact support.";
export const LINK_EXPIRED_MESSAGE =
  "This link has expired. Please contact support or ask your tenant to have a new link sent.";

/** The link's row when it can still be used; otherwise a clear refusal (never which part was wrong beyond expiry). */
export async function usableLink(db: Executor, token: unknown, now: Date, lock = false) {
  if (typeof token !== "string" || !/^[A-Za-z0-9_-]{43}$/.test(token)) {
    throw new AppError("NOT_FOUND", LINK_INVALID_MESSAGE);
  }
  const query = db
    .select()
    .from(landlordConfirmations)
    .where(eq(landlordConfirmations.tokenHash, hashToken(token)));
  const [link] = lock ? await query.for("update") : await query;
  if (!link || link.revokedAt || link.usedAt) throw new AppError("NOT_FOUND", LINK_INVALID_MESSAGE);
  if (link.expiresAt <= now) throw new AppError("FORBIDDEN", LINK_EXPIRED_MESSAGE);
  return link;
}

/** What the landlord sees on the link's page: the campaign's facts, never the story's private details. */
export async function getLandlordLink(db: Database, token: unknown, now = new Date()) {
  const link = await usableLink(db, token, now);
  const [row] = await db
    .select({
      id: rentParties.id,
      title: rentParties.title,
      headlineName: rentParties.headlineName,
      goalAmountCents: rentParties.goalAmountCents,
      landlordName: rentParties.landlordName,
      city: rentParties.city,
      state: rentParties.state,
      renterName: profiles.fullName,
    })
    .from(rentParties)
    .leftJoin(profiles, eq(profiles.id, rentParties.renterId))
    .where(eq(rentParties.id, link.rentPartyId));
  if (!row) throw new AppError("NOT_FOUND", LINK_INVALID_MESSAGE);
  return { ...row, expiresAt: link.expiresAt };
}
