import crypto from "node:crypto";
import { Hono } from "hono";
import { LRUCache } from "lru-cache";
import { CITY_PAGES } from "../../common/city-pages";
import { listingTitle, publicCampaignTitle } from "../../common/format";
import { type Locale, localeOr } from "../../common/i18n";
import { formatUsd } from "../../common/money";
import { ceilingCents } from "../../common/rent-party-rules";
import { stateDisplayName } from "../../common/us-states";
import type { AppDeps } from "../context";
import { getPublicListing } from "../listings/listing-service";
import { getActiveRentParty, type PublicRentParty } from "../rent-parties/read-rent-party";
import { type OgCard, renderOgPng } from "./og-image";

/**
 * The images' words in each language (`?lang=es` for a Spanish page's image, `ogImagePath`), as the pages
 * say them (app/locales/es): "Rent Party" stays a name. What people wrote (a listing's title) stays.
 */
const OG_TEXTS = {
  en: {
    raised: (raised: string, goal: string) => `${raised} raised of ${goal} goal`,
    rental: (place: string) => `Rental in ${place}`,
    perMonth: (price: string) => `${price}/month`,
    contactForPrice: "Contact for price",
    cityKicker: "City guide",
    cityTitle: (place: string) => `Affordable rentals in ${place}`,
    citySubtitle: "Verified listings, Section 8 friendly homes and Rent Parties",
  },
  es: {
    raised: (raised: string, goal: string) => `${raised} recaudados de una meta de ${goal}`,
    rental: (place: string) => `Alquiler en ${place}`,
    perMonth: (price: string) => `${price}/mes`,
    contactForPrice: "Consulta el precio",
    cityKicker: "Guía de la ciudad",
    cityTitle: (place: string) => `Alquileres económicos en ${place}`,
    citySubtitle: "Anuncios verificados, hogares que aceptan Sección 8 y Rent Parties",
  },
} satisfies Record<Locale, unknown>;

/** A campaign's image: its headline and progress toward its one target, as its page shows them. */
function partyOgCard(
  party: Pick<
    PublicRentParty,
    "title" | "headlineName" | "goalAmountCents" | "amountOwedCents" | "amountRaisedCents"
  >,
  locale: Locale,
): OgCard {
  const target = ceilingCents(party);
  return {
    kicker: "Rent Party",
    title: publicCampaignTitle(party, locale),
    subtitle: OG_TEXTS[locale].raised(formatUsd(party.amountRaisedCents), formatUsd(target)),
    progress: target > 0 ? party.amountRaisedCents / target : 0,
  };
}

/** Rendered images kept in memory, keyed by what they show (a changed title or amount is a new key). */
const CACHE_LIMIT = 200;

/**
 * `/og/listing/{id}.png`, `/og/party/{id}.png`, `/og/city/{slug}.png`: the shared-link image of a public
 * listing, an active campaign, a city page (PNG 1200x630, made with sharp on first request and kept in an
 * in-memory LRU; `Cache-Control` lets browsers and CDNs keep it for an hour and an ETag revalidates it).
 * Only what the page itself shows publicly is drawn; anything else is a 404.
 */
export function ogRoutes(
  deps: AppDeps,
  /** What draws an image (a test counts the drawings through it). */
  render: (card: OgCard) => Promise<Buffer> = renderOgPng,
) {
  const cache = new LRUCache<string, Buffer>({ max: CACHE_LIMIT });
  const routes = new Hono();

  async function cardFor(kind: string, id: string, locale: Locale): Promise<OgCard | null> {
    const text = OG_TEXTS[locale];
    if (kind === "listing") {
      const listing = await getPublicListing(deps.db, id);
      if (!listing) return null;
      return {
        kicker: text.rental(`${listing.city}, ${stateDisplayName(listing.state, locale)}`),
        title: listingTitle(listing.title, locale),
        subtitle:
          listing.priceCents > 0 ? text.perMonth(formatUsd(listing.priceCents)) : text.contactForPrice,
      };
    }
    if (kind === "party") {
      const party = await getActiveRentParty(deps.db, id);
      return party ? partyOgCard(party, locale) : null;
    }
    if (kind === "city") {
      const city = CITY_PAGES.find((c) => c.slug === id);
      if (!city) return null;
      return {
        kicker: text.cityKicker,
        title: text.cityTitle(`${city.city}, ${stateDisplayName(city.state, locale)}`),
        subtitle: text.citySubtitle,
      };
    }
    return null;
  }

  routes.get("/og/:kind/:file", async (c) => {
    const { kind, file } = c.req.param();
    const id = file.endsWith(".png") ? file.slice(0, -4) : "";
    // The page's language (`ogImagePath`); anything else is the English image.
    const lang = c.req.query("lang");
    const locale = localeOr(lang);
    const card = id ? await cardFor(kind, id, locale) : null;
    if (!card) return c.text("Not found", 404, { "Cache-Control": "no-store" });
    const key = crypto.createHash("sha256").update(JSON.stringify(card)).digest("base64url").slice(0, 27);
    const etag = `"${key}"`;
    const headers = {
      "Content-Type": "image/png",
      "Cache-Control": "public, max-age=3600",
      ETag: etag,
    };
    if (c.req.header("if-none-match") === etag) return c.body(null, 304, headers);
    let png = cache.get(key);
    if (!png) {
      png = await render(card);
      cache.set(key, png);
    }
    return c.body(new Uint8Array(png), 200, headers);
  });
  return routes;
}
