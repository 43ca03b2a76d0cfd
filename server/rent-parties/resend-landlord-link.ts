import { eq } from "drizzle-orm";
import { isUuid } from "../../common/schemas/id";
import { requireUser, type SessionUser } from "../auth/session";
import type { AppDeps } from "../context";
import { rentParties } from "../db/schema/rent-parties";
import { AppError } from "../errors";
import { NOT_FOUND_MESSAGE } from "./campaign-messages";
import { issueLandlordLink } from "./issue-landlord-link";
import { renterOf } from "./read-renter";

/**
 * A new link for the landlord (the old one stops working): by an admin, or by the renter who started the
 * campaign while the landlord has not answered.
 */
export async function resendLandlordLink(
  deps: Pick<AppDeps, "db" | "jobs" | "publicUrl">,
  user: SessionUser | null,
  id: unknown,
) {
  const acting = requireUser(user);
  if (!isUuid(id)) throw new AppError("NOT_FOUND", NOT_FOUND_MESSAGE);
  return deps.db.transaction(async (tx) => {
    const [party] = await tx.select().from(rentParties).where(eq(rentParties.id, id)).for("update");
    if (!party || (acting.role !== "admin" && party.renterId !== acting.id)) {
      throw new AppError("NOT_FOUND", NOT_FOUND_MESSAGE);
    }
    if (acting.role !== "admin" && party.landlordStatus !== "pending") {
      throw new AppError("CONFLICT", "Your landlord has already answered.");
    }
    await issueLandlordLink(tx, deps.jobs, deps.publicUrl, party, await renterOf(tx, party.renterId));
    return { id: party.id };
  });
}
