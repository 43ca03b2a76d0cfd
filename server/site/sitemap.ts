import { Hono } from "hono";
import { CITY_PAGES } from "../../common/city-pages";
import type { AppDeps } from "../context";
import { sitemapRentParties } from "../rent-parties/rent-party-service";

type ChangeFrequency = "daily" | "weekly" | "monthly";
export interface SitemapEntry {
  path: string;
  priority: string;
  changefreq: ChangeFrequency;
  lastmod?: Date;
}

/** The spec's static entries, priorities and change frequencies. */
export const STATIC_ENTRIES: SitemapEntry[] = [
  { path: "/", priority: "1.0", changefreq: "daily" },
  { path: "/rentals", priority: "0.9", changefreq: "daily" },
  ...CITY_PAGES.map((c) => ({ path: `/${c.slug}`, priority: "0.8", changefreq: "daily" as const })),
  { path: "/start-rent-party", priority: "0.8", changefreq: "monthly" },
  { path: "/verified-landlord", priority: "0.7", changefreq: "monthly" },
  { path: "/list-property", priority: "0.7", changefreq: "monthly" },
  { path: "/story", priority: "0.5", changefreq: "monthly" },
  { path: "/auth", priority: "0.4", changefreq: "monthly" },
  { path: "/privacy", priority: "0.3", changefreq: "monthly" },
  { path: "/terms", priority: "0.3", changefreq: "monthly" },
];

/** Served when the campaign list cannot be read: home, rentals and the five larger city pages. */
export const FALLBACK_ENTRIES: SitemapEntry[] = [
  STATIC_ENTRIES[0],
  STATIC_ENTRIES[1],
  ...CITY_PAGES.slice(0, 5).map((c) => ({
    path: `/${c.slug}`,
    priority: "0.8",
    changefreq: "daily" as const,
  })),
];

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[ch] ?? ch,
  );

export function renderSitemap(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) =>
    [
      "  <url>",
      `    <loc>${escapeXml(publicUrl + e.path)}</loc>`,
      e.lastmod ? `    <lastmod>${e.lastmod.toISOString().slice(0, 10)}</lastmod>` : null,
      `    <changefreq>${e.changefreq}</changefreq>`,
      `    <priority>${e.priority}</priority>`,
      "  </url>",
    ]
      .filter(Boolean)
      .join("\n"),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
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
          priority: "0.7",
          changefreq: "weekly" as const,
          lastmod: new Date(p.createdAt),
        })),
      ];
    } catch (error) {
      deps.logger.error({ err: error }, "sitemap: campaigns unavailable, serving the fallback");
      entries = FALLBACK_ENTRIES;
    }
    return c.body(renderSitemap(deps.env.PUBLIC_URL, entries), 200, headers);
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
        `Sitemap: ${deps.env.PUBLIC_URL}/sitemap.xml`,
        "",
      ].join("\n"),
      200,
      { "Cache-Control": "public, max-age=3600" },
    ),
  );
  return routes;
}
