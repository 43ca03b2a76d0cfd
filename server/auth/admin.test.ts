import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../db/schema/auth";
import { createTestApp, signUp, type TestApp } from "../test/app";
import { createOrPromoteAdmin } from "./admin";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string) =>
  t.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });

describe("create-admin", () => {
  it("creates a new admin who can sign in", async () => {
    expect(
      await createOrPromoteAdmin(t.deps.db, {
        email: "Boss@Example.com",
        password: "boss-pass",
        name: "Boss",
      }),
    ).toMatchObject({
      action: "created",
    });
    const res = await signIn("boss@example.com", "boss-pass");
    expect(res.status).toBe(200);
    expect((await res.json()).user.role).toBe("admin");
  });

  it("promotes an existing account and can reset its password", async () => {
    await signUp(t, { email: "promote@example.com", password: "first-pass" });
    expect(await createOrPromoteAdmin(t.deps.db, { email: "promote@example.com" })).toMatchObject({
      action: "promoted",
    });
    const [row] = await t.deps.db.select().from(profiles).where(eq(profiles.email, "promote@example.com"));
    expect(row.role).toBe("admin");
    await createOrPromoteAdmin(t.deps.db, { email: "promote@example.com", password: "second-pass" });
    expect((await signIn("promote@example.com", "second-pass")).status).toBe(200);
  });

  it("refuses a new admin without a password, or a bad email", async () => {
    await expect(createOrPromoteAdmin(t.deps.db, { email: "new@example.com" })).rejects.toThrow(
      /needs --password/,
    );
    await expect(createOrPromoteAdmin(t.deps.db, { email: "nope", password: "whatever" })).rejects.toThrow();
  });
});
