import type { SavedHome } from "@server/favourites/favourites-service";
import { Link } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { FavouriteButton } from "~/components/favourite-button";
import { ListingCard } from "~/components/listing-card";
import { ListingFacts } from "~/components/listing-facts";
import { useListingText } from "~/components/listing-text";
import { Badge, Card } from "~/components/ui/card";
import { useT } from "~/lib/i18n";

/** A saved home whose listing is paused: no link (its page is gone for now), the mark, and Remove. */
function UnavailableHome({ home }: { home: Omit<SavedHome, "savedAt"> }) {
  const t = useT();
  const title = useListingText().title(home.title);
  return (
    <Card
      className="flex h-full flex-col gap-2 p-4"
      role="article"
      aria-label={title}
      data-testid="unavailable-home"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="font-semibold leading-snug text-slate-700">{title}</h2>
        <FavouriteButton listingId={home.id} saved />
      </div>
      <p>
        <Badge tone="warning">{t("savedHomes.unavailable")}</Badge>
      </p>
      <ListingFacts
        city={home.city}
        state={home.state}
        priceCents={home.priceCents}
        bedrooms={home.bedrooms}
        bathrooms={home.bathrooms}
      />
      <p className="text-sm text-slate-600">{t("savedHomes.unavailableHint")}</p>
    </Card>
  );
}

/**
 * Saved homes (/renter-dashboard/saved-homes): the homes the reader saved with the heart, newest first. A
 * public one is its listing card (its heart removes it); a paused one says "No longer available".
 */
export function SavedHomes({ homes }: { homes: Omit<SavedHome, "savedAt">[] }) {
  const t = useT();
  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <p className="text-sm">
        <Link to="/renter-dashboard" className="text-brand-700 underline">
          {t("savedHomes.back")}
        </Link>
      </p>
      <header>
        <h1 className="text-3xl font-extrabold">{t("savedHomes.title")}</h1>
        <p className="mt-1 text-slate-600">
          {homes.length > 0 ? t("savedHomes.count", { count: homes.length }) : t("savedHomes.intro")}
        </p>
      </header>
      {homes.length === 0 ? (
        <EmptyState message={t("savedHomes.empty")} linkTo="/rentals" linkLabel={t("savedHomes.browse")} />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {homes.map((home) => (
            <li key={home.id}>
              {home.available ? (
                <ListingCard listing={{ ...home, saved: true }} />
              ) : (
                <UnavailableHome home={home} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
