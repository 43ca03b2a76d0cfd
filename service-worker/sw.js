/*
 * Affordable's service worker, on Workbox's runtime modules. scripts/postbuild.ts bundles it (Vite) and runs
 * workbox-build's injectManifest on the bundle, which replaces `self.__WB_MANIFEST` with the list of built
 * files (the app shell) and their revisions; the result is build/client/sw.js, served with Cache-Control:
 * no-cache (a new build is picked up at once).
 *
 * - Precache: scripts, styles, the icon sprite, the app icons, the manifest and the two offline screens.
 * - Public pages (GET navigations and their single-fetch .data): network first; a copy of each is kept
 *   (at most PAGE_LIMIT) and shown when the network fails, with a "Saved copy" notice and its time.
 *   With no copy, /party/* shows /party/offline and every other page /rentals/offline.
 * - Images: cache first, at most IMAGE_LIMIT, refreshed after IMAGE_MAX_AGE_SECONDS.
 * - Never cached: anything but GET, /api, and private pages (messages, dashboards, auth, profile, admin,
 *   forms that need an account); responses that set a cookie or are not a plain 200.
 * - Signing out (a POST to /sign-out) deletes the saved copies of pages.
 * - Updates: a new worker installs, skips waiting and claims the open pages, and drops what the old precache
 *   held that the new one does not, so nobody stays on an old version; pages reload once when the controller
 *   changes (app/features/pwa/service-worker.ts).
 *
 * Workbox has no saved-copy notice, offline screens rendered by the server, or cookie rule: the small
 * plugins below add them.
 */
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";

const PAGES = "affordable-pages-v1";
const IMAGES = "affordable-images-v1";
const PAGE_LIMIT = 30;
const IMAGE_LIMIT = 60;
const IMAGE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
const SAVED_AT = "x-affordable-saved-at";

// Spanish pages are the same pages under /es (docs/i18n.md): private there too.
const PRIVATE =
  /^(?:\/es)?\/(api|messages|landlord-dashboard|renter-dashboard|auth|profile|admin|sign-out|sandbox|list-property|start-rent-party|forgot-password|reset-password|my-voucher)(\/|\.data|$)/;

self.addEventListener("install", () => self.skipWaiting());
clientsClaim();

// Precached files are matched without the URL's fragment: an icon asks for /assets/icons-HASH.svg#map-pin.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The hand-written worker before this one kept each build's precache as affordable-precache-<hash>.
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n.startsWith("affordable-precache-")).map((n) => caches.delete(n))),
      ),
  );
});

// Signing out empties the saved copies: a page kept for this reader (their name in the header, their hearts)
// is not the next reader's on a shared phone or a library computer. The sign-out itself goes on untouched.
const SIGN_OUT = /^(?:\/es)?\/sign-out(\.data)?$/;
self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method === "POST" && url.origin === self.location.origin && SIGN_OUT.test(url.pathname)) {
    event.waitUntil(caches.delete(PAGES));
  }
});

/** Our origin's public addresses: private pages and the API always go to the network untouched. */
function isPublic(url) {
  return url.origin === self.location.origin && !PRIVATE.test(url.pathname);
}

function cacheable(response) {
  return (
    response.status === 200 &&
    response.type === "basic" &&
    !response.headers.has("set-cookie") &&
    // A page with the reader's own figures (their voucher's verdicts) says no-store: no saved copy of it.
    !/no-store/i.test(response.headers.get("cache-control") ?? "")
  );
}

/** The page key: the URL without its fragment (the search's query is part of it). */
function pageKey(url) {
  return `${url.origin}${url.pathname}${url.search}`;
}

/** Stores only what `cacheable` allows (Workbox's default would keep any 200, cookies and all). */
const plainResponses = { cacheWillUpdate: async ({ response }) => (cacheable(response) ? response : null) };

/** Keeps a page's (or its data's) copy with the time it was saved, under its URL alone. */
function savedCopies(onlyHtml) {
  return {
    cacheKeyWillBeUsed: async ({ request }) => pageKey(new URL(request.url)),
    cacheWillUpdate: async ({ response }) => {
      if (!cacheable(response)) return null;
      if (onlyHtml && !(response.headers.get("content-type") ?? "").startsWith("text/html")) return null;
      const headers = new Headers(response.headers);
      headers.set(SAVED_AT, new Date().toISOString());
      return new Response(response.body, {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
    },
  };
}

/** The last PAGE_LIMIT pages and data answers, shared by both routes (one cache). */
const pageLimit = new ExpirationPlugin({ maxEntries: PAGE_LIMIT });

/** Offline: a saved page is shown as a saved copy; without one, the offline screen for its part of the site. */
const offlinePages = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
    cachedResponse && savedCopy(cachedResponse, new URL(request.url)),
  handlerDidError: async ({ request }) => {
    const url = new URL(request.url);
    const spanish = isSpanish(url);
    const path = spanish ? url.pathname.slice(3) : url.pathname;
    const offline = await matchPrecache(
      `${spanish ? "/es" : ""}${path.startsWith("/party") ? "/party/offline" : "/rentals/offline"}`,
    );
    if (offline) return staticCopy(offline, "", url);
    return new Response("You're offline", { status: 503, headers: { "content-type": "text/plain" } });
  },
};

registerRoute(
  ({ request, url }) =>
    isPublic(url) && (url.pathname.startsWith("/images/") || request.destination === "image"),
  new CacheFirst({
    cacheName: IMAGES,
    plugins: [
      plainResponses,
      new ExpirationPlugin({ maxEntries: IMAGE_LIMIT, maxAgeSeconds: IMAGE_MAX_AGE_SECONDS }),
    ],
  }),
);
registerRoute(
  ({ request, url }) => request.mode === "navigate" && isPublic(url),
  new NetworkFirst({ cacheName: PAGES, plugins: [savedCopies(true), pageLimit, offlinePages] }),
);
registerRoute(
  ({ url }) => url.pathname.endsWith(".data") && isPublic(url),
  new NetworkFirst({ cacheName: PAGES, plugins: [savedCopies(false), pageLimit] }),
);

/** A Spanish page (/es, /es/...). */
function isSpanish(url) {
  return url.pathname === "/es" || url.pathname.startsWith("/es/");
}

/** A saved page, marked as such with its time, in the page's language. */
function savedCopy(response, url) {
  const savedAt = new Date(response.headers.get(SAVED_AT) ?? Date.now());
  const spanish = isSpanish(url);
  const when = savedAt.toLocaleString(spanish ? "es-US" : "en-US", {
    dateStyle: "medium",
    timeStyle: "short",
  });
  const time = `<time datetime="${savedAt.toISOString()}">${when}</time>`;
  const text = spanish
    ? `Copia guardada el ${time}. Estás sin conexión: puede no estar al día.`
    : `Saved copy from ${time}. You're offline: it may be out of date.`;
  const notice =
    `<div role="status" data-saved-copy style="position:sticky;top:0;z-index:60;background:#fef3c7;color:#78350f;` +
    `padding:8px 16px;text-align:center;font:500 14px/1.4 system-ui,sans-serif">${text}</div>`;
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
