/** What a visitor is told when a campaign id names no active campaign (or is not an id at all). */
export const NOT_FOUND_MESSAGE = "This campaign doesn't exist or is no longer active.";
/** What a donor is told about a campaign an admin has not verified yet. */
export const PENDING_MESSAGE = "Campaign Pending Approval. Donations will be available once verified.";
/** What a donor is told about a campaign an admin closed. */
export const CLOSED_MESSAGE = "This campaign is closed and no longer takes donations.";
