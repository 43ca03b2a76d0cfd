import { DEFAULT_LOCALE } from "../../common/i18n";
import { headlineFirstName } from "../../common/rent-party-rules";
import { rentPartyCreateSchema } from "../../common/schemas/rent-party";
import { requireUser, type SessionUser } from "../auth/session";
import type { AppDeps } from "../context";
import { rentParties } from "../db/schema/rent-parties";
import { EMAIL_JOB } from "../jobs/email";
import { parseInput } from "../validation";
import { stageEmail } from "./emails";
import { issueLandlordLink } from "./issue-landlord-link";
import { renterOf } from "./read-renter";

/**
 * Starts a Rent Party for the signed-in user: unverified and active until an admin verifies it. The
 * landlord named on it gets their private link to confirm or dispute, and the user their "Waiting for
 * landlord" email, in the same transaction.
 */
export async function createRentParty(
  deps: Pick<AppDeps, "db" | "jobs" | "publicUrl">,
  user: SessionUser | null,
  input: unknown,
) {
  const acting = requireUser(user, "Please log in to start a rent party.");
  const { useFirstName, ...values } = parseInput(rentPartyCreateSchema, input);
  const headlineName = useFirstName ? headlineFirstName(acting.fullName) : null;
  return deps.db.transaction(async (tx) => {
    const renter = await renterOf(tx, acting.id);
    const locale = renter?.locale ?? DEFAULT_LOCALE;
    // The landlord's language is the one the renter chose for them (else the renter's own).
    const landlordLocale = values.landlordLocale ?? locale;
    const [row] = await tx
      .insert(rentParties)
      .values({
        ...values,
        landlordLocale,
        headlineName,
        renterId: acting.id,
        verified: false,
        isActive: true,
      })
      .returning();
    await issueLandlordLink(tx, deps.jobs, deps.publicUrl, row, renter);
    // The renter's first stage email: what happens now, and where to follow it.
    await deps.jobs.send(
      EMAIL_JOB,
      stageEmail({
        party: row,
        to: acting.email,
        publicUrl: deps.publicUrl,
        stage: "waiting_for_landlord",
        locale,
      }),
      { tx },
    );
    return { id: row.id };
  });
}
