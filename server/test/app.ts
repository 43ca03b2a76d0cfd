import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { DEFAULT_TIME_ZONE } from "../../common/time-zone";
import { createApp } from "../app";
import type { AppDeps, RequestContext } from "../context";
import type { DatabaseHandle } from "../db/client";
import { createDeps } from "../deps";
import { loadEnv } from "../env";
import type { Mailer, MailMessage } from "../integrations/email/mailer";
import { createLogger } from "../logger";
import { createTestDatabase } from "./database";

export const TEST_ORIGIN = "http://localhost:3999";

/** A mailer that keeps what it was asked to send, for assertions. */
export class MemoryMailer implements Mailer {
  readonly destination = "memory";
  readonly sent: MailMessage[] = [];
  failNext = false;
  async send(message: MailMessage) {
    if (this.failNext) {
      this.failNext = false;
      throw new Error("SMTP connection refused");
    }
    this.sent.push(message);
  }
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  database: DatabaseHandle;
  /** The mail transport: what the email jobs sent. Run `drainJobs()` first. */
  mailer: MemoryMailer;
  /** Runs every queued job that is due (emails, ...) in this process, as a worker would. */
  drainJobs(options?: { includeDelayed?: boolean }): Promise<number>;
  /** A request from our own origin (state-changing requests need it). */
  request(pathname: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * One app for a test file: `create` makes it (with the file's people) before the file's tests, `use` hands it
 * to the file's variables, and the app is closed after the tests.
 */
export function appPerFile<A extends { t: TestApp }>(create: () => Promise<A>, use: (made: A) => void) {
  let made: A | undefined;
  beforeAll(async () => {
    made = await create();
    use(made);
  });
  afterAll(() => made?.t.close());
}

/** The real Hono app over a fresh database, without the page build (API and service tests). */
export async function createTestApp(settings: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "affordable-test-"));
  const env = loadEnv({ NODE_ENV: "test", PUBLIC_URL: TEST_ORIGIN, DATA_DIR: dataDir, ...settings });
  const mailer = new MemoryMailer();
  const deps = await createDeps(env, database, createLogger("silent"), { mailTransport: mailer });
  const app = createApp(deps);
  return {
    app,
    deps,
    database,
    mailer,
    drainJobs: (options) => deps.jobs.drain(options),
    request(pathname, init = {}) {
      const headers = new Headers(init.headers);
      if (!headers.has("origin")) headers.set("origin", TEST_ORIGIN);
      return Promise.resolve(app.request(pathname, { ...init, headers }));
    },
    async close() {
      await deps.messageEvents.stop();
      await deps.jobs.stop();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs up through the real auth endpoint and returns the session cookie. */
export async function signUp(
  t: TestApp,
  body: { email: string; password?: string; name?: string; role?: string },
  headers: Record<string, string> = {},
): Promise<{ status: number; cookie: string; json: unknown }> {
  const res = await t.request("/api/auth/sign-up/email", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ password: "password123", name: "Test Person", ...body }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { status: res.status, cookie, json: await res.json().catch(() => null) };
}

/** What a page loader or action receives as `context`, for calling route modules directly in tests. */
export function testRequestContext(deps: AppDeps, user: RequestContext["user"] = null): RequestContext {
  return {
    deps,
    user,
    cspNonce: "",
    requestId: "test",
    clientIp: "127.0.0.1",
    logger: createLogger("silent"),
    timeZone: DEFAULT_TIME_ZONE,
    locale: "en",
  };
}
