import { and, eq, sql } from "drizzle-orm";
import { formatUsd } from "../../common/format";
import { payoutCreateSchema } from "../../common/schemas/rent-party";
import { requireRole, type SessionUser } from "../auth/session";
import type { Database } from "../db/client";
import { payouts, rentParties } from "../db/schema/rent-parties";
import { AppError } from "../errors";
import { firstFieldError, parseInput } from "../validation";
import { isUuid, NOT_FOUND_MESSAGE } from "./rent-party-service";

/**
 * An admin records money sent to the landlord. A payout can never exceed what was raised and not yet
 * paid out; the campaign row is locked so two admins cannot pay the same dollars twice. On a real
 * provider (`livemode`), test-money payouts from sandbox days count for nothing, like test donations.
 */
export async function recordPayout(
  db: Database,
  livemode: boolean,
  user: SessionUser | null,
  rentPartyId: string,
  input: unknown,
) {
  const admin = requireRole(user, ["admin"]);
  if (!isUuid(rentPartyId)) throw new AppError("NOT_FOUND", NOT_FOUND_MESSAGE);
  const { amount, note } = parseInput(payoutCreateSchema, input, firstFieldError);
  return db.transaction(async (tx) => {
    const [party] = await tx
      .select({ id: rentParties.id, raised: rentParties.amountRaisedCents })
      .from(rentParties)
      .where(eq(rentParties.id, rentPartyId))
      .for("update");
    if (!party) throw new AppError("NOT_FOUND", NOT_FOUND_MESSAGE);
    const [{ paid }] = await tx
      .select({ paid: sql<number>`coalesce(sum(${payouts.amountCents}), 0)::int` })
      .from(payouts)
      .where(and(eq(payouts.rentPartyId, rentPartyId), livemode ? eq(payouts.livemode, true) : undefined));
    const outstanding = party.raised - Number(paid);
    if (amount > outstanding) {
      const message =
        outstanding <= 0
          ? "Everything raised has already been paid out"
          : `A payout can be at most ${formatUsd(outstanding)}, the amount not yet paid out`;
      throw new AppError("BAD_REQUEST", message, { amount: message });
    }
    const [payout] = await tx
      .insert(payouts)
      .values({ rentPartyId, amountCents: amount, note, livemode, sentBy: admin.id })
      .returning();
    return { payout, raisedCents: party.raised, paidOutCents: Number(paid) + amount };
  });
}
