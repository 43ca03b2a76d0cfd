import { desc, eq, sql } from "drizzle-orm";
import { campaignStage, DISPUTED_NEXT, STAGE_LABELS, STAGE_NEXT } from "../../common/rent-party-rules";
import { requireRole, requireUser, type SessionUser } from "../auth/session";
import type { Executor } from "../db/client";
import { profiles } from "../db/schema/auth";
import { payouts, rentParties } from "../db/schema/rent-parties";

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
    // The landlord disputed it: the dashboards show that as its next step (DISPUTED_NEXT).
    const disputed = row.landlordStatus === "disputed" && stage === "under_review";
    const next = disputed ? DISPUTED_NEXT : STAGE_NEXT[stage];
    return { ...row, stage, stageLabel: STAGE_LABELS[stage], next, disputed };
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
