import { eq } from "drizzle-orm";
import { profileUpdateSchema } from "../../common/schemas/profile";
import { requireUser, type SessionUser } from "../auth/session";
import type { Executor } from "../db/client";
import { profiles } from "../db/schema/auth";
import { AppError } from "../errors";
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

/** Whether I get an email about messages left unread (the profile setting). */
export async function getMessageEmails(db: Executor, actingUser: SessionUser | null): Promise<boolean> {
  const user = requireUser(actingUser);
  const [row] = await db
    .select({ messageEmails: profiles.messageEmails })
    .from(profiles)
    .where(eq(profiles.id, user.id));
  return row?.messageEmails ?? true;
}
