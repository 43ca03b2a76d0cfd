import { and, desc, ilike, or, type SQL, sql } from "drizzle-orm";
import { CITY_LISTING_LIMIT, CITY_RENT_PARTY_LIMIT, type CityPageConfig } from "../../common/city-pages";
import { CAMPAIGN_CARD_EXCERPT_LENGTH } from "../../common/constants";
import { truncate } from "../../common/format";
import { STATE_NEIGHBORS } from "../../common/state-neighbors";
import type { VoucherInput } from "../../common/voucher-rules";
import type { Executor } from "../db/client";
import { listings } from "../db/schema/listings";
import { isPublicListing, type ListingCardData, listingCardColumns } from "../listings/listing-card";
import { listPublicRentParties } from "../rent-parties/list-public-rent-parties";
import type { PublicRentParty } from "../rent-parties/read-rent-party";
import { voucherFitCondition } from "../vouchers/voucher-fit-sql";

/** The state as a listing may spell it: "FL" or "Florida" (free text), case-insensitive. */
export function stateMatch(config: Pick<CityPageConfig, "state" | "stateName">): SQL {
  return sql`lower(${listings.state}) in (${config.state.toLowerCase()}, ${config.stateName.toLowerCase()})`;
}

/** The listing's city contains the page's (New York, the smaller pages) or equals it (other larger pages). */
export function cityNameMatch(config: Pick<CityPageConfig, "city" | "cityMatch">): SQL {
  return config.cityMatch === "contains"
    ? (ilike(listings.city, `%${config.city}%`) as SQL)
    : sql`lower(${listings.city}) = ${config.city.toLowerCase()}`;
}

/**
 * A city page's listings: price above 0 and active (a paused listing leaves every public list). Larger pages
 * match the city or the state, up to 12; smaller pages match the city containing the name, up to 6. Featured
 * first, then newest.
 *
 * Indexes: the city containment is served by the trigram index `listings_city_trgm_idx` (partial on
 * active and priced, which this predicate implies), the city equality by `listings_city_state_idx` and the
 * state by `listings_state_idx`; an "or" is a bitmap-or of two of them.
 */
export async function listCityListings(
  db: Executor,
  config: CityPageConfig,
  /** "Fits my voucher" (searchVoucher), or null. */
  voucher: VoucherInput | null = null,
): Promise<ListingCardData[]> {
  return cityListingsQuery(db, config, voucher);
}

/** The query behind listCityListings, unexecuted (its plan is checked in the tests). */
export function cityListingsQuery(db: Executor, config: CityPageConfig, voucher: VoucherInput | null = null) {
  const place =
    config.size === "larger" ? or(cityNameMatch(config), stateMatch(config)) : cityNameMatch(config);
  return db
    .select(listingCardColumns)
    .from(listings)
    .where(and(isPublicListing, place, voucher ? voucherFitCondition(voucher) : undefined))
    .orderBy(desc(listings.featured), desc(listings.createdAt), listings.id)
    .limit(CITY_LISTING_LIMIT[config.size]);
}

/** A campaign card's fields; the story is cut to the card's 100 characters with an ellipsis here. */
export type CityRentParty = Pick<
  PublicRentParty,
  "id" | "title" | "headlineName" | "story" | "goalAmountCents" | "amountOwedCents" | "amountRaisedCents"
>;

export interface CityRentParties {
  scope: "local" | "nearby";
  parties: CityRentParty[];
}

/**
 * "Active Rent Parties in {city} Area": verified, active campaigns of the page's city
 * or state, the city's own first, up to 3. None there: campaigns of bordering states, with `scope`
 * "nearby" so the page says so honestly. Never campaigns from elsewhere.
 */
export async function listCityRentParties(
  db: Executor,
  config: Pick<CityPageConfig, "city" | "state">,
): Promise<CityRentParties> {
  const local = await listPublicRentParties(db, {
    limit: CITY_RENT_PARTY_LIMIT,
    states: [config.state],
    preferCity: config.city,
  });
  if (local.length) return { scope: "local", parties: local.map(card) };
  const neighbors = STATE_NEIGHBORS[config.state] ?? [];
  const nearby = neighbors.length
    ? await listPublicRentParties(db, { limit: CITY_RENT_PARTY_LIMIT, states: neighbors })
    : [];
  return { scope: "nearby", parties: nearby.map(card) };
}

function card(party: PublicRentParty): CityRentParty {
  return {
    id: party.id,
    title: party.title,
    headlineName: party.headlineName,
    story: truncate(party.story, CAMPAIGN_CARD_EXCERPT_LENGTH),
    goalAmountCents: party.goalAmountCents,
    amountOwedCents: party.amountOwedCents,
    amountRaisedCents: party.amountRaisedCents,
  };
}
