import { parseArgs } from "node:util";
import { ZodError } from "zod";
import { createOrPromoteAdmin } from "../server/auth/admin";
import { openDatabase } from "../server/db/client";
import { loadEnv } from "../server/env";

// Usage: npm run create-admin -- --email E --password P [--name N]
// On the embedded database, stop the app first: PGlite allows one process per data folder.
const { values } = parseArgs({
  options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
});

async function main() {
  if (!values.email) throw new Error("Usage: npm run create-admin -- --email E --password P [--name N]");
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const result = await createOrPromoteAdmin(database.db, {
      email: values.email,
      password: values.password,
      name: values.name,
    });
    console.log(`${result.action === "created" ? "Created" : "Promoted"} admin ${values.email}`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ZodError ? error.issues.map((i) => i.message).join("; ") : error.message);
  process.exit(1);
});
