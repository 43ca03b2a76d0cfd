import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cityPageConfig } from "../../common/city-pages";
import { EMPTY_FILTER } from "../../common/listing-filter";
import { listCityListings } from "../cities/service";
import type { DatabaseHandle } from "../db/client";
import { createListing, createUser } from "../db/seed/factories";
import { featuredListings } from "../home/service";
import { createTestDatabase } from "../test/database";
import { CARD_DESCRIPTION_CHARS } from "./listing-card";
import { getPublicListing } from "./listing-service";
import { searchListings } from "./search-service";

/**
 * The card's where and when (available from, listed on, the utilities the rent includes, the accessibility
 * features) come with every list of cards, from the row itself; the street address and unit never do, shown
 * or not (the card names the area only).
 */
let database: DatabaseHandle;
let listedId = "";
let longId = "";
// 40 words of 9 characters and a space: 400 characters, more than a card takes.
const LONG_DESCRIPTION = Array.from({ length: 40 }, (_, i) => `word${String(i).padStart(5, "0")}`).join(" ");
const SHORT_DESCRIPTION = "Quiet building, laundry on site.";
const createdAt = new Date("2026-11-20T15:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  const owner = await createUser(database.db, { role: "landlord" });
  const listed = await createListing(database.db, {
    ownerId: owner.id,
    title: "Step-free studio",
    city: "Chicago",
    state: "IL",
    addressLine: "2430 N Cannon Dr",
    unit: "4B",
    showExactAddress: true,
    availableFrom: "2026-12-15",
    utilities: ["water", "heat"],
    utilitiesIncluded: true,
    accessibility: ["step_free", "elevator"],
    featured: true,
    createdAt,
  });
  listedId = listed.id;
  // An older listing without any of the facts: the defaults (available now, no sets).
  await createListing(database.db, {
    ownerId: owner.id,
    title: "Plain one-bedroom",
    city: "Chicago",
    description: SHORT_DESCRIPTION,
  });
  longId = (
    await createListing(database.db, {
      ownerId: owner.id,
      title: "Long story",
      city: "Chicago",
      description: LONG_DESCRIPTION,
    })
  ).id;
});
afterAll(() => database.close());

const FACT_KEYS = ["availableFrom", "createdAt", "utilities", "accessibility"];
const ADDRESS_KEYS = ["addressLine", "unit", "showExactAddress", "latitude", "longitude", "geo"];

describe("the listing card's facts", () => {
  it("come with the search's results, and the address does not", async () => {
    const result = await searchListings(database.db, { ...EMPTY_FILTER, sort: "newest" });
    const card = result.items.find((item) => item.id === listedId);
    expect(card).toMatchObject({
      availableFrom: "2026-12-15",
      utilities: ["water", "heat"],
      accessibility: ["step_free", "elevator"],
    });
    expect(new Date(card?.createdAt ?? 0).toISOString()).toBe(createdAt.toISOString());
    const plain = result.items.find((item) => item.title === "Plain one-bedroom");
    expect(plain).toMatchObject({ availableFrom: null, utilities: [], accessibility: [] });
    for (const item of result.items) {
      for (const key of FACT_KEYS) expect(item).toHaveProperty(key);
      for (const key of ADDRESS_KEYS) expect(item).not.toHaveProperty(key);
      expect(JSON.stringify(item)).not.toContain("Cannon");
    }
  });

  it("come with the home page's and the city pages' cards too", async () => {
    const featured = await featuredListings(database.db);
    const city = await listCityListings(database.db, cityPageConfig("chicago"));
    for (const cards of [featured, city]) {
      const card = cards.find((item) => item.id === listedId);
      expect(card).toMatchObject({ availableFrom: "2026-12-15", accessibility: ["step_free", "elevator"] });
      expect(JSON.stringify(cards)).not.toContain("Cannon");
    }
  });
});

describe("the card's description", () => {
  it("is the start of a long one, cut after a whole word with an ellipsis, in every list of cards", async () => {
    // 27 whole words (269 characters) fit in the 279 before the ellipsis; the 28th would end at 279.
    const expected = `${LONG_DESCRIPTION.slice(0, 27 * 10 - 1)}…`;
    expect(expected.length).toBeLessThanOrEqual(CARD_DESCRIPTION_CHARS);
    const search = await searchListings(database.db, { ...EMPTY_FILTER, sort: "newest" });
    const city = await listCityListings(database.db, cityPageConfig("chicago"));
    for (const cards of [search.items, city]) {
      expect(cards.find((item) => item.id === longId)?.description).toBe(expected);
      expect(cards.find((item) => item.title === "Plain one-bedroom")?.description).toBe(SHORT_DESCRIPTION);
    }
  });

  it("is whole on the listing page", async () => {
    expect((await getPublicListing(database.db, longId))?.description).toBe(LONG_DESCRIPTION);
  });
});
