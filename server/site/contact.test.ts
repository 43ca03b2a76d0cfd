import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../db/schema/site";
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

  it("keeps the message and reports failure when the email cannot be sent", async () => {
    t.mailer.failNext = true;
    const res = await post({
      fullName: "Eve",
      email: "eve@example.com",
      message: "Please call me back soon.",
    });
    expect(res.status).toBe(502);
    expect((await res.json()).error.message).toBe(
      "Failed to send message. Please try again or email us directly.",
    );
    const rows = await t.deps.db.select().from(contactMessages);
    expect(rows.find((r) => r.email === "eve@example.com")?.emailedAt).toBeNull();
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

  it("answers unknown API paths with JSON 404", async () => {
    const res = await t.request("/api/nope");
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe("NOT_FOUND");
  });
});
