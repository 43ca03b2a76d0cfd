import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, signUp, type TestApp } from "../test/app";
import { readSessionUser } from "./session";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
});
afterAll(() => t.close());

describe("readSessionUser", () => {
  it("reads the session and its user in one query", async () => {
    const { cookie } = await signUp(t, {
      email: "one-query@example.com",
      name: "One Query",
      role: "landlord",
    });
    const db = t.deps.db;
    const select = vi.spyOn(db, "select");
    const joined = vi.spyOn(db.query.sessions, "findFirst");
    try {
      const user = await readSessionUser(t.deps.auth, new Headers({ cookie }));
      expect(user).toMatchObject({ email: "one-query@example.com", fullName: "One Query", role: "landlord" });
      // The relational query is one SQL statement with the user joined; no separate read of the user.
      expect(joined).toHaveBeenCalledTimes(1);
      expect(select).not.toHaveBeenCalled();
    } finally {
      select.mockRestore();
      joined.mockRestore();
    }
  });

  it("reads no one for an unknown or absent session", async () => {
    expect(await readSessionUser(t.deps.auth, new Headers())).toBeNull();
    expect(
      await readSessionUser(t.deps.auth, new Headers({ cookie: "affordable.session_token=forged.value" })),
    ).toBeNull();
  });
});
