import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { requestId } from "hono/request-id";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { createRequestHandler, type ServerBuild } from "react-router";
import { LOCALE_PREFIX, type Locale, localeOfPath } from "../common/i18n";
import { tileOrigin } from "../common/map";
import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_LISTING } from "../common/photos";
import { isOpenAuthEndpoint, withClientAddress } from "./auth/endpoints";
import { readSessionUser, type SessionUser } from "./auth/session";
import { clientAddress } from "./client-address";
import { compression, isCompressible, staticCacheControl } from "./compression";
import type { AppDeps, RequestContext } from "./context";
import { isAppError } from "./errors";
import { errorResponse } from "./http";
import { languageSwitch, localeRedirect, localizeRedirect } from "./i18n/locale-routing";
import { type ResolvedLocation, resolveTimeZone, resolveVisitorLocation } from "./location/service";
import type { Logger } from "./logger";
import { messagesApi } from "./messages/api";
import { ogRoutes } from "./og/api";
import { isPageCacheCandidate, pageCacheKey, servePageFromCache } from "./page-cache";
import { mediaRoutes } from "./photos/media";
import { accountLocaleSaver } from "./profiles/service";
import { pwaApi } from "./pwa/api";
import { RATE_LIMIT_MESSAGE } from "./rate-limits/limiter";
import { rentPartiesApi } from "./rent-parties/api";
import { pageRequestGuard, refuseControlCharactersInUrl, refuseUnstorableJson } from "./request-guard";
import { siteApi } from "./site/api";
import { seoRoutes } from "./site/sitemap";

type HonoEnv = {
  Variables: {
    requestId: string;
    secureHeadersNonce?: string;
    clientIp: string;
    logger: Logger;
  };
};

/** Request bodies above this are refused with 413 before anything reads them. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Pages whose forms upload files (listing photos, verification documents, a renter's documents) take up to 12 photos of 10 MB
 * each; the services check each file's own limit and type.
 */
export const MAX_UPLOAD_BODY_BYTES = MAX_PHOTOS_PER_LISTING * MAX_PHOTO_BYTES + MAX_BODY_BYTES;
export const UPLOAD_TOO_LARGE_MESSAGE =
  "These files are too large to upload together. Photos must be 10 MB or smaller; please go back and choose fewer or smaller photos.";
const FORM_TOO_LARGE_MESSAGE = "The form is too large. Please go back and shorten what you typed.";
const UPLOAD_PATHS =
  /^(?:\/es)?\/(list-property|landlord-dashboard\/verification|landlord-dashboard\/listings\/[^/]+\/photos|renter-dashboard\/application-profile)(\.data)?$/;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/**
 * Provider notifications are verified by signature instead of by origin, and so is a mail client's RFC 8058
 * one-click unsubscribe (a POST from no page of ours, carrying a signed token: app/routes/unsubscribe.$token.tsx).
 */
const ORIGIN_CHECK_EXEMPT =
  /^\/api\/(payments\/webhook|webhooks)\/|^(?:\/es)?\/unsubscribe\/[^/]+(?:\.data)?$/;
const RATE_LIMITED_AUTH_API = /^\/api\/auth\/(sign-in|sign-up|request-password-reset|reset-password)/;

export interface CreateAppOptions {
  /**
   * The React Router server build, or (npm run dev) a function giving the current one per request;
   * without it only /api is served (API tests).
   */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the built client assets. */
  clientDir?: string;
}

/** @hono/node-server's bindings: the request's own (`incoming`), or under `server` when an adapter wraps them. */
const hasSocket = (env: unknown) => {
  const bindings = env as { incoming?: unknown; server?: { incoming?: unknown } } | undefined;
  return Boolean(bindings?.incoming ?? bindings?.server?.incoming);
};

export function createApp(deps: AppDeps, options: CreateAppOptions = {}) {
  const app = new Hono<HonoEnv>();
  const publicOrigin = new URL(deps.env.PUBLIC_URL).origin;

  app.use(requestId());
  app.use(async (c, next) => {
    const clientIp = clientAddress(
      c.req.raw.headers,
      deps.env.TRUST_PROXY,
      // Without a socket (app.request in tests and benchmarks) getConnInfo throws, and making that error's
      // stack cost a tenth of a millisecond a request.
      () => (hasSocket(c.env) ? getConnInfo(c).remote.address : undefined),
    );
    c.set("clientIp", clientIp);
    const logger = deps.logger.child({ requestId: c.get("requestId") });
    c.set("logger", logger);
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    if (!c.req.path.startsWith("/assets/")) {
      logger.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, "request");
    }
  });

  app.use(compression());

  // Checked at start-up (env.ts): one origin.
  const mapTileOrigin = tileOrigin(deps.env.MAP_TILE_URL);
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", NONCE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Listing photos: our origin plus the IMAGE_HOSTS allow-list (off-list photos show a placeholder).
        // blob: only for the previews of photos a landlord has chosen and not uploaded yet (object URLs of
        // their own files, which this page made); nothing else needs it.
        // The map tiles: exactly MAP_TILE_URL's origin (OpenStreetMap's by default).
        imgSrc: [
          "'self'",
          "data:",
          "blob:",
          ...deps.env.IMAGE_HOSTS,
          ...(mapTileOrigin ? [mapTileOrigin] : []),
        ],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        // A no-JavaScript donation form is redirected to the payment provider's invoice page.
        formAction: [
          "'self'",
          ...(deps.payments.invoiceOrigin !== publicOrigin ? [deps.payments.invoiceOrigin] : []),
        ],
      },
      strictTransportSecurity: deps.env.PUBLIC_URL.startsWith("https://")
        ? "max-age=31536000; includeSubDomains"
        : false,
      referrerPolicy: "strict-origin-when-cross-origin",
      crossOriginEmbedderPolicy: false,
    }),
  );

  // State-changing requests must come from our own pages: the same scheme, host and port. Not hono/csrf:
  // it checks form posts only (a JSON body from another origin would pass) and compares with the request's
  // own scheme, which behind a TLS-terminating proxy is http.
  app.use(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || ORIGIN_CHECK_EXEMPT.test(c.req.path)) return next();
    const origin = c.req.header("origin");
    if (origin !== publicOrigin && !isOurOriginByHost(origin, publicOrigin, c.req.header("host"))) {
      return c.json({ error: { code: "FORBIDDEN", message: "Cross-origin request refused" } }, 403);
    }
    return next();
  });

  const tooLarge = (c: Context) => {
    if (c.req.path.startsWith("/api/")) {
      return c.json({ error: { code: "PAYLOAD_TOO_LARGE", message: "The request is too large" } }, 413);
    }
    // A page's form posted without JavaScript: a short page that says what to do (the photo form checks
    // sizes in the browser first, so with JavaScript this is not reached).
    const message = UPLOAD_PATHS.test(c.req.path) ? UPLOAD_TOO_LARGE_MESSAGE : FORM_TOO_LARGE_MESSAGE;
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Too large | Affordable</title></head>` +
        `<body><h1>Too large</h1><p>${message}</p><p><a href="/">Go to the home page</a></p></body></html>`,
      413,
    );
  };
  const formLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  const uploadLimit = bodyLimit({ maxSize: MAX_UPLOAD_BODY_BYTES, onError: tooLarge });
  app.use((c, next) => (UPLOAD_PATHS.test(c.req.path) ? uploadLimit(c, next) : formLimit(c, next)));

  app.use(refuseControlCharactersInUrl);
  app.use("/api/auth/*", refuseUnstorableJson);

  app.use("/api/auth/*", async (c, next) => {
    if (c.req.method === "POST" && RATE_LIMITED_AUTH_API.test(c.req.path)) {
      if (!(await deps.rateLimiter.consume("auth", c.get("clientIp")))) {
        return c.json({ error: { code: "RATE_LIMITED", message: RATE_LIMIT_MESSAGE } }, 429);
      }
    }
    return next();
  });
  // Only the endpoints we use reach Better Auth; the others fall through to the /api 404 below.
  app.on(["GET", "POST"], "/api/auth/*", (c, next) =>
    isOpenAuthEndpoint(c.req.raw)
      ? deps.auth.handler(withClientAddress(c.req.raw, c.get("clientIp")))
      : next(),
  );

  app.get("/api/health", (c) => c.json({ ok: true }));
  app.route("/api", siteApi(deps));
  app.route("/api", rentPartiesApi(deps));
  app.route("/api", messagesApi(deps));
  app.route("/api", pwaApi(deps));
  app.route("/", seoRoutes(deps));
  app.route("/", ogRoutes(deps));
  app.route("/", mediaRoutes(deps));
  app.all("/api/*", (c) => c.json({ error: { code: "NOT_FOUND", message: "No such endpoint" } }, 404));

  if (options.clientDir) {
    const root = options.clientDir;
    // Built files come with .br and .gz copies (scripts/postbuild.ts), chosen by Accept-Encoding.
    const serveBuilt = serveStatic({ root, precompressed: true });
    app.use("*", async (c, next) => {
      let passed = false;
      const found = await serveBuilt(c, async () => {
        passed = true;
        await next();
      });
      if (passed || !(found instanceof Response)) return;
      const headers = new Headers(found.headers);
      headers.set("Cache-Control", staticCacheControl(c.req.path));
      if (headers.has("Content-Encoding") || isCompressible(headers.get("Content-Type"))) {
        headers.set("Vary", "Accept-Encoding");
      }
      return new Response(found.body, { status: found.status, headers });
    });
  }

  app.use(pageRequestGuard);
  if (options.build) {
    const secure = deps.env.PUBLIC_URL.startsWith("https://");
    app.get("/language", languageSwitch(secure, accountLocaleSaver(deps)));
    app.use(localeRedirect(secure));
    const mode = deps.env.NODE_ENV === "development" ? "development" : "production";
    const build = options.build;
    // Spanish pages are the same routes under /es: React Router's basename prefixes their links,
    // forms and data requests, and strips it before matching.
    const handlers: Record<Locale, ReturnType<typeof createRequestHandler>> = {
      en: createRequestHandler(build, mode),
      es: createRequestHandler(
        typeof build === "function"
          ? async () => ({ ...(await build()), basename: LOCALE_PREFIX.es })
          : { ...build, basename: LOCALE_PREFIX.es },
        mode,
      ),
    };
    app.all("*", async (c) => {
      const locale = localeOfPath(c.req.path);
      const handle = async (request: Request, context: RequestContext) =>
        localizeRedirect(await handlers[locale](request, context), locale);
      const visitor = {
        cookieHeader: c.req.header("cookie"),
        clientIp: c.get("clientIp"),
        logger: c.get("logger"),
      };
      // The location is read once per request: the time zone may fall back on it, the page cache keys on it.
      let located: Promise<ResolvedLocation> | undefined;
      const locate = () => {
        located ??= resolveVisitorLocation(visitor);
        return located;
      };
      const [user, timeZone]: [SessionUser | null, string] = await Promise.all([
        readSessionUser(deps.auth, c.req.raw.headers),
        resolveTimeZone({ ...visitor, locate }),
      ]);
      const context: RequestContext = {
        deps,
        user,
        cspNonce: c.get("secureHeadersNonce") ?? "",
        requestId: c.get("requestId"),
        clientIp: c.get("clientIp"),
        logger: c.get("logger"),
        timeZone,
        locale,
      };
      // Anonymous home and search pages are the same for everyone at a location (server/page-cache.ts).
      if (user === null && isPageCacheCandidate(c.req.raw)) {
        const { location, source } = await locate();
        return servePageFromCache({
          readCache: deps.readCache,
          request: c.req.raw,
          key: pageCacheKey(c.req.raw, { timeZone, location, locationSource: source }),
          nonce: context.cspNonce,
          render: () => handle(c.req.raw, context),
        });
      }
      const response = await handle(c.req.raw, context);
      return user === null ? response : privateToReader(response);
    });
  }

  app.onError((error, c) => {
    if (!isAppError(error)) c.get("logger")?.error({ err: error }, "unhandled error");
    return errorResponse(c, error);
  });

  return app;
}

/**
 * A response made for a signed-in reader (their name in the header, their hearts, their messages' count) is
 * theirs: `Cache-Control: private` keeps it out of any shared cache. A page that says more (`no-store`) keeps
 * its own. The service worker may still keep a copy on the reader's device; signing out empties those.
 */
function privateToReader(response: Response): Response {
  if (response.headers.has("cache-control")) return response;
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", "private");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Whether an Origin header names the host the request was sent to, over the deployment's own scheme
 * (PUBLIC_URL's: the site reached by another name, such as its address, is still ours; the same host over
 * the other scheme or another port is not). "null" and junk never match.
 */
function isOurOriginByHost(origin: string | undefined, publicOrigin: string, host: string | undefined) {
  if (!origin || !host) return false;
  try {
    // Browsers send an origin serialized exactly so (no default port, lower case).
    return origin === new URL(`${new URL(publicOrigin).protocol}//${host}`).origin;
  } catch {
    return false;
  }
}
