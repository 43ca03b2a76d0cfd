import { Icon } from "~/components/icon";
import { cn } from "~/lib/cn";
import { useT } from "~/lib/i18n";

/**
 * "Verified landlord" beside a landlord's name: only for a landlord whose ownership documents an admin
 * approved (never by default). `compact` shows the tick alone where space is short (conversation lists);
 * its name stays readable by screen readers and as a tooltip.
 */
export function VerifiedLandlordBadge({
  compact = false,
  className,
}: {
  compact?: boolean;
  className?: string;
}) {
  const label = useT()("listings.verifiedLandlord");
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-brand-700",
        className,
      )}
      title={compact ? label : undefined}
    >
      <Icon name="badge-check" className="size-4" />
      <span className={compact ? "sr-only" : undefined}>{label}</span>
    </span>
  );
}
