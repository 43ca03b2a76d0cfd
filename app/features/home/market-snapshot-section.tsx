import type { MarketSnapshot } from "@server/cities/market-snapshot";
import { DeferredSection } from "~/components/deferred-section";
import { MarketSnapshotSkeleton, MarketSnapshotView } from "~/components/market-snapshot";
import { useT } from "~/lib/i18n";

/** 5. Rental Market Snapshot of the visitor's city. */
export function MarketSnapshotSection({ snapshot }: { snapshot: Promise<MarketSnapshot | null> }) {
  const t = useT();
  // Without market data: the spec's home-page message.
  const view = (value: MarketSnapshot | null) => (
    <MarketSnapshotView snapshot={value} unavailableText={t("home.snapshot.unavailable")} />
  );
  return (
    <DeferredSection
      id="snapshot-heading"
      title={t("home.snapshot.heading")}
      resolve={snapshot}
      label={t("home.snapshot.label")}
      skeleton={<MarketSnapshotSkeleton />}
      errorElement={view(null)}
    >
      {view}
    </DeferredSection>
  );
}
