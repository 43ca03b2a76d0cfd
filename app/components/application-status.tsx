import type { ApplicationStatus } from "@common/application-rules";
import { Badge } from "~/components/ui/card";
import { useT } from "~/lib/i18n";

const TONE: Record<ApplicationStatus, "neutral" | "success" | "warning" | "info"> = {
  new: "neutral",
  viewed: "neutral",
  viewing_proposed: "info",
  approved: "success",
  declined: "warning",
  withdrawn: "warning",
};

/** An application's status as a badge, in the page's language. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const t = useT();
  return <Badge tone={TONE[status]}>{t(`applications.status.${status}` as const)}</Badge>;
}
