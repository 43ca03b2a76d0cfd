import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRentParty } from "../db/seed/factories";
import { createTestApp, type TestApp } from "../test/app";
import { SITEMAP_RULES } from "./sitemap";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("/sitemap.xml", () => {
  it("lists the static pages and only verified, active campaigns, as cached XML", async () => {
    const shown = await createRentParty(t.deps.db, { verified: true, isActive: true });
    const pending = await createRentParty(t.deps.db, { verified: false, isActive: true });
    const inactive = await createRentParty(t.deps.db, { verified: true, isActive: false });
    const res = await t.request("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(res.headers.get("x-robots-tag")).toBe("index, follow");
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    const base = t.deps.env.PUBLIC_URL;
    for (const path of [
      "/",
      "/rentals",
      "/start-rent-party",
      "/auth",
      "/verified-landlord",
      "/list-property",
      "/privacy",
      "/terms",
      "/story",
      "/new-york",
      "/phoenix",
    ]) {
      expect(xml).toContain(`<loc>${base}${path}</loc>`);
    }
    // Each page in English and in Spanish.
    expect(xml.match(/<url>/g)?.length).toBe(2 * (21 + 1));
    expect(xml).toContain(`<loc>${base}/es/party/${shown.id}</loc>`);
    expect(xml).toContain(`<loc>${base}/es</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${base}/es/rentals"/>`);
    expect(xml).toContain(`<loc>${base}/party/${shown.id}</loc>`);
    expect(xml).not.toContain(pending.id);
    expect(xml).not.toContain(inactive.id);
    expect(xml).toMatch(
      new RegExp(`<loc>${base}/</loc>\\s*<changefreq>daily</changefreq>\\s*<priority>1.0</priority>`),
    );
    expect(xml).toMatch(
      new RegExp(`<loc>${base}/rentals</loc>\\s*<changefreq>daily</changefreq>\\s*<priority>0.9</priority>`),
    );
  });

  it("falls back to home, rentals and five city pages when campaigns cannot be read", async () => {
    const broken = await createTestApp();
    await broken.deps.db.execute(sql`drop table rent_parties cascade`);
    const res = await broken.request("/sitemap.xml");
    await broken.close();
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml.match(/<url>/g)?.length).toBe(2 * 7);
    expect(xml).toContain("/los-angeles</loc>");
    expect(xml).not.toContain("/chicago</loc>");
  });
});

describe("SITEMAP_RULES", () => {
  it("gives every listed page its priority and change frequency: pages, city pages and campaigns alike", async () => {
    const party = await createRentParty(t.deps.db, { verified: true, isActive: true });
    const xml = await (await t.request("/sitemap.xml")).text();
    const base = t.deps.env.PUBLIC_URL;
    const entry = (path: string) =>
      new RegExp(
        `<loc>${base}${path}</loc>\\s*(?:<lastmod>[^<]*</lastmod>\\s*)?<changefreq>(\\w+)</changefreq>\\s*<priority>([\\d.]+)</priority>`,
      )
        .exec(xml)
        ?.slice(1);
    for (const [key, rule] of Object.entries(SITEMAP_RULES)) {
      const path = key === "city" ? "/chicago" : key === "rentParty" ? `/party/${party.id}` : key;
      expect(entry(path), path).toEqual([rule.changefreq, rule.priority]);
    }
  });
});

describe("/robots.txt", () => {
  it("allows crawling and points at the sitemap", async () => {
    const res = await t.request("/robots.txt");
    expect(await res.text()).toContain(`Sitemap: ${t.deps.env.PUBLIC_URL}/sitemap.xml`);
  });
});
