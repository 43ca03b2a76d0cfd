import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client";
import { createScratchDatabase } from "./scratch-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite: a migrated data directory (an uncompressed dump) every test file's database starts from. */
    pgliteTemplate?: string;
    /** PostgreSQL: a migrated database every test file's database is created from. */
    postgresTemplate?: string;
  }
}

/**
 * Each test file gets a fresh database, and creating one from nothing costs seconds (PGlite's initdb, then
 * every migration). The migrated database is made once here; each file copies it (loads the PGlite dump, or
 * `create database ... template` on PostgreSQL).
 */
export default async function setup(project: TestProject) {
  if (project.name === "postgres") return setupPostgres(project);
  const handle = await openDatabase({});
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir("none");
  await handle.close();
  const file = path.join(os.tmpdir(), `affordable-pglite-template-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => fs.rmSync(file, { force: true });
}

async function setupPostgres(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("the postgres project needs TEST_DATABASE_URL");
  const template = await createScratchDatabase(serverUrl, "t_template");
  // A template must have no connections while it is copied: migrate, then close the pool.
  const handle = await openDatabase({ databaseUrl: template.url });
  await handle.close();
  project.provide("postgresTemplate", template.name);
  return template.drop;
}
