import type { CityPageConfig } from "@common/city-pages";
import { LOCALE_TAGS, type Locale } from "@common/i18n";
import { ogImageMeta, ogImagePath } from "@common/og";
import type { MetaDescriptor } from "react-router";
import { useRouteLoaderData } from "react-router";

/** The page's title, description and headline in its language (computed by the loader), and where it is. */
export interface CitySeo {
  locale: Locale;
  url: string;
  origin: string;
  seo: { title: string; description: string; headline: string };
}

/** Title, description, robots, Open Graph and Twitter tags of a city page (in the first response). */
export function cityMeta(config: CityPageConfig, loaded: CitySeo | undefined): MetaDescriptor[] {
  // Without the loader's data (an error page) there is no text in the page's language to give.
  if (!loaded) return [{ name: "robots", content: "index, follow" }];
  const { title, description, headline } = loaded.seo;
  return [
    { title },
    { name: "description", content: description },
    { name: "robots", content: "index, follow" },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Affordable" },
    { property: "og:title", content: headline },
    { property: "og:description", content: description },
    { property: "og:locale", content: LOCALE_TAGS[loaded.locale].replace("-", "_") },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: headline },
    { name: "twitter:description", content: description },
    { property: "og:url", content: loaded.url },
    ...ogImageMeta(`${loaded.origin}${ogImagePath("city", config.slug, loaded.locale)}`, headline),
    { tagName: "link", rel: "canonical", href: loaded.url },
  ];
}

/** Structured data: the service in this city as a LocalBusiness, and the page as a WebPage. */
export function cityJsonLd(config: CityPageConfig, { url, origin, locale, seo }: CitySeo) {
  const place = {
    "@type": "City",
    name: config.city,
    containedInPlace: { "@type": "State", name: config.stateName },
  };
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "LocalBusiness",
        "@id": `${url}#business`,
        name: `Affordable ${config.city}`,
        description: seo.description,
        url,
        image: `${origin}/images/home-1.svg`,
        priceRange: "$",
        address: {
          "@type": "PostalAddress",
          addressLocality: config.city,
          addressRegion: config.state,
          addressCountry: "US",
        },
        areaServed: place,
      },
      {
        "@type": "WebPage",
        "@id": `${url}#webpage`,
        url,
        name: seo.title,
        description: seo.description,
        inLanguage: LOCALE_TAGS[locale],
        about: { "@id": `${url}#business` },
        isPartOf: { "@type": "WebSite", name: "Affordable", url: origin },
      },
    ],
  };
}

/** JSON inside a <script>: "<" escaped so no value can close the tag. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The JSON-LD block, carrying the page's CSP nonce (from the root loader). */
export function CityJsonLd({ config, loaded }: { config: CityPageConfig; loaded: CitySeo }) {
  const root = useRouteLoaderData("root") as { cspNonce?: string } | undefined;
  return (
    <script
      type="application/ld+json"
      nonce={root?.cspNonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serialized JSON with "<" escaped
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(cityJsonLd(config, loaded)) }}
    />
  );
}
