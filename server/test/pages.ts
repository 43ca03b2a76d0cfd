import path from "node:path";
import { DEFAULT_TIME_ZONE, timeZoneFromCookie } from "../../common/time-zone";
import { readSessionUser } from "../auth/session";
import type { RequestContext } from "../context";
import type { TestApp } from "./app";

/**
 * Page routes without a React Router build: the route modules' own `loader` and `action`, mounted on the
 * test app behind the real middleware (origin check, body limit, URL and form guards), called with the
 * `RequestContext` the page handler would build (the session user read from the cookie). A returned or
 * thrown Response (a redirect) is answered as it is, `data(value, { status })` with its status and the
 * value as JSON, anything else as JSON with 200; an error the route lets escape becomes the app's 500,
 * as React Router's would. Rendering is not exercised here (the browser tests do that).
 */

type RouteFunction = (args: {
  request: Request;
  params: Record<string, string>;
  context: RequestContext;
}) => unknown | Promise<unknown>;

export interface RouteModule {
  loader?: RouteFunction;
  action?: RouteFunction;
}

export interface PageRoute {
  /** The route id: "routes/rentals.$id", "city-chicago", "root". */
  id: string;
  /** The module, relative to app/: "routes/rentals.$id.tsx". */
  file: string;
  /** The URL pattern in Hono's syntax: "/rentals/:id"; undefined for the root layout. */
  pattern?: string;
  module: RouteModule;
}

interface RouteConfigEntry {
  id?: string;
  file: string;
  path?: string;
  index?: boolean;
  children?: RouteConfigEntry[];
}

const APP_DIR = path.resolve(import.meta.dirname, "../../app");

/**
 * Every page route of `app/routes.ts` (flat routes plus the city pages), read the way React Router reads
 * it, with its module; the root layout first.
 */
export async function loadPageRoutes(): Promise<PageRoute[]> {
  // What React Router's Vite plugin sets before it evaluates app/routes.ts.
  (globalThis as { __reactRouterAppDirectory?: string }).__reactRouterAppDirectory = APP_DIR;
  const config: RouteConfigEntry[] = await (await import("../../app/routes")).default;
  const routes: PageRoute[] = [
    { id: "root", file: "root.tsx", module: (await import("../../app/root")) as unknown as RouteModule },
  ];
  const visit = async (entries: RouteConfigEntry[], parent: string) => {
    for (const entry of entries) {
      const joined = [parent, entry.path ?? ""].filter(Boolean).join("/");
      routes.push({
        id: entry.id ?? entry.file.replace(/\.tsx?$/, ""),
        file: entry.file,
        pattern: `/${joined}`,
        module: (await import(/* @vite-ignore */ path.join(APP_DIR, entry.file))) as RouteModule,
      });
      if (entry.children) await visit(entry.children, joined);
    }
  };
  await visit(config, "");
  return routes;
}

/** A returned or thrown `data(...)` value. */
function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: unknown }).type === "DataWithResponseInit"
  );
}

function toResponse(result: unknown): Response {
  if (result instanceof Response) return result;
  if (isDataWithInit(result)) {
    const headers = new Headers(result.init?.headers);
    headers.set("content-type", "application/json");
    return new Response(JSON.stringify(result.data ?? null), { status: result.init?.status ?? 200, headers });
  }
  return Response.json(result ?? null);
}

/**
 * Mounts every page route's loader (GET) and action (other methods) on `t.app`, after its middleware.
 * A method the route has no function for answers 405, like React Router.
 */
export function mountPageRoutes(t: TestApp, routes: PageRoute[]) {
  const byPattern = routes
    .filter((r): r is PageRoute & { pattern: string } => r.pattern !== undefined)
    // The catch-all last: Hono answers with the first handler that matches.
    .sort((a, b) => Number(a.pattern.endsWith("*")) - Number(b.pattern.endsWith("*")));
  for (const route of byPattern) {
    t.app.all(route.pattern, async (c) => {
      const isAction = !["GET", "HEAD"].includes(c.req.method);
      const fn = isAction ? route.module.action : route.module.loader;
      if (!fn) return c.text("Method Not Allowed", 405);
      const context: RequestContext = {
        deps: t.deps,
        user: await readSessionUser(t.deps.auth, c.req.raw.headers),
        cspNonce: "",
        requestId: c.get("requestId"),
        clientIp: c.get("clientIp"),
        logger: c.get("logger"),
        timeZone: timeZoneFromCookie(c.req.header("cookie")) ?? DEFAULT_TIME_ZONE,
        locale: "en",
      };
      try {
        const { raw } = c.req;
        const args = {
          request: raw,
          url: new URL(raw.url),
          params: c.req.param(),
          pattern: route.pattern,
          context,
        };
        return toResponse(await fn(args));
      } catch (thrown) {
        if (thrown instanceof Response || isDataWithInit(thrown)) return toResponse(thrown);
        throw thrown;
      }
    });
  }
}
