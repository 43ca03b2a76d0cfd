import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../db/schema/auth";
import { createTestApp, signUp, type TestApp } from "../test/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
});
afterAll(() => t.close());

const post = (body: unknown, cookie?: string) => ({
  method: "POST",
  headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
  body: JSON.stringify(body),
});

async function profileOf(email: string) {
  const [row] = await t.deps.db.select().from(profiles).where(eq(profiles.email, email));
  return row;
}

describe("update-user (closed: the profile form is the only way to edit a profile)", () => {
  it.each(["renter", "landlord"])(
    "answers 404 to a %s asking for the admin role, who stays as they were",
    async (role) => {
      const email = `climber-${role}@example.com`;
      const { cookie } = await signUp(t, { email, name: "Climber", role });
      const res = await t.request("/api/auth/update-user", post({ role: "admin" }, cookie));
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('"status":true');
      expect((await profileOf(email)).role).toBe(role);
      const session = await t.request("/api/auth/get-session", { headers: { cookie } });
      expect((await session.json())?.user?.role).toBe(role);
    },
  );

  it.each([
    ["a whitespace-only name", "   "],
    ["a null name", null],
    ["an empty name", ""],
    ["a 101-character name", "x".repeat(101)],
    ["an object name", { first: "Ada" }],
    ["a valid name", "Someone Else"],
  ])("answers 404 to %s and changes nothing", async (_label, name) => {
    const email = `named-${Math.random().toString(36).slice(2)}@example.com`;
    const { cookie } = await signUp(t, { email, name: "Original Name" });
    const before = await profileOf(email);
    const res = await t.request("/api/auth/update-user", post({ name, phone: "+15555550100" }, cookie));
    expect(res.status).toBe(404);
    const after = await profileOf(email);
    expect(after).toEqual(before);
  });
});

describe("Better Auth endpoints the app does not use", () => {
  let cookie: string;
  beforeAll(async () => {
    ({ cookie } = await signUp(t, { email: "closed@example.com", name: "Closed Doors" }));
  });

  it.each([
    ["POST", "/api/auth/update-user"],
    ["POST", "/api/auth/change-email"],
    ["POST", "/api/auth/change-password"],
    ["POST", "/api/auth/delete-user"],
    ["GET", "/api/auth/delete-user/callback"],
    ["GET", "/api/auth/list-sessions"],
    ["POST", "/api/auth/revoke-session"],
    ["POST", "/api/auth/revoke-sessions"],
    ["POST", "/api/auth/revoke-other-sessions"],
    ["POST", "/api/auth/update-session"],
    ["POST", "/api/auth/get-session"],
    ["POST", "/api/auth/send-verification-email"],
    ["GET", "/api/auth/verify-email"],
    ["POST", "/api/auth/sign-in/social"],
    ["POST", "/api/auth/link-social"],
    ["GET", "/api/auth/list-accounts"],
    ["POST", "/api/auth/unlink-account"],
    ["POST", "/api/auth/refresh-token"],
    ["POST", "/api/auth/get-access-token"],
    ["GET", "/api/auth/account-info"],
    ["GET", "/api/auth/ok"],
    ["GET", "/api/auth/error"],
    ["POST", "/api/auth/verify-password"],
    ["POST", "/api/auth/sign-in/email/"],
    ["POST", "/api/auth/Update-User"],
    ["POST", "/api/auth//update-user"],
    ["POST", "/api/auth/update%2Duser"],
    ["GET", "/api/auth/reset-password/abc/def"],
  ])("%s %s answers 404, signed in or not", async (method, path) => {
    const signedOut: Record<string, string> = { "content-type": "application/json" };
    for (const headers of [signedOut, { ...signedOut, cookie }]) {
      const res = await t.request(path, { method, headers, ...(method === "POST" ? { body: "{}" } : {}) });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await res.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
    }
  });

  it("still lets the signed-in user read their session", async () => {
    const session = await t.request("/api/auth/get-session", { headers: { cookie } });
    expect(session.status).toBe(200);
    expect((await session.json())?.user?.email).toBe("closed@example.com");
  });

  it("still opens the emailed password-reset link", async () => {
    await signUp(t, { email: "link@example.com" });
    const res = await t.request(
      "/api/auth/request-password-reset",
      post({ email: "link@example.com", redirectTo: "/reset-password" }),
    );
    expect(res.status).toBe(200);
    await t.drainJobs();
    const url = new URL(
      t.mailer.sent.find((m) => m.to === "link@example.com")?.text.match(/https?:\/\/\S+/)?.[0] ?? "",
    );
    expect(url.pathname).toMatch(/^\/api\/auth\/reset-password\/[^/]+$/);
    const opened = await t.request(url.pathname + url.search);
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toMatch(/^http:\/\/localhost:3999\/reset-password\?token=/);
  });
});
