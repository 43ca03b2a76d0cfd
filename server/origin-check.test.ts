import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSessionUser } from "./auth/session";
import { rentParties } from "./db/schema/rent-parties";
import { createTestApp, type TestApp } from "./test/app";
import { loadPageRoutes, mountPageRoutes } from "./test/pages";

/**
 * The origin check on state-changing requests compares the whole origin: scheme, host and port. A page
 * served over the other scheme on the same host (plain http next to an https site, or the other way
 * round) is another origin, and so is another port.
 */

/** A valid campaign: only the origin decides whether it is saved. */
const CAMPAIGN = {
  title: "Short on rent after a hospital stay",
  story: "Two weeks in hospital and no sick pay.",
  goalAmount: "650",
  landlordName: "Ana Owner",
  landlordEmail: "ana.owner@example.com",
  city: "Dallas",
  state: "TX",
};

describe.each([
  { deployment: "http", ours: "http://affordable.example", mirror: "https://affordable.example" },
  { deployment: "https", ours: "https://affordable.example", mirror: "http://affordable.example" },
])("on an $deployment deployment", ({ deployment, ours, mirror }) => {
  let t: TestApp;
  let n = 0;
  const HOST = "affordable.example";

  const post = (path: string, origin: string, init: { cookie?: string; json?: unknown; host?: string }) =>
    t.app.request(path, {
      method: "POST",
      headers: {
        host: init.host ?? HOST,
        origin,
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.json
          ? { "content-type": "application/json" }
          : { "content-type": "application/x-www-form-urlencoded" }),
      },
      body: init.json ? JSON.stringify(init.json) : "",
    });

  /** A fresh renter's session cookie, signed up from our own origin. */
  async function renterCookie() {
    const email = `origin-${deployment}-${++n}@example.com`;
    const res = await post("/api/auth/sign-up/email", ours, {
      json: { email, name: "Origin Renter", password: "password123" },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  }

  const signedIn = async (cookie: string) =>
    (await readSessionUser(t.deps.auth, new Headers({ cookie }))) !== null;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: ours, PAYMENTS_SANDBOX_ALLOWED: "true" });
    mountPageRoutes(t, await loadPageRoutes());
  });
  afterAll(() => t.close());

  it("refuses POST /api/rent-parties from the same host over the other scheme, and takes our own", async () => {
    const cookie = await renterCookie();
    const refused = await post("/api/rent-parties", mirror, { cookie, json: CAMPAIGN });
    expect(refused.status).toBe(403);
    const user = await readSessionUser(t.deps.auth, new Headers({ cookie }));
    const own = () =>
      t.deps.db
        .select()
        .from(rentParties)
        .where(eq(rentParties.renterId, user?.id ?? ""));
    expect(await own()).toHaveLength(0);
    const accepted = await post("/api/rent-parties", ours, { cookie, json: CAMPAIGN });
    expect(accepted.status).toBe(201);
    expect(await own()).toHaveLength(1);
  });

  it("refuses POST /sign-out from the same host over the other scheme, and takes our own", async () => {
    const cookie = await renterCookie();
    expect((await post("/sign-out", mirror, { cookie })).status).toBe(403);
    expect(await signedIn(cookie)).toBe(true);
    const accepted = await post("/sign-out", ours, { cookie });
    expect(accepted.status).toBe(302);
    expect(await signedIn(cookie)).toBe(false);
  });

  it("refuses another port of the same host", async () => {
    const cookie = await renterCookie();
    expect((await post("/sign-out", `${ours}:8443`, { cookie })).status).toBe(403);
    expect(await signedIn(cookie)).toBe(true);
  });

  it("reached by another name (an address), takes that name over the deployment's scheme only", async () => {
    const cookie = await renterCookie();
    const host = "127.0.0.1:3999";
    const scheme = new URL(ours).protocol;
    const other = scheme === "https:" ? "http:" : "https:";
    expect((await post("/sign-out", `${other}//${host}`, { cookie, host })).status).toBe(403);
    expect(await signedIn(cookie)).toBe(true);
    expect((await post("/sign-out", `${scheme}//${host}`, { cookie, host })).status).toBe(302);
    expect(await signedIn(cookie)).toBe(false);
  });
});
