import { isOpenAuthEndpoint } from "../auth/endpoints";
import type { TestApp } from "./app";
import { TEST_ORIGIN } from "./app";
import type { PageRoute } from "./pages";

/**
 * The app's endpoints, read from the app itself, so a test that must cover them all fails when one is
 * added: the Hono routes ("POST /api/rent-parties"), Better Auth's endpoints behind the /api/auth gateway
 * one by one (open: on the allow-list of server/auth/endpoints.ts; closed: every other), and the page
 * routes' loaders and actions ("action routes/rentals.$id", one key per module).
 */

/** Hono entries that are middleware or the /api 404, not endpoints. */
const NOT_ENDPOINTS = new Set(["ALL /*", "ALL /api/auth/*", "ALL /api/*"]);
/** The gateway to Better Auth: stands for Better Auth's own endpoints. */
const AUTH_GATEWAY = new Set(["GET /api/auth/*", "POST /api/auth/*"]);

export interface AuthEndpoint {
  method: string;
  /** "/api/auth/reset-password/:token" */
  path: string;
}

/** A concrete URL path for a pattern: every `:param` filled with a harmless value. */
export const fillParams = (path: string) => path.replace(/:\w+/g, "x1");

/** Call before mounting the page routes on `t.app` (they are not API endpoints). */
export function listApiEndpoints(t: TestApp): { open: string[]; closedAuth: AuthEndpoint[] } {
  const served = new Set(t.app.routes.map((r) => `${r.method} ${r.path}`));
  const api = t.deps.auth.api as Record<string, { path?: unknown; options?: { method?: unknown } }>;
  const auth: AuthEndpoint[] = Object.values(api)
    .filter((e) => typeof e?.path === "string" && e.path.startsWith("/"))
    .flatMap((e) => {
      const methods = [e.options?.method].flat().filter((m): m is string => typeof m === "string");
      return (methods.includes("*") ? ["GET", "POST"] : methods).map((method) => ({
        method,
        path: `/api/auth${e.path}`,
      }));
    });
  const isOpen = (e: AuthEndpoint) =>
    isOpenAuthEndpoint(new Request(`${TEST_ORIGIN}${fillParams(e.path)}`, { method: e.method }));
  return {
    open: [
      ...[...served].filter((k) => !NOT_ENDPOINTS.has(k) && !AUTH_GATEWAY.has(k)),
      ...auth.filter(isOpen).map((e) => `${e.method} ${e.path}`),
    ],
    closedAuth: auth.filter((e) => !isOpen(e)),
  };
}

export function pageKey(kind: "loader" | "action", route: PageRoute) {
  return `${kind} ${route.file.replace(/\.tsx?$/, "")}`;
}

/** "action routes/contact" for every page module with an action (each module once). */
export function pageActions(routes: PageRoute[]): string[] {
  return [...new Set(routes.filter((r) => r.module.action).map((r) => pageKey("action", r)))];
}
