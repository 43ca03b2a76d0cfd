import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import {
  campaignStage,
  DISPUTED_NEXT,
  headlineFirstName,
  STAGE_LABELS,
  STAGE_NEXT,
  verifyRefusal,
} from "../../common/rent-party-rules";
import { isUuid } from "../../common/schemas/id";
import { rentPartyCreateSchema } from "../../common/schemas/rent-party";
import { requireRole, requireUser, type SessionUser } from "../auth/session";
import type { Database, Executor } from "../db/client";
import { profiles } from "../db/schema/auth";
import { payouts, rentParties } from "../db/schema/rent-parties";
import { AppError } from "../errors";
import type { Mailer } from "../integrations/email/mailer";
import type { JobQueue } from "../jobs/queue";
import type { Logger } from "../logger";
import { parseInput } from "../validation";
import { landlordVerifiedEmail, stageEmail } from "./emails";
import { issueLandlordLink } from "./landlord-confirmation";

export const NOT_FOUND_MESSAGE = "This campaign doesn't exist or is no longer active.";
export const PENDING_MESSAGE = "Campaign Pending Approval. Donations will be available once verified.";

/** Re-exported for donation-service.ts and payout-service.ts (being reworked); new code imports it from common. */
export { isUuid };

/**
 * Starts a Rent Party for the signed-in user: unverified and active until an admin verifies it. The
 * landlord named on it gets their private link to confirm or dispute, and the user their "Waiting for
 * landlord" email, in the same transaction.
 */
export async function createRentParty(
  deps: { db: Database; jobs: JobQueue; publicUrl: string },
  user: SessionUser | null,
  input: unknown,
) {
  const acting = requireUser(user, "Please log in to start a rent party.");
  const { useFirstName, ...values } = parseInput(rentPartyCreateSchema, input);
  const headlineName = useFirstName ? headlineFirstName(acting.fullName) : null;
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(rentParties)
      .values({ ...values, headlineName, renterId: acting.id, verified: false, isActive: true })
      .returning();
    await issueLandlordLink(tx, deps.jobs, deps.publicUrl, row, acting.fullName || null);
    // The renter's first stage email: what happens now, and where to follow it.
    await deps.jobs.send(
      "email-send",
      stageEmail({ party: row, to: acting.email, publicUrl: deps.publicUrl, stage: "waiting_for_landlord" }),
      { tx },
    );
    return { id: row.id };
  });
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
  city: string | null;
  state: string | null;
  headlineName: string | null;
  /** The landlord's answer (never their payout details or dispute reason). */
  landlordStatus: "pending" | "confirmed" | "disputed";
  amountOwedCents: number | null;
  closedAt: Date | null;
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
  city: rentParties.city,
  state: rentParties.state,
  headlineName: rentParties.headlineName,
  landlordStatus: rentParties.landlordStatus,
  amountOwedCents: rentParties.amountOwedCents,
  closedAt: rentParties.closedAt,
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

/**
 * Still asking: less was raised than the target (`ceilingCents` of common/rent-party-rules.ts, the goal
 * or the lower confirmed amount owed; the schema keeps an amount owed null or above 0).
 */
const stillAsking = sql`${rentParties.amountRaisedCents} < least(${rentParties.goalAmountCents}, coalesce(${rentParties.amountOwedCents}, ${rentParties.goalAmountCents}))`;

// A finished campaign (its target reached, or closed) keeps its page (its story, what was raised and paid
// stay public) but stops asking: it leaves the banner, the public lists and the sitemap.
const isPublic = and(
  eq(rentParties.verified, true),
  eq(rentParties.isActive, true),
  isNull(rentParties.closedAt),
  stillAsking,
);

/**
 * Public lists (home, city pages): campaigns still asking only (verified, active, open, below their
 * target), newest first; optionally only in some states (two-letter codes), and the campaigns of one
 * city (or state) first.
 */
export async function listPublicRentParties(
  db: Executor,
  options: { limit?: number; states?: readonly string[]; preferCity?: string; preferState?: string } = {},
) {
  const { where, orderBy } = publicListShape(options);
  const query = db
    .select(publicColumns)
    .from(rentParties)
    .where(where)
    .orderBy(...orderBy);
  return options.limit ? query.limit(options.limit) : query;
}

/** Which campaigns a public list shows and in what order: the preferred city's, then state's, then newest. */
function publicListShape(options: { states?: readonly string[]; preferCity?: string; preferState?: string }) {
  const { states, preferCity, preferState } = options;
  return {
    where: states ? and(isPublic, inArray(rentParties.state, [...states])) : isPublic,
    orderBy: [
      ...(preferCity ? [desc(sql`lower(${rentParties.city}) = ${preferCity.trim().toLowerCase()}`)] : []),
      ...(preferState ? [desc(sql`${rentParties.state} = ${preferState}`)] : []),
      desc(rentParties.createdAt),
    ],
  };
}

/**
 * The home page's campaigns in one round trip: the banner's (the newest featured campaign, else the newest
 * verified one; spec section 7) and the carousel's (up to `limit`, the visitor's state first, newest
 * first). Each branch keeps its own order and limit (served by `rent_parties_public_idx`); `part` says
 * which branch a row came from.
 */
export async function homeRentParties(
  db: Executor,
  options: { limit: number; preferState?: string },
): Promise<{ featured: PublicRentParty | null; parties: PublicRentParty[] }> {
  const branch = (part: number, shape: ReturnType<typeof publicListShape>, limit: number) =>
    db
      .select({ ...publicColumns, part: sql<number>`${sql.raw(String(part))}`.as("part") })
      .from(rentParties)
      .where(shape.where)
      .orderBy(...shape.orderBy)
      .limit(limit);
  const newestFeatured = {
    where: and(isPublic, eq(rentParties.featured, true)),
    orderBy: [desc(rentParties.createdAt)],
  };
  const rows = await unionAll(
    branch(0, newestFeatured, 1),
    branch(1, publicListShape({}), 1),
    branch(2, publicListShape({ preferState: options.preferState }), options.limit),
  );
  const inPart = (n: number) =>
    rows.filter((r) => Number(r.part) === n).map(({ part: _, ...party }) => party);
  return { featured: inPart(0)[0] ?? inPart(1)[0] ?? null, parties: inPart(2) };
}

/** The sitemap: one entry per campaign still asking (verified, active, open, target not reached). */
export async function sitemapRentParties(db: Executor) {
  return db
    .select({ id: rentParties.id, createdAt: rentParties.createdAt })
    .from(rentParties)
    .where(isPublic)
    .orderBy(desc(rentParties.createdAt));
}

/** The paid-out total per campaign (payouts and their corrections), for joining beside a campaign list. */
function paidOutTotals(db: Executor) {
  return db
    .select({
      rentPartyId: payouts.rentPartyId,
      cents: sql<number>`sum(${payouts.amountCents})::int`.as("cents"),
    })
    .from(payouts)
    .groupBy(payouts.rentPartyId)
    .as("paid_out");
}

/**
 * My Rent Parties on the dashboards: the campaigns the signed-in user started (a renter, or a landlord or
 * an admin starting one for a tenant), newest first, each with its stage and what happens next.
 */
export async function listMyRentParties(db: Executor, user: SessionUser | null) {
  const acting = requireUser(user);
  const paidOut = paidOutTotals(db);
  const rows = await db
    .select({
      id: rentParties.id,
      title: rentParties.title,
      headlineName: rentParties.headlineName,
      goalAmountCents: rentParties.goalAmountCents,
      amountOwedCents: rentParties.amountOwedCents,
      amountRaisedCents: rentParties.amountRaisedCents,
      paidOutCents: sql<number>`coalesce(${paidOut.cents}, 0)::int`,
      verified: rentParties.verified,
      isActive: rentParties.isActive,
      closedAt: rentParties.closedAt,
      landlordStatus: rentParties.landlordStatus,
      createdAt: rentParties.createdAt,
    })
    .from(rentParties)
    .leftJoin(paidOut, eq(paidOut.rentPartyId, rentParties.id))
    .where(eq(rentParties.renterId, acting.id))
    .orderBy(desc(rentParties.createdAt));
  return rows.map((row) => {
    const stage = campaignStage(row);
    const next =
      row.landlordStatus === "disputed" && stage === "under_review" ? DISPUTED_NEXT : STAGE_NEXT[stage];
    return { ...row, stage, stageLabel: STAGE_LABELS[stage], next };
  });
}

export type MyRentParty = Awaited<ReturnType<typeof listMyRentParties>>[number];

/** The admin grid: every campaign newest first, with its renter and what was raised and paid out. */
export async function listRentPartiesForAdmin(db: Executor, user: SessionUser | null) {
  requireRole(user, ["admin"]);
  const paidOut = paidOutTotals(db);
  return db
    .select({
      id: rentParties.id,
      title: rentParties.title,
      headlineName: rentParties.headlineName,
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
      landlordEmail: rentParties.landlordEmail,
      landlordStatus: rentParties.landlordStatus,
      amountOwedCents: rentParties.amountOwedCents,
      landlordPayoutPreference: rentParties.landlordPayoutPreference,
      landlordDisputeReason: rentParties.landlordDisputeReason,
      city: rentParties.city,
      state: rentParties.state,
      closedAt: rentParties.closedAt,
    })
    .from(rentParties)
    .leftJoin(profiles, eq(profiles.id, rentParties.renterId))
    .leftJoin(paidOut, eq(paidOut.rentPartyId, rentParties.id))
    .orderBy(desc(rentParties.createdAt));
}

export type AdminRentParty = Awaited<ReturnType<typeof listRentPartiesForAdmin>>[number];

/**
 * An admin verifies a campaign; donations open, and the landlord is told about the campaign and how
 * the money will reach them (spec section 1: "contacts the property owner"). Only a campaign its
 * landlord confirmed through their private link can be verified (`verifyRefusal`): one waiting for the
 * landlord, disputed or closed is refused with the reason. Verifying twice is a no-op.
 */
export async function verifyRentParty(
  deps: { db: Database; mailer: Mailer; logger: Logger; publicUrl: string; supportEmail: string },
  user: SessionUser | null,
  id: string,
) {
  const admin = requireRole(user, ["admin"]);
  if (!isUuid(id)) throw new AppError("NOT_FOUND", NOT_FOUND_MESSAGE);
  // The row is locked so a landlord's answer (or a close) cannot slip in between the check and the write.
  const updated = await deps.db.transaction(async (tx) => {
    const [party] = await tx.select().from(rentParties).where(eq(rentParties.id, id)).for("update");
    if (!party) throw new AppError("NOT_FOUND", NOT_FOUND_MESSAGE);
    if (party.verified) return null;
    const refusal = verifyRefusal(party);
    if (refusal) throw new AppError("CONFLICT", refusal);
    const [row] = await tx
      .update(rentParties)
      .set({ verified: true, verifiedAt: new Date(), verifiedBy: admin.id })
      .where(eq(rentParties.id, id))
      .returning();
    return row;
  });
  if (!updated) return { id, alreadyVerified: true, landlordEmailed: false };
  const [renter] = updated.renterId
    ? await deps.db
        .select({ fullName: profiles.fullName, email: profiles.email })
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
    if (renter?.email) {
      await deps.mailer.send(
        stageEmail({ party: updated, to: renter.email, publicUrl: deps.publicUrl, stage: "live" }),
      );
    }
  } catch (error) {
    deps.logger.error({ err: error, rentPartyId: id }, "landlord verification email failed");
  }
  return { id, alreadyVerified: false, landlordEmailed };
}

/**
 * An admin closes a campaign (after its payout, or when it should stop): donations stop, it leaves the
 * public lists, its page stays with what was raised and paid. The renter's "Closed" email commits with it.
 * Closing twice is a no-op.
 */
export async function closeRentParty(
  deps: { db: Database; jobs: JobQueue; publicUrl: string },
  user: SessionUser | null,
  id: string,
) {
  requireRole(user, ["admin"]);
  if (!isUuid(id)) throw new AppError("NOT_FOUND", NOT_FOUND_MESSAGE);
  return deps.db.transaction(async (tx) => {
    const [closed] = await tx
      .update(rentParties)
      .set({ closedAt: new Date() })
      .where(and(eq(rentParties.id, id), isNull(rentParties.closedAt)))
      .returning();
    if (!closed) {
      const [existing] = await tx
        .select({ id: rentParties.id })
        .from(rentParties)
        .where(eq(rentParties.id, id));
      if (!existing) throw new AppError("NOT_FOUND", NOT_FOUND_MESSAGE);
      return { id, alreadyClosed: true };
    }
    const renterEmail = await renterEmailOf(tx, closed.renterId);
    if (renterEmail) {
      await deps.jobs.send(
        "email-send",
        stageEmail({ party: closed, to: renterEmail, publicUrl: deps.publicUrl, stage: "closed" }),
        { tx },
      );
    }
    return { id, alreadyClosed: false };
  });
}

/** The email of the renter a campaign is for, if they have an account. */
export async function renterEmailOf(db: Executor, renterId: string | null): Promise<string | null> {
  if (!renterId) return null;
  const [renter] = await db.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, renterId));
  return renter?.email ?? null;
}
