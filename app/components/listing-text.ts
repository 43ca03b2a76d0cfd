import { formatUsd } from "@common/money";
import { useMemo } from "react";
import { type Translate, useT } from "~/lib/i18n";

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
