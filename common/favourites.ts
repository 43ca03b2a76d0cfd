/** Saved homes (the heart on cards and listing pages): the texts and limits a page shows without zod. */

/** The one message for a listing that cannot be saved: missing, paused, or not public. */
export const FAVOURITE_UNAVAILABLE = "This home is no longer available.";
/** An unknown intent or a malformed listing id. */
export const FAVOURITE_BAD_REQUEST = "Something went wrong. Please try again.";
/** The most homes one account may keep in Saved homes. */
export const MAX_FAVOURITES = 500;
export const FAVOURITES_FULL = `You can save up to ${MAX_FAVOURITES} homes. Remove one to save another.`;
