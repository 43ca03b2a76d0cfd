import { DASHBOARD_PREVIEW_COUNT } from "@common/constants";
import { listLandlordApplications, listRenterApplications } from "@server/applications/application-service";
import type { RequestContext } from "@server/context";
import { listOwnListings } from "@server/listings/listing-service";

/**
 * The landlord dashboard's listings part: Your Active Listings (first 3 unless ?listings=all) and
 * Renter Applications (first 3 unless ?applications=all), newest first.
 */
export async function loadLandlordListingsSection(context: RequestContext, url: URL) {
  const showAllListings = url.searchParams.get("listings") === "all";
  const showAllApplications = url.searchParams.get("applications") === "all";
  const [listings, applications] = await Promise.all([
    listOwnListings(context.deps.db, context.user, {
      limit: showAllListings ? undefined : DASHBOARD_PREVIEW_COUNT,
    }),
    listLandlordApplications(context.deps.db, context.user, {
      limit: showAllApplications ? undefined : DASHBOARD_PREVIEW_COUNT,
    }),
  ]);
  return { listings, applications, showAllListings, showAllApplications };
}

/** The renter dashboard's My Applications. */
export async function loadMyApplications(context: RequestContext) {
  return listRenterApplications(context.deps.db, context.user);
}
