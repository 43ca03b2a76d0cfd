import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CITY_PAGES, cityPageConfig } from "../../common/city-pages";
import type { DatabaseHandle } from "../db/client";
import { listings } from "../db/schema/listings";
import { rentParties } from "../db/schema/rent-parties";
import { createListing, createRentParty } from "../db/seed/factories";
import { explainPlan, landlordDatabasePerFile } from "../test/database";
import { cityListingsQuery, listCityListings, listCityRentParties } from "./service";

let database: DatabaseHandle;
let ownerId: string;

landlordDatabasePerFile([listings, rentParties], (made) => {
  ({ database, ownerId } = made);
});

function place(city: string, state: string, extra: Partial<Parameters<typeof createListing>[1]> = {}) {
  return createListing(database.db, { ownerId, title: `${city}, ${state}`, city, state, ...extra });
}

async function titles(slug: string) {
  const rows = await listCityListings(database.db, cityPageConfig(slug));
  return rows.map((r) => r.title).sort();
}

describe("city page listings", () => {
  it("New York: the city contains 'New York' or the state is NY", async () => {
    await place("New York", "NY");
    await place("new york city", "NY");
    await place("West New York", "NJ"); // city contains the name: shown whatever the state
    await place("Brooklyn", "NY"); // state NY
    await place("Buffalo", "New York"); // the state spelled out is still NY
    await place("York", "PA");
    await place("Newark", "NJ");
    expect(await titles("new-york")).toEqual(
      ["Brooklyn, NY", "Buffalo, New York", "New York, NY", "West New York, NJ", "new york city, NY"].sort(),
    );
  });

  it("Miami, Atlanta, Houston, Los Angeles: the city is the name or the state matches", async () => {
    await place("Miami", "FL");
    await place("MIAMI", "OK"); // city Miami, another state
    await place("Orlando", "FL");
    await place("Tampa", "Florida");
    await place("Miami Gardens", "GA"); // neither: the city is not exactly Miami, the state is not FL
    await place("Atlanta", "GA");
    await place("Houston", "TX");
    await place("Dallas", "TX");
    await place("Los Angeles", "CA");
    await place("Oakland", "ca");
    expect(await titles("miami")).toEqual(["MIAMI, OK", "Miami, FL", "Orlando, FL", "Tampa, Florida"].sort());
    expect(await titles("atlanta")).toEqual(["Atlanta, GA", "Miami Gardens, GA"]);
    expect(await titles("houston")).toEqual(["Dallas, TX", "Houston, TX"]);
    expect(await titles("los-angeles")).toEqual(["Los Angeles, CA", "Oakland, ca"]);
  });

  it("smaller pages: the city contains the name, whatever the state", async () => {
    await place("Chicago", "IL");
    await place("chicago heights", "IL");
    await place("East Chicago", "IN");
    await place("Springfield", "IL"); // state only: not on a smaller page
    await place("Brooklyn", "NY");
    await place("Brooklyn Park", "MN");
    expect(await titles("chicago")).toEqual(
      ["Chicago, IL", "East Chicago, IN", "chicago heights, IL"].sort(),
    );
    expect(await titles("brooklyn")).toEqual(["Brooklyn Park, MN", "Brooklyn, NY"]);
    expect(await titles("detroit")).toEqual([]);
  });

  it("shows only active listings priced above 0", async () => {
    await place("Chicago", "IL", { title: "shown" });
    await place("Chicago", "IL", { title: "free", priceCents: 0 });
    await place("Chicago", "IL", { title: "paused", status: "paused" });
    await place("New York", "NY", { title: "ny shown" });
    await place("New York", "NY", { title: "ny free", priceCents: 0 });
    await place("Albany", "NY", { title: "ny paused", status: "paused" });
    expect(await titles("chicago")).toEqual(["shown"]);
    expect(await titles("new-york")).toEqual(["ny shown"]);
  });

  it("limits larger pages to 12 and smaller pages to 6, featured first then newest", async () => {
    for (let i = 0; i < 15; i++) {
      await place("Houston", "TX", {
        title: `h${String(i).padStart(2, "0")}`,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
        featured: i === 0,
      });
      await place("Phoenix", "AZ", {
        title: `p${String(i).padStart(2, "0")}`,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      });
    }
    const houston = await listCityListings(database.db, cityPageConfig("houston"));
    expect(houston.map((r) => r.title)).toEqual([
      "h00",
      ...Array.from({ length: 11 }, (_, i) => `h${String(14 - i).padStart(2, "0")}`),
    ]);
    const phoenix = await listCityListings(database.db, cityPageConfig("phoenix"));
    expect(phoenix.map((r) => r.title)).toEqual(["p14", "p13", "p12", "p11", "p10", "p09"]);
  });

  it("never hands out the owner", async () => {
    await place("Dallas", "TX");
    const [row] = await listCityListings(database.db, cityPageConfig("dallas"));
    expect(row).not.toHaveProperty("ownerId");
    expect(Object.keys(row).sort()).toEqual(
      [
        "acceptsSection8",
        "accessibility",
        "availableFrom",
        "bathrooms",
        "bedrooms",
        "city",
        "coverPhoto",
        "createdAt",
        "description",
        "featured",
        "id",
        "imageUrl",
        "landlordVerified",
        "priceCents",
        "state",
        "title",
        "utilities",
        "withinVoucherLimits",
      ].sort(),
    );
  });

  it("is served by indexes on every page", async () => {
    // 20,000 listings in 500 other towns of 60 other states, so the planner sees a real table.
    await database.db.execute(sql`
      insert into listings (owner_id, title, state, city, price_cents)
      select ${ownerId}, 'bulk', 'S' || (g % 60), 'Town ' || (g % 500), 50000 + g % 1000
      from generate_series(1, 20000) g`);
    for (const config of CITY_PAGES) await place(config.city, config.state);
    // Vacuum too: fresh GIN entries wait in a pending list the planner prices as a scan.
    await database.db.execute(sql`vacuum analyze listings`);
    for (const config of CITY_PAGES) {
      const plan = await database.db.transaction((tx) => explainPlan(tx, cityListingsQuery(tx, config)));
      expect(plan, config.slug).not.toMatch(/Seq Scan/);
      if (config.size === "smaller" || config.cityMatch === "contains") {
        expect(plan, config.slug).toContain("listings_city_trgm_idx");
      } else {
        // The city equality's index, or a partial twin over public listings (the search's: by city, migration
        // 0023, or by city in price order, migration 0032).
        expect(plan, config.slug).toMatch(/listings_(city_state|public_city|public_city_price)_idx/);
      }
      // The state's own index, or since migration 0013 its partial twin over public listings.
      if (config.size === "larger") expect(plan, config.slug).toMatch(/listings_(public_)?state_idx/);
    }
  });
});

describe("city page rent parties", () => {
  it("shows verified and active campaigns only, newest first, up to 3, stories cut to 100 characters", async () => {
    const long = "x".repeat(150);
    for (let i = 0; i < 4; i++) {
      await createRentParty(database.db, {
        title: `shown ${i}`,
        story: i === 3 ? long : "Short story.",
        verified: true,
        isActive: true,
        city: "Chicago",
        state: "IL",
        createdAt: new Date(Date.UTC(2026, 1, 1 + i)),
      });
    }
    await createRentParty(database.db, {
      title: "pending",
      verified: false,
      city: "Chicago",
      state: "IL",
      createdAt: new Date(),
    });
    await createRentParty(database.db, {
      title: "inactive",
      verified: true,
      isActive: false,
      city: "Chicago",
      state: "IL",
      createdAt: new Date(),
    });
    const chicago = { city: "Chicago", state: "IL" };
    const { scope, parties } = await listCityRentParties(database.db, chicago);
    expect(scope).toBe("local");
    expect(parties.map((p) => p.title)).toEqual(["shown 3", "shown 2", "shown 1"]);
    expect(parties[0].story).toBe(`${"x".repeat(100)}...`);
    expect(parties[1].story).toBe("Short story.");
    expect(parties[0]).not.toHaveProperty("landlordEmail");
  });

  it("shows only the city's or state's own campaigns, falls back to bordering states, never elsewhere", async () => {
    const phoenixBefore = await listCityRentParties(database.db, { city: "Phoenix", state: "AZ" });
    expect(phoenixBefore.parties).toEqual([]);
    const tucson = await createRentParty(database.db, {
      title: "Tucson",
      verified: true,
      city: "Tucson",
      state: "AZ",
    });
    const own = await createRentParty(database.db, {
      title: "Chicago own",
      verified: true,
      city: "chicago",
      state: "IL",
      createdAt: new Date(Date.UTC(2026, 0, 1)),
    });
    const springfield = await createRentParty(database.db, {
      title: "Springfield",
      verified: true,
      city: "Springfield",
      state: "IL",
      createdAt: new Date(Date.UTC(2030, 0, 1)),
    });
    const phoenix = await listCityRentParties(database.db, { city: "Phoenix", state: "AZ" });
    expect(phoenix).toEqual({ scope: "local", parties: [expect.objectContaining({ id: tucson.id })] });
    // Chicago's own come before the newer one elsewhere in Illinois.
    const chicago = await listCityRentParties(database.db, { city: "Chicago", state: "IL" });
    expect(chicago.parties.map((p) => p.id)).toEqual([own.id, springfield.id]);
    // Wisconsin has no city page: bordering-state fallback shown only where there is a list.
    const newYork = await listCityRentParties(database.db, { city: "Brooklyn", state: "NY" });
    expect(newYork).toEqual({ scope: "nearby", parties: [] });
  });
});
