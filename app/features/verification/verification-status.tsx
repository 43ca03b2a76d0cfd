import { formatDate } from "@common/format";
import type { getVerificationStatus, VerificationStatus } from "@server/verification/service";
import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { Badge, Card } from "~/components/ui/card";
import { useLocale, useT } from "~/lib/i18n";
import { useTimeZone } from "~/lib/time-zone";
import type { MessageId } from "~/locales/catalogs";

// The status and the dashboard's panel, apart from the form (verification-panel.tsx): the landlord
// dashboard shows these without loading Conform and the form's helpers.
type VerificationStatusData = Awaited<ReturnType<typeof getVerificationStatus>>;

const STATUS_TONE: Record<VerificationStatus, "neutral" | "success" | "warning" | "info"> = {
  not_verified: "neutral",
  pending: "info",
  approved: "success",
  rejected: "warning",
  revoked: "warning",
};

/** The status line of landlord verification (dashboard panel and the verification page). */
export function VerificationStatusLine({ status }: { status: VerificationStatusData }) {
  const t = useT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const badge = `verification.status.${status.status}.badge` as MessageId;
  return (
    <div className="space-y-2" data-testid="verification-status">
      <p className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-slate-700">{t("verification.status.label")}</span>
        <Badge tone={STATUS_TONE[status.status]}>
          {status.status === "approved" ? <Icon name="badge-check" className="mr-1 size-4" /> : null}
          {t(badge)}
        </Badge>
        {status.since ? (
          <span className="text-sm text-slate-600">
            {t("verification.status.since", { date: formatDate(status.since, timeZone, locale) })}
          </span>
        ) : null}
      </p>
      <p className="text-sm text-slate-700">{t(`verification.status.${status.status}.text` as MessageId)}</p>
      {status.reason ? (
        <p className="break-words rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t("verification.status.reason", { reason: status.reason })}
        </p>
      ) : null}
    </div>
  );
}

/** The landlord dashboard's "Get verified" panel: the status and a link to the form. */
export function GetVerifiedPanel({ status }: { status: VerificationStatusData }) {
  const t = useT();
  const canSubmit = status.status !== "pending";
  return (
    <Card className="p-5" role="region" aria-labelledby="get-verified-heading">
      <h2 id="get-verified-heading" className="text-xl font-bold">
        {t("verification.panel.title")}
      </h2>
      <div className="mt-3">
        <VerificationStatusLine status={status} />
      </div>
      <div className="mt-4">
        <Button asChild variant={canSubmit ? "primary" : "outline"}>
          <Link to="/landlord-dashboard/verification">
            {t(
              canSubmit
                ? status.status === "approved"
                  ? "verification.panel.more"
                  : status.status === "not_verified"
                    ? "verification.panel.get"
                    : "verification.panel.newDocuments"
                : "verification.panel.view",
            )}
          </Link>
        </Button>
      </div>
    </Card>
  );
}
