import { and, eq } from "drizzle-orm";
import { isUuid } from "../../common/schemas/id";
import type { Executor } from "../db/client";
import { rentParties } from "../db/schema/rent-parties";

/** What anyone may see of a campaign: never the landlord's email or phone. */
export interface PublicRentParty {
  id: string;
  title: string;
  story: string;
  goalAmountCents: number;
  amountRaisedCents: number;
  landlordName: string;
  verified: boolean;
  featured: boolean;
  city: string | null;
  state: string | null;
  headlineName: string | null;
  /** The landlord's answer (never their payout details or dispute reason). */
  landlordStatus: "pending" | "confirmed" | "disputed";
  amountOwedCents: number | null;
  closedAt: Date | null;
  createdAt: Date;
}

/** The columns of `PublicRentParty`, for every query that shows a campaign to anyone. */
export const publicColumns = {
  id: rentParties.id,
  title: rentParties.title,
  story: rentParties.story,
  goalAmountCents: rentParties.goalAmountCents,
  amountRaisedCents: rentParties.amountRaisedCents,
  landlordName: rentParties.landlordName,
  verified: rentParties.verified,
  featured: rentParties.featured,
  city: rentParties.city,
  state: rentParties.state,
  headlineName: rentParties.headlineName,
  landlordStatus: rentParties.landlordStatus,
  amountOwedCents: rentParties.amountOwedCents,
  closedAt: rentParties.closedAt,
  createdAt: rentParties.createdAt,
};

/** The campaign page: one active campaign, verified or pending; null when missing or inactive. */
export async function getActiveRentParty(db: Executor, id: string): Promise<PublicRentParty | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select(publicColumns)
    .from(rentParties)
    .where(and(eq(rentParties.id, id), eq(rentParties.isActive, true)));
  return row ?? null;
}
