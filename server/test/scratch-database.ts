import crypto from "node:crypto";
import pg from "pg";

/** Runs one statement on the server through a connection of its own (CREATE/DROP DATABASE refuse a transaction). */
async function onServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A throw-away database on the PostgreSQL server of `serverUrl` (tests and benchmarks): a random name after
 * `prefix`, copied from `template` when given. `drop` removes it `with (force)`: pools that used it may
 * still hold idle connections.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  options: { template?: string } = {},
) {
  const name = `${prefix}_${crypto.randomBytes(6).toString("hex")}`;
  await onServer(
    serverUrl,
    `create database ${name}${options.template ? ` template ${options.template}` : ""}`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
