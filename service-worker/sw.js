/*
 * Affordable's service worker. Built by scripts/postbuild.ts with workbox-build's injectManifest, which
 * replaces the manifest placeholder (below) with the list of built files (the app shell) and their revisions; the
 * result is build/client/sw.js, served with Cache-Control: no-cache (a new build is picked up at once).
 *
 * - Precache: scripts, styles, the icon sprite, the app icons, the manifest and the two offline screens.
 * - Public pages (GET navigations and their single-fetch .data): network first; a copy of each is kept
 *   (at most PAGE_LIMIT) and shown when the network fails, with a "Saved copy" notice and its time.
 *   With no copy, /party/* shows /party/offline and every other page /rentals/offline.
 * - Images: cache first, at most IMAGE_LIMIT, refreshed after IMAGE_MAX_AGE.
 * - Never cached: anything but GET, /api, and private pages (messages, dashboards, auth, profile, admin,
 *   forms that need an account); responses that set a cookie or are not a plain 200.
 * - Updates: a new worker installs, skips waiting and claims the open pages, and deletes the old caches,
 *   so nobody stays on an old version; pages reload once when the controller changes (app/lib/pwa.ts).
 */
const PRECACHE = "affordable-precache";
const PAGES = "affordable-pages-v1";
const IMAGES = "affordable-images-v1";
const PAGE_LIMIT = 30;
const IMAGE_LIMIT = 60;
const IMAGE_MAX_AGE = 7 * 24 * 60 * 60 * 1000;
const SAVED_AT = "x-affordable-saved-at";

const MANIFEST = self.__WB_MANIFEST;
const precacheUrls = MANIFEST.map((entry) => new URL(entry.url, self.location.origin).href);
/** One precache per build: its name carries a hash of the revisions. */
const precacheName = `${PRECACHE}-${hash(MANIFEST.map((e) => `${e.url}@${e.revision ?? ""}`).join("|"))}`;

const PRIVATE =
  /^\/(api|messages|landlord-dashboard|renter-dashboard|auth|profile|admin|sign-out|sandbox|list-property|start-rent-party|forgot-password|reset-password)(\/|\.data|$)/;

function hash(text) {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = (h * 33) ^ text.charCodeAt(i);
  return (h >>> 0).toString(36);
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(precacheName);
      // cache: "reload" so the HTTP cache never hands back an older copy of an offline screen.
      await cache.addAll(precacheUrls.map((url) => new Request(url, { cache: "reload" })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([precacheName, PAGES, IMAGES]);
      for (const name of await caches.keys()) {
        if (!keep.has(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (PRIVATE.test(url.pathname)) return;

  // Without the fragment: a sprite icon's request (<use href="/assets/icons-HASH.svg#map-pin">) carries one.
  if (precacheUrls.includes(pageKey(url))) {
    event.respondWith(cacheFirst(request, precacheName));
  } else if (url.pathname.startsWith("/images/") || request.destination === "image") {
    event.respondWith(imageCacheFirst(request));
  } else if (request.mode === "navigate") {
    event.respondWith(pageNetworkFirst(request, url));
  } else if (url.pathname.endsWith(".data")) {
    event.respondWith(dataNetworkFirst(request));
  }
});

async function cacheFirst(request, cacheName) {
  const cached = await caches.match(request, { cacheName });
  return cached ?? fetch(request);
}

function cacheable(response) {
  return (
    response.ok && response.status === 200 && response.type === "basic" && !response.headers.has("set-cookie")
  );
}

/** Keeps a copy with the time it was saved; the oldest copies go beyond the limit. */
async function keepCopy(cacheName, request, response, limit) {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT, new Date().toISOString());
  const body = await response.arrayBuffer();
  const cache = await caches.open(cacheName);
  await cache.put(
    request,
    new Response(body, { status: response.status, statusText: response.statusText, headers }),
  );
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(key);
}

async function imageCacheFirst(request) {
  const cache = await caches.open(IMAGES);
  const cached = await cache.match(request);
  const savedAt = Date.parse(cached?.headers.get(SAVED_AT) ?? "");
  if (cached && Date.now() - savedAt < IMAGE_MAX_AGE) return cached;
  try {
    const response = await fetch(request);
    if (cacheable(response)) await keepCopy(IMAGES, request, response.clone(), IMAGE_LIMIT);
    return response;
  } catch (error) {
    if (cached) return cached;
    throw error;
  }
}

/** The page key (and a precached file's): the URL without its fragment (the search's query is part of it). */
function pageKey(url) {
  return `${url.origin}${url.pathname}${url.search}`;
}

async function pageNetworkFirst(request, url) {
  try {
    const response = await fetch(request);
    if (cacheable(response) && (response.headers.get("content-type") ?? "").startsWith("text/html")) {
      // The copy is read in the background; the browser gets the live response at once.
      const copy = response.clone();
      keepCopy(PAGES, pageKey(url), copy, PAGE_LIMIT).catch(() => {});
    }
    return response;
  } catch {
    const saved = await caches.match(pageKey(url), { cacheName: PAGES });
    if (saved) return savedCopy(saved);
    const fallback = url.pathname.startsWith("/party") ? "/party/offline" : "/rentals/offline";
    const offline = await caches.match(new URL(fallback, self.location.origin).href, {
      cacheName: precacheName,
    });
    if (offline) return staticCopy(offline, "", url);
    return new Response("You're offline", { status: 503, headers: { "content-type": "text/plain" } });
  }
}

async function dataNetworkFirst(request) {
  try {
    const response = await fetch(request);
    if (cacheable(response)) {
      const copy = response.clone();
      keepCopy(PAGES, request.url, copy, PAGE_LIMIT).catch(() => {});
    }
    return response;
  } catch (error) {
    const saved = await caches.match(request.url, { cacheName: PAGES });
    if (saved) return saved;
    throw error;
  }
}

/** A saved page, marked as such with its time. */
function savedCopy(response) {
  const savedAt = new Date(response.headers.get(SAVED_AT) ?? Date.now());
  const when = savedAt.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
  const notice =
    `<div role="status" data-saved-copy style="position:sticky;top:0;z-index:60;background:#fef3c7;color:#78350f;` +
    `padding:8px 16px;text-align:center;font:500 14px/1.4 system-ui,sans-serif">` +
    `Saved copy from <time datetime="${savedAt.toISOString()}">${when}</time>. You're offline: ` +
    `it may be out of date.</div>`;
  return staticCopy(response, notice, null);
}

/**
 * A stored page without its scripts (it is read, not run: offline its data requests would fail), with a
 * notice after <body>. Style sheets stay (they are precached).
 */
async function staticCopy(response, notice, retryUrl) {
  let html = (await response.text())
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "")
    .replace(/(<body\b[^>]*>)/i, `$1${notice}`);
  // An offline screen's "Try Again" reloads the address that failed.
  if (retryUrl) {
    const href = `${retryUrl.pathname}${retryUrl.search}`.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
    html = html.replace(/<a\b[^>]*data-offline-retry[^>]*>/i, (tag) =>
      tag.replace(/href="[^"]*"/, `href="${href}"`),
    );
  }
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.delete("content-encoding");
  return new Response(html, { status: 200, headers });
}
