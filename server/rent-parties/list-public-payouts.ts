import { and, desc, eq } from "drizzle-orm";
import { isUuid } from "../../common/schemas/id";
import type { Executor } from "../db/client";
import { payouts } from "../db/schema/rent-parties";

/** The campaign page's public record of payouts: amount, reference and date, newest first. */
export async function listPublicPayouts(db: Executor, rentPartyId: string, livemode: boolean) {
  if (!isUuid(rentPartyId)) return [];
  return db
    .select({
      id: payouts.id,
      amountCents: payouts.amountCents,
      reference: payouts.reference,
      sentAt: payouts.sentAt,
    })
    .from(payouts)
    .where(and(eq(payouts.rentPartyId, rentPartyId), livemode ? eq(payouts.livemode, true) : undefined))
    .orderBy(desc(payouts.sentAt));
}
