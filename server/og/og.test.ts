import crypto from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CITY_PAGES } from "../../common/city-pages";
import { formatUsd } from "../../common/money";
import { stateDisplayName } from "../../common/us-states";
import { createListing, createRentParty, createUser } from "../db/seed/factories";
import { createTestApp, type TestApp } from "../test/app";
import { ogRoutes } from "./api";
import { renderOgPng, wrapLines } from "./og-image";

let t: TestApp;
let listingId: string;
let partyId: string;
let pendingId: string;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t.deps.db, { role: "landlord" });
  listingId = (await createListing(t.deps.db, { ownerId: owner.id, title: "Sunny <1BR> & more" })).id;
  partyId = (await createRentParty(t.deps.db, { verified: true, amountRaisedCents: 30_000 })).id;
  pendingId = (await createRentParty(t.deps.db, { isActive: false })).id;
});
afterAll(() => t.close());

async function png(path: string) {
  const res = await t.app.request(path);
  const body = Buffer.from(await res.arrayBuffer());
  return { res, body };
}

describe("shared-link images (/og/...)", () => {
  it("draws a 1200x630 PNG for a listing, a campaign and a city page, cached by browsers", async () => {
    for (const path of [`/og/listing/${listingId}.png`, `/og/party/${partyId}.png`, "/og/city/chicago.png"]) {
      const { res, body } = await png(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
      const meta = await sharp(body).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
    }
  });

  it("answers 304 to a matching ETag, and serves the same bytes again from its cache", async () => {
    const first = await png(`/og/listing/${listingId}.png`);
    const etag = first.res.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.request(`/og/listing/${listingId}.png`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    const second = await png(`/og/listing/${listingId}.png`);
    expect(second.body.equals(first.body)).toBe(true);
  });

  it("draws an image once and serves it from memory afterwards", async () => {
    // The routes on their own, with a drawing function that counts (a module mock would not reach an
    // og-image module another test file in this worker loaded first).
    const render = vi.fn(renderOgPng);
    const routes = ogRoutes(t.deps, render);
    const path = `/og/city/${CITY_PAGES.find((c) => c.slug !== "chicago")!.slug}.png`;
    const first = Buffer.from(await (await routes.request(path)).arrayBuffer());
    const second = Buffer.from(await (await routes.request(path)).arrayBuffer());
    expect(second.equals(first)).toBe(true);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("is a 404 for anything not public: unknown ids, inactive campaigns, other kinds or extensions", async () => {
    for (const path of [
      "/og/listing/00000000-0000-4000-8000-000000000000.png",
      "/og/listing/not-a-uuid.png",
      `/og/party/${pendingId}.png`,
      "/og/city/atlantis.png",
      `/og/user/${listingId}.png`,
      `/og/listing/${listingId}.svg`,
    ]) {
      expect((await t.app.request(path)).status, path).toBe(404);
    }
  });

  it("draws a campaign with its one headline and its one target (the confirmed amount owed)", async () => {
    const party = await createRentParty(t.deps.db, {
      title: "Help with two months of rent",
      headlineName: "Rosa",
      goalAmountCents: 120_000,
      amountOwedCents: 100_000,
      amountRaisedCents: 100_000,
      verified: true,
    });
    // The image's ETag is a digest of exactly what it draws.
    const drawn = {
      kicker: "Rent Party",
      title: "Rosa's Campaign",
      subtitle: `${formatUsd(100_000)} raised of ${formatUsd(100_000)} goal`,
      progress: 1,
    };
    const key = crypto.createHash("sha256").update(JSON.stringify(drawn)).digest("base64url").slice(0, 27);
    const { res } = await png(`/og/party/${party.id}.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toBe(`"${key}"`);
  });

  it("draws a Spanish page's image in Spanish (?lang=es, ogImagePath): Colecta de Rosa, its words too", async () => {
    const party = await createRentParty(t.deps.db, {
      title: "Help with two months of rent",
      headlineName: "Rosa",
      goalAmountCents: 100_000,
      amountRaisedCents: 25_000,
      verified: true,
    });
    const digest = (card: object) =>
      `"${crypto.createHash("sha256").update(JSON.stringify(card)).digest("base64url").slice(0, 27)}"`;
    const spanish = {
      kicker: "Rent Party",
      title: "Colecta de Rosa",
      subtitle: `${formatUsd(25_000)} recaudados de una meta de ${formatUsd(100_000)}`,
      progress: 0.25,
    };
    expect((await png(`/og/party/${party.id}.png?lang=es`)).res.headers.get("etag")).toBe(digest(spanish));
    // Another value is the English image, as without one.
    const english = (await png(`/og/party/${party.id}.png?lang=xx`)).res.headers.get("etag");
    expect(english).toBe((await png(`/og/party/${party.id}.png`)).res.headers.get("etag"));
    expect(english).not.toBe(digest(spanish));
    const city = CITY_PAGES[0];
    expect((await png(`/og/city/${city.slug}.png?lang=es`)).res.headers.get("etag")).toBe(
      digest({
        kicker: "Guía de la ciudad",
        title: `Alquileres económicos en ${city.city}, ${stateDisplayName(city.state, "es")}`,
        subtitle: "Anuncios verificados, hogares que aceptan Sección 8 y Rent Parties",
      }),
    );
  });

  it("wraps titles on word boundaries with an ellipsis when too long", () => {
    expect(wrapLines("Sunny one bedroom near the lake", 12, 3)).toEqual([
      "Sunny one",
      "bedroom near",
      "the lake",
    ]);
    expect(wrapLines("a b c d e f g h", 3, 2)).toEqual(["a b", "c…"]);
  });
});
