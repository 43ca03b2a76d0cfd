import { eq } from "drizzle-orm";
import type { Locale } from "../../common/i18n";
import type { Executor } from "../db/client";
import { profiles } from "../db/schema/auth";

export interface RenterContact {
  email: string;
  name: string;
  /** The language of the campaign's emails: the renter's, and the landlord's, who has no account here. */
  locale: Locale;
}

/** The renter a campaign is for (their address, name and language), if they still have an account. */
export async function renterOf(db: Executor, renterId: string | null): Promise<RenterContact | null> {
  if (!renterId) return null;
  const [renter] = await db
    .select({ email: profiles.email, name: profiles.fullName, locale: profiles.locale })
    .from(profiles)
    .where(eq(profiles.id, renterId));
  return renter ?? null;
}
