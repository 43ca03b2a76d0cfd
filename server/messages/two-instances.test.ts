import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { AppDeps } from "../context";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { createListing, createUser } from "../db/seed/factories";
import { createDeps } from "../deps";
import { loadEnv } from "../env";
import { messageLandlord } from "../listings/message-service";
import { createLogger } from "../logger";
import { MemoryMailer, TEST_ORIGIN } from "../test/app";
import { createScratchDatabase } from "../test/scratch-database";

/**
 * Two app instances on one PostgreSQL database: a message sent through instance A reaches an event stream
 * open on instance B (LISTEN/NOTIFY). Needs a PostgreSQL server: skipped without TEST_DATABASE_URL.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("realtime across two app instances on one PostgreSQL", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  const instances: { database: DatabaseHandle; deps: AppDeps; app: ReturnType<typeof createApp> }[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "affordable-two-"));

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl ?? "", "t");
    const env = loadEnv({
      NODE_ENV: "test",
      PUBLIC_URL: TEST_ORIGIN,
      DATA_DIR: dataDir,
      BETTER_AUTH_SECRET: "two-instances-test-secret-0123456789abcdef",
    });
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ databaseUrl: scratch.url, onIdleConnectionError: () => {} });
      const deps = await createDeps(env, database, createLogger("silent"), {
        mailTransport: new MemoryMailer(),
      });
      instances.push({ database, deps, app: createApp(deps) });
    }
  });

  afterAll(async () => {
    for (const { deps, database } of instances) {
      await deps.messageEvents.stop();
      await deps.jobs.stop();
      await database.close();
    }
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("a message sent through instance A arrives on instance B's event stream", async () => {
    const [a, b] = instances;
    const landlord = await createUser(a.deps.db, {
      role: "landlord",
      email: `two-${scratch?.name}@example.com`,
    });
    const renter = await createUser(a.deps.db, { role: "renter" });
    const listing = await createListing(a.deps.db, { ownerId: landlord.id, status: "active" });
    const signIn = await b.app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: TEST_ORIGIN },
      body: JSON.stringify({ email: landlord.email, password: "password123" }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

    const res = await b.app.request("/api/messages/events", { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    expect(res.headers.get("cache-control")).toBe("no-cache, no-transform");
    const reader = res.body?.getReader();
    if (!reader) throw new Error("no stream");
    const decoder = new TextDecoder();
    let received = "";
    const readUntil = async (needle: string) => {
      while (!received.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${needle}`);
        received += decoder.decode(value);
      }
    };
    await readUntil("event: ready");

    const renterSession = {
      id: renter.id,
      email: renter.email,
      fullName: renter.fullName,
      phone: null,
      role: "renter" as const,
    };
    const started = performance.now();
    const sent = await messageLandlord(a.deps, renterSession, listing.id, {
      messageText: "Across instances",
    });
    await readUntil(sent.conversationId);
    const ms = performance.now() - started;
    expect(received).toContain(`"type":"message"`);
    expect(ms).toBeLessThan(2000);
    await reader.cancel();
  });
});
