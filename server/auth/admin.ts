import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { emailSchema, fullNameSchema, passwordSchema } from "../../common/schemas/auth";
import type { Database } from "../db/client";
import { accounts, profiles } from "../db/schema/auth";
import { createUser } from "../db/seed/factories";

/**
 * Creates an admin account, or promotes an existing account to admin (and sets its password when one
 * is given). The only way to get the admin role besides the demo data: sign-up never grants it.
 */
export async function createOrPromoteAdmin(
  db: Database,
  input: { email: string; password?: string; name?: string },
): Promise<{ action: "created" | "promoted"; id: string }> {
  const email = emailSchema.parse(input.email);
  const password = input.password === undefined ? undefined : passwordSchema.parse(input.password);
  const name = input.name === undefined ? undefined : fullNameSchema.parse(input.name);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(profiles).where(eq(profiles.email, email));
    if (existing) {
      await tx
        .update(profiles)
        .set({ role: "admin", ...(name ? { fullName: name } : {}), updatedAt: new Date() })
        .where(eq(profiles.id, existing.id));
      if (password) {
        const hash = await hashPassword(password);
        const updated = await tx
          .update(accounts)
          .set({ password: hash, updatedAt: new Date() })
          .where(eq(accounts.userId, existing.id))
          .returning({ id: accounts.id });
        if (updated.length === 0) {
          await tx.insert(accounts).values({
            id: crypto.randomUUID(),
            accountId: existing.id,
            providerId: "credential",
            userId: existing.id,
            password: hash,
          });
        }
      }
      return { action: "promoted" as const, id: existing.id };
    }
    if (!password) throw new Error("A new admin needs --password (at least 6 characters)");
    const user = await createUser(tx, { email, password, fullName: name ?? "Administrator", role: "admin" });
    return { action: "created" as const, id: user.id };
  });
}
