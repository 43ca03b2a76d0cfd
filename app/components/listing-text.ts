import { formatUsd } from "@common/money";
import { useLingui } from "@lingui/react";
import { useCallback, useMemo } from "react";
import { type Translate, useT } from "~/lib/i18n";
import type { MessageId } from "~/locales/catalogs";

/**
 * The spec's display rules for a listing (common/format's listingTitle, formatPrice, formatBedrooms,
 * formatBathrooms) in the page's language: the same English, and its Spanish (the "listings" catalog).
 * Money keeps its one format.
 */
export function listingText(t: Translate) {
  return {
    title: (title: string | null | undefined) => (title?.trim() ? title : t("listings.untitled")),
    price: (cents: number | null | undefined) => (cents ? formatUsd(cents) : t("listings.priceTbd")),
    bedrooms: (bedrooms: number | null | undefined) => {
      if (bedrooms === null || bedrooms === undefined) return t("listings.notAvailable");
      return bedrooms === 0 ? t("listings.studio") : t("listings.beds", { count: bedrooms });
    },
    bathrooms: (bathrooms: number | null | undefined) =>
      bathrooms === null || bathrooms === undefined
        ? t("listings.notAvailable")
        : t("listings.baths", { count: bathrooms }),
  };
}

export type ListingText = ReturnType<typeof listingText>;

/** `listingText` with the page's translate function. */
export function useListingText(): ListingText {
  const t = useT();
  return useMemo(() => listingText(t), [t]);
}

/**
 * For the listings components that pages outside the listings area show too (the inbox's Verified landlord
 * badge, the dashboards' photos and Message dialog): the listings text when the page sent the listings
 * catalog, else the English one given. Goes once every such page's loader sends "listings".
 */
export function useListingsTextOr(): (id: MessageId, english: string) => string {
  const { i18n } = useLingui();
  return useCallback((id, english) => (i18n.messages[id] === undefined ? english : i18n._(id)), [i18n]);
}
