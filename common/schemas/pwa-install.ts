import { z } from "zod";

export const PWA_PLATFORMS = ["mobile", "desktop"] as const;

/**
 * An app install (the browser's `appinstalled`), as the install banner reports it. Only the platform comes
 * from the browser: the user is the session's and the user agent the request's header, so any other field
 * is refused.
 */
export const pwaInstallSchema = z.strictObject({
  platform: z.enum(PWA_PLATFORMS, { error: "Platform must be mobile or desktop" }),
});
