import { formatDate, publicCampaignTitle } from "@common/format";
import type { MyRentParty } from "@server/rent-parties/list-rent-parties";
import { Link } from "react-router";
import { askedForText, CampaignProgress } from "~/components/campaign-progress";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useLocale, useT } from "~/lib/i18n";
import { useTimeZone } from "~/lib/time-zone";
import { CampaignStatusBadge } from "./campaign-status-badge";

/** "My Rent Parties" on the dashboards: stage, next step and progress of each campaign the user started. */
export function MyRentParties({ parties }: { parties: MyRentParty[] }) {
  const t = useT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  return (
    <Card className="p-6" aria-labelledby="my-rent-parties">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-rent-parties" className="flex items-center gap-2 text-xl font-bold">
          <Icon name="party-popper" className="size-5 text-brand-600" /> {t("rentParty.mine.heading")}
        </h2>
        {parties.length ? (
          <Button asChild size="sm" variant="outline">
            <Link to="/start-rent-party">{t("rentParty.mine.start")}</Link>
          </Button>
        ) : null}
      </div>
      {parties.length === 0 ? (
        <div className="mt-4 rounded-lg border border-dashed border-slate-300 p-6 text-center">
          <p className="text-slate-600">{t("rentParty.mine.empty")}</p>
          <Button asChild className="mt-4">
            <Link to="/start-rent-party">{t("rentParty.mine.start")}</Link>
          </Button>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {parties.map((p) => {
            const asked = askedForText(t, p);
            return (
              <li key={p.id} className="py-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link to={`/party/${p.id}`} className="font-semibold text-slate-900 hover:underline">
                    {publicCampaignTitle(p, locale)}
                  </Link>
                  <CampaignStatusBadge verified={p.verified} isActive={p.isActive} />
                </div>
                <p className="mt-0.5 text-xs text-slate-500">
                  {t("rentParty.mine.started", { date: formatDate(p.createdAt, timeZone, locale) })}
                </p>
                <p className="mt-2 text-sm">
                  <span className="font-semibold text-slate-900">
                    {t("rentParty.mine.stage", { stage: t(`rentParty.stage.${p.stage}`) })}
                  </span>{" "}
                  <span className="text-slate-700">
                    {t(p.disputed ? "rentParty.next.disputed" : `rentParty.next.${p.stage}`)}
                  </span>
                </p>
                <div className="mt-2">
                  <CampaignProgress party={p} size="sm" />
                </div>
                {asked ? <p className="mt-1 text-xs text-slate-600">{asked}.</p> : null}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
