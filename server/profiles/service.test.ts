import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listRenterApplications } from "../applications/application-service";
import type { SessionUser } from "../auth/session";
import type { DatabaseHandle } from "../db/client";
import { profiles } from "../db/schema/auth";
import { applications } from "../db/schema/listings";
import { createListing, createUser } from "../db/seed/factories";
import { createTestDatabase } from "../test/database";
import { refusal } from "../test/refusal";
import { addLandlordRole, RENTERS_ONLY_ADD_LANDLORD } from "./service";

let database: DatabaseHandle;
const FUTURE_DATE = new Date(Date.now() + 60 * 864e5).toISOString().slice(0, 10);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

type Role = SessionUser["role"];

async function account(role: Role): Promise<SessionUser> {
  const u = await createUser(database.db, { role });
  return { id: u.id, email: u.email, fullName: u.fullName, phone: null, role };
}

async function roleOf(id: string) {
  const [row] = await database.db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, id));
  return row.role;
}

describe("a renter adds the landlord tools to their own account", () => {
  it("makes the acting renter a landlord, and nobody else", async () => {
    const renter = await account("renter");
    const other = await account("renter");
    expect(await addLandlordRole(database.db, renter)).toEqual({ changed: true });
    expect(await roleOf(renter.id)).toBe("landlord");
    expect(await roleOf(other.id)).toBe("renter");
  });

  it("changes nothing for a landlord, and refuses an admin and a signed-out caller", async () => {
    const landlord = await account("landlord");
    expect(await addLandlordRole(database.db, landlord)).toEqual({ changed: false });
    expect(await roleOf(landlord.id)).toBe("landlord");

    const admin = await account("admin");
    expect(await refusal(addLandlordRole(database.db, admin))).toEqual({
      code: "FORBIDDEN",
      message: RENTERS_ONLY_ADD_LANDLORD,
    });
    expect(await roleOf(admin.id)).toBe("admin");
    expect((await refusal(addLandlordRole(database.db, null))).code).toBe("UNAUTHENTICATED");
  });

  it("never overwrites a role changed meanwhile: a stale session of a renter made admin is refused", async () => {
    const renter = await account("renter");
    await database.db.update(profiles).set({ role: "admin" }).where(eq(profiles.id, renter.id));
    expect((await refusal(addLandlordRole(database.db, renter))).code).toBe("FORBIDDEN");
    expect(await roleOf(renter.id)).toBe("admin");
  });

  it("keeps the applications the renter sent: still theirs to see as a landlord", async () => {
    const owner = await account("landlord");
    const listing = await createListing(database.db, { ownerId: owner.id });
    const renter = await account("renter");
    await database.db
      .insert(applications)
      .values({ listingId: listing.id, renterId: renter.id, moveInDate: FUTURE_DATE, message: "Hello" });
    await addLandlordRole(database.db, renter);
    const landlordNow: SessionUser = { ...renter, role: "landlord" };
    const mine = await listRenterApplications(database.db, landlordNow);
    expect(mine.map((a) => a.listingId)).toEqual([listing.id]);
    expect(
      await database.db.select().from(applications).where(eq(applications.renterId, renter.id)),
    ).toHaveLength(1);
  });
});
