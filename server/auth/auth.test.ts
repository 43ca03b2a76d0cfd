import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { accounts, profiles } from "../db/schema/auth";
import { EMAIL_JOB } from "../jobs/email";
import { createTestApp, signUp, type TestApp } from "../test/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
});
afterAll(() => t.close());

const json = (body: unknown) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

describe("sign-up", () => {
  it("creates the account and its profile in one step, with the chosen role", async () => {
    const res = await signUp(t, { email: "lena@example.com", name: "  Lena Landlord ", role: "landlord" });
    expect(res.status).toBe(200);
    expect(res.cookie).toMatch(/session_token=/);
    const [profile] = await t.deps.db.select().from(profiles).where(eq(profiles.email, "lena@example.com"));
    expect(profile).toMatchObject({ fullName: "Lena Landlord", role: "landlord", phone: null });
    const rows = await t.deps.db.select().from(accounts).where(eq(accounts.userId, profile.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].password).not.toContain("password123");
  });

  it.each([
    ["lang=es", "es"],
    ["lang=en", "en"],
    ["lang=fr", "en"],
    [undefined, "en"],
  ])("keeps the language of the cookie %s for the account's emails", async (cookie, locale) => {
    const email = `lang-${cookie ?? "none"}@example.com`.replace("=", "-");
    const res = await signUp(t, { email }, cookie ? { cookie } : {});
    expect(res.status).toBe(200);
    const [profile] = await t.deps.db.select().from(profiles).where(eq(profiles.email, email));
    expect(profile.locale).toBe(locale);
  });

  it("defaults to renter", async () => {
    await signUp(t, { email: "rob@example.com" });
    const [profile] = await t.deps.db.select().from(profiles).where(eq(profiles.email, "rob@example.com"));
    expect(profile.role).toBe("renter");
  });

  it.each([
    [
      "the admin role",
      { email: "sneaky@example.com", name: "Sneaky", password: "password123", role: "admin" },
    ],
    ["an unknown role", { email: "odd@example.com", name: "Odd", password: "password123", role: "user" }],
    ["an over-long name", { email: "long@example.com", name: "x".repeat(101), password: "password123" }],
    ["a blank name", { email: "blank@example.com", name: "   ", password: "password123" }],
    ["an invalid email", { email: "not-an-email", name: "Bad Email", password: "password123" }],
    ["a short password", { email: "short@example.com", name: "Short", password: "12345" }],
    ["a missing password", { email: "nopass@example.com", name: "No Pass" }],
  ])("refuses %s with a 4xx and creates nothing", async (_label, body) => {
    const before = await t.deps.db.select({ id: profiles.id }).from(profiles);
    const res = await t.request("/api/auth/sign-up/email", json(body));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const text = await res.text();
    expect(text).not.toMatch(/at .*\.(ts|js):\d+/);
    const after = await t.deps.db.select({ id: profiles.id }).from(profiles);
    expect(after).toHaveLength(before.length);
  });

  it.each([
    ["the admin role", { role: "admin" }],
    ["a null role", { role: null }],
    ["a role object", { role: { toString: "admin" } }],
    ["a role array", { role: ["admin"] }],
    ["a numeric role", { role: 1 }],
    ["a whitespace-only name", { name: " \t  " }],
    ["a null name", { name: null }],
    ["an object name", { name: { first: "Ada" } }],
    ["a numeric name", { name: 42 }],
    ["an empty name", { name: "" }],
    ["a 101-character name", { name: "x".repeat(101) }],
  ])("refuses %s with 400, never 500, and creates nothing", async (_label, override) => {
    const email = `bad-${Math.random().toString(36).slice(2)}@example.com`;
    const res = await t.request(
      "/api/auth/sign-up/email",
      json({ email, name: "Valid Name", password: "password123", ...override }),
    );
    expect(res.status).toBe(400);
    const rows = await t.deps.db.select().from(profiles).where(eq(profiles.email, email));
    expect(rows).toHaveLength(0);
  });

  it("takes renter or landlord from a sign-up made by a page action (auth.api)", async () => {
    const signUpWith = (body: { email: string; name: string; password: string; role: string }) =>
      t.deps.auth.api.signUpEmail({ body });
    await signUpWith({
      email: "page-ll@example.com",
      name: "Page Landlord",
      password: "password123",
      role: "landlord",
    });
    const [profile] = await t.deps.db
      .select()
      .from(profiles)
      .where(eq(profiles.email, "page-ll@example.com"));
    expect(profile.role).toBe("landlord");
    await expect(
      signUpWith({
        email: "page-admin@example.com",
        name: "Page Admin",
        password: "password123",
        role: "admin",
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
    const admins = await t.deps.db
      .select()
      .from(profiles)
      .where(eq(profiles.email, "page-admin@example.com"));
    expect(admins).toHaveLength(0);
  });

  it("refuses a 10 MB body with 413", async () => {
    const res = await t.request(
      "/api/auth/sign-up/email",
      json({ email: "big@example.com", name: "x".repeat(10 * 1024 * 1024) }),
    );
    expect(res.status).toBe(413);
  });

  it("refuses a state-changing request from another origin", async () => {
    const res = await t.request("/api/auth/sign-up/email", {
      ...json({ email: "csrf@example.com", name: "Csrf", password: "password123" }),
      headers: { "content-type": "application/json", origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    const rows = await t.deps.db.select().from(profiles).where(eq(profiles.email, "csrf@example.com"));
    expect(rows).toHaveLength(0);
  });

  it.each(["null", "not a url", ""])("refuses an Origin of %j with 403, not 500", async (origin) => {
    const res = await t.request("/api/auth/sign-up/email", {
      ...json({ email: "odd-origin@example.com", name: "Odd", password: "password123" }),
      headers: { "content-type": "application/json", origin },
    });
    expect(res.status).toBe(403);
  });
});

describe("sign-in", () => {
  it("signs in with the right password and refuses a wrong one", async () => {
    await signUp(t, { email: "sam@example.com", password: "right-password" });
    const ok = await t.request(
      "/api/auth/sign-in/email",
      json({ email: "sam@example.com", password: "right-password" }),
    );
    expect(ok.status).toBe(200);
    expect(ok.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    expect(ok.headers.get("set-cookie")).toMatch(/SameSite=Lax/i);
    const bad = await t.request(
      "/api/auth/sign-in/email",
      json({ email: "sam@example.com", password: "wrong-password" }),
    );
    expect(bad.status).toBe(401);
    expect((await bad.json()).message).toBe("Invalid email or password");
  });

  it("ends the session on sign-out", async () => {
    const { cookie } = await signUp(t, { email: "out@example.com" });
    const session = await t.request("/api/auth/get-session", { headers: { cookie } });
    expect((await session.json())?.user?.email).toBe("out@example.com");
    await t.request("/api/auth/sign-out", { method: "POST", headers: { cookie } });
    const after = await t.request("/api/auth/get-session", { headers: { cookie } });
    expect(await after.json()).toBeNull();
  });
});

describe("the role is server-owned", () => {
  it("cannot be written through Better Auth's update-user, even called from the server", async () => {
    const { cookie } = await signUp(t, { email: "owner@example.com", role: "landlord" });
    await expect(
      t.deps.auth.api.updateUser({ body: { role: "admin" } as never, headers: new Headers({ cookie }) }),
    ).rejects.toMatchObject({ statusCode: 400 });
    const [profile] = await t.deps.db.select().from(profiles).where(eq(profiles.email, "owner@example.com"));
    expect(profile.role).toBe("landlord");
  });

  it("cannot be changed by any Better Auth user update", async () => {
    await signUp(t, { email: "internal@example.com" });
    const [profile] = await t.deps.db
      .select()
      .from(profiles)
      .where(eq(profiles.email, "internal@example.com"));
    const ctx = await t.deps.auth.$context;
    await expect(ctx.internalAdapter.updateUser(profile.id, { role: "admin" })).rejects.toMatchObject({
      statusCode: 403,
    });
    const [after] = await t.deps.db.select().from(profiles).where(eq(profiles.id, profile.id));
    expect(after.role).toBe("renter");
  });
});

describe("cookies", () => {
  it("marks the session cookie Secure when the public address is HTTPS", async () => {
    const https = await createTestApp({
      PUBLIC_URL: "https://affordable.example",
      PAYMENTS_SANDBOX_ALLOWED: "true",
    });
    try {
      const res = await https.app.request("/api/auth/sign-up/email", {
        ...json({ email: "tls@example.com", name: "Tls", password: "password123" }),
        headers: { "content-type": "application/json", origin: "https://affordable.example" },
      });
      expect(res.status).toBe(200);
      const cookie = res.headers.get("set-cookie") ?? "";
      expect(cookie).toMatch(/Secure/);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(res.headers.get("strict-transport-security")).toMatch(/max-age=/);
    } finally {
      await https.close();
    }
  });
});

describe("password reset", () => {
  it("emails a link whose token sets a new password", async () => {
    await signUp(t, { email: "forgetful@example.com", password: "old-password" });
    const res = await t.request(
      "/api/auth/request-password-reset",
      json({ email: "forgetful@example.com", redirectTo: "/reset-password" }),
    );
    expect(res.status).toBe(200);
    await t.drainJobs();
    const mail = t.mailer.sent.find((m) => m.to === "forgetful@example.com");
    expect(mail?.subject).toBe("Reset your Affordable password");
    const url = mail?.text.match(/https?:\/\/\S+/)?.[0] ?? "";
    const token = url.match(/reset-password\/([^?]+)/)?.[1];
    expect(token).toMatch(/^[A-Za-z0-9]{24}$/);
    const reset = await t.request("/api/auth/reset-password", json({ token, newPassword: "new-password" }));
    expect(reset.status).toBe(200);
    const oldLogin = await t.request(
      "/api/auth/sign-in/email",
      json({ email: "forgetful@example.com", password: "old-password" }),
    );
    expect(oldLogin.status).toBe(401);
    const newLogin = await t.request(
      "/api/auth/sign-in/email",
      json({ email: "forgetful@example.com", password: "new-password" }),
    );
    expect(newLogin.status).toBe(200);
  });

  it("writes to a Spanish account in Spanish, its link unchanged", async () => {
    await signUp(t, { email: "olvido@example.com", name: "Rosa Díaz" }, { cookie: "lang=es" });
    const res = await t.request(
      "/api/auth/request-password-reset",
      json({ email: "olvido@example.com", redirectTo: "/reset-password" }),
    );
    expect(res.status).toBe(200);
    await t.drainJobs();
    const mail = t.mailer.sent.find((m) => m.to === "olvido@example.com");
    expect(mail?.subject).toBe("Restablece tu contraseña de Affordable");
    expect(mail?.text).toMatch(/^Hola, Rosa Díaz:\n/);
    expect(mail?.text).toMatch(
      /\/api\/auth\/reset-password\/[A-Za-z0-9]{24}\?callbackURL=%2Fes%2Freset-password\n/,
    );
    expect(mail?.text).not.toContain("Someone asked");
  });

  it("puts one email job on the queue and sends nothing itself", async () => {
    await signUp(t, { email: "queued-reset@example.com" });
    await t.drainJobs();
    const sentBefore = t.mailer.sent.length;
    const queuedBefore = await t.deps.jobs.count(EMAIL_JOB, "created");
    const res = await t.request(
      "/api/auth/request-password-reset",
      json({ email: "queued-reset@example.com" }),
    );
    expect(res.status).toBe(200);
    expect(await t.deps.jobs.count(EMAIL_JOB, "created")).toBe(queuedBefore + 1);
    expect(t.mailer.sent.length).toBe(sentBefore);
    await t.drainJobs();
    expect(t.mailer.sent.slice(sentBefore).map((m) => m.to)).toEqual(["queued-reset@example.com"]);
  });

  it("answers with an error, not the usual success, when the email cannot be queued", async () => {
    await signUp(t, { email: "unqueued-reset@example.com" });
    const send = vi.spyOn(t.deps.jobs, "send").mockRejectedValueOnce(new Error("queue unavailable"));
    try {
      const res = await t.request(
        "/api/auth/request-password-reset",
        json({ email: "unqueued-reset@example.com" }),
      );
      expect(res.status).toBe(500);
      expect(send).toHaveBeenCalledTimes(1);
    } finally {
      send.mockRestore();
    }
  });

  it("answers the same for an unknown email and sends nothing", async () => {
    const before = t.mailer.sent.length;
    const res = await t.request("/api/auth/request-password-reset", json({ email: "nobody@example.com" }));
    expect(res.status).toBe(200);
    await t.drainJobs();
    expect(t.mailer.sent.length).toBe(before);
  });
});

describe("rate limiting", () => {
  it("behind one trusted proxy, counts by the address the proxy appended, not the client's own entries", async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "3", TRUST_PROXY: "1" });
    try {
      const attempt = (forwardedFor: string) =>
        limited.request("/api/auth/sign-in/email", {
          ...json({ email: "x@example.com", password: "whatever1" }),
          headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await attempt(`6.6.6.${i}, 203.0.113.9`)).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect((await attempt("203.0.113.10")).status).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it("refuses the 11th sign-in attempt in a minute from one address with 429", async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "10" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await limited.request(
          "/api/auth/sign-in/email",
          json({ email: "x@example.com", password: "whatever1" }),
        );
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
