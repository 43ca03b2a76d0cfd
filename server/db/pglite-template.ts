/**
 * Writes PGLITE_TEMPLATE (server/db/pglite-template.tar.gz), the data directory a new embedded database
 * starts from: initdb, then every migration, dumped and gzipped.
 *
 *   npm run db:template        (node --import tsx server/db/pglite-template.ts)
 *
 * Re-run it after adding migrations when you like: a template behind the journal stays correct (the
 * migrator applies what it lacks at each new database's start), it only saves less.
 */
import fs from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import { openDatabase, PGLITE_TEMPLATE } from "./client";

export async function makePgliteTemplate(): Promise<Blob> {
  const handle = await openDatabase({ template: null });
  try {
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    await client.exec("checkpoint");
    return await client.dumpDataDir("gzip");
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && import.meta.filename === fs.realpathSync(process.argv[1])) {
  const dump = await makePgliteTemplate();
  fs.writeFileSync(PGLITE_TEMPLATE, Buffer.from(await dump.arrayBuffer()));
  console.log(`wrote ${PGLITE_TEMPLATE} (${(fs.statSync(PGLITE_TEMPLATE).size / 1e6).toFixed(1)} MB)`);
}
