import type { CityPageConfig } from "@common/city-pages";
import { stateDisplayName } from "@common/us-states";
import type { Translate } from "~/lib/i18n";
import type { MessageId } from "~/locales/catalogs";

/**
 * The wording every city page shares, in the page's language (the "home" catalog). Each city's rules and
 * limits live in common/city-pages; their copy (intros, taglines) is in the catalogs, read here.
 */

export function cityTitle(t: Translate, config: CityPageConfig): string {
  return t("home.city.title", { city: config.city, state: config.state });
}

export function cityDescription(t: Translate, config: CityPageConfig, locale = "en"): string {
  return t("home.city.description", { city: config.city, stateName: stateDisplayName(config.state, locale) });
}

/** "New York, Nueva York": the city and its state's name in the page's language. */
export function cityPlace(config: Pick<CityPageConfig, "city" | "state">, locale = "en"): string {
  return `${config.city}, ${stateDisplayName(config.state, locale)}`;
}

export function cityHeadline(t: Translate, config: CityPageConfig): string {
  return t("home.city.headline", { city: config.city });
}

/** A larger page's intro paragraph. */
export function cityIntro(t: Translate, config: CityPageConfig): string {
  return t(`home.city.${config.slug}.intro` as MessageId);
}

/** A smaller page's tagline. */
export function cityTagline(t: Translate, config: CityPageConfig): string {
  return t(`home.city.${config.slug}.tagline` as MessageId);
}
