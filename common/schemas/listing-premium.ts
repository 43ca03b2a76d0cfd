import { z } from "zod";

/** The admin's premium placement switch on a listing page: grant ("on") or remove ("off"). */
export const listingPremiumSchema = z.object({
  premium: z.enum(["on", "off"], { error: "Choose whether the listing is premium" }),
});
