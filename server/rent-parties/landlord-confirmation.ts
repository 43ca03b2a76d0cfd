import crypto from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { publicCampaignTitle } from "../../common/format";
import { formatUsdExact } from "../../common/money";
import { isUuid } from "../../common/schemas/id";
import { landlordAnswerSchema } from "../../common/schemas/rent-party";
import { requireUser, type SessionUser } from "../auth/session";
import type { Database, Executor } from "../db/client";
import { profiles } from "../db/schema/auth";
import { landlordConfirmations, type RentParty, rentParties } from "../db/schema/rent-parties";
import { AppError } from "../errors";
import type { JobQueue } from "../jobs/queue";
import { firstFieldError, parseInput } from "../validation";
import { landlordConfirmEmail, stageEmail } from "./emails";
import { NOT_FOUND_MESSAGE } from "./rent-party-service";

/** How long a landlord's private link works. */
export const LANDLORD_LINK_DAYS = 14;
export const LINK_INVALID_MESSAGE =
  "This link is not valid. It may have been mistyped, replaced by a newer link, or already used. Please use the latest email we sent, or contact support.";
export const LINK_EXPIRED_MESSAGE =
  "This link has expired. Please contact support or ask your tenant to have a new link sent.";

export interface LinkDeps {
  db: Database;
  jobs: JobQueue;
  publicUrl: string;
}

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/**
 * A new private link for the campaign's landlord: 32 random bytes (only their SHA-256 is stored), valid
 * for 14 days; any earlier link stops working. The email is queued in the caller's transaction.
 */
export async function issueLandlordLink(
  tx: Executor,
  jobs: JobQueue,
  publicUrl: string,
  party: Pick<
    RentParty,
    "id" | "title" | "headlineName" | "goalAmountCents" | "landlordName" | "landlordEmail"
  >,
  renterName: string | null,
  now = new Date(),
) {
  const token = crypto.randomBytes(32).toString("base64url");
  await tx
    .update(landlordConfirmations)
    .set({ revokedAt: now })
    .where(and(eq(landlordConfirmations.rentPartyId, party.id), isNull(landlordConfirmations.revokedAt)));
  await tx.insert(landlordConfirmations).values({
    rentPartyId: party.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + LANDLORD_LINK_DAYS * 24 * 3600_000),
  });
  await jobs.send(
    "email-send",
    landlordConfirmEmail({ party, renterName, url: `${publicUrl}/landlord-confirm/${token}` }),
    { tx },
  );
  return token;
}

/** The link's row when it can still be used; otherwise a clear refusal (never which part was wrong beyond expiry). */
async function usableLink(db: Executor, token: unknown, now: Date, lock = false) {
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

/**
 * The landlord's decision, once per link: confirm (the amount owed, 0 < x <= goal, becomes the ceiling
 * if lower; payout details kept private) or dispute (the campaign cannot be verified). The link, the
 * campaign and the renter's email change together.
 */
export async function answerLandlordLink(
  deps: Pick<LinkDeps, "db" | "jobs" | "publicUrl">,
  token: unknown,
  input: unknown,
  now = new Date(),
) {
  const answer = parseInput(landlordAnswerSchema, input, firstFieldError);
  return deps.db.transaction(async (tx) => {
    const link = await usableLink(tx, token, now, true);
    const [party] = await tx
      .select()
      .from(rentParties)
      .where(eq(rentParties.id, link.rentPartyId))
      .for("update");
    if (!party) throw new AppError("NOT_FOUND", LINK_INVALID_MESSAGE);
    if (answer.decision === "confirm" && answer.amountOwed > party.goalAmountCents) {
      const message = `Amount owed must be at most the campaign's goal, ${formatUsdExact(party.goalAmountCents)}`;
      throw new AppError("BAD_REQUEST", message, { amountOwed: message });
    }
    await tx.update(landlordConfirmations).set({ usedAt: now }).where(eq(landlordConfirmations.id, link.id));
    const [updated] = await tx
      .update(rentParties)
      .set(
        answer.decision === "confirm"
          ? {
              landlordStatus: "confirmed",
              amountOwedCents: answer.amountOwed,
              landlordPayoutPreference: answer.payoutPreference,
              landlordDisputeReason: null,
              landlordAnsweredAt: now,
            }
          : {
              landlordStatus: "disputed",
              landlordDisputeReason: answer.disputeReason,
              landlordAnsweredAt: now,
            },
      )
      .where(eq(rentParties.id, party.id))
      .returning();
    const [renter] = updated.renterId
      ? await tx.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, updated.renterId))
      : [];
    if (renter?.email) {
      await deps.jobs.send(
        "email-send",
        stageEmail({ party: updated, to: renter.email, publicUrl: deps.publicUrl }),
        { tx },
      );
    }
    return { decision: answer.decision, rentPartyId: party.id, title: publicCampaignTitle(updated) };
  });
}

/**
 * A new link for the landlord (the old one stops working): by an admin, or by the renter who started the
 * campaign while the landlord has not answered.
 */
export async function resendLandlordLink(deps: LinkDeps, user: SessionUser | null, id: unknown) {
  const acting = requireUser(user);
  if (!isUuid(id)) throw new AppError("NOT_FOUND", NOT_FOUND_MESSAGE);
  return deps.db.transaction(async (tx) => {
    const [party] = await tx.select().from(rentParties).where(eq(rentParties.id, id)).for("update");
    if (!party || (acting.role !== "admin" && party.renterId !== acting.id)) {
      throw new AppError("NOT_FOUND", NOT_FOUND_MESSAGE);
    }
    if (acting.role !== "admin" && party.landlordStatus !== "pending") {
      throw new AppError("CONFLICT", "Your landlord has already answered.");
    }
    const [renter] = party.renterId
      ? await tx.select({ name: profiles.fullName }).from(profiles).where(eq(profiles.id, party.renterId))
      : [];
    await issueLandlordLink(tx, deps.jobs, deps.publicUrl, party, renter?.name ?? null);
    return { id: party.id };
  });
}
