import { formatMoveIn, formatViewing, homeTimeZone } from "@common/application-answers";
import { allowedMoves } from "@common/application-rules";
import { formatDate, formatPrice, listingTitle } from "@common/format";
import type { RenterApplication } from "@server/applications/application-service";
import { Form, Link } from "react-router";
import { ApplicationStatusBadge } from "~/components/application-status";
import { Button } from "~/components/ui/button";
import { Badge, Card } from "~/components/ui/card";
import { useLocale, useT } from "~/lib/i18n";
import { useTimeZone } from "~/lib/time-zone";

/**
 * My Applications on the renter dashboard, with the spec's empty state and Browse Rentals: each
 * application's status and next step, Messages (the thread with the landlord) and Withdraw while open.
 */
export function MyApplications({ applications }: { applications: RenterApplication[] }) {
  const timeZone = useTimeZone();
  const t = useT();
  const locale = useLocale();
  return (
    <Card className="p-5 sm:p-6" id="applications">
      <h2 className="text-xl font-bold">{t("applications.mine.title")}</h2>
      {applications.length === 0 ? (
        <div className="mt-4 text-center">
          <p className="text-slate-600">{t("applications.mine.empty")}</p>
          <Button asChild className="mt-4">
            <Link to="/rentals">{t("applications.mine.browse")}</Link>
          </Button>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {applications.map((a) => {
            const title = listingTitle(a.listingTitle, locale);
            const next =
              a.status === "viewing_proposed" && a.viewingAt
                ? t("applications.mine.next.viewing_proposed", {
                    when: formatViewing(a.viewingAt, homeTimeZone(a.state), locale),
                  })
                : t(`applications.mine.next.${a.status}` as const);
            return (
              <li key={a.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
                <div className="min-w-0">
                  {a.listingStatus === "active" ? (
                    <Link to={`/rentals/${a.listingId}`} className="font-semibold hover:underline">
                      {title}
                    </Link>
                  ) : (
                    <span className="font-semibold">{title}</span>
                  )}
                  <p className="text-sm text-slate-600">
                    {a.city}, {a.state} · {formatPrice(a.priceCents, locale)}
                    {a.priceCents ? t("applications.mine.perMonth") : ""}
                  </p>
                  <p className="text-xs text-slate-500">
                    {t("applications.applied", { date: formatDate(a.createdAt, timeZone, locale) })}
                    {a.moveInDate
                      ? ` · ${t("applications.moveIn")}: ${formatMoveIn(a.moveInDate, locale)}`
                      : ""}
                  </p>
                  <p className="mt-1 text-sm text-slate-700">{next}</p>
                  {a.status === "viewing_proposed" && a.viewingPlace ? (
                    <p className="text-sm text-slate-700">
                      {t("applications.viewingPlace", { place: a.viewingPlace })}
                    </p>
                  ) : null}
                  {a.status === "declined" && a.declineReason ? (
                    <p className="text-sm text-slate-700">
                      {t("applications.declineReason", {
                        reason: t(`applications.reason.${a.declineReason}` as const),
                      })}
                      {a.declineNote ? ` · ${t("applications.declineNote", { note: a.declineNote })}` : ""}
                    </p>
                  ) : null}
                </div>
                <div className="flex flex-col items-end gap-2">
                  <ApplicationStatusBadge status={a.status} />
                  {a.listingStatus === "paused" ? (
                    <Badge tone="warning">{t("applications.mine.noLongerListed")}</Badge>
                  ) : null}
                  <div className="flex gap-2">
                    <Button asChild size="sm" variant="outline">
                      <Link
                        to={`/applications/${a.id}/messages`}
                        aria-label={t("applications.mine.messagesAbout", { title })}
                      >
                        {t("applications.mine.messages")}
                      </Link>
                    </Button>
                    {allowedMoves(a.status, "renter").includes("withdraw") ? (
                      <Form method="post" action={`/applications/${a.id}/withdraw`}>
                        <input type="hidden" name="intent" value="withdraw" />
                        <Button
                          type="submit"
                          size="sm"
                          variant="outline"
                          aria-label={t("applications.mine.withdrawAbout", { title })}
                        >
                          {t("applications.mine.withdraw")}
                        </Button>
                      </Form>
                    ) : null}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
