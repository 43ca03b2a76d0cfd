import crypto from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { localizedPath } from "../../common/i18n";
import type { Executor } from "../db/client";
import { landlordConfirmations, type RentParty } from "../db/schema/rent-parties";
import { EMAIL_JOB } from "../jobs/email";
import type { JobQueue } from "../jobs/queue";
import { landlordConfirmEmail } from "./emails";
import { landlordLocaleOf, type RenterContact } from "./read-renter";

/** How long a landlord's private link works. */
export const LANDLORD_LINK_DAYS = 14;
/** Only this digest of a link's token is stored. */
export const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/**
 * A new private link for the campaign's landlord: 32 random bytes (only their SHA-256 is stored), valid
 * for 14 days; any earlier link stops working. The email is queued in the caller's transaction, in the
 * landlord's language (`landlordLocaleOf`), its link on the page in that language.
 */
export async function issueLandlordLink(
  tx: Executor,
  jobs: JobQueue,
  publicUrl: string,
  party: Pick<
    RentParty,
    "id" | "title" | "headlineName" | "goalAmountCents" | "landlordName" | "landlordEmail" | "landlordLocale"
  >,
  renter: Pick<RenterContact, "name"> | null,
  now = new Date(),
) {
  const token = crypto.randomBytes(32).toString("base64url");
  const locale = await landlordLocaleOf(tx, party);
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
    EMAIL_JOB,
    landlordConfirmEmail({
      party,
      renterName: renter?.name ?? null,
      url: `${publicUrl}${localizedPath(`/landlord-confirm/${token}`, locale)}`,
      locale,
    }),
    { tx },
  );
  return token;
}
