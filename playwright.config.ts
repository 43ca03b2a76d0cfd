import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { SERVER_START_TIMEOUT_MS } from "./tests/e2e/server-process";

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://localhost:${PORT}`;
/** A second app server: empty database, rent estimates from the stub provider (cities.spec.ts). */
const MARKET_PORT = PORT + 1;
export const MARKET_APP_URL = `http://127.0.0.1:${MARKET_PORT}`;
/** The stub rent-estimates provider the second server asks (tests/e2e/market-data-stub.ts). */
const STUB_PORT = PORT + 2;
export const MARKET_STUB_URL = `http://127.0.0.1:${STUB_PORT}`;
/** The map tiles' stand-in (tests/e2e/tile-stub.ts): the first server's MAP_TILE_URL, never the internet. */
const TILE_PORT = PORT + 5;
export const TILE_STUB_URL = `http://127.0.0.1:${TILE_PORT}`;
/**
 * A real SMTP server (tests/e2e/smtp-sink.ts): the first server's SMTP_URL. It writes each message it
 * receives into that server's mail folder, which the specs read (readMail in tests/e2e/fixtures.ts).
 * (+6 is pwa.spec.ts's second server.)
 */
const SMTP_PORT = PORT + 7;

/**
 * Two more app servers on ONE PostgreSQL database (messaging across instances, messaging.spec.ts), when
 * a PostgreSQL server is at hand (TEST_DATABASE_URL, as in CI): a fresh database per run, demo data
 * loaded by the first instance before the second starts (the runner starts web servers one after another).
 */
export const INSTANCE_A_URL = `http://127.0.0.1:${PORT + 3}`;
export const INSTANCE_B_URL = `http://127.0.0.1:${PORT + 4}`;
if (process.env.TEST_DATABASE_URL && !process.env.E2E_SHARED_DATABASE_URL) {
  const admin = process.env.TEST_DATABASE_URL;
  const name = `affordable_e2e_${process.pid}_${Date.now()}`;
  execFileSync("psql", [admin, "-q", "-c", `create database ${name}`]);
  const shared = new URL(admin);
  shared.pathname = `/${name}`;
  process.env.E2E_SHARED_DATABASE_URL = shared.toString();
  process.on("exit", () => {
    try {
      execFileSync("psql", [admin, "-q", "-c", `drop database if exists ${name} with (force)`]);
    } catch {
      // A database left behind is harmless: each run makes its own.
    }
  });
}
const sharedDatabaseUrl = process.env.E2E_SHARED_DATABASE_URL;

// Fresh data folders per run, made once by the runner (workers load this file again and inherit them):
// each built server starts on an empty embedded database, the first one with demo data.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "affordable-e2e-"));
  process.env.E2E_MARKET_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "affordable-e2e-market-"));
  const made = [process.env.E2E_DATA_DIR, process.env.E2E_MARKET_DATA_DIR];
  // The runner stops the servers before it exits.
  process.on("exit", () => {
    for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
  });
}
const dataDir = process.env.E2E_DATA_DIR;
const marketDataDir =
  process.env.E2E_MARKET_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "affordable-e2e-market-"));

/** The built server; a busy machine can take well over a minute to start it (the same deadline as pwa.spec.ts's). */
const appServer = {
  command: "node --import tsx server/index.ts",
  reuseExistingServer: false,
  timeout: SERVER_START_TIMEOUT_MS,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
};

export default defineConfig({
  testDir: "tests/e2e",
  // Per port, so that runs side by side (E2E_PORT) do not clear each other's results at start.
  outputDir: process.env.E2E_PORT ? `test-results/${process.env.E2E_PORT}` : "test-results",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: BASE_URL,
    // No trace by default: recording one for every test (DOM snapshots and a screencast of each step) to keep
    // the failures' made the browser tests 15 % slower on this 2-core machine (343 -> 298 s without).
    // A failure still prints its error and the page's ARIA snapshot (error-context.md); to record traces,
    // run `npx playwright test --trace retain-on-failure`.
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    },
  },
  projects: [
    // Signs each demo account in once and saves its session for `test.use({ storageState })`.
    { name: "setup", testMatch: /auth\.setup\.ts/ },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      dependencies: ["setup"],
    },
  ],
  webServer: [
    {
      ...appServer,
      url: `${BASE_URL}/api/health`,
      env: {
        PORT: String(PORT),
        DATA_DIR: dataDir,
        PUBLIC_URL: BASE_URL,
        LOG_LEVEL: "warn",
        AUTH_RATE_LIMIT_PER_MINUTE: "1000",
        SUPPORT_EMAIL: "support@affordable.example",
        // Our social accounts (pages.spec.ts); the second server has none, so it links none.
        SOCIAL_INSTAGRAM_URL: "https://www.instagram.com/affordable.example/",
        SOCIAL_X_URL: "https://x.com/affordable_example",
        SOCIAL_FACEBOOK_URL: "https://www.facebook.com/affordable.example",
        SOCIAL_TIKTOK_URL: "https://www.tiktok.com/@affordable.example",
        SOCIAL_LINKEDIN_URL: "https://www.linkedin.com/company/affordable-example",
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        // Instant alerts within seconds (the match job's own schedule is once a minute).
        ALERT_MATCH_SECONDS: "2",
        DATABASE_URL: "",
        MARKET_DATA_URL: "",
        MARKET_DATA_KEY: "",
        MAP_TILE_URL: `${TILE_STUB_URL}/{z}/{x}/{y}.png`,
      },
    },
    {
      command: "node --import tsx tests/e2e/smtp-sink.ts",
      // A TCP port, not an HTTP address: ready once it takes connections.
      port: SMTP_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { PORT: String(SMTP_PORT), MAIL_DIR: path.join(dataDir, "mail") },
    },
    {
      command: "node --import tsx tests/e2e/tile-stub.ts",
      url: `${TILE_STUB_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { PORT: String(TILE_PORT) },
    },
    {
      command: "node --import tsx tests/e2e/market-data-stub.ts",
      url: `${MARKET_STUB_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { PORT: String(STUB_PORT) },
    },
    {
      ...appServer,
      url: `${MARKET_APP_URL}/api/health`,
      env: {
        PORT: String(MARKET_PORT),
        DATA_DIR: marketDataDir,
        PUBLIC_URL: MARKET_APP_URL,
        SEED: "never",
        LOG_LEVEL: "error",
        SMTP_URL: "",
        DATABASE_URL: "",
        MARKET_DATA_URL: MARKET_STUB_URL,
        MARKET_DATA_KEY: "test-key",
      },
    },
    ...(sharedDatabaseUrl
      ? [INSTANCE_A_URL, INSTANCE_B_URL].map((url, i) => ({
          ...appServer,
          url: `${url}/api/health`,
          env: {
            PORT: new URL(url).port,
            DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "affordable-e2e-instance-")),
            PUBLIC_URL: url,
            DATABASE_URL: sharedDatabaseUrl,
            SEED: i === 0 ? "always" : "never",
            LOG_LEVEL: "error",
            AUTH_RATE_LIMIT_PER_MINUTE: "1000",
            SMTP_URL: "",
            MARKET_DATA_URL: "",
            MARKET_DATA_KEY: "",
          },
        }))
      : []),
  ],
});
