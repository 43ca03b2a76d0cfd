import { customType } from "drizzle-orm/pg-core";

/**
 * The `cube` extension's type (migration 0028 creates the extension; PGlite loads it in server/db/client.ts).
 * Read as its text form, "(x, y, z)"; only the database computes and compares it.
 */
export const cube = customType<{ data: string; driverData: string }>({
  dataType: () => "cube",
});
