import {
  browserTimeZone,
  DEFAULT_TIME_ZONE,
  TIME_ZONE_COOKIE,
  TIME_ZONE_COOKIE_MAX_AGE,
} from "@common/time-zone";
import { useEffect } from "react";
import { useRouteLoaderData } from "react-router";
import { useHydrated } from "./hydrated";

/**
 * The reader's time zone, for every time a page shows. The server's HTML and the hydration use the zone
 * the server rendered with (the root loader's `timeZone`), so the two never differ; once the page runs,
 * the browser's own zone (which the server will read from the `tz` cookie from the next request on).
 */
export function useTimeZone(): string {
  const root = useRouteLoaderData("root") as { timeZone?: string } | undefined;
  const hydrated = useHydrated();
  const rendered = root?.timeZone ?? DEFAULT_TIME_ZONE;
  return hydrated ? (browserTimeZone() ?? rendered) : rendered;
}

/** Remembers the browser's zone in the `tz` cookie (once per page load, in the root) for server rendering. */
export function useRememberTimeZone() {
  useEffect(() => {
    const zone = browserTimeZone();
    if (!zone) return;
    const value = encodeURIComponent(zone);
    if (document.cookie.split("; ").includes(`${TIME_ZONE_COOKIE}=${value}`)) return;
    const secure = window.location.protocol === "https:" ? "; secure" : "";
    // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not everywhere yet
    document.cookie = `${TIME_ZONE_COOKIE}=${value}; path=/; max-age=${TIME_ZONE_COOKIE_MAX_AGE}; samesite=lax${secure}`;
  }, []);
}
