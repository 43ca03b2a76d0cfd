import { isDatabaseEmpty, openDatabase } from "../server/db/client";
import { DEMO_ACCOUNTS, seedDemoData } from "../server/db/seed/demo";
import { seedDemoPhotos } from "../server/db/seed/demo-photos";
import { loadEnv } from "../server/env";
import { createStorage } from "../server/integrations/storage/create-storage";

// Loads the demo data on request into the configured database (DATABASE_URL, or the embedded one in
// DATA_DIR), only if it is empty. On the embedded database stop the app first.
async function main() {
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    if (!(await isDatabaseEmpty(database.db))) {
      console.log("The database already has accounts: demo data not loaded.");
      return;
    }
    const storage = createStorage(env);
    console.log("Demo data loaded:", await seedDemoData(database.db, { storage }));
    console.log(
      "Demo photos loaded:",
      await seedDemoPhotos(database.db, storage, DEMO_ACCOUNTS.landlord.email),
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
