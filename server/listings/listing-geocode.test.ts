import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../auth/session";
import type { DatabaseHandle } from "../db/client";
import { listings } from "../db/schema/listings";
import { createUser } from "../db/seed/factories";
import type { GeocodeAddress, Geocoder } from "../integrations/geo/geocoder";
import { zipCentroid } from "../integrations/geo/zip-centroids";
import { createTestDatabase } from "../test/database";
import { createListing, updateListing } from "./listing-service";

/** A listing is placed by the geocoder when it is listed, and again only when its address or ZIP changes. */
let database: DatabaseHandle;
let landlord: SessionUser;

const FORM = {
  title: "Bright 2BR by the park",
  country: "United States",
  state: "IL",
  city: "Chicago",
  zipCode: "60614",
  addressLine: "2430 N Clark St",
  price: "1250",
  securityDeposit: "1250",
  bedrooms: "2",
  bathrooms: "1",
};

/** A geocoder that records what it was asked and answers a point of its own. */
function recordingGeocoder() {
  const asked: GeocodeAddress[] = [];
  const geocoder: Geocoder = {
    name: "census",
    async geocode(address) {
      asked.push(address);
      return {
        latitude: [41.901, 41.902, 41.903][asked.length - 1] ?? 41.9,
        longitude: -87.6,
        precision: "address",
      };
    },
  };
  return { asked, geocoder };
}

const point = async (id: string) => {
  const [row] = await database.db
    .select({ latitude: listings.latitude, longitude: listings.longitude })
    .from(listings)
    .where(eq(listings.id, id));
  return row;
};

beforeAll(async () => {
  database = await createTestDatabase();
  const user = await createUser(database.db, { role: "landlord" });
  landlord = { id: user.id, email: user.email, fullName: user.fullName, phone: null, role: "landlord" };
});
afterAll(() => database.close());

describe("placing a listing", () => {
  it("by default at its ZIP code's centroid", async () => {
    const { id } = await createListing(database.db, landlord, FORM);
    const centre = await zipCentroid("United States", "60614");
    expect(await point(id)).toEqual(centre);
  });

  it("through the configured geocoder on create, with the street, city, state and ZIP", async () => {
    const { asked, geocoder } = recordingGeocoder();
    const { id } = await createListing(database.db, landlord, FORM, geocoder);
    expect(asked).toEqual([
      { street: "2430 N Clark St", city: "Chicago", state: "IL", zipCode: "60614", country: "United States" },
    ]);
    expect(await point(id)).toEqual({ latitude: 41.901, longitude: -87.6 });

    // An edit that keeps the address keeps the point, with no call.
    await updateListing(database.db, landlord, id, { ...FORM, title: "Renamed" }, geocoder);
    expect(asked).toHaveLength(1);
    expect(await point(id)).toEqual({ latitude: 41.901, longitude: -87.6 });

    // A new street line, or a new ZIP, places it again.
    await updateListing(database.db, landlord, id, { ...FORM, addressLine: "2500 N Clark St" }, geocoder);
    expect(asked).toHaveLength(2);
    expect(await point(id)).toEqual({ latitude: 41.902, longitude: -87.6 });
    await updateListing(
      database.db,
      landlord,
      id,
      { ...FORM, addressLine: "2500 N Clark St", zipCode: "60657" },
      geocoder,
    );
    expect(asked).toHaveLength(3);
    expect(asked[2]).toMatchObject({ zipCode: "60657" });
  });

  it("a listing nothing can place has no point, and is still listed", async () => {
    const nowhere: Geocoder = { name: "zip", geocode: async () => null };
    const { id } = await createListing(database.db, landlord, FORM, nowhere);
    expect(await point(id)).toEqual({ latitude: null, longitude: null });
  });
});
