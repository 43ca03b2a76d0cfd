import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CONTACT_FAILED_MESSAGE } from "../../common/schemas/contact";
import { SINGLE_LINE_MESSAGE } from "../../common/text-messages";
import { contactMessages } from "../db/schema/site";
import { rateLimitRules } from "../rate-limits/limiter";
import { createTestApp, type TestApp } from "../test/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: "help@affordable.example" });
});
afterAll(() => t.close());

const post = (body: unknown) =>
  t.request("/api/send-contact-email", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

describe("POST /api/send-contact-email", () => {
  it("stores the message and emails it to the support address", async () => {
    const res = await post({
      fullName: "Dana",
      email: "dana@example.com",
      message: "I have a question about a listing.",
    });
    expect(res.status).toBe(201);
    const rows = await t.deps.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ fullName: "Dana", email: "dana@example.com" });
    expect(rows[0].emailedAt).not.toBeNull();
    await t.drainJobs();
    const mail = t.mailer.sent.at(-1);
    expect(mail).toMatchObject({ to: "help@affordable.example", replyTo: "dana@example.com" });
    expect(mail?.text).toContain("I have a question about a listing.");
  });

  it("refuses invalid input with each field's message and stores nothing", async () => {
    const before = (await t.deps.db.select().from(contactMessages)).length;
    const res = await post({ fullName: "", email: "bad", message: "short" });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.fieldErrors).toEqual({
      fullName: "Full name is required",
      email: "Please enter a valid email address",
      message: "Message must be at least 10 characters",
    });
    expect((await t.deps.db.select().from(contactMessages)).length).toBe(before);
  });

  it.each(["not json", "[1,2]", "null"])("answers 400 to a body of %s", async (body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
  });

  it("keeps the message and retries the email until the mail server takes it", async () => {
    t.mailer.failNext = true;
    const res = await post({
      fullName: "Eve",
      email: "eve@example.com",
      message: "Please call me back soon.",
    });
    expect(res.status).toBe(201);
    const rows = await t.deps.db.select().from(contactMessages);
    expect(rows.find((r) => r.email === "eve@example.com")).toMatchObject({
      fullName: "Eve",
      message: "Please call me back soon.",
    });
    await t.drainJobs();
    expect(t.mailer.sent.filter((m) => m.replyTo === "eve@example.com")).toHaveLength(0);
    await t.drainJobs({ includeDelayed: true });
    expect(t.mailer.sent.filter((m) => m.replyTo === "eve@example.com")).toHaveLength(1);
  });
});

describe("POST /api/send-contact-email on bad input and failures", () => {
  it("answers 503 with the spec's failure message when the database fails, and emails nothing", async () => {
    const sent = t.mailer.sent.length;
    const down = vi.spyOn(t.deps.db, "transaction").mockImplementationOnce(() => {
      throw new Error("Connection terminated unexpectedly");
    });
    try {
      const res = await post({ fullName: "Dana", email: "dana@example.com", message: "Is it still free?" });
      expect(res.status).toBe(503);
      expect((await res.json()).error).toMatchObject({
        code: "UNAVAILABLE",
        message: CONTACT_FAILED_MESSAGE,
      });
    } finally {
      down.mockRestore();
    }
    await t.drainJobs();
    expect(t.mailer.sent.length).toBe(sent);
  });

  it("limits messages per client address, shared by every instance, and stores nothing over the limit", async () => {
    const limit = rateLimitRules(10).contact.limit;
    let refused: Response | undefined;
    for (let i = 0; i <= limit && !refused; i++) {
      const res = await post({
        fullName: "Bot",
        email: "bot@example.com",
        message: `Spam message number ${i}`,
      });
      if (res.status === 429) refused = res;
    }
    expect(refused?.status).toBe(429);
    const before = (await t.deps.db.select().from(contactMessages)).length;
    const again = await post({ fullName: "Bot", email: "bot@example.com", message: "Spam message again" });
    expect(again.status).toBe(429);
    expect((await t.deps.db.select().from(contactMessages)).length).toBe(before);
  });

  it("refuses a name that would add lines to the support email", async () => {
    const before = (await t.deps.db.select().from(contactMessages)).length;
    const res = await post({
      fullName: "Dana\r\nBcc: victim@example.com\r\nFrom: ceo@example.com",
      email: "dana@example.com",
      message: "A perfectly normal message.",
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fieldErrors).toEqual({ fullName: SINGLE_LINE_MESSAGE });
    expect((await t.deps.db.select().from(contactMessages)).length).toBe(before);
  });

  it.each([
    { fullName: "a\u0000b" },
    { fullName: "\u0000" },
    { message: "Hello\u0000 there, friend." },
    { email: "dana\u0000@example.com" },
    { fullName: "\u200B\u200D" },
    { fullName: { first: "Dana" } },
    { fullName: ["Dana"] },
    { message: 1e308 },
    { email: null },
  ])("answers 400, never 500, to %j", async (bad) => {
    const before = (await t.deps.db.select().from(contactMessages)).length;
    const res = await post({
      fullName: "Dana",
      email: "dana@example.com",
      message: "A perfectly normal message.",
      ...bad,
    });
    expect(res.status).toBe(400);
    expect((await t.deps.db.select().from(contactMessages)).length).toBe(before);
  });
});

describe("HTTP safety", () => {
  it("sends security headers including a CSP", async () => {
    const res = await t.request("/api/health");
    expect(res.headers.get("content-security-policy")).toMatch(/default-src 'self'/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("x-request-id")).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
  });

  it("lets images load only from our origin, data: URLs, the page's own blob: previews and the map tiles' origin by default", async () => {
    const res = await t.request("/api/health");
    expect(res.headers.get("content-security-policy")).toMatch(
      /(^|;) ?img-src 'self' data: blob: https:\/\/tile\.openstreetmap\.org;/,
    );
  });

  it("allows exactly MAP_TILE_URL's origin for the map tiles", async () => {
    const other = await createTestApp({ MAP_TILE_URL: "https://tiles.example.org/osm/{z}/{x}/{y}.png" });
    try {
      const res = await other.request("/api/health");
      expect(res.headers.get("content-security-policy")).toMatch(
        /(^|;) ?img-src 'self' data: blob: https:\/\/tiles\.example\.org;/,
      );
    } finally {
      await other.close();
    }
  });

  it("adds the IMAGE_HOSTS origins to img-src", async () => {
    const other = await createTestApp({ IMAGE_HOSTS: "https://img.example.com, https://cdn.example.org/" });
    try {
      const res = await other.request("/api/health");
      expect(res.headers.get("content-security-policy")).toMatch(
        /(^|;) ?img-src 'self' data: blob: https:\/\/img\.example\.com https:\/\/cdn\.example\.org https:\/\/tile\.openstreetmap\.org;/,
      );
    } finally {
      await other.close();
    }
  });

  it("answers unknown API paths with JSON 404", async () => {
    const res = await t.request("/api/nope");
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe("NOT_FOUND");
  });
});
