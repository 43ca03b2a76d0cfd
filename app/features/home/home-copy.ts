import { stateDisplayName } from "@common/us-states";
import type { Translate } from "~/lib/i18n";

/*
 * The home page's texts built from the visitor's location, in the page's language. The English ones are
 * word for word what common/location.ts and common/format.ts give (home-copy.test.ts keeps them equal).
 */

const HEADLINES = [
  "home.location.headline0",
  "home.location.headline1",
  "home.location.headline2",
  "home.location.headline3",
] as const;

/** The banner: one of four phrases, picked by the English state name's length modulo 4. */
export function locationHeadlineText(
  t: Translate,
  location: { city?: string; state?: string } | null,
  locale = "en",
): string {
  if (!location?.state || !location.city) return t("home.location.headlineFallback");
  const headline = HEADLINES[stateDisplayName(location.state).length % 4];
  return t(headline, { city: location.city, state: stateDisplayName(location.state, locale) });
}

export function locationHeadingText(
  t: Translate,
  location: { city?: string; state?: string } | null,
  locale = "en",
): string {
  if (!location?.city || !location.state) return t("home.location.headingFallback");
  return t("home.location.heading", { city: location.city, state: stateDisplayName(location.state, locale) });
}

/** "about 15 miles from Chicago", rounded as common/format.ts's `distanceHint`; null without a distance. */
export function distanceText(t: Translate, miles: number | null | undefined, city: string): string | null {
  if (miles === null || miles === undefined || !Number.isFinite(miles) || miles < 0) return null;
  if (miles < 5) return t("home.nearby.lessThan5Miles", { city });
  const rounded = miles < 100 ? Math.round(miles / 5) * 5 : Math.round(miles / 10) * 10;
  return t("home.nearby.aboutMiles", { miles: rounded.toLocaleString("en-US"), city });
}
