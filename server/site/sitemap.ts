import { Hono } from "hono";
import { CITY_PAGES } from "../../common/city-pages";
import { LOCALES, type Locale, localizedPath } from "../../common/i18n";
import type { AppDeps } from "../context";
import { sitemapRentParties } from "../rent-parties/list-public-rent-parties";

type ChangeFrequency = "daily" | "weekly" | "monthly";
export interface SitemapEntry {
  path: string;
  priority: string;
  changefreq: ChangeFrequency;
  lastmod?: Date;
}

type SitemapRule = Pick<SitemapEntry, "priority" | "changefreq">;

/** The spec's priority and change frequency of every kind of page the sitemap lists, in one place. */
export const SITEMAP_RULES = {
  "/": { priority: "1.0", changefreq: "daily" },
  "/rentals": { priority: "0.9", changefreq: "daily" },
  city: { priority: "0.8", changefreq: "daily" },
  "/start-rent-party": { priority: "0.8", changefreq: "monthly" },
  "/verified-landlord": { priority: "0.7", changefreq: "monthly" },
  "/list-property": { priority: "0.7", changefreq: "monthly" },
  rentParty: { priority: "0.7", changefreq: "weekly" },
  "/story": { priority: "0.5", changefreq: "monthly" },
  "/auth": { priority: "0.4", changefreq: "monthly" },
  "/privacy": { priority: "0.3", changefreq: "monthly" },
  "/terms": { priority: "0.3", changefreq: "monthly" },
} as const satisfies Record<string, SitemapRule>;

const page = (path: keyof typeof SITEMAP_RULES & `/${string}`): SitemapEntry => ({
  path,
  ...SITEMAP_RULES[path],
});
const cityEntry = (slug: string): SitemapEntry => ({ path: `/${slug}`, ...SITEMAP_RULES.city });

/** The static entries: home, rentals, the city pages, then the other public pages. */
export const STATIC_ENTRIES: SitemapEntry[] = [
  page("/"),
  page("/rentals"),
  ...CITY_PAGES.map((c) => cityEntry(c.slug)),
  page("/start-rent-party"),
  page("/verified-landlord"),
  page("/list-property"),
  page("/story"),
  page("/auth"),
  page("/privacy"),
  page("/terms"),
];

/** Served when the campaign list cannot be read: home, rentals and the five larger city pages. */
export const FALLBACK_ENTRIES: SitemapEntry[] = [
  page("/"),
  page("/rentals"),
  ...CITY_PAGES.slice(0, 5).map((c) => cityEntry(c.slug)),
];

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[ch] ?? ch,
  );

/**
 * Every page twice, in English and under /es in Spanish, each naming both (and English as the default)
 * as hreflang alternates, as the pages themselves do.
 */
export function renderSitemap(publicUrl: string, entries: SitemapEntry[]): string {
  const url = (path: string, locale: Locale) => escapeXml(publicUrl + localizedPath(path, locale));
  const urls = entries.flatMap((e) =>
    LOCALES.map((locale) =>
      [
        "  <url>",
        `    <loc>${url(e.path, locale)}</loc>`,
        e.lastmod ? `    <lastmod>${e.lastmod.toISOString().slice(0, 10)}</lastmod>` : null,
        `    <changefreq>${e.changefreq}</changefreq>`,
        `    <priority>${e.priority}</priority>`,
        ...LOCALES.map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${url(e.path, l)}"/>`),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(e.path, "en")}"/>`,
        "  </url>",
      ]
        .filter(Boolean)
        .join("\n"),
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** /sitemap.xml (static pages plus one entry per verified, active Rent Party) and /robots.txt. */
export function seoRoutes(deps: AppDeps) {
  const routes = new Hono();
  const headers = {
    "Content-Type": "application/xml; charset=utf-8",
    "Cache-Control": "public, max-age=3600",
    "X-Robots-Tag": "index, follow",
  };
  routes.get("/sitemap.xml", async (c) => {
    let entries: SitemapEntry[];
    try {
      const parties = await sitemapRentParties(deps.db);
      entries = [
        ...STATIC_ENTRIES,
        ...parties.map((p) => ({
          path: `/party/${p.id}`,
          ...SITEMAP_RULES.rentParty,
          lastmod: new Date(p.createdAt),
        })),
      ];
    } catch (error) {
      deps.logger.error({ err: error }, "sitemap: campaigns unavailable, serving the fallback");
      entries = FALLBACK_ENTRIES;
    }
    return c.body(renderSitemap(deps.publicUrl, entries), 200, headers);
  });
  routes.get("/robots.txt", (c) =>
    c.text(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /api/",
        "Disallow: /admin/",
        "Disallow: /renter-dashboard",
        "Disallow: /landlord-dashboard",
        "Disallow: /reset-password",
        "",
        `Sitemap: ${deps.publicUrl}/sitemap.xml`,
        "",
      ].join("\n"),
      200,
      { "Cache-Control": "public, max-age=3600" },
    ),
  );
  return routes;
}
