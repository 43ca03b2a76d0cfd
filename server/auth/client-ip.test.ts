import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { profiles, sessions } from "../db/schema/auth";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../test/app";

/** Headers a client could send to choose the address recorded with its session. */
const SPOOFED = { "x-client-ip": "6.6.6.6", "x-affordable-client-ip": "6.6.6.6", "x-real-ip": "6.6.6.6" };

let t: TestApp;
/** The same app and database behind one trusted proxy (TRUST_PROXY=1). */
let proxied: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
  proxied = createApp({ ...t.deps, env: { ...t.deps.env, TRUST_PROXY: 1 } });
});
afterAll(() => t.close());

/** A request as @hono/node-server hands it to the app, from a socket at `remoteAddress`. */
function fromSocket(
  app: TestApp["app"],
  remoteAddress: string,
  pathname: string,
  body: unknown,
  headers = {},
) {
  return app.request(
    pathname,
    {
      method: "POST",
      headers: { "content-type": "application/json", origin: TEST_ORIGIN, ...headers },
      body: JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress, remotePort: 40000, remoteFamily: "IPv4" } } },
  );
}

async function sessionAddresses(email: string) {
  const rows = await t.deps.db
    .select({ ipAddress: sessions.ipAddress })
    .from(sessions)
    .innerJoin(profiles, eq(profiles.id, sessions.userId))
    .where(eq(profiles.email, email));
  return rows.map((r) => r.ipAddress);
}

const account = (email: string) => ({ email, name: "Ip Person", password: "password123" });

describe("the address recorded with a session", () => {
  it("is the socket's, whatever x-client-ip the client sends, on sign-up and sign-in", async () => {
    const email = "socket@example.com";
    const up = await fromSocket(t.app, "198.51.100.4", "/api/auth/sign-up/email", account(email), {
      ...SPOOFED,
      "x-forwarded-for": "6.6.6.6",
    });
    expect(up.status).toBe(200);
    const signIn = await fromSocket(
      t.app,
      "198.51.100.7",
      "/api/auth/sign-in/email",
      account(email),
      SPOOFED,
    );
    expect(signIn.status).toBe(200);
    expect((await sessionAddresses(email)).sort()).toEqual(["198.51.100.4", "198.51.100.7"]);
  });

  it("behind a trusted proxy, is the address that proxy appended", async () => {
    const email = "proxied@example.com";
    await fromSocket(proxied, "10.0.0.2", "/api/auth/sign-up/email", account(email), {
      ...SPOOFED,
      "x-forwarded-for": "6.6.6.6, 203.0.113.9",
    });
    expect(await sessionAddresses(email)).toEqual(["203.0.113.9"]);
  });

  it("is the connection's address on a real HTTP server", async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    try {
      await new Promise((resolve) => server.once("listening", resolve));
      const { port } = server.address() as AddressInfo;
      const email = "wire@example.com";
      const res = await fetch(`http://127.0.0.1:${port}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: TEST_ORIGIN, ...SPOOFED },
        body: JSON.stringify(account(email)),
      });
      expect(res.status).toBe(200);
      expect(await sessionAddresses(email)).toEqual(["127.0.0.1"]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
