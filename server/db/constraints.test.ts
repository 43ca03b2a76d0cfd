import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../test/database";
import type { DatabaseHandle } from "./client";
import { profiles } from "./schema/auth";
import { createListing, createRentParty, createUser } from "./seed/factories";

let h: DatabaseHandle;
let landlordId: string;
beforeAll(async () => {
  h = await createTestDatabase();
  landlordId = (await createUser(h.db, { role: "landlord" })).id;
});
afterAll(() => h.close());

/** Drizzle wraps driver errors; the check name is on the cause. */
async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const e = error as { message: string; cause?: { message?: string; constraint?: string } };
    return `${e.message} ${e.cause?.message ?? ""} ${e.cause?.constraint ?? ""}`;
  }
  throw new Error("expected the database to refuse the write");
}

describe("database constraints", () => {
  it("limits roles to renter, landlord and admin", async () => {
    const message = await rejection(
      h.db
        .insert(profiles)
        .values({ id: "x1", email: "u@example.com", fullName: "U", role: "user" as "renter" }),
    );
    expect(message).toMatch(/profiles_role_check/);
  });

  it.each([
    ["a negative price", { priceCents: -1 }, /listings_price_nonnegative/],
    ["a negative deposit", { securityDepositCents: -100 }, /listings_deposit_nonnegative/],
    ["negative pet fees", { petFeesCents: -5 }, /listings_pet_fees_nonnegative/],
    ["negative bedrooms", { bedrooms: -1 }, /listings_bedrooms_nonnegative/],
    ["1.3 bathrooms", { bathrooms: 1.3 }, /listings_bathrooms_half_steps/],
    ["a javascript: image", { imageUrl: "javascript:alert(1)" }, /listings_image_url_http/],
  ])("refuses a listing with %s", async (_label, values, check) => {
    expect(await rejection(createListing(h.db, { ownerId: landlordId, ...values }))).toMatch(check);
  });

  it("accepts half-step bathrooms and studios", async () => {
    const row = await createListing(h.db, { ownerId: landlordId, bathrooms: 1.5, bedrooms: 0 });
    expect(row.bathrooms).toBe(1.5);
  });

  it("refuses a rent party goal under $1", async () => {
    expect(await rejection(createRentParty(h.db, { goalAmountCents: 99 }))).toMatch(/rent_parties_goal_min/);
  });

  it("refuses a phone that is not E.164", async () => {
    expect(await rejection(createUser(h.db, { phone: "555-1234" }))).toMatch(/profiles_phone_e164/);
  });

  it("has an index behind each listed query", async () => {
    const result = await h.db.execute<{ indexname: string }>(
      sql`select indexname from pg_indexes where schemaname = 'public'`,
    );
    const names = result.rows.map((r) => r.indexname);
    for (const name of [
      "listings_owner_created_idx",
      "listings_public_price_idx",
      "rent_parties_public_idx",
      "rent_parties_created_idx",
      "messages_receiver_unread_idx",
      "applications_listing_created_idx",
    ]) {
      expect(names).toContain(name);
    }
  });
});
