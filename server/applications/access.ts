import { OPEN_STATUSES } from "../../common/application-rules";
import type { RoleName } from "../../common/constants";

/**
 * Who may see a renter's application data (the profile copy attached to an application, and the renter's
 * private documents). One function, so every page and file route answers the same:
 * - the renter always sees their own;
 * - a landlord sees an applicant's only through an application to one of their own listings, while that
 *   application is open, or for 30 days after it was decided (approved, declined, withdrawn);
 * - an admin does not browse renters' documents (moderation never needs them), nor does anyone else.
 */

export const DECIDED_ACCESS_DAYS = 30;
const DECIDED_ACCESS_MS = DECIDED_ACCESS_DAYS * 24 * 60 * 60 * 1000;

export interface ApplicantDataViewer {
  id: string;
  role: RoleName;
}

/** The application through which a landlord asks: whose listing, where it stands, when it was decided. */
export interface ApplicationAccessInput {
  listingOwnerId: string;
  /** Applications made before statuses existed count as new. */
  status: string | null | undefined;
  decidedAt: Date | string | null | undefined;
}

export function canSeeApplicantData(
  viewer: ApplicantDataViewer | null,
  renterId: string,
  application: ApplicationAccessInput | null,
  now: Date = new Date(),
): boolean {
  if (!viewer) return false;
  if (viewer.id === renterId) return true;
  if (viewer.role !== "landlord" || !application) return false;
  if (application.listingOwnerId !== viewer.id) return false;
  if ((OPEN_STATUSES as readonly string[]).includes(application.status ?? "new")) return true;
  if (!application.decidedAt) return false;
  const decidedAt = new Date(application.decidedAt).getTime();
  return Number.isFinite(decidedAt) && now.getTime() - decidedAt <= DECIDED_ACCESS_MS;
}
