import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/listings";
import type { Logger } from "../../logger";

/** A rent estimate, from the provider or computed from our own listings. */
export interface RentEstimate {
  id: string;
  /** Monthly rent in whole dollars. */
  rent: number;
  propertyType: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  city: string;
  state: string;
  zipCode: string | null;
  /** Built-in estimates: how many listings the figure is the median of. */
  sampleSize: number | null;
}

export interface RentEstimateQuery {
  city: string;
  state: string;
  limit: number;
}

export interface MarketDataProvider {
  readonly name: "http" | "listings";
  /** Never throws: failures are logged and give an empty list, so a page shows its own message. */
  rentEstimates(query: RentEstimateQuery): Promise<RentEstimate[]>;
}

const providerEstimate = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  rent: z.coerce.number().positive(),
  propertyType: z.string().nullish(),
  bedrooms: z.coerce.number().int().min(0).nullish(),
  bathrooms: z.coerce.number().min(0).nullish(),
  city: z.string().nullish(),
  state: z.string().nullish(),
  zipCode: z.union([z.string(), z.number()]).transform(String).nullish(),
});

const HTTP_TIMEOUT_MS = 4000;

/**
 * The real provider: GET {baseUrl}/rent-estimates?city&state&limit with the API key in a header. The key
 * stays on the server: no secret reaches the browser. Malformed entries are dropped, not shown.
 */
export function httpMarketData(options: {
  baseUrl: string;
  apiKey: string;
  logger: Logger;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): MarketDataProvider {
  const doFetch = options.fetch ?? fetch;
  return {
    name: "http",
    async rentEstimates(query) {
      const url = new URL(`${options.baseUrl.replace(/\/$/, "")}/rent-estimates`);
      url.searchParams.set("city", query.city);
      url.searchParams.set("state", query.state);
      url.searchParams.set("limit", String(query.limit));
      try {
        const response = await doFetch(url, {
          headers: { "X-Api-Key": options.apiKey, Accept: "application/json" },
          signal: AbortSignal.timeout(options.timeoutMs ?? HTTP_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`market data answered ${response.status}`);
        const body = (await response.json()) as { rentEstimates?: unknown };
        if (!Array.isArray(body?.rentEstimates)) throw new Error("market data answer has no rentEstimates");
        const out: RentEstimate[] = [];
        for (const raw of body.rentEstimates) {
          const parsed = providerEstimate.safeParse(raw);
          if (!parsed.success) continue;
          const e = parsed.data;
          out.push({
            id: e.id,
            rent: Math.round(e.rent),
            propertyType: e.propertyType ?? null,
            bedrooms: e.bedrooms ?? null,
            bathrooms: e.bathrooms ?? null,
            city: e.city || query.city,
            state: e.state || query.state,
            zipCode: e.zipCode ?? null,
            sampleSize: null,
          });
          if (out.length >= query.limit) break;
        }
        return out;
      } catch (error) {
        options.logger.error({ err: error, city: query.city, state: query.state }, "rent estimates failed");
        return [];
      }
    },
  };
}

/** Fewer listings than this for a bedroom count say too little to estimate from. */
export const MIN_LISTINGS_FOR_ESTIMATE = 3;

const BEDROOM_TYPES = ["Studio", "1 bedroom", "2 bedrooms", "3+ bedrooms"];

/**
 * The built-in provider: the median rent and bathrooms of the city's active listings per bedroom count
 * (studio, 1, 2, 3+). Nothing is shown for a bedroom count with too few listings: no figure is invented.
 */
export function listingsMarketData(options: { db: Database; logger: Logger }): MarketDataProvider {
  return {
    name: "listings",
    async rentEstimates(query) {
      try {
        const bucket = sql<number>`least(${listings.bedrooms}, 3)`;
        const result = await options.db.execute<{
          bucket: number;
          n: number;
          median_cents: number;
          median_baths: number | null;
          zip: string | null;
        }>(sql`
          select ${bucket}::int as bucket, count(*)::int as n,
            percentile_cont(0.5) within group (order by ${listings.priceCents})::float8 as median_cents,
            percentile_cont(0.5) within group (order by ${listings.bathrooms})::float8 as median_baths,
            mode() within group (order by ${listings.zipCode}) as zip
          from ${listings}
          where lower(${listings.city}) = lower(${query.city}) and lower(${listings.state}) = lower(${query.state})
            and ${listings.status} = 'active' and ${listings.priceCents} > 0 and ${listings.bedrooms} is not null
          group by 1
          having count(*) >= ${MIN_LISTINGS_FOR_ESTIMATE}
          order by 1
          limit ${query.limit}`);
        return result.rows.map((row) => {
          const bedrooms = Number(row.bucket);
          return {
            id: `listings-${slug(query.city)}-${slug(query.state)}-${bedrooms}`,
            rent: Math.round(Number(row.median_cents) / 100),
            propertyType: BEDROOM_TYPES[bedrooms] ?? null,
            bedrooms,
            bathrooms: row.median_baths === null ? null : Math.round(Number(row.median_baths) * 2) / 2,
            city: query.city,
            state: query.state,
            zipCode: row.zip ?? null,
            sampleSize: Number(row.n),
          };
        });
      } catch (error) {
        options.logger.error({ err: error, city: query.city, state: query.state }, "rent estimates failed");
        return [];
      }
    },
  };
}

function slug(value: string) {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The configured provider: the HTTP one when a URL and key are set, else the built-in one. */
export function createMarketData(options: {
  url?: string;
  apiKey?: string;
  db: Database;
  logger: Logger;
}): MarketDataProvider {
  if (options.url && options.apiKey) {
    return httpMarketData({ baseUrl: options.url, apiKey: options.apiKey, logger: options.logger });
  }
  return listingsMarketData({ db: options.db, logger: options.logger });
}
