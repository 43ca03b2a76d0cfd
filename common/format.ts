import { formatUsd } from "./money";

/** Display rules of the spec's section 3, shared by every page that shows listings or campaigns. */

/** Kept for server/rent-parties/payout-service.ts until it imports formatUsd from ./money itself. */
export { formatUsd };

export function formatPrice(cents: number | null | undefined): string {
  return !cents ? "Price TBD" : formatUsd(cents);
}

export function listingTitle(title: string | null | undefined): string {
  return title?.trim() ? title : "Untitled Property";
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

/** "{first word}'s Campaign", the title kept when its first word already ends in 's. */
export function campaignTitle(title: string | null | undefined): string {
  const trimmed = title?.trim();
  if (!trimmed) return "Anonymous Campaign";
  // Punctuation stuck to the first word ("Emergency:") is not part of the name.
  const firstWord = trimmed.split(/\s+/)[0].replace(/[^\p{L}\p{N}'’]+$/u, "");
  // Already possessive ("Maria's", "James'"): the title is kept.
  if (/['’]s$|s['’]$/i.test(firstWord)) return trimmed;
  if (!firstWord.replace(/['’]/g, "")) return "Anonymous Campaign";
  return `${firstWord}'s Campaign`;
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

/** Cuts text to `max` characters with an ellipsis. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

export function formatDate(value: Date | string): string {
  return new Date(value).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
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
