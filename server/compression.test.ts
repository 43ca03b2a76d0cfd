import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import {
  compression,
  gzipAroundHoles,
  gzipFilled,
  negotiateEncoding,
  staticCacheControl,
} from "./compression";
import { createTestApp, type TestApp } from "./test/app";

describe("negotiateEncoding", () => {
  it.each([
    [null, null],
    ["", null],
    ["identity", null],
    ["gzip, deflate", "gzip"],
    ["gzip, deflate, br, zstd", "br"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0, br;q=0", null],
    ["*", "br"],
    ["*;q=0", null],
    ["BR;q=0.5", "br"],
  ])("%j -> %j", (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe("staticCacheControl", () => {
  it("caches hashed assets for a year, immutable; revalidates the service worker; images a day", () => {
    expect(staticCacheControl("/assets/root-abc.js")).toBe("public, max-age=31536000, immutable");
    expect(staticCacheControl("/sw.js")).toBe("no-cache");
    expect(staticCacheControl("/images/home-1.svg")).toBe(
      "public, max-age=86400, stale-while-revalidate=604800",
    );
    expect(staticCacheControl("/favicon.svg")).toBe("public, max-age=3600");
  });
});

describe("dynamic responses", () => {
  const text = "<p>Affordable homes near you.</p>".repeat(200);

  function appWith(handler: () => Response) {
    const app = new Hono();
    app.use(compression());
    app.get("/", handler);
    return app;
  }

  it.each([
    ["br", "br", (b: Buffer) => zlib.brotliDecompressSync(b)],
    ["gzip, deflate", "gzip", (b: Buffer) => zlib.gunzipSync(b)],
  ] as const)("Accept-Encoding %s gives %s with Vary", async (accept, encoding, decode) => {
    const app = appWith(
      () => new Response(text, { headers: { "content-type": "text/html; charset=utf-8" } }),
    );
    const res = await app.request("/", { headers: { "accept-encoding": accept } });
    expect(res.headers.get("content-encoding")).toBe(encoding);
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("content-length")).toBeNull();
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(text.length / 10);
    expect(decode(body).toString("utf8")).toBe(text);
  });

  it("answers identity (with Vary) when the client accepts no compression", async () => {
    const app = appWith(() => Response.json({ items: text }));
    const res = await app.request("/", { headers: { "accept-encoding": "identity" } });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(await res.json()).toEqual({ items: text });
  });

  it("never compresses server-sent events", async () => {
    const app = appWith(
      () => new Response(`data: ${text}\n\n`, { headers: { "content-type": "text/event-stream" } }),
    );
    const res = await app.request("/", { headers: { "accept-encoding": "br, gzip" } });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.text()).toBe(`data: ${text}\n\n`);
  });

  it("leaves small bodies and binary types alone", async () => {
    const small = appWith(() => Response.json({ ok: true }, { headers: { "content-length": "11" } }));
    expect(
      (await small.request("/", { headers: { "accept-encoding": "br" } })).headers.get("content-encoding"),
    ).toBeNull();
    const png = appWith(
      () => new Response(new Uint8Array(4096), { headers: { "content-type": "image/png" } }),
    );
    const res = await png.request("/", { headers: { "accept-encoding": "br" } });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("vary")).toBeNull();
  });

  it.each(["br", "gzip"])(
    "%s: the shell reaches the client before the deferred section is rendered (streaming kept)",
    async (accept) => {
      let releaseDeferred: () => void = () => {};
      const deferred = new Promise<void>((resolve) => {
        releaseDeferred = resolve;
      });
      const encoder = new TextEncoder();
      const app = appWith(
        () =>
          new Response(
            new ReadableStream<Uint8Array>({
              async start(controller) {
                controller.enqueue(encoder.encode(`<html><body>${text}<div>Loading listings`));
                controller.enqueue(encoder.encode("...</div>"));
                // The deferred section is rendered only once the client has seen the shell.
                await deferred;
                controller.enqueue(encoder.encode("<template>3 properties found</template></body></html>"));
                controller.close();
              },
            }),
            { headers: { "content-type": "text/html; charset=utf-8" } },
          ),
      );
      const res = await app.request("/", { headers: { "accept-encoding": accept } });
      expect(res.headers.get("content-encoding")).toBe(accept);
      const decoder =
        accept === "br"
          ? zlib.createBrotliDecompress()
          : zlib.createGunzip({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
      let received = "";
      decoder.on("data", (chunk: Buffer) => {
        received += chunk.toString("utf8");
      });
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      // Without a flush per burst this loop would wait forever for the shell (the test would time out).
      while (!received.includes("Loading listings...</div>")) {
        const { value, done } = await reader.read();
        expect(done).toBe(false);
        await new Promise<void>((resolve) => decoder.write(value, () => resolve()));
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(received).not.toContain("properties found");
      releaseDeferred();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        await new Promise<void>((resolve) => decoder.write(value, () => resolve()));
      }
      await new Promise<void>((resolve) => decoder.end(resolve));
      expect(received.endsWith("<template>3 properties found</template></body></html>")).toBe(true);
    },
  );
});

describe("built files (precompressed copies)", () => {
  let t: TestApp;
  let clientDir: string;
  let app: ReturnType<typeof createApp>;
  const script = `export const homes = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `home ${i}`))};\n`;

  beforeAll(async () => {
    t = await createTestApp();
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "affordable-client-"));
    fs.mkdirSync(path.join(clientDir, "assets"));
    fs.mkdirSync(path.join(clientDir, "images"));
    const file = path.join(clientDir, "assets", "entry-abc123.js");
    fs.writeFileSync(file, script);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
    fs.writeFileSync(path.join(clientDir, "images", "home.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    app = createApp(t.deps, { clientDir: path.relative(process.cwd(), clientDir) });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it.each([
    ["gzip, deflate, br, zstd", "br", (b: Buffer) => zlib.brotliDecompressSync(b)],
    ["gzip, deflate", "gzip", (b: Buffer) => zlib.gunzipSync(b)],
    ["identity", null, (b: Buffer) => b],
  ] as const)("Accept-Encoding %s serves %s", async (accept, encoding, decode) => {
    const res = await app.request("/assets/entry-abc123.js", { headers: { "accept-encoding": accept } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe(encoding);
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(res.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(decode(Buffer.from(await res.arrayBuffer())).toString("utf8")).toBe(script);
  });

  it("serves images with a day of caching", async () => {
    const res = await app.request("/images/home.png", { headers: { "accept-encoding": "br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400, stale-while-revalidate=604800");
  });

  it("compresses a dynamic XML response of the real app (sitemap)", async () => {
    const res = await app.request("/sitemap.xml", { headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(zlib.gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8")).toContain("<urlset");
  });
});

describe("gzip around holes (the page cache's nonce)", () => {
  it("gives, for any filler of the holes' length, the gzip of the text filled with it", () => {
    // The text after each hole repeats the text before it: parts refer back across the holes.
    const text =
      `${"<li>Affordable homes near you</li>".repeat(50)}HOLE<script nonce="HOLE">x</script>`.repeat(30);
    const parts = text.split("HOLE").map((part) => Buffer.from(part));
    const deflated = gzipAroundHoles(parts, 24);
    for (const filler of ["JLEoOyDne1yvkZ4/owK3/w==", "+9jj64w2ydRVCb2LEQlSrw=="]) {
      const gzip = gzipFilled(deflated, parts, Buffer.from(filler));
      expect(zlib.gunzipSync(gzip).toString()).toBe(text.split("HOLE").join(filler));
      expect(gzip.length).toBeLessThan(text.length / 10);
    }
  });
});
