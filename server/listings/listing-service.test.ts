import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPTY_FILTER } from "../../common/listing-filter";
import {
  ACCESSIBILITY_MESSAGE,
  ADDRESS_REQUIRED_MESSAGE,
  AVAILABLE_FROM_MESSAGE,
  AVAILABLE_FROM_TOO_FAR_MESSAGE,
  LAUNDRY_MESSAGE,
  LEASE_LENGTH_MESSAGE,
  PARKING_MESSAGE,
  PETS_MESSAGE,
  UTILITIES_MESSAGE,
} from "../../common/listing-form";
import { listLandlordApplications } from "../applications/application-service";
import type { SessionUser } from "../auth/session";
import type { AppDeps } from "../context";
import type { DatabaseHandle } from "../db/client";
import { profiles } from "../db/schema/auth";
import { applications, listings } from "../db/schema/listings";
import { messages } from "../db/schema/messages";
import { createListing as createListingRow, createUser } from "../db/seed/factories";
import { isAppError } from "../errors";
import { createJobQueue, type JobQueue } from "../jobs/queue";
import { createLogger } from "../logger";
import { SENDING_TOO_FAST } from "../messages/send-message";
import { createRateLimiter, rateLimitRules } from "../rate-limits/limiter";
import { createTestDatabase } from "../test/database";
import {
  createListing,
  getOwnListing,
  getPublicListing,
  listOwnListings,
  setListingStatus,
  updateListing,
} from "./listing-service";
import { messageLandlord } from "./message-service";
import { searchListings } from "./search-service";

let database: DatabaseHandle;
let jobs: JobQueue;
let landlord: SessionUser;
let otherLandlord: SessionUser;
let renter: SessionUser;
let admin: SessionUser;

const asSession = (u: {
  id: string;
  email: string;
  fullName: string;
  role: SessionUser["role"];
}): SessionUser => ({
  id: u.id,
  email: u.email,
  fullName: u.fullName,
  phone: null,
  role: u.role,
});

const FORM = {
  title: "Bright 2BR by the park",
  description: "Sunny, quiet, close to the bus.",
  country: "United States",
  state: "IL",
  city: "Chicago",
  zipCode: "60616",
  addressLine: "1500 S Michigan Ave",
  unit: "4B",
  price: "1250",
  securityDeposit: "1250",
  petFees: "",
  bedrooms: "2",
  bathrooms: "1.5",
  acceptsSection8: "on",
  imageUrl: "https://images.example.com/a.jpg",
};

async function expectError(promise: Promise<unknown>, code: string, field?: string) {
  const error = await promise.then(
    () => null,
    (e) => e,
  );
  expect(isAppError(error), `expected AppError ${code}, got ${error}`).toBe(true);
  expect(error.code).toBe(code);
  if (field) expect(error.fieldErrors?.[field]).toEqual(expect.stringMatching(/\S/));
  return error;
}

beforeAll(async () => {
  database = await createTestDatabase();
  landlord = asSession(await createUser(database.db, { role: "landlord", fullName: "Linda Landlord" }));
  otherLandlord = asSession(await createUser(database.db, { role: "landlord" }));
  renter = asSession(await createUser(database.db, { role: "renter", fullName: "Rita Renter" }));
  admin = asSession(await createUser(database.db, { role: "admin" }));
});
afterAll(async () => {
  await jobs?.stop();
  await database.close();
});

describe("list a property", () => {
  it("stores a landlord's listing in cents, with ZIP coordinates, owned by them whatever the input says", async () => {
    const { id } = await createListing(database.db, landlord, {
      ...FORM,
      ownerId: otherLandlord.id,
      status: "paused",
    });
    const [row] = await database.db.select().from(listings).where(eq(listings.id, id));
    expect(row).toMatchObject({
      ownerId: landlord.id,
      status: "active",
      priceCents: 125_000,
      securityDepositCents: 125_000,
      petFeesCents: null,
      bedrooms: 2,
      bathrooms: 1.5,
      acceptsSection8: true,
      zipCode: "60616",
    });
    expect(row.latitude).toBeCloseTo(41.84, 1);
    expect(row.longitude).toBeCloseTo(-87.63, 1);
  });

  it("applies the spec's defaults: United States, Section 8 off; no coordinates without a known ZIP", async () => {
    const { id } = await createListing(database.db, landlord, {
      ...FORM,
      country: "",
      zipCode: "",
      acceptsSection8: undefined,
      imageUrl: "",
    });
    const [row] = await database.db.select().from(listings).where(eq(listings.id, id));
    expect(row).toMatchObject({
      country: "United States",
      acceptsSection8: false,
      latitude: null,
      imageUrl: null,
    });
  });

  it("stores where and when: address, unit, available date, lease, utilities (with the flag), pets, parking, laundry, accessibility", async () => {
    const { id } = await createListing(database.db, landlord, {
      ...FORM,
      showExactAddress: "on",
      availableFrom: "2026-12-01",
      leaseLength: "12_months",
      utilities: ["trash", "water", "water"],
      pets: "cats",
      parking: "street",
      laundry: "in_building",
      accessibility: ["step_free", "elevator"],
    });
    const [row] = await database.db.select().from(listings).where(eq(listings.id, id));
    expect(row).toMatchObject({
      addressLine: "1500 S Michigan Ave",
      unit: "4B",
      showExactAddress: true,
      availableFrom: "2026-12-01",
      leaseLength: "12_months",
      // In the list's order, once each; naming any utility means the rent includes utilities.
      utilities: ["water", "trash"],
      utilitiesIncluded: true,
      pets: "cats",
      parking: "street",
      laundry: "in_building",
      accessibility: ["step_free", "elevator"],
    });
  });

  it("leaves the facts unstated by default (area only, available now, pets: ask), and a single ticked box is a set of one", async () => {
    const { id } = await createListing(database.db, landlord, {
      ...FORM,
      unit: "",
      accessibility: "ground_floor",
    });
    const [row] = await database.db.select().from(listings).where(eq(listings.id, id));
    expect(row).toMatchObject({
      unit: null,
      showExactAddress: false,
      availableFrom: null,
      leaseLength: null,
      utilities: [],
      utilitiesIncluded: false,
      pets: "ask",
      parking: null,
      laundry: null,
      accessibility: ["ground_floor"],
    });
  });

  it("does not require a street address outside the United States", async () => {
    const { id } = await createListing(database.db, landlord, {
      ...FORM,
      country: "Canada",
      state: "Ontario",
      city: "Toronto",
      zipCode: "M5V 3L9",
      addressLine: "",
      unit: "",
    });
    const [row] = await database.db.select().from(listings).where(eq(listings.id, id));
    expect(row).toMatchObject({ country: "Canada", addressLine: null });
  });

  it("refuses visitors, renters and admins", async () => {
    const visitor = await expectError(createListing(database.db, null, FORM), "UNAUTHENTICATED");
    expect(visitor.message).toBe("You must be logged in to create a listing");
    await expectError(createListing(database.db, renter, FORM), "FORBIDDEN");
    await expectError(createListing(database.db, admin, FORM), "FORBIDDEN");
  });

  const BAD: [string, Record<string, string | string[]>, string, string][] = [
    ["a missing title", { title: "  " }, "title", "Title is required"],
    ["negative rent", { price: "-1" }, "price", "Must be 0 or more"],
    ["a negative deposit", { securityDeposit: "-100" }, "securityDeposit", "Must be 0 or more"],
    ["negative pet fees", { petFees: "-5" }, "petFees", "Must be 0 or more"],
    ["rent that is not a number", { price: "abc" }, "price", "Please enter a number"],
    ["half a bedroom", { bedrooms: "1.5" }, "bedrooms", "Bedrooms must be a whole number"],
    ["negative bedrooms", { bedrooms: "-1" }, "bedrooms", "Must be 0 or more"],
    ["1.3 bathrooms", { bathrooms: "1.3" }, "bathrooms", "Bathrooms must be in steps of 0.5"],
    [
      "a javascript: image URL",
      { imageUrl: "javascript:alert(1)" },
      "imageUrl",
      "Please enter a valid http:// or https:// image URL",
    ],
    [
      "an ftp image URL",
      { imageUrl: "ftp://example.com/a.jpg" },
      "imageUrl",
      "Please enter a valid http:// or https:// image URL",
    ],
    ["a country outside the list", { country: "Narnia" }, "country", "Please choose a country from the list"],
    ["a missing city", { city: "" }, "city", "City is required"],
    ["a missing state", { state: "" }, "state", "State/Province is required"],
    ["rent with fractions of a cent", { price: "10.005" }, "price", "Use at most 2 decimal places"],
    // Where and when (issue 28).
    [
      "a U.S. listing without a street address",
      { addressLine: " " },
      "addressLine",
      ADDRESS_REQUIRED_MESSAGE,
    ],
    [
      "a street address of 201 characters",
      { addressLine: "x".repeat(201) },
      "addressLine",
      "Must be at most 200 characters",
    ],
    ["a unit of 51 characters", { unit: "x".repeat(51) }, "unit", "Must be at most 50 characters"],
    [
      "an available date that is not a day",
      { availableFrom: "2026-02-30" },
      "availableFrom",
      AVAILABLE_FROM_MESSAGE,
    ],
    ["an available date in words", { availableFrom: "next week" }, "availableFrom", AVAILABLE_FROM_MESSAGE],
    [
      "an available date 3 years ahead",
      { availableFrom: `${new Date().getUTCFullYear() + 3}-01-01` },
      "availableFrom",
      AVAILABLE_FROM_TOO_FAR_MESSAGE,
    ],
    ["a lease length outside the list", { leaseLength: "24_months" }, "leaseLength", LEASE_LENGTH_MESSAGE],
    ["a pet policy outside the list", { pets: "parrots" }, "pets", PETS_MESSAGE],
    ["parking outside the list", { parking: "helipad" }, "parking", PARKING_MESSAGE],
    ["laundry outside the list", { laundry: "river" }, "laundry", LAUNDRY_MESSAGE],
    ["a utility outside the list", { utilities: "cable" }, "utilities", UTILITIES_MESSAGE],
    [
      "an accessibility feature outside the list",
      { accessibility: "moat" },
      "accessibility",
      ACCESSIBILITY_MESSAGE,
    ],
  ];
  for (const [name, change, field, message] of BAD) {
    it(`refuses ${name} and stores nothing`, async () => {
      const before = await database.db.$count(listings);
      const error = await expectError(
        createListing(database.db, landlord, { ...FORM, ...change }),
        "BAD_REQUEST",
        field,
      );
      expect(error.fieldErrors[field]).toBe(message);
      expect(await database.db.$count(listings)).toBe(before);
    });
  }
});

describe("edit, pause and resume", () => {
  let listingId: string;
  beforeAll(async () => {
    ({ id: listingId } = await createListing(database.db, landlord, FORM));
  });

  it("lets the owner edit every field, keeping the owner", async () => {
    await updateListing(database.db, landlord, listingId, {
      ...FORM,
      title: "Renamed",
      price: "999.50",
      zipCode: "10027",
    });
    const row = await getOwnListing(database.db, landlord, listingId);
    expect(row).toMatchObject({ title: "Renamed", priceCents: 99_950, ownerId: landlord.id });
    expect(row.latitude).toBeCloseTo(40.81, 1);
  });

  it("refuses bad input on edit and changes nothing", async () => {
    const before = await getOwnListing(database.db, landlord, listingId);
    await expectError(
      updateListing(database.db, landlord, listingId, { ...FORM, price: "-1" }),
      "BAD_REQUEST",
      "price",
    );
    await expectError(
      updateListing(database.db, landlord, listingId, { ...FORM, bathrooms: "1.3" }),
      "BAD_REQUEST",
      "bathrooms",
    );
    expect(await getOwnListing(database.db, landlord, listingId)).toEqual(before);
  });

  it("never lets another landlord (or a renter) edit, pause or read it, and changes nothing", async () => {
    const before = await getOwnListing(database.db, landlord, listingId);
    await expectError(
      updateListing(database.db, otherLandlord, listingId, { ...FORM, title: "Hijacked" }),
      "FORBIDDEN",
    );
    await expectError(setListingStatus(database.db, otherLandlord, listingId, "paused"), "FORBIDDEN");
    await expectError(getOwnListing(database.db, otherLandlord, listingId), "FORBIDDEN");
    await expectError(listLandlordApplications(database.db, otherLandlord, { listingId }), "FORBIDDEN");
    await expectError(updateListing(database.db, renter, listingId, FORM), "FORBIDDEN");
    await expectError(setListingStatus(database.db, null, listingId, "paused"), "UNAUTHENTICATED");
    expect(await getOwnListing(database.db, landlord, listingId)).toEqual(before);
  });

  it("answers not found for ids that are not UUIDs or do not exist, and refuses unknown statuses", async () => {
    await expectError(updateListing(database.db, landlord, "not-a-uuid", FORM), "NOT_FOUND");
    await expectError(
      setListingStatus(database.db, landlord, "00000000-0000-0000-0000-000000000000", "paused"),
      "NOT_FOUND",
    );
    await expectError(setListingStatus(database.db, landlord, listingId, "deleted"), "BAD_REQUEST");
    expect(await getPublicListing(database.db, "'; drop table listings; --")).toBeNull();
  });

  it("the public page has the area only, unless the landlord shows the address or the reader's application is approved", async () => {
    const { id } = await createListing(database.db, landlord, FORM);
    const area = await getPublicListing(database.db, id, renter.id);
    expect(area).toMatchObject({ addressLine: null, unit: null, addressByApproval: false, city: "Chicago" });
    expect(JSON.stringify(area)).not.toContain("Michigan");
    // An application that is not approved changes nothing.
    const [application] = await database.db
      .insert(applications)
      .values({ listingId: id, renterId: renter.id })
      .returning();
    expect((await getPublicListing(database.db, id, renter.id))?.addressLine).toBeNull();
    await database.db
      .update(applications)
      .set({ status: "approved" })
      .where(eq(applications.id, application.id));
    expect(await getPublicListing(database.db, id, renter.id)).toMatchObject({
      addressLine: "1500 S Michigan Ave",
      unit: "4B",
      addressByApproval: true,
    });
    // Anyone else still sees the area.
    expect((await getPublicListing(database.db, id, null))?.addressLine).toBeNull();
    expect((await getPublicListing(database.db, id, admin.id))?.addressLine).toBeNull();
    await updateListing(database.db, landlord, id, { ...FORM, showExactAddress: "on" });
    expect(await getPublicListing(database.db, id, null)).toMatchObject({
      addressLine: "1500 S Michigan Ave",
      unit: "4B",
      addressByApproval: false,
    });
  });

  it("pausing takes the listing out of search and its public page; resuming brings it back", async () => {
    const inSearch = async () =>
      (await searchListings(database.db, { ...EMPTY_FILTER, city: "Chicago" }, { pageSize: 500 })).items.some(
        (l) => l.id === listingId,
      );
    expect(await inSearch()).toBe(true);
    expect(await getPublicListing(database.db, listingId)).toMatchObject({
      landlordName: "Linda Landlord",
      landlordVerified: false,
    });
    // The badge follows an admin's approval of the landlord's documents, and nothing else.
    await database.db.update(profiles).set({ verifiedAt: new Date() }).where(eq(profiles.id, landlord.id));
    expect((await getPublicListing(database.db, listingId))?.landlordVerified).toBe(true);
    await database.db.update(profiles).set({ verifiedAt: null }).where(eq(profiles.id, landlord.id));
    await setListingStatus(database.db, landlord, listingId, "paused");
    expect(await inSearch()).toBe(false);
    expect(await getPublicListing(database.db, listingId)).toBeNull();
    const own = await listOwnListings(database.db, landlord);
    expect(own.items.find((l) => l.id === listingId)?.status).toBe("paused");
    await setListingStatus(database.db, landlord, listingId, "active");
    expect(await inSearch()).toBe(true);
  });

  it("lists the landlord's own listings newest first, with a total, and only theirs", async () => {
    await createListingRow(database.db, { ownerId: otherLandlord.id, title: "Not mine" });
    const all = await listOwnListings(database.db, landlord);
    expect(all.items.every((l) => l.title !== "Not mine")).toBe(true);
    expect(all.total).toBe(all.items.length);
    const firstThree = await listOwnListings(database.db, landlord, { limit: 3 });
    expect(firstThree.items).toEqual(all.items.slice(0, 3));
    expect(firstThree.total).toBe(all.total);
    await expectError(listOwnListings(database.db, renter), "FORBIDDEN");
  });
});

describe("Message Landlord", () => {
  let listingId: string;
  let messageDeps: Pick<AppDeps, "db" | "rateLimiter" | "jobs">;
  beforeAll(async () => {
    ({ id: listingId } = await createListing(database.db, landlord, { ...FORM, title: "Message me" }));
    jobs = await createJobQueue({ database, logger: createLogger("silent"), maintenance: false });
    messageDeps = {
      db: database.db,
      rateLimiter: createRateLimiter(database.db, rateLimitRules(10)),
      jobs,
    };
  });

  it("stores a first, unread message to the owner about the listing", async () => {
    const { id } = await messageLandlord(messageDeps, renter, listingId, {
      messageText: "  Is it available?  ",
    });
    const [row] = await database.db.select().from(messages).where(eq(messages.id, id));
    expect(row).toMatchObject({
      senderId: renter.id,
      receiverId: landlord.id,
      listingId,
      messageText: "Is it available?",
      isRead: false,
    });
  });

  it("refuses visitors, the owner, blank text and missing listings", async () => {
    const before = await database.db.$count(messages);
    const visitor = await expectError(
      messageLandlord(messageDeps, null, listingId, { messageText: "Hi" }),
      "UNAUTHENTICATED",
    );
    expect(visitor.message).toBe("Please log in to send messages.");
    await expectError(messageLandlord(messageDeps, landlord, listingId, { messageText: "Hi" }), "FORBIDDEN");
    const blank = await expectError(
      messageLandlord(messageDeps, renter, listingId, { messageText: "   " }),
      "BAD_REQUEST",
    );
    expect(blank.fieldErrors.messageText).toBe("Please enter a message before sending.");
    await expectError(messageLandlord(messageDeps, renter, "0000", { messageText: "Hi" }), "NOT_FOUND");
    expect(await database.db.$count(messages)).toBe(before);
  });

  it("limits how many messages one sender can send in a minute", async () => {
    const limit = rateLimitRules(10).message.limit;
    const strict = { ...messageDeps, rateLimiter: createRateLimiter(database.db, rateLimitRules(10)) };
    const sender = asSession(await createUser(database.db, { role: "renter", fullName: "Fast Fingers" }));
    for (let i = 0; i < limit; i++) {
      await messageLandlord(strict, sender, listingId, { messageText: `Hello ${i}` });
    }
    const before = await database.db.$count(messages);
    const refused = await expectError(
      messageLandlord(strict, sender, listingId, { messageText: "One more" }),
      "RATE_LIMITED",
    );
    expect(refused.message).toBe(SENDING_TOO_FAST);
    expect(await database.db.$count(messages)).toBe(before);
  });
});
