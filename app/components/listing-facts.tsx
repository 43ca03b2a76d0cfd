import { dateTimeFormat } from "@common/date-format";
import { LOCALE_TAGS, type Locale } from "@common/i18n";
import { daysSince, isAvailableNow } from "@common/listing-facts";
import type { AccessibilityFeature, Utility } from "@common/listing-form";
import { UTILITIES } from "@common/listing-form";
import { formatUsdDollars } from "@common/money";
import type { RentEstimate } from "@server/integrations/market-data/market-data";
import { Icon } from "~/components/icon";
import { useListingText } from "~/components/listing-text";
import { Badge, Card } from "~/components/ui/card";
import { useLocale, useT } from "~/lib/i18n";

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

/**
 * The card's where and when, compact enough for a 390 px phone: "Available now" (or "Available from Dec 13")
 * and "Listed N days ago", then the accessibility features and the utilities the rent includes, each an icon
 * and a short line of text: up to two features (else the first and "+N more"), up to three utilities (else two
 * and "+N more"; all six are "All utilities included"). The listing page lists them all. The icons are
 * decorative: the features' line says what it lists to screen readers in a visually hidden prefix.
 */
export function CardFacts({
  availableFrom,
  createdAt,
  utilities,
  accessibility,
}: {
  availableFrom: string | null;
  createdAt: Date | string;
  utilities: readonly Utility[];
  accessibility: readonly AccessibilityFeature[];
}) {
  const t = useT();
  const locale = useLocale();
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const listedDaysAgo = daysSince(createdAt, now);
  const available = isAvailableNow(availableFrom, today)
    ? t("listingFacts.availableNow")
    : t("listingFacts.availableFrom", { date: shortDay(availableFrom as string, today, locale) });
  // "Ground floor and step-free entrance": the names after the first read as part of the sentence.
  const access = shortList(
    accessibility.map((a, i) => {
      const name = t(`listingFacts.access.${a}`);
      return i === 0 ? name : name.toLocaleLowerCase(LOCALE_TAGS[locale]);
    }),
    2,
    1,
    locale,
  );
  const utilityList = shortList(
    utilities.map((u) => t(`listingFacts.utility.${u}`).toLocaleLowerCase(LOCALE_TAGS[locale])),
    3,
    2,
    locale,
  );
  const more = (count: number) =>
    count > 0 ? <span className="whitespace-nowrap"> {t("listingFacts.card.more", { count })}</span> : null;
  return (
    <div className="space-y-1 text-sm text-slate-700" data-testid="card-facts">
      <p className="flex flex-wrap items-center gap-x-3">
        <span className="flex items-center gap-1.5 font-medium" data-testid="card-available">
          <Icon name="clock" className="size-4 shrink-0 text-slate-500" />
          {available}
        </span>
        <span className="text-slate-500">
          {listedDaysAgo === 0
            ? t("listingFacts.listedToday")
            : t("listingFacts.listedDaysAgo", { count: listedDaysAgo })}
        </span>
      </p>
      {access ? (
        <p className="flex items-start gap-1.5" data-testid="card-accessibility">
          <Icon name="accessibility" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          <span>
            <span className="sr-only">{t("listingFacts.accessibility")}: </span>
            {access.text}
            {more(access.more)}
          </span>
        </p>
      ) : null}
      {utilityList ? (
        <p className="flex items-start gap-1.5" data-testid="card-utilities">
          <Icon name="plug-zap" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          <span>
            {utilities.length === UTILITIES.length ? (
              t("listingFacts.card.allUtilities")
            ) : (
              <>
                {t("listingFacts.card.includes", { list: utilityList.text })}
                {more(utilityList.more)}
              </>
            )}
          </span>
        </p>
      ) : null}
    </div>
  );
}

/** A list format per language, built once (building one per card cost more than the card's other text). */
const conjunctions = new Map<Locale, Intl.ListFormat>();
function conjunction(locale: Locale): Intl.ListFormat {
  let format = conjunctions.get(locale);
  if (!format) {
    format = new Intl.ListFormat(LOCALE_TAGS[locale], { type: "conjunction" });
    conjunctions.set(locale, format);
  }
  return format;
}

/** Up to `max` names as a list ("water, heat, and trash"); more than that: the first `shown`, and how many more. */
function shortList(names: string[], max: number, shown: number, locale: Locale) {
  if (names.length === 0) return null;
  const kept = names.length > max ? names.slice(0, shown) : names;
  const text = conjunction(locale).format(kept);
  return { text, more: names.length - kept.length };
}

/** "Dec 13" (with the year when it is not this year's), in the page's language; the day is a calendar day. */
function shortDay(day: string, today: string, locale: Locale): string {
  return dateTimeFormat(LOCALE_TAGS[locale], {
    month: "short",
    day: "numeric",
    year: day.slice(0, 4) === today.slice(0, 4) ? undefined : "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
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
