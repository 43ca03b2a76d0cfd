import { and, eq } from "drizzle-orm";
import { profileUpdateSchema } from "../../common/schemas/profile";
import { readSessionUser, requireUser, type SessionUser } from "../auth/session";
import type { AppDeps } from "../context";
import type { Executor } from "../db/client";
import { profiles } from "../db/schema/auth";
import { AppError } from "../errors";
import type { SaveAccountLocale } from "../i18n/locale-routing";
import { parseInput } from "../validation";

/** A user edits their own name and phone; nobody edits anyone else's profile. */
export async function updateOwnProfile(db: Executor, actingUser: SessionUser | null, input: unknown) {
  const user = requireUser(actingUser);
  const { fullName, phone, messageEmails } = parseInput(profileUpdateSchema, input);
  const [row] = await db
    .update(profiles)
    .set({ fullName, phone, messageEmails, updatedAt: new Date() })
    .where(eq(profiles.id, user.id))
    .returning({ id: profiles.id, fullName: profiles.fullName, phone: profiles.phone });
  if (!row) throw new AppError("NOT_FOUND", "Profile not found");
  return row;
}

/**
 * The language switch (server/i18n/locale-routing.ts) of a signed-in visitor: their account's emails
 * follow the choice. A visitor without a session changes nothing.
 */
export function accountLocaleSaver(deps: Pick<AppDeps, "db" | "auth">): SaveAccountLocale {
  return async (headers, locale) => {
    const user = await readSessionUser(deps.auth, headers);
    if (!user) return;
    await deps.db.update(profiles).set({ locale, updatedAt: new Date() }).where(eq(profiles.id, user.id));
  };
}

/** Whether I get an email about messages left unread (the profile setting). */
export async function getMessageEmails(db: Executor, actingUser: SessionUser | null): Promise<boolean> {
  const user = requireUser(actingUser);
  const [row] = await db
    .select({ messageEmails: profiles.messageEmails })
    .from(profiles)
    .where(eq(profiles.id, user.id));
  return row?.messageEmails ?? true;
}

export const RENTERS_ONLY_ADD_LANDLORD = "Only a renter account can add landlord tools.";

/**
 * A renter adds the landlord tools to their own account ("Become a Verified Landlord Today"): the
 * account's role becomes landlord. Roles stay server-owned: this is the one change anybody may make to
 * their own role, only from renter to landlord, only their own (never to admin, never back). A landlord
 * asking again changes nothing; an admin is refused. A role is single-valued, so the account keeps what
 * it made as a renter (its Rent Parties, the applications it sent, its messages: the landlord dashboard
 * shows them), and applying for new rentals stays with renter accounts.
 */
export async function addLandlordRole(
  db: Executor,
  actingUser: SessionUser | null,
): Promise<{ changed: boolean }> {
  const user = requireUser(actingUser);
  if (user.role === "landlord") return { changed: false };
  if (user.role !== "renter") throw new AppError("FORBIDDEN", RENTERS_ONLY_ADD_LANDLORD);
  // Only a row that is still a renter's: a role changed meanwhile (by an admin) is not overwritten.
  const [row] = await db
    .update(profiles)
    .set({ role: "landlord", updatedAt: new Date() })
    .where(and(eq(profiles.id, user.id), eq(profiles.role, "renter")))
    .returning({ id: profiles.id });
  if (row) return { changed: true };
  const [current] = await db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, user.id));
  if (current?.role === "landlord") return { changed: false };
  throw new AppError("FORBIDDEN", RENTERS_ONLY_ADD_LANDLORD);
}
