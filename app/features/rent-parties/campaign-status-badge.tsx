import { useT } from "~/lib/i18n";

/** Verified, Pending or Inactive: where a campaign stands (campaign page, dashboards, admin). */
export function CampaignStatusBadge({
  verified,
  isActive = true,
  closed = false,
}: {
  verified: boolean;
  isActive?: boolean;
  closed?: boolean;
}) {
  const t = useT();
  if (closed) {
    return (
      <span className="inline-flex items-center rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
        {t("rentParty.status.closed")}
      </span>
    );
  }
  if (!isActive) {
    return (
      <span className="inline-flex items-center rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
        {t("rentParty.status.inactive")}
      </span>
    );
  }
  return verified ? (
    <span className="inline-flex items-center rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">
      {t("rentParty.status.verified")}
    </span>
  ) : (
    <span className="inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800">
      {t("rentParty.status.pending")}
    </span>
  );
}
