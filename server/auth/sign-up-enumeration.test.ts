import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMIT_MESSAGE } from "../rate-limits/limiter";
import { createTestApp, signUp, type TestApp } from "../test/app";
import { loadPageRoutes, mountPageRoutes } from "../test/pages";

/**
 * Sign-up says when an address already has an account (the auth library's message, which the spec has
 * the form show). We keep that and rely on the per-address limit shared by sign-in, sign-up and reset,
 * through the API and the page form alike (docs/security.md, "Hardening"): these tests pin both halves.
 */

const EXISTS = "User already exists. Use another email.";
const LIMIT = 4;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: "1" });
  mountPageRoutes(t, await loadPageRoutes());
  // Made from another address, so the probes below start with a full allowance.
  const made = await t.request("/api/auth/sign-up/email", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.1" },
    body: JSON.stringify({ email: "taken@example.com", name: "Taken", password: "password123" }),
  });
  expect(made.status).toBe(200);
});
afterAll(() => t.close());

const probeApi = (address: string, email = "taken@example.com") =>
  t.request("/api/auth/sign-up/email", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify({ email, name: "Prober", password: "password123" }),
  });

const probePage = (address: string, email = "taken@example.com") =>
  t.request("/auth", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": address },
    body: new URLSearchParams({
      intent: "signup",
      fullName: "Prober",
      email,
      password: "password123",
      role: "renter",
    }).toString(),
  });

describe("sign-up and existing addresses", () => {
  it("says an address has an account (the accepted risk), through the API and the page form", async () => {
    const api = await probeApi("203.0.113.50");
    expect(api.status).toBe(422);
    expect(((await api.json()) as { message?: string }).message).toBe(EXISTS);
    const page = await probePage("203.0.113.51");
    expect(page.status).toBe(400);
    expect(JSON.stringify(await page.json())).toContain(EXISTS);
  });

  it(`answers only "too many attempts" after ${LIMIT} sign-ups a minute from one address, API and form together`, async () => {
    const address = "203.0.113.60";
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++) {
      statuses.push((await (i % 2 === 0 ? probeApi(address) : probePage(address))).status);
    }
    expect(statuses).toEqual([422, 400, 422, 400]);
    // Over the limit: neither way says whether the address (taken or new) has an account.
    for (const email of ["taken@example.com", "new-person@example.com"]) {
      const api = await probeApi(address, email);
      expect(api.status).toBe(429);
      const apiText = await api.text();
      expect(apiText).toContain(RATE_LIMIT_MESSAGE);
      expect(apiText).not.toContain(EXISTS);
      const page = await probePage(address, email);
      expect(page.status).toBe(429);
      const pageText = await page.text();
      expect(pageText).toContain(RATE_LIMIT_MESSAGE);
      expect(pageText).not.toContain(EXISTS);
    }
    expect((await signUp(t, { email: "new-person@example.com" })).status).toBe(200);
  });
});
