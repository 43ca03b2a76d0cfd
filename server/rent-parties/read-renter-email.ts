import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { profiles } from "../db/schema/auth";

/** The email of the renter a campaign is for, if they have an account. */
export async function renterEmailOf(db: Executor, renterId: string | null): Promise<string | null> {
  if (!renterId) return null;
  const [renter] = await db.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, renterId));
  return renter?.email ?? null;
}
