import { eq } from "drizzle-orm";
import type { Locale } from "../../common/i18n";
import type { Executor } from "../db/client";
import { profiles } from "../db/schema/auth";
import type { RentParty } from "../db/schema/rent-parties";

export interface RenterContact {
  email: string;
  name: string;
  /** The language of the renter's emails. */
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

/**
 * The language of the emails to a campaign's landlord: their account's when their address has one,
 * else the one the renter chose for them on the form (`landlord_locale`).
 */
export async function landlordLocaleOf(
  db: Executor,
  party: Pick<RentParty, "landlordEmail" | "landlordLocale">,
): Promise<Locale> {
  const [account] = await db
    .select({ locale: profiles.locale })
    .from(profiles)
    .where(eq(profiles.email, party.landlordEmail.toLowerCase()));
  return account?.locale ?? party.landlordLocale;
}
