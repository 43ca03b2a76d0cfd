import { z } from "zod";
import { FAVOURITE_BAD_REQUEST } from "../favourites";

/**
 * The heart on a listing card or page: save or remove one listing from the signed-in account's Saved homes.
 * The form also carries `redirectTo` (where a plain post, or a visitor sent to sign in, comes back to; the
 * route checks it with safeRedirectPath) and, once hydrated, `fetch=1`.
 */
export const favouriteSchema = z.object({
  listingId: z.uuid({ error: FAVOURITE_BAD_REQUEST }),
  intent: z.enum(["save", "remove"], { error: FAVOURITE_BAD_REQUEST }),
});
