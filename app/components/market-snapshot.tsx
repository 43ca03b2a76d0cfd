import { formatYearOverYear } from "@common/format";
import { formatUsdDollars } from "@common/money";
import type { MarketSnapshot } from "@server/cities/market-snapshot";
import type * as React from "react";
import { Icon } from "~/components/icon";
import { Card, Skeleton } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { type Translate, useT } from "~/lib/i18n";
import type { MessageId } from "~/locales/catalogs";

function Figure({
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

const BREAKDOWN = [
  ["studio", "home.snapshot.studio"],
  ["oneBR", "home.snapshot.oneBR"],
  ["twoBR", "home.snapshot.twoBR"],
  ["threeBR", "home.snapshot.threeBR"],
] as const;

/** The snapshot's unit types (server/cities/market-snapshot.ts), in the page's language. */
const UNIT_TYPES = new Set(["Studio", "1 Bedroom", "2 Bedrooms", "3+ Bedrooms"]);

function unitTypeText(t: Translate, unitType: string | null): string {
  if (unitType === null) return t("home.snapshot.notAvailable");
  // A provider's property type ("Apartment") is shown as it comes.
  return UNIT_TYPES.has(unitType) ? t(`home.snapshot.unit.${unitType}` as MessageId) : unitType;
}

/**
 * The "Rental Market Snapshot" (home page and larger city pages): Average Rent,
 * Common Unit Type, the Year-over-Year change only when non-zero (a plus sign and red when rising, green
 * otherwise) and the average rent by unit type. With no snapshot, the page's own message.
 */
export function MarketSnapshotView({
  snapshot,
  unavailableText,
}: {
  snapshot: MarketSnapshot | null;
  unavailableText: string;
}) {
  const t = useT();
  if (!snapshot) {
    return (
      <Card className="p-5 text-slate-700" role="status">
        {unavailableText}
      </Card>
    );
  }
  const change = formatYearOverYear(snapshot.yearOverYearChange);
  const rising = (snapshot.yearOverYearChange ?? 0) > 0;
  const known = BREAKDOWN.filter(([key]) => snapshot.unitBreakdown[key] !== null);
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Figure
          testId="snapshot-average-rent"
          label={t("home.snapshot.averageRent")}
          value={t("home.snapshot.perMonth", { amount: formatUsdDollars(snapshot.averageRent) })}
          icon={<Icon name="circle-dollar-sign" className="size-6" />}
        />
        <Figure
          testId="snapshot-unit-type"
          label={t("home.snapshot.commonUnitType")}
          value={unitTypeText(t, snapshot.commonUnitType)}
          icon={<Icon name="building-complex" className="size-6" />}
        />
        {change ? (
          <Figure
            testId="snapshot-yoy"
            label={t("home.snapshot.yearOverYear")}
            value={change}
            valueClass={rising ? "text-red-600" : "text-green-700"}
            icon={
              rising ? (
                <Icon name="trending-up" className="size-6" />
              ) : (
                <Icon name="trending-down" className="size-6" />
              )
            }
          />
        ) : null}
      </div>
      {known.length > 0 ? (
        <Card className="p-4">
          <h3 className="text-sm font-semibold text-slate-800">{t("home.snapshot.byUnitType")}</h3>
          <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {known.map(([key, label]) => (
              <div key={key}>
                <dt className="text-sm text-slate-600">{t(label)}</dt>
                <dd className="text-lg font-semibold">
                  {formatUsdDollars(snapshot.unitBreakdown[key] ?? 0)}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
      ) : null}
    </div>
  );
}

export function MarketSnapshotSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Card key={i} className="flex items-center gap-4 p-5">
          <Skeleton rounded="full" className="size-11" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-6 w-2/3" />
          </div>
        </Card>
      ))}
    </div>
  );
}
