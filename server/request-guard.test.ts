import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "./db/schema/site";
import {
  FORM_NUL_MESSAGE,
  JSON_UNSTORABLE_MESSAGE,
  pageRequestGuard,
  refuseControlCharactersInUrl,
  UNREADABLE_FORM_MESSAGE,
  UNSUPPORTED_FORM_MESSAGE,
  URL_CONTROL_MESSAGE,
} from "./request-guard";
import { createTestApp, signUp, type TestApp } from "./test/app";

/** A stand-in page: its "action" reads the form like every route action does, and records what it got. */
function pageApp() {
  const seen: Record<string, string>[] = [];
  const app = new Hono();
  app.use(refuseControlCharactersInUrl);
  app.use(pageRequestGuard);
  app.get("/api/*", (c) => c.json({ ok: true }));
  app.post("/api/*", async (c) => c.json({ ok: true, body: await c.req.text() }));
  app.all("*", async (c) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return c.text("page");
    const form = await c.req.raw.formData();
    seen.push(Object.fromEntries([...form].map(([k, v]) => [k, typeof v === "string" ? v : v.name])));
    return c.text("done");
  });
  return { app, seen };
}

const post = (path: string, body: BodyInit | null, contentType?: string) =>
  new Request(`http://localhost${path}`, {
    method: "POST",
    headers: contentType ? { "content-type": contentType } : {},
    body,
  });

describe("pageRequestGuard", () => {
  it.each([
    ["JSON", "application/json", '{"fullName":"x"}'],
    ["text", "text/plain", "fullName=x"],
    ["XML", "application/xml", "<a/>"],
    ["no content type", undefined, "fullName=x"],
    ["no content type and no body", undefined, null],
  ])("refuses %s with 415 before the action runs", async (_label, contentType, body) => {
    const { app, seen } = pageApp();
    const res = await app.request(post("/contact", body, contentType));
    expect(res.status).toBe(415);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await res.text()).toContain(UNSUPPORTED_FORM_MESSAGE);
    expect(seen).toEqual([]);
  });

  it.each([
    ["garbage", "multipart/form-data; boundary=x", "garbage\r\n--y"],
    ["no boundary", "multipart/form-data", "--x\r\n"],
    [
      "unterminated part",
      "multipart/form-data; boundary=x",
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1',
    ],
  ])("refuses a broken multipart body (%s) with 400", async (_label, contentType, body) => {
    const { app, seen } = pageApp();
    const res = await app.request(post("/list-property", body, contentType));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(UNREADABLE_FORM_MESSAGE);
    expect(seen).toEqual([]);
  });

  it("refuses NUL in a field value, a field name or a file name with 400", async () => {
    const { app, seen } = pageApp();
    const form = "application/x-www-form-urlencoded";
    for (const body of ["fullName=a%00b", "a%00=1", "city=%00"]) {
      const res = await app.request(post("/contact", body, form));
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(FORM_NUL_MESSAGE);
    }
    const withFile = new FormData();
    withFile.append("doc", new Blob(["x"]), "a\u0000.pdf");
    expect((await app.request(post("/list-property", withFile))).status).toBe(400);
    const multipartValue = new FormData();
    multipartValue.append("title", "a\u0000b");
    expect((await app.request(post("/list-property", multipartValue))).status).toBe(400);
    expect(seen).toEqual([]);
  });

  it("lets real form submissions through with their body intact", async () => {
    const { app, seen } = pageApp();
    // A plain HTML form, and React Router's single fetch (`/route.data`) from the browser.
    const urlencoded = await app.request(
      post("/contact", "fullName=Dana+Lee&message=Hi%0D%0Athere", "application/x-www-form-urlencoded"),
    );
    expect(urlencoded.status).toBe(200);
    const singleFetch = await app.request(
      post(
        "/_root.data?index",
        new URLSearchParams({ intent: "location", city: "Chicago" }),
        "application/x-www-form-urlencoded;charset=UTF-8",
      ),
    );
    expect(singleFetch.status).toBe(200);
    const multipart = new FormData();
    multipart.append("title", "Sunny room");
    multipart.append("photo", new Blob(["img"], { type: "image/png" }), "photo.png");
    expect((await app.request(post("/list-property.data", multipart))).status).toBe(200);
    const empty = await app.request(post("/sign-out", "", "application/x-www-form-urlencoded"));
    expect(empty.status).toBe(200);
    expect(seen).toEqual([
      { fullName: "Dana Lee", message: "Hi\r\nthere" },
      { intent: "location", city: "Chicago" },
      { title: "Sunny room", photo: "photo.png" },
      {},
    ]);
  });

  it("leaves GET pages and the API alone", async () => {
    const { app } = pageApp();
    expect((await app.request("/contact")).status).toBe(200);
    const api = await app.request(post("/api/send-contact-email", '{"a":1}', "application/json"));
    expect(api.status).toBe(200);
  });
});

describe("refuseControlCharactersInUrl", () => {
  it.each([
    "/rentals?city=%00",
    "/rentals?city=Chicago%0A",
    "/rentals?state=%1b",
    "/rentals?%00=1",
    "/rentals?city=%7F",
    "/party/%00",
    "/%00",
  ])("refuses %s with 400", async (path) => {
    const { app } = pageApp();
    const res = await app.request(path);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(URL_CONTROL_MESSAGE);
  });

  it("answers the API in its JSON shape", async () => {
    const { app } = pageApp();
    const res = await app.request("/api/health?x=%00");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: "BAD_REQUEST", message: URL_CONTROL_MESSAGE } });
  });

  it("lets ordinary addresses through, encoded text included", async () => {
    const { app } = pageApp();
    for (const path of [
      "/rentals?city=San%20Jos%C3%A9&state=CA",
      "/rentals?city=100%25",
      "/rentals?city=%2500",
      "/rentals?city=a+b",
    ]) {
      expect((await app.request(path)).status).toBe(200);
    }
  });
});

describe("the app", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("refuses a page form action sent as JSON (415) or broken multipart (400), and stores nothing", async () => {
    const json = await t.request("/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ fullName: "Dana", email: "dana@example.com", message: "Hello there, friend." }),
    });
    expect(json.status).toBe(415);
    const broken = await t.request("/contact.data", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body: "garbage",
    });
    expect(broken.status).toBe(400);
    const nul = await t.request("/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "fullName=Dana%00&email=dana%40example.com&message=Hello+there%2C+friend.",
    });
    expect(nul.status).toBe(400);
    expect(await t.deps.db.select().from(contactMessages)).toEqual([]);
  });

  it("refuses NUL in a query string for pages and the API", async () => {
    expect((await t.request("/rentals?city=%00")).status).toBe(400);
    const api = await t.request("/api/health?probe=%00");
    expect(api.status).toBe(400);
    expect((await api.json()).error.code).toBe("BAD_REQUEST");
    expect((await t.request("/api/health?probe=ok")).status).toBe(200);
  });

  it("refuses Better Auth a JSON body with a NUL or an unpaired surrogate (they were 500s)", async () => {
    await signUp(t, { email: "guarded@example.com" });
    const post = (path: string, body: string) =>
      t.request(path, { method: "POST", headers: { "content-type": "application/json" }, body });
    for (const [path, body] of [
      ["/api/auth/reset-password", '{"token":"made-\\u0000up","newPassword":"new-password-123"}'],
      ["/api/auth/request-password-reset", '{"email":"guarded@example.com","redirectTo":"/reset\\udc00"}'],
      ["/api/auth/sign-in/email", '{"email":"guarded@example.com","password":"pass\\ud800word"}'],
    ]) {
      const res = await post(path, body);
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual({ error: { code: "BAD_REQUEST", message: JSON_UNSTORABLE_MESSAGE } });
    }
    // Emoji (surrogate pairs) and other text still reach Better Auth.
    const ok = await post(
      "/api/auth/request-password-reset",
      '{"email":"guarded@example.com","redirectTo":"/reset-😀"}',
    );
    expect(ok.status).toBe(200);
  });
});
