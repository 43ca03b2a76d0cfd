import { formatDate } from "@common/format";
import { isAvailableNow, streetAddress } from "@common/listing-facts";
import type {
  AccessibilityFeature,
  Laundry,
  LeaseLength,
  Parking,
  PetPolicy,
  Utility,
} from "@common/listing-form";
import { Icon } from "~/components/icon";
import { useLocale, useT } from "~/lib/i18n";

export interface ListingFactsView {
  addressLine: string | null;
  unit: string | null;
  availableFrom: string | null;
  listedDaysAgo: number;
  leaseLength: LeaseLength | null;
  utilities: Utility[];
  pets: PetPolicy;
  parking: Parking | null;
  laundry: Laundry | null;
  accessibility: AccessibilityFeature[];
}

const today = () => new Date().toISOString().slice(0, 10);

/** The street line when the landlord shows it (or the reader's application is approved); else nothing. */
export function ListingStreet({ listing }: { listing: Pick<ListingFactsView, "addressLine" | "unit"> }) {
  const t = useT();
  const street = streetAddress(listing.addressLine, listing.unit, t("listingFacts.unit"));
  return street ? <span data-testid="listing-street">{street}, </span> : null;
}

/** Available now / from, Listed N days ago, lease, pets, parking, laundry, utilities and accessibility. */
export function ListingFacts({ listing }: { listing: ListingFactsView }) {
  const t = useT();
  const locale = useLocale();
  const available = isAvailableNow(listing.availableFrom, today())
    ? t("listingFacts.availableNow")
    : t("listingFacts.availableFrom", { date: formatDate(listing.availableFrom as string, "UTC", locale) });
  const lines = [
    listing.leaseLength
      ? `${t("listingFacts.lease")}: ${t(`listingFacts.lease.${listing.leaseLength}`)}`
      : null,
    t(`listingFacts.pets.${listing.pets}`),
    listing.parking ? t(`listingFacts.parking.${listing.parking}`) : null,
    listing.laundry ? t(`listingFacts.laundry.${listing.laundry}`) : null,
  ].filter((line): line is string => line !== null);
  return (
    <section className="space-y-4" data-testid="listing-facts">
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
        <span className="flex items-center gap-1 font-semibold">
          <Icon name="clock" className="size-4" /> {available}
        </span>
        <span>
          {listing.listedDaysAgo === 0
            ? t("listingFacts.listedToday")
            : t("listingFacts.listedDaysAgo", { count: listing.listedDaysAgo })}
        </span>
        {lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </p>
      {listing.utilities.length ? (
        <FactList
          title={t("listingFacts.utilitiesIncluded")}
          items={listing.utilities.map((u) => t(`listingFacts.utility.${u}`))}
        />
      ) : null}
      {listing.accessibility.length ? (
        <FactList
          title={t("listingFacts.accessibility")}
          items={listing.accessibility.map((a) => t(`listingFacts.access.${a}`))}
        />
      ) : null}
    </section>
  );
}

function FactList({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h2 className="text-base font-bold">{title}</h2>
      <ul className="mt-1 grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item} className="flex items-center gap-1.5">
            <Icon name="circle-check" className="size-4 text-brand-600" /> {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
