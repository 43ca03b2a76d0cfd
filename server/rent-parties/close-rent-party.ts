import { and, eq, isNull } from "drizzle-orm";
import { isUuid } from "../../common/schemas/id";
import { requireRole, type SessionUser } from "../auth/session";
import type { AppDeps } from "../context";
import { rentParties } from "../db/schema/rent-parties";
import { AppError } from "../errors";
import { EMAIL_JOB } from "../jobs/email";
import { NOT_FOUND_MESSAGE } from "./campaign-messages";
import { stageEmail } from "./emails";
import { renterOf } from "./read-renter";

/**
 * An admin closes a campaign (after its payout, or when it should stop): donations stop, it leaves the
 * public lists, its page stays with what was raised and paid. The renter's "Closed" email commits with it.
 * Closing twice is a no-op.
 */
export async function closeRentParty(
  deps: Pick<AppDeps, "db" | "jobs" | "publicUrl">,
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
    const renter = await renterOf(tx, closed.renterId);
    if (renter) {
      await deps.jobs.send(
        EMAIL_JOB,
        stageEmail({
          party: closed,
          to: renter.email,
          publicUrl: deps.publicUrl,
          stage: "closed",
          locale: renter.locale,
        }),
        { tx },
      );
    }
    return { id, alreadyClosed: false };
  });
}
