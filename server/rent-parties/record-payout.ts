import { and, eq, sql } from "drizzle-orm";
import type { Locale } from "../../common/i18n";
import { formatUsd } from "../../common/money";
import { payoutRefusal } from "../../common/rent-party-rules";
import { isUuid } from "../../common/schemas/id";
import { payoutCreateSchema } from "../../common/schemas/rent-party";
import { requireRole, type SessionUser } from "../auth/session";
import type { AppDeps } from "../context";
import type { Executor } from "../db/client";
import { payouts, rentParties } from "../db/schema/rent-parties";
import { AppError } from "../errors";
import { EMAIL_JOB } from "../jobs/email";
import { firstFieldError, parseInput } from "../validation";
import { NOT_FOUND_MESSAGE } from "./campaign-messages";
import { payoutEmail } from "./emails";
import { landlordLocaleOf, renterOf } from "./read-renter";

/**
 * An admin records money sent to the landlord, with its reference. Entries are never edited: a
 * correction is a new, negative entry. What was paid out stays between 0 and what was raised; the
 * campaign row is locked so two admins cannot pay the same dollars twice. Nothing is paid to a campaign
 * the landlord disputed. The landlord and the renter are emailed with the payout, in the same
 * transaction. On a real provider (`livemode`), test-money payouts from sandbox days count for nothing.
 */
export async function recordPayout(
  deps: Pick<AppDeps, "db" | "jobs" | "publicUrl" | "payments">,
  user: SessionUser | null,
  rentPartyId: string,
  input: unknown,
) {
  const admin = requireRole(user, ["admin"]);
  if (!isUuid(rentPartyId)) throw new AppError("NOT_FOUND", NOT_FOUND_MESSAGE);
  const { amount, note, reference, correction } = parseInput(payoutCreateSchema, input, firstFieldError);
  const { livemode } = deps.payments;
  return deps.db.transaction(async (tx) => {
    const [party] = await tx.select().from(rentParties).where(eq(rentParties.id, rentPartyId)).for("update");
    if (!party) throw new AppError("NOT_FOUND", NOT_FOUND_MESSAGE);
    const refusal = payoutRefusal(party);
    if (refusal) throw new AppError("CONFLICT", refusal, { amount: refusal });
    const paid = await paidOutCents(tx, rentPartyId, livemode);
    const raised = party.amountRaisedCents;
    const signed = correction ? -amount : amount;
    if (correction && amount > paid) {
      const message = `A correction can take off at most ${formatUsd(paid)}, what was paid out`;
      throw new AppError("BAD_REQUEST", message, { amount: message });
    }
    const outstanding = raised - paid;
    if (!correction && amount > outstanding) {
      const message =
        outstanding <= 0
          ? "Everything raised has already been paid out"
          : `A payout can be at most ${formatUsd(outstanding)}, the amount not yet paid out`;
      throw new AppError("BAD_REQUEST", message, { amount: message });
    }
    const [payout] = await tx
      .insert(payouts)
      .values({ rentPartyId, amountCents: signed, reference, note, livemode, sentBy: admin.id })
      .returning();
    // Each in its recipient's language.
    const renter = await renterOf(tx, party.renterId);
    const recipients: [string, Locale][] = [[party.landlordEmail, await landlordLocaleOf(tx, party)]];
    if (renter) recipients.push([renter.email, renter.locale]);
    for (const [to, locale] of recipients) {
      await deps.jobs.send(EMAIL_JOB, payoutEmail({ party, payout, to, publicUrl: deps.publicUrl, locale }), {
        tx,
      });
    }
    return { payout, raisedCents: raised, paidOutCents: paid + signed };
  });
}

/** What was paid out on a campaign (corrections included); test money counts only in test mode. */
async function paidOutCents(db: Executor, rentPartyId: string, livemode: boolean) {
  const [{ paid }] = await db
    .select({ paid: sql<number>`coalesce(sum(${payouts.amountCents}), 0)::int` })
    .from(payouts)
    .where(and(eq(payouts.rentPartyId, rentPartyId), livemode ? eq(payouts.livemode, true) : undefined));
  return Number(paid);
}
