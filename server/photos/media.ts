import { Hono } from "hono";
import type { AppDeps } from "../context";
import { contentTypeOf, isStorageKey } from "../integrations/storage/storage";

/** Public files served from our origin: only photo versions, only from the public storage area. */
const MEDIA_KEY =
  /^photos\/[a-z0-9_-]+\/[0-9a-f]{32}\/(480|960|1600)\.webp$|^photos\/[a-z0-9_-]+\/[0-9a-f]{32}\/social\.jpg$/;

/**
 * GET /media/{key}: listing photos from storage (disk or S3) with a year of caching; their keys hold a
 * random part and never change content. The private area (verification documents) has no public route.
 */
export function mediaRoutes(deps: Pick<AppDeps, "storage">) {
  const app = new Hono();
  app.get("/media/*", async (c) => {
    const key = c.req.path.slice("/media/".length);
    if (!MEDIA_KEY.test(key) || !isStorageKey(key)) return c.text("Not found", 404);
    const file = await deps.storage.get("public", key);
    if (!file) return c.text("Not found", 404);
    return c.body(new Uint8Array(file.body), 200, {
      "Content-Type": contentTypeOf(key),
      "Content-Length": String(file.body.length),
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  });
  return app;
}
