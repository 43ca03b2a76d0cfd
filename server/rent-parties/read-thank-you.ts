import { and, eq, sql } from "drizzle-orm";
import { isUuid } from "../../common/schemas/id";
import type { Database } from "../db/client";
import { donations } from "../db/schema/rent-parties";

/** The thank-you page: the donation's state, only for the campaign it belongs to. */
export async function getDonationForThanks(db: Database, rentPartyId: string, donationId: string) {
  if (!isUuid(rentPartyId) || !isUuid(donationId)) return null;
  const [row] = await db
    .select({
      id: donations.id,
      amountCents: donations.amountCents,
      status: donations.status,
      receiptNumber: donations.receiptNumber,
      donorName: donations.donorName,
      receiptEmailed: sql<boolean>`${donations.receiptSentAt} is not null`,
    })
    .from(donations)
    .where(and(eq(donations.id, donationId), eq(donations.rentPartyId, rentPartyId)));
  return row ?? null;
}
