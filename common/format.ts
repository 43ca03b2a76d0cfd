import { dateTimeFormat } from "./date-format";
import { LOCALE_TAGS, type Locale } from "./i18n";
import { formatUsd } from "./money";

/** Display rules of the spec's section 3, shared by every page that shows listings or campaigns. */

/** No price yet, in the page's words (the same as the catalogs' `listings.priceTbd`). */
const PRICE_TBD: Record<Locale, string> = { en: "Price TBD", es: "Precio por confirmar" };

export function formatPrice(cents: number | null | undefined, locale: Locale): string {
  return !cents ? PRICE_TBD[locale] : formatUsd(cents);
}

/** A listing's title, or the page's words for none (the same as the catalogs' `listings.untitled`). */
const UNTITLED_LISTING: Record<Locale, string> = { en: "Untitled Property", es: "Propiedad sin título" };

export function listingTitle(title: string | null | undefined, locale: Locale): string {
  return title?.trim() ? title : UNTITLED_LISTING[locale];
}

export function formatBedrooms(bedrooms: number | null | undefined): string {
  if (bedrooms === null || bedrooms === undefined) return "N/A";
  if (bedrooms === 0) return "Studio";
  return `${bedrooms} ${bedrooms === 1 ? "bed" : "beds"}`;
}

export function formatBathrooms(bathrooms: number | null | undefined): string {
  if (bathrooms === null || bathrooms === undefined) return "N/A";
  return `${bathrooms} ${bathrooms === 1 ? "bath" : "baths"}`;
}

/**
 * The generated headline in each language: "Rosa's Campaign" is "Colecta de Rosa" in Spanish ("colecta" is
 * the Spanish pages' and emails' word for a campaign). A name is a name in both; a title the renter wrote
 * stays as written.
 */
const HEADLINE: Record<Locale, { named: (name: string) => string; anonymous: string }> = {
  en: { named: (name) => `${name}'s Campaign`, anonymous: "Anonymous Campaign" },
  es: { named: (name) => `Colecta de ${name}`, anonymous: "Colecta anónima" },
};

/** "{first word}'s Campaign", the title kept when its first word already ends in 's. */
export function campaignTitle(title: string | null | undefined, locale: Locale): string {
  const words = HEADLINE[locale];
  const trimmed = title?.trim();
  if (!trimmed) return words.anonymous;
  // Punctuation stuck to the first word ("Emergency:") is not part of the name.
  const firstWord = trimmed.split(/\s+/)[0].replace(/[^\p{L}\p{N}'’]+$/u, "");
  // Already possessive ("Maria's", "James'"): the title is kept.
  if (/['’]s$|s['’]$/i.test(firstWord)) return trimmed;
  if (!firstWord.replace(/['’]/g, "")) return words.anonymous;
  return words.named(firstWord);
}

/**
 * The public headline, the same on every page and email: "{first name}'s Campaign" when the renter chose
 * to show their first name, else the spec's rule on the title (`campaignTitle`); in the reader's language
 * ("Colecta de Rosa" on a Spanish page, or in a Spanish recipient's email).
 */
export function publicCampaignTitle(
  party: { title: string | null | undefined; headlineName?: string | null },
  locale: Locale,
) {
  const name = party.headlineName?.trim();
  return name ? HEADLINE[locale].named(name) : campaignTitle(party.title, locale);
}

export function progressPercent(raisedCents: number, goalCents: number): number {
  if (goalCents <= 0) return 0;
  return Math.min(100, Math.round((raisedCents / goalCents) * 100));
}

export type ProgressTone = "complete" | "near" | "neutral";

export function progressTone(percent: number): ProgressTone {
  if (percent >= 100) return "complete";
  if (percent >= 75) return "near";
  return "neutral";
}

/**
 * Cuts text to at most `max` characters (plus the ellipsis), ending on a word boundary: a word is never
 * cut in half (unless a single word is longer than the whole excerpt), and trailing punctuation goes.
 */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const lastSpace = cut.search(/\s\S*$/);
  const words = lastSpace > 0 ? cut.slice(0, lastSpace) : text.slice(0, max);
  return `${words.replace(/[\s,;:.\u2013\u2014-]+$/, "")}...`;
}

/**
 * How far a nearby area is from the visitor's city, from ZIP centroids ("about 270 miles from San
 * Antonio"), or null when unknown. Rounded: to 5 miles under 100, to 10 beyond; "less than 5 miles" near.
 */
export function distanceHint(miles: number | null | undefined, city: string): string | null {
  if (miles === null || miles === undefined || !Number.isFinite(miles) || miles < 0) return null;
  if (miles < 5) return `less than 5 miles from ${city}`;
  const rounded = miles < 100 ? Math.round(miles / 5) * 5 : Math.round(miles / 10) * 10;
  return `about ${rounded.toLocaleString("en-US")} miles from ${city}`;
}

/**
 * "March 3, 2026" ("3 de marzo de 2026" in Spanish). An instant (a created-at time) needs the reader's `timeZone` (`useTimeZone`), or its
 * day depends on the server's zone; a calendar date ("2026-03-03T12:00:00", a move-in day) needs none.
 */
export function formatDate(value: Date | string, timeZone?: string, locale: Locale = "en"): string {
  return dateTimeFormat(LOCALE_TAGS[locale], {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone,
  }).format(new Date(value));
}

/**
 * An instant with its time, in the reader's zone, named: "March 3, 2026, 4:05 PM CST"; in Spanish
 * "3 de marzo de 2026, 4:05 p.m. CST".
 */
export function formatDateTime(value: Date | string, timeZone: string, locale: Locale = "en"): string {
  const date = new Date(value);
  const time = dateTimeFormat(LOCALE_TAGS[locale], {
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(date);
  return `${formatDate(date, timeZone, locale)}, ${time}`;
}

/** The market snapshot's Year-over-Year figure: shown only when non-zero, with a plus sign when positive. */
export function formatYearOverYear(change: number | null | undefined): string | null {
  if (change === null || change === undefined || change === 0 || !Number.isFinite(change)) return null;
  return `${change > 0 ? "+" : ""}${change.toFixed(1)}%`;
}

/** A count for a results line: "1,234", or "1,000+" when the figure is a lower bound. */
export function formatCount(n: number, atLeast = false): string {
  return `${n.toLocaleString("en-US")}${atLeast ? "+" : ""}`;
}

/** The search page's count line (spec: "{n} properties found"), in the singular for exactly one. */
export function propertiesFoundLabel(n: number, atLeast = false): string {
  return `${formatCount(n, atLeast)} ${n === 1 && !atLeast ? "property" : "properties"} found`;
}
