import { eq } from "drizzle-orm";
import { verifyRefusal } from "../../common/rent-party-rules";
import { isUuid } from "../../common/schemas/id";
import { requireRole, type SessionUser } from "../auth/session";
import type { AppDeps } from "../context";
import { rentParties } from "../db/schema/rent-parties";
import { AppError } from "../errors";
import { EMAIL_JOB } from "../jobs/email";
import { NOT_FOUND_MESSAGE } from "./campaign-messages";
import { landlordVerifiedEmail, stageEmail } from "./emails";
import { landlordLocaleOf, renterOf } from "./read-renter";

/**
 * An admin verifies a campaign; donations open, and the landlord is told about the campaign and how the money
 * will reach them (the admin's verification is where the landlord is contacted). Only a campaign its landlord
 * confirmed through their private link can be verified (`verifyRefusal`): one waiting for the landlord,
 * disputed or closed is refused with the reason. Verifying twice is a no-op. The landlord's and the renter's
 * emails are queued in the verifying transaction: no verified campaign without them.
 */
export async function verifyRentParty(
  deps: Pick<AppDeps, "db" | "jobs" | "publicUrl" | "supportEmail">,
  user: SessionUser | null,
  id: string,
) {
  const admin = requireRole(user, ["admin"]);
  if (!isUuid(id)) throw new AppError("NOT_FOUND", NOT_FOUND_MESSAGE);
  return deps.db.transaction(async (tx) => {
    // The row is locked so a landlord's answer (or a close) cannot slip in between the check and the write.
    const [party] = await tx.select().from(rentParties).where(eq(rentParties.id, id)).for("update");
    if (!party) throw new AppError("NOT_FOUND", NOT_FOUND_MESSAGE);
    if (party.verified) return { id, alreadyVerified: true, landlordEmailed: false };
    const refusal = verifyRefusal(party);
    if (refusal) throw new AppError("CONFLICT", refusal);
    const [updated] = await tx
      .update(rentParties)
      .set({ verified: true, verifiedAt: new Date(), verifiedBy: admin.id })
      .where(eq(rentParties.id, id))
      .returning();
    const renter = await renterOf(tx, updated.renterId);
    await deps.jobs.send(
      EMAIL_JOB,
      landlordVerifiedEmail({
        party: updated,
        renterName: renter?.name ?? null,
        publicUrl: deps.publicUrl,
        supportEmail: deps.supportEmail,
        locale: await landlordLocaleOf(tx, updated),
      }),
      { tx },
    );
    if (renter) {
      await deps.jobs.send(
        EMAIL_JOB,
        stageEmail({
          party: updated,
          to: renter.email,
          publicUrl: deps.publicUrl,
          stage: "live",
          locale: renter.locale,
        }),
        { tx },
      );
    }
    return { id, alreadyVerified: false, landlordEmailed: true };
  });
}
