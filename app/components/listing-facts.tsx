import { formatUsdDollars } from "@common/money";
import type { RentEstimate } from "@server/integrations/market-data/market-data";
import { Icon } from "~/components/icon";
import { useListingText } from "~/components/listing-text";
import { Badge, Card } from "~/components/ui/card";
import { useT } from "~/lib/i18n";

/**
 * Presentation shared by every listing and estimate card (search, home, city pages): place, monthly
 * price and rooms, with the spec's display rules. No data access, no business logic.
 */
export function ListingFacts({
  city,
  state,
  priceCents,
  bedrooms,
  bathrooms,
}: {
  city: string;
  state: string;
  priceCents: number;
  bedrooms: number | null;
  bathrooms: number | null;
}) {
  const t = useT();
  const text = useListingText();
  return (
    <>
      <p className="flex items-center gap-1 text-sm text-slate-600">
        <Icon name="map-pin" className="size-4 shrink-0" />
        {city}, {state}
      </p>
      <p className="text-xl font-bold text-brand-700">
        {text.price(priceCents)}
        {priceCents > 0 ? (
          <span className="text-sm font-normal text-slate-500">{t("listings.perMonth")}</span>
        ) : null}
      </p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <span className="flex items-center gap-1 whitespace-nowrap">
          <Icon name="bed-double" className="size-4" />
          {text.bedrooms(bedrooms)}
        </span>
        <span className="flex items-center gap-1 whitespace-nowrap">
          <Icon name="bath" className="size-4" />
          {text.bathrooms(bathrooms)}
        </span>
      </p>
    </>
  );
}

/** A market estimate: a figure from the provider or the median of our own listings, never a listing. */
export function EstimateCard({ estimate }: { estimate: RentEstimate }) {
  const t = useT();
  const text = useListingText();
  const heading = estimate.propertyType ?? text.bedrooms(estimate.bedrooms);
  return (
    <Card className="flex h-full flex-col gap-2 border-dashed p-4" role="article" aria-label={heading}>
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold">{heading}</h3>
        <Badge tone="info">{t("listings.estimate.badge")}</Badge>
      </div>
      <p className="flex items-center gap-1 text-sm text-slate-600">
        <Icon name="map-pin" className="size-4" />
        {estimate.city}, {estimate.state}
        {estimate.zipCode ? ` ${estimate.zipCode}` : ""}
      </p>
      <p className="text-xl font-bold text-slate-800">
        {formatUsdDollars(estimate.rent)}
        <span className="text-sm font-normal text-slate-500">{t("listings.perMonth")}</span>
      </p>
      <p className="flex gap-4 text-sm text-slate-700">
        <span>{text.bedrooms(estimate.bedrooms)}</span>
        <span>{text.bathrooms(estimate.bathrooms)}</span>
      </p>
      {estimate.sampleSize ? (
        <p className="text-xs text-slate-500">
          {t("listings.estimate.median", { count: estimate.sampleSize })}
        </p>
      ) : null}
    </Card>
  );
}
