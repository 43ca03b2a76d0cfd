import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pwaInstalls } from "../db/schema/site";
import { createTestApp, signUp, type TestApp } from "../test/app";
import { USER_AGENT_MAX_LENGTH } from "./install-service";

let t: TestApp;
let address = 0;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "1" });
});
afterAll(() => t.close());

function post(body: unknown, headers: Record<string, string> = {}) {
  return t.request("/api/pwa-installs", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${++address}`, ...headers },
    body: JSON.stringify(body),
  });
}

async function installRow(id: string) {
  const [row] = await t.deps.db.select().from(pwaInstalls).where(eq(pwaInstalls.id, id));
  return row;
}

describe("POST /api/pwa-installs", () => {
  it("records an anonymous install with the request's user agent and the platform", async () => {
    const res = await post({ platform: "desktop" }, { "user-agent": "Mozilla/5.0 (X11; Linux x86_64)" });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const row = await installRow(id);
    expect(row).toMatchObject({
      userId: null,
      userAgent: "Mozilla/5.0 (X11; Linux x86_64)",
      platform: "desktop",
    });
  });

  it("takes the user from the session, never from the body", async () => {
    const { cookie } = await signUp(t, { email: "installer@example.com" });
    const forged = await post({ platform: "mobile", userId: "someone-else" }, { cookie });
    expect(forged.status).toBe(400);
    const res = await post({ platform: "mobile" }, { cookie });
    expect(res.status).toBe(201);
    const row = await installRow(((await res.json()) as { id: string }).id);
    expect(row.userId).toMatch(/\S+/);
    expect(row.userId).not.toBe("someone-else");
  });

  it("trims a huge user agent", async () => {
    const res = await post({ platform: "mobile" }, { "user-agent": `Agent ${"x".repeat(100_000)}` });
    expect(res.status).toBe(201);
    const row = await installRow(((await res.json()) as { id: string }).id);
    expect(row.userAgent?.length).toBe(USER_AGENT_MAX_LENGTH);
  });

  it.each([[{ platform: "tablet" }], [{}], [{ platform: 1 }], [[]], ["mobile"]])(
    "refuses %j with 400",
    async (body) => {
      const res = await post(body);
      expect(res.status).toBe(400);
    },
  );

  it("rate limits a flood from one address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await post({ platform: "mobile" }, { "x-forwarded-for": "203.0.113.77" });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });
});
