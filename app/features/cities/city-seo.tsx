import type { CityPageConfig } from "@common/city-pages";
import { ogImageMeta, ogImagePath } from "@common/og";
import type { MetaDescriptor } from "react-router";
import { useRouteLoaderData } from "react-router";
import { cityDescription, cityHeadline, cityTitle } from "./city-copy";

/** Title, description, robots, Open Graph and Twitter tags of a city page (in the first response). */
export function cityMeta(
  config: CityPageConfig,
  loaded: { url: string; origin: string } | undefined,
): MetaDescriptor[] {
  const title = cityTitle(config);
  const description = cityDescription(config);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { name: "robots", content: "index, follow" },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Affordable" },
    { property: "og:title", content: cityHeadline(config) },
    { property: "og:description", content: description },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: loaded ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: cityHeadline(config) },
    { name: "twitter:description", content: description },
  ];
  if (loaded) {
    tags.push(
      { property: "og:url", content: loaded.url },
      ...ogImageMeta(`${loaded.origin}${ogImagePath("city", config.slug)}`, cityHeadline(config)),
      { tagName: "link", rel: "canonical", href: loaded.url },
    );
  }
  return tags;
}

/** Structured data: the service in this city as a LocalBusiness, and the page as a WebPage. */
export function cityJsonLd(config: CityPageConfig, url: string, origin: string) {
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
        description: cityDescription(config),
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
        name: cityTitle(config),
        description: cityDescription(config),
        inLanguage: "en-US",
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
export function CityJsonLd({ config, url, origin }: { config: CityPageConfig; url: string; origin: string }) {
  const root = useRouteLoaderData("root") as { cspNonce?: string } | undefined;
  return (
    <script
      type="application/ld+json"
      nonce={root?.cspNonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serialized JSON with "<" escaped
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(cityJsonLd(config, url, origin)) }}
    />
  );
}
