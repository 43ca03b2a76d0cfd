import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VOUCHER_MESSAGES } from "../../common/my-voucher";
import type { SessionUser } from "../auth/session";
import type { DatabaseHandle } from "../db/client";
import { renterVouchers } from "../db/schema/renter-vouchers";
import { createUser } from "../db/seed/factories";
import { isAppError } from "../errors";
import { createTestDatabase } from "../test/database";
import {
  carryOverVisitorVoucher,
  deleteRenterVoucher,
  readRenterVoucher,
  readVoucherCookie,
  saveRenterVoucher,
  VOUCHER_COOKIE,
  voucherFromApplicationProfile,
} from "./renter-voucher";

let database: DatabaseHandle;
let deps: { db: DatabaseHandle["db"]; cookieSecret: string; publicUrl: string };
let renter: SessionUser;
let other: SessionUser;

const asUser = (row: { id: string; email: string; fullName: string; role: string }): SessionUser =>
  ({ id: row.id, email: row.email, fullName: row.fullName, role: row.role }) as SessionUser;

/** A request carrying the Set-Cookie value's cookie, as the browser would send it back. */
function withCookie(setCookie: string | null): Request {
  const pair = setCookie?.split(";")[0] ?? "";
  return new Request("http://localhost/my-voucher", pair ? { headers: { cookie: pair } } : {});
}

const FORM = {
  bedrooms: "2",
  agencyCode: "IL002",
  paymentStandard: "2450",
  grossMonthlyIncome: "2500",
  adjustedMonthlyIncome: "2000",
};

beforeAll(async () => {
  database = await createTestDatabase();
  deps = { db: database.db, cookieSecret: "test-cookie-secret-0123456789", publicUrl: "" };
  renter = asUser(await createUser(database.db, { role: "renter" }));
  other = asUser(await createUser(database.db, { role: "renter" }));
});

afterAll(() => database.close());

describe("a signed-in renter's voucher", () => {
  it("is saved on the account, read back only by its owner, and replaced on a second save", async () => {
    await saveRenterVoucher(deps, renter, FORM);
    const request = withCookie(null);
    expect(await readRenterVoucher(deps, renter, request)).toEqual({
      bedrooms: 2,
      agencyCode: "IL002",
      paymentStandardCents: 245_000,
      grossMonthlyIncomeCents: 250_000,
      adjustedMonthlyIncomeCents: 200_000,
    });
    expect(await readRenterVoucher(deps, other, request)).toBeNull();
    await saveRenterVoucher(deps, renter, { bedrooms: "3" });
    expect(await readRenterVoucher(deps, renter, request)).toMatchObject({ bedrooms: 3, agencyCode: null });
    expect(
      await database.db.select().from(renterVouchers).where(eq(renterVouchers.userId, renter.id)),
    ).toHaveLength(1);
  });

  it("refuses bad input with the field's message and changes nothing", async () => {
    await saveRenterVoucher(deps, renter, FORM);
    for (const [input, field, message] of [
      [{ ...FORM, bedrooms: "9" }, "bedrooms", VOUCHER_MESSAGES.bedrooms],
      [{ ...FORM, grossMonthlyIncome: "100001" }, "grossMonthlyIncome", VOUCHER_MESSAGES.income],
      [{ ...FORM, agencyCode: "ZZ999" }, "agencyCode", VOUCHER_MESSAGES.agency],
      [
        { ...FORM, agencyCode: "", agencySearch: "housing authority" },
        "agencySearch",
        VOUCHER_MESSAGES.agency,
      ],
    ] as const) {
      const error = await saveRenterVoucher(deps, renter, input).catch((e: unknown) => e);
      expect(isAppError(error) && error.fieldErrors?.[field]).toBe(message);
    }
    expect(await readRenterVoucher(deps, renter, withCookie(null))).toMatchObject({
      bedrooms: 2,
      agencyCode: "IL002",
    });
  });

  it("takes a typed agency that names exactly one (a page without JavaScript)", async () => {
    await saveRenterVoucher(deps, renter, { bedrooms: "1", agencySearch: "il002" });
    expect(await readRenterVoucher(deps, renter, withCookie(null))).toMatchObject({ agencyCode: "IL002" });
  });

  it("is deleted for real", async () => {
    await saveRenterVoucher(deps, renter, FORM);
    await deleteRenterVoucher(deps, renter);
    expect(
      await database.db.select().from(renterVouchers).where(eq(renterVouchers.userId, renter.id)),
    ).toEqual([]);
    expect(await readRenterVoucher(deps, renter, withCookie(null))).toBeNull();
  });
});

describe("a visitor's voucher", () => {
  it("lives in a signed, HttpOnly, SameSite=Lax cookie and in no table", async () => {
    const before = await database.db.select().from(renterVouchers);
    const { setCookie } = await saveRenterVoucher(deps, null, FORM);
    expect(setCookie).toMatch(new RegExp(`^${VOUCHER_COOKIE}=`));
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    // The figures are not readable in the cookie as plain text (base64 of JSON, then signed).
    expect(setCookie).not.toContain("245000");
    expect(await database.db.select().from(renterVouchers)).toEqual(before);
    expect(await readRenterVoucher(deps, null, withCookie(setCookie))).toMatchObject({ bedrooms: 2 });
  });

  it("ignores a cookie whose signature is not ours", async () => {
    const { setCookie } = await saveRenterVoucher(deps, null, FORM);
    const forged = { ...deps, cookieSecret: "another-secret-9876543210" };
    expect(await readVoucherCookie(forged, withCookie(setCookie))).toBeNull();
    expect(await readVoucherCookie(deps, withCookie(`${VOUCHER_COOKIE}=e30%3D.bad`))).toBeNull();
  });

  it("is deleted by clearing the cookie", async () => {
    const { setCookie } = await deleteRenterVoucher(deps, null);
    expect(setCookie).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });

  it("moves to the account at sign-in when the account has none, never over the account's own", async () => {
    const { setCookie } = await saveRenterVoucher(deps, null, { bedrooms: "4" });
    const fresh = asUser(await createUser(database.db, { role: "renter" }));
    const cleared = await carryOverVisitorVoucher(deps, fresh.id, withCookie(setCookie));
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(await readRenterVoucher(deps, fresh, withCookie(null))).toMatchObject({ bedrooms: 4 });

    await saveRenterVoucher(deps, renter, FORM);
    await carryOverVisitorVoucher(deps, renter.id, withCookie(setCookie));
    expect(await readRenterVoucher(deps, renter, withCookie(null))).toMatchObject({ bedrooms: 2 });
    expect(await carryOverVisitorVoucher(deps, renter.id, withCookie(null))).toBeNull();
  });
});

describe("a first voucher from the application profile", () => {
  const profile = { voucherBedrooms: 2, voucherAgency: "Chicago Housing Authority", monthlyIncome: 2600 };

  it("takes the size, the agency its name finds in the directory, and the income as the gross", () => {
    expect(voucherFromApplicationProfile(profile)).toEqual({
      bedrooms: 2,
      agencyCode: "IL002",
      paymentStandardCents: null,
      grossMonthlyIncomeCents: 260_000,
      adjustedMonthlyIncomeCents: null,
    });
    expect(
      voucherFromApplicationProfile({ ...profile, voucherAgency: "  chicago housing AUTHORITY " })
        ?.agencyCode,
    ).toBe("IL002");
  });

  it("leaves out an agency it cannot name for sure, and an income not given", () => {
    expect(
      voucherFromApplicationProfile({ ...profile, voucherAgency: "Housing Authority" })?.agencyCode,
    ).toBeNull();
    expect(
      voucherFromApplicationProfile({ ...profile, voucherAgency: "No such agency" })?.agencyCode,
    ).toBeNull();
    expect(
      voucherFromApplicationProfile({ ...profile, voucherAgency: null, monthlyIncome: null }),
    ).toMatchObject({
      agencyCode: null,
      grossMonthlyIncomeCents: null,
    });
  });

  it("is none without a voucher size, or without a profile", () => {
    expect(voucherFromApplicationProfile({ ...profile, voucherBedrooms: null })).toBeNull();
    expect(voucherFromApplicationProfile(null)).toBeNull();
  });
});
