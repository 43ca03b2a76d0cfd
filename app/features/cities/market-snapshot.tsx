import { CITY_TEXTS, type CityPageConfig, formatYearOverYear } from "@common/city-pages";
import { formatUsd } from "@common/format";
import type { MarketSnapshot } from "@server/cities/market-snapshot";
import { Building2, CircleDollarSign, TrendingDown, TrendingUp } from "lucide-react";
import { Card, Skeleton } from "~/components/ui/card";
import { cn } from "~/lib/cn";

function SnapshotSection({ children }: { children: React.ReactNode }) {
  return (
    <section aria-labelledby="snapshot-heading" className="mx-auto max-w-6xl px-4 pt-10">
      <h2 id="snapshot-heading" className="text-2xl font-bold">
        {CITY_TEXTS.snapshotHeading}
      </h2>
      {children}
    </section>
  );
}

function SnapshotCard({
  label,
  value,
  icon,
  valueClass,
  testId,
}: {
  label: string;
  value: string;
  icon: React.ReactNode;
  valueClass?: string;
  testId: string;
}) {
  return (
    <Card className="flex items-center gap-4 p-5" data-testid={testId}>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div>
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <p className={cn("text-2xl font-bold text-slate-900", valueClass)}>{value}</p>
      </div>
    </Card>
  );
}

const BREAKDOWN_LABELS = [
  ["studio", "Studio"],
  ["oneBR", "1BR"],
  ["twoBR", "2BR"],
  ["threeBR", "3BR+"],
] as const;

/** "Rental Market Snapshot": Average Rent, Common Unit Type and the year-over-year change when non-zero. */
export function MarketSnapshotCards({
  config,
  snapshot,
}: {
  config: CityPageConfig;
  snapshot: MarketSnapshot | null;
}) {
  if (!snapshot) {
    // New York omits the message (and so the whole section); the other larger pages say so.
    if (!config.showsTrendUnavailable) return null;
    return (
      <SnapshotSection>
        <p className="mt-3 text-slate-600">{CITY_TEXTS.trendUnavailable}</p>
      </SnapshotSection>
    );
  }
  const change = formatYearOverYear(snapshot.yearOverYearChange);
  const rising = (snapshot.yearOverYearChange ?? 0) > 0;
  const breakdown = BREAKDOWN_LABELS.filter(([key]) => snapshot.unitBreakdown[key] !== null);
  return (
    <SnapshotSection>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <SnapshotCard
          testId="snapshot-average-rent"
          label="Average Rent"
          value={`${formatUsd(snapshot.averageRent * 100)}/mo`}
          icon={<CircleDollarSign className="size-6" aria-hidden="true" />}
        />
        <SnapshotCard
          testId="snapshot-unit-type"
          label="Common Unit Type"
          value={snapshot.commonUnitType ?? "N/A"}
          icon={<Building2 className="size-6" aria-hidden="true" />}
        />
        {change ? (
          <SnapshotCard
            testId="snapshot-yoy"
            label="Year-over-Year"
            value={change}
            valueClass={rising ? "text-red-600" : "text-green-700"}
            icon={
              rising ? (
                <TrendingUp className="size-6" aria-hidden="true" />
              ) : (
                <TrendingDown className="size-6" aria-hidden="true" />
              )
            }
          />
        ) : null}
      </div>
      {breakdown.length > 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          Average rent by unit:{" "}
          {breakdown
            .map(([key, label]) => `${label} ${formatUsd((snapshot.unitBreakdown[key] ?? 0) * 100)}`)
            .join(" · ")}
        </p>
      ) : null}
    </SnapshotSection>
  );
}

export function MarketSnapshotSkeleton() {
  return (
    <SnapshotSection>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <Card key={i} className="flex items-center gap-4 p-5">
            <Skeleton className="size-11 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-6 w-2/3" />
            </div>
          </Card>
        ))}
      </div>
    </SnapshotSection>
  );
}
