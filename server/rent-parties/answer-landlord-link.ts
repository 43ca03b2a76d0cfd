import { eq } from "drizzle-orm";
import { formatUsdExact } from "../../common/money";
import { landlordAnswerSchema } from "../../common/schemas/rent-party";
import type { AppDeps } from "../context";
import { landlordConfirmations, rentParties } from "../db/schema/rent-parties";
import { AppError } from "../errors";
import { EMAIL_JOB } from "../jobs/email";
import { firstFieldError, parseInput } from "../validation";
import { stageEmail } from "./emails";
import { LINK_INVALID_MESSAGE, usableLink } from "./read-landlord-link";
import { renterOf } from "./read-renter";

/**
 * The landlord's decision, once per link: confirm (the amount owed, 0 < x <= goal, becomes the ceiling
 * if lower; payout details kept private) or dispute (the campaign cannot be verified). The link, the
 * campaign and the renter's email change together.
 */
export async function answerLandlordLink(
  deps: Pick<AppDeps, "db" | "jobs" | "publicUrl">,
  token: unknown,
  input: unknown,
  now = new Date(),
) {
  const answer = parseInput(landlordAnswerSchema, input, firstFieldError);
  return deps.db.transaction(async (tx) => {
    const link = await usableLink(tx, token, now, true);
    const [party] = await tx
      .select()
      .from(rentParties)
      .where(eq(rentParties.id, link.rentPartyId))
      .for("update");
    if (!party) throw new AppError("NOT_FOUND", LINK_INVALID_MESSAGE);
    if (answer.decision === "confirm" && answer.amountOwed > party.goalAmountCents) {
      const message = `Amount owed must be at most the campaign's goal, ${formatUsdExact(party.goalAmountCents)}`;
      throw new AppError("BAD_REQUEST", message, { amountOwed: message });
    }
    await tx.update(landlordConfirmations).set({ usedAt: now }).where(eq(landlordConfirmations.id, link.id));
    const [updated] = await tx
      .update(rentParties)
      .set(
        answer.decision === "confirm"
          ? {
              landlordStatus: "confirmed",
              amountOwedCents: answer.amountOwed,
              landlordPayoutPreference: answer.payoutPreference,
              landlordDisputeReason: null,
              landlordAnsweredAt: now,
            }
          : {
              landlordStatus: "disputed",
              landlordDisputeReason: answer.disputeReason,
              landlordAnsweredAt: now,
            },
      )
      .where(eq(rentParties.id, party.id))
      .returning();
    const renter = await renterOf(tx, updated.renterId);
    if (renter) {
      await deps.jobs.send(
        EMAIL_JOB,
        stageEmail({ party: updated, to: renter.email, publicUrl: deps.publicUrl, locale: renter.locale }),
        { tx },
      );
    }
    return { decision: answer.decision, rentPartyId: party.id };
  });
}
