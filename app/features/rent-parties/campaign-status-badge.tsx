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
  if (closed) {
    return (
      <span className="inline-flex items-center rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
        Closed
      </span>
    );
  }
  if (!isActive) {
    return (
      <span className="inline-flex items-center rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
        Inactive
      </span>
    );
  }
  return verified ? (
    <span className="inline-flex items-center rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">
      Verified
    </span>
  ) : (
    <span className="inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800">
      Pending
    </span>
  );
}
