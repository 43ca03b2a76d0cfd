import type { MetaDescriptor } from "react-router";
import type { Locale } from "./i18n";

/** Shared-link images (server/og/): PNG, the size Facebook, X and LinkedIn show large. */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

/**
 * The path of a page's social image, served by `server/og/api.ts`, in the page's language: a Spanish page's
 * image says its words in Spanish (`?lang=es`).
 */
export function ogImagePath(kind: "listing" | "party" | "city", id: string, locale: Locale): string {
  return `/og/${kind}/${encodeURIComponent(id)}.png${locale === "en" ? "" : `?lang=${locale}`}`;
}

/** og:image and twitter:image tags for an absolute image URL (crawlers need the origin), with its size. */
export function ogImageMeta(url: string, alt: string): MetaDescriptor[] {
  return [
    { property: "og:image", content: url },
    // Drawn cards are PNG; a listing's cover photo is its social.jpg (server/photos/pipeline.ts).
    { property: "og:image:type", content: url.endsWith(".jpg") ? "image/jpeg" : "image/png" },
    { property: "og:image:width", content: String(OG_IMAGE_WIDTH) },
    { property: "og:image:height", content: String(OG_IMAGE_HEIGHT) },
    { property: "og:image:alt", content: alt },
    { name: "twitter:image", content: url },
  ];
}
