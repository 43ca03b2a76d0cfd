import type { MarketSnapshot } from "@server/cities/market-snapshot";
import { DeferredSection } from "~/components/deferred-section";
import { MarketSnapshotSkeleton, MarketSnapshotView } from "~/components/market-snapshot";

/** The spec's home-page message when the visitor's city has no market data. */
const TRENDS_UNAVAILABLE = "Rental trends currently unavailable for this area";

/** 5. Rental Market Snapshot of the visitor's city. */
export function MarketSnapshotSection({ snapshot }: { snapshot: Promise<MarketSnapshot | null> }) {
  const view = (value: MarketSnapshot | null) => (
    <MarketSnapshotView snapshot={value} unavailableText={TRENDS_UNAVAILABLE} />
  );
  return (
    <DeferredSection
      id="snapshot-heading"
      title="Rental Market Snapshot"
      resolve={snapshot}
      label="rental market snapshot"
      skeleton={<MarketSnapshotSkeleton />}
      errorElement={view(null)}
    >
      {view}
    </DeferredSection>
  );
}
