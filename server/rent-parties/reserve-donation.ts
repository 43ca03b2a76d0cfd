import { and, eq, gt, inArray, sql } from "drizzle-orm";
import {
  ceilingCents,
  DONATION_HOLD_MINUTES,
  FULLY_PLEDGED_MESSAGE,
  GOAL_REACHED_MESSAGE,
  goalReached,
  tooMuchMessage,
} from "../../common/rent-party-rules";
import type { DonationCreateInput } from "../../common/schemas/rent-party";
import type { AppDeps } from "../context";
import type { Executor } from "../db/client";
import { donations, rentParties } from "../db/schema/rent-parties";
import { AppError } from "../errors";
import { CLOSED_MESSAGE, NOT_FOUND_MESSAGE, PENDING_MESSAGE } from "./campaign-messages";

/** A donation above what the campaign still needs: refused, with the amount it can take instead. */
export class DonationTooLargeError extends AppError {
  readonly remainingCents: number;
  constructor(remainingCents: number) {
    const message = tooMuchMessage(remainingCents);
    super("BAD_REQUEST", message, { amount: message });
    this.remainingCents = remainingCents;
  }
}

/**
 * What a campaign can still take: its ceiling (the goal, or the confirmed amount owed if lower) less what
 * was raised and less the dollars held by invoices opened in the last hour and not settled yet. Read
 * with the campaign row locked (`reserveDonation`) so two donors never get the same last dollars.
 */
export async function remainingCents(
  db: Executor,
  party: { id: string; goalAmountCents: number; amountOwedCents: number | null; amountRaisedCents: number },
  now = new Date(),
): Promise<number> {
  const since = new Date(now.getTime() - DONATION_HOLD_MINUTES * 60_000);
  const [{ held }] = await db
    .select({ held: sql<number>`coalesce(sum(${donations.amountCents}), 0)::int` })
    .from(donations)
    .where(
      and(
        eq(donations.rentPartyId, party.id),
        gt(donations.createdAt, since),
        inArray(donations.status, ["waiting", "confirming"]),
      ),
    );
  return Math.max(0, ceilingCents(party) - party.amountRaisedCents - Number(held));
}

/**
 * Locks the campaign (SELECT ... FOR UPDATE), checks it can take this amount, and records the donation
 * as waiting in the same transaction: its dollars are held from that moment.
 */
export async function reserveDonation(deps: Pick<AppDeps, "db" | "payments">, data: DonationCreateInput) {
  return deps.db.transaction(async (tx) => {
    const [party] = await tx
      .select({
        id: rentParties.id,
        title: rentParties.title,
        headlineName: rentParties.headlineName,
        verified: rentParties.verified,
        isActive: rentParties.isActive,
        closedAt: rentParties.closedAt,
        goalAmountCents: rentParties.goalAmountCents,
        amountOwedCents: rentParties.amountOwedCents,
        amountRaisedCents: rentParties.amountRaisedCents,
      })
      .from(rentParties)
      .where(eq(rentParties.id, data.rent_party_id))
      .for("update");
    if (!party?.isActive) throw new AppError("NOT_FOUND", NOT_FOUND_MESSAGE);
    if (!party.verified) throw new AppError("FORBIDDEN", PENDING_MESSAGE);
    if (party.closedAt) {
      throw new AppError("CONFLICT", CLOSED_MESSAGE, { amount: CLOSED_MESSAGE });
    }
    if (goalReached(party)) {
      const message = `${GOAL_REACHED_MESSAGE} This campaign is no longer taking donations.`;
      throw new AppError("CONFLICT", message, { amount: message });
    }
    const remaining = await remainingCents(tx, party);
    if (remaining <= 0)
      throw new AppError("CONFLICT", FULLY_PLEDGED_MESSAGE, { amount: FULLY_PLEDGED_MESSAGE });
    if (data.amount > remaining) throw new DonationTooLargeError(remaining);
    const [donation] = await tx
      .insert(donations)
      .values({
        rentPartyId: party.id,
        amountCents: data.amount,
        currency: "USD",
        provider: deps.payments.name,
        livemode: deps.payments.livemode,
        status: "waiting",
        donorName: data.donor_name,
        donorEmail: data.donor_email,
        locale: data.locale,
      })
      .returning({ id: donations.id });
    return { party, donation };
  });
}
