import zlib from "node:zlib";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "./app";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { createListing, createUser } from "./db/seed/factories";
import { createTestApp, signUp, type TestApp } from "./test/app";

/**
 * The whole-page cache through the real app (session, secure headers, compression, React Router's request
 * handler and the read cache over a real database), with a small hand-made build instead of the app's
 * pages: its entry writes the loader data and the CSP nonce into the page, and its root loader counts
 * renders. "Another instance" is a second connection pool on the same PostgreSQL database (on PGlite the
 * one embedded database, as instances there share it).
 */
let t: TestApp;
let other: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let renders = 0;

function testBuild(): ServerBuild {
  const route = (id: string, extra: Record<string, unknown>) => ({
    id,
    module: { default: () => null },
    ...extra,
  });
  return {
    entry: {
      module: {
        default: (
          _request: Request,
          status: number,
          headers: Headers,
          context: { staticHandlerContext: { loaderData: unknown } },
          loadContext: { cspNonce: string },
        ) => {
          headers.set("Content-Type", "text/html; charset=utf-8");
          const body = `<!doctype html><html><body><p>${"Affordable homes near you. ".repeat(60)}</p><script nonce="${loadContext.cspNonce}">window.data = ${JSON.stringify(context.staticHandlerContext.loaderData)}</script></body></html>`;
          return new Response(body, { status, headers });
        },
      },
    },
    routes: {
      root: route("root", {
        path: "",
        module: {
          default: () => null,
          loader: ({
            request,
            context,
          }: {
            request: Request;
            context: { user: { id: string } | null; cspNonce: string; timeZone: string };
          }) => {
            renders++;
            const url = new URL(request.url);
            const headers = new Headers();
            if (url.searchParams.has("set-cookie")) headers.set("Set-Cookie", "seen=1; Path=/");
            if (url.searchParams.has("vary")) headers.set("Vary", "Cookie");
            const value = {
              render: renders,
              user: context.user?.id ?? null,
              nonce: context.cspNonce,
              timeZone: context.timeZone,
            };
            return [...headers].length > 0 ? Response.json(value, { headers }) : value;
          },
          headers: ({ loaderHeaders }: { loaderHeaders: Headers }) => loaderHeaders,
        },
      }),
      "routes/home": route("routes/home", { parentId: "root", index: true }),
      "routes/rentals": route("routes/rentals", { parentId: "root", path: "rentals" }),
      "routes/story": route("routes/story", { parentId: "root", path: "story" }),
    },
    assets: {
      entry: { module: "/entry.js", imports: [] },
      routes: {},
      url: "/manifest.js",
      version: "test",
    },
    basename: "/",
    future: {},
    publicPath: "/",
    assetsBuildDirectory: "/tmp",
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

beforeAll(async () => {
  t = await createTestApp();
  const url = (t.database as DatabaseHandle & { url?: string }).url;
  other = url ? await openDatabase({ databaseUrl: url, onIdleConnectionError: () => {} }) : t.database;
  app = createApp(t.deps, { build: testBuild() });
});
afterAll(async () => {
  if (other !== t.database) await other.close();
  await t.close();
});

async function page(pathname: string, headers: Record<string, string> = {}) {
  const res = await app.request(pathname, { headers });
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
  const raw = Buffer.from(await res.arrayBuffer());
  const text =
    res.headers.get("content-encoding") === "gzip" ? zlib.gunzipSync(raw).toString() : raw.toString();
  const data = JSON.parse(/window\.data = (.*)<\/script>/.exec(text)?.[1] ?? "null") as {
    root: { render: number; user: string | null; nonce: string; timeZone: string };
  };
  return { res, nonce, text, root: data.root };
}

describe("whole-page cache", () => {
  it("renders an anonymous page once, and fills each response with its own nonce", async () => {
    const first = await page("/?case=once");
    const second = await page("/?case=once");
    expect(first.res.status).toBe(200);
    expect(second.root.render).toBe(first.root.render);
    expect(first.nonce).toBeTruthy();
    expect(second.nonce).not.toBe(first.nonce);
    // The nonce stands in the page wherever the renderer wrote it, never another response's.
    expect(second.text).toContain(`nonce="${second.nonce}"`);
    expect(second.root.nonce).toBe(second.nonce);
    expect(second.text).not.toContain(first.nonce);
  });

  it("serves gzip made around the holes, and text (then brotli) to a client that refuses gzip", async () => {
    await page("/rentals?case=gzip");
    const gzip = await page("/rentals?case=gzip", { "accept-encoding": "gzip, deflate, br" });
    expect(gzip.res.headers.get("content-encoding")).toBe("gzip");
    expect(gzip.res.headers.get("vary")).toBe("Accept-Encoding");
    expect(gzip.text).toContain(`nonce="${gzip.nonce}"`);
    const br = await app.request("/rentals?case=gzip", { headers: { "accept-encoding": "br, gzip;q=0" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    const text = zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString();
    const nonce = /'nonce-([^']+)'/.exec(br.headers.get("content-security-policy") ?? "")?.[1];
    expect(text).toContain(`nonce="${nonce}"`);
    expect(text).toContain(`"render":${gzip.root.render}`);
  });

  it("compresses a kept page once, when a client first asks for gzip, and never for one that does not", async () => {
    const deflate = vi.spyOn(zlib, "deflateRawSync");
    try {
      await page("/rentals?case=lazy-gzip");
      await page("/rentals?case=lazy-gzip");
      expect(deflate).not.toHaveBeenCalled();
      const first = await page("/rentals?case=lazy-gzip", { "accept-encoding": "gzip" });
      expect(first.res.headers.get("content-encoding")).toBe("gzip");
      const calls = deflate.mock.calls.length;
      expect(calls).toBeGreaterThan(0);
      const again = await page("/rentals?case=lazy-gzip", { "accept-encoding": "gzip" });
      expect(again.text).toContain(`nonce="${again.nonce}"`);
      expect(deflate).toHaveBeenCalledTimes(calls);
    } finally {
      deflate.mockRestore();
    }
  });

  it("keys by time zone and location cookies, and never serves another cookie's request", async () => {
    const plain = await page("/?case=cookies");
    const denver = await page("/?case=cookies", { cookie: "tz=America%2FDenver" });
    expect(denver.root.render).not.toBe(plain.root.render);
    expect(denver.root.timeZone).toBe("America/Denver");
    expect((await page("/?case=cookies", { cookie: "tz=America%2FDenver" })).root.render).toBe(
      denver.root.render,
    );
    // A flash toast (or any cookie the key does not hold) renders its own page and keeps nothing.
    const flash = await page("/?case=cookies", { cookie: "flash=abc" });
    expect(flash.root.render).toBeGreaterThan(denver.root.render);
    expect((await page("/?case=cookies", { cookie: "flash=abc" })).root.render).toBeGreaterThan(
      flash.root.render,
    );
    expect((await page("/?case=cookies")).root.render).toBe(plain.root.render);
  });

  it("keeps each language's page apart, and serves it to a visitor who chose a language", async () => {
    const english = await page("/?case=lang");
    const spanish = await page("/es?case=lang", { cookie: "lang=es" });
    expect(spanish.root.render).not.toBe(english.root.render);
    expect((await page("/es?case=lang", { cookie: "lang=es" })).root.render).toBe(spanish.root.render);
    expect((await page("/?case=lang", { cookie: "lang=en" })).root.render).toBe(english.root.render);
  });

  it("never serves or keeps a signed-in visitor's page", async () => {
    const { cookie } = await signUp(t, { email: "page-cache@example.com" });
    // Signed in first: the page is theirs and is not kept for the anonymous visitor after them.
    const mine = await page("/?case=signed-in", { cookie });
    expect(mine.root.user).toBeTruthy();
    const anonymous = await page("/?case=signed-in");
    expect(anonymous.root.user).toBeNull();
    expect(anonymous.root.render).toBeGreaterThan(mine.root.render);
    // The anonymous page, now kept, is not served to the signed-in visitor.
    const again = await page("/?case=signed-in", { cookie });
    expect(again.root.user).toBe(mine.root.user);
    expect(again.root.render).toBeGreaterThan(anonymous.root.render);
    expect((await page("/?case=signed-in")).root.render).toBe(anonymous.root.render);
  });

  it("never keeps a response that sets a cookie or varies on more than the encoding", async () => {
    for (const query of ["set-cookie", "vary"]) {
      const first = await page(`/?${query}`);
      const second = await page(`/?${query}`);
      expect(second.root.render).toBeGreaterThan(first.root.render);
    }
    const res = await app.request("/?set-cookie");
    expect(res.headers.get("set-cookie")).toContain("seen=1");
  });

  it("renders again after a change committed on another instance", async () => {
    const first = await page("/rentals?case=stamp");
    expect((await page("/rentals?case=stamp")).root.render).toBe(first.root.render);
    const owner = await createUser(other.db, { role: "landlord" });
    await createListing(other.db, { ownerId: owner.id, title: "Listed On Instance B" });
    const after = await page("/rentals?case=stamp");
    expect(after.root.render).toBeGreaterThan(first.root.render);
    expect((await page("/rentals?case=stamp")).root.render).toBe(after.root.render);
  });

  it("leaves other pages and HEAD alone", async () => {
    const a = await page("/story");
    expect((await page("/story")).root.render).toBeGreaterThan(a.root.render);
    const head = await app.request("/?case=head", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect((await page("/?case=head")).root.render).toBeGreaterThan(a.root.render + 1);
  });
});
