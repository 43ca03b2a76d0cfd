import { VALID_LISTING_FORM } from "@common/schemas/test-support";
import { fmrForBedrooms, listingFmrVerdict } from "@common/voucher-rules";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as fmrLoader } from "~/routes/vouchers.fmr";
import { listings } from "../db/schema/listings";
import { createListing, createUser } from "../db/seed/factories";
import { isAppError } from "../errors";
import { listingCardColumns } from "../listings/listing-card";
import {
  createListing as createOwnListing,
  getPublicListing,
  updateListing,
} from "../listings/listing-service";
import { createTestApp, type TestApp } from "../test/app";
import { CITY_FMR_ZIPS, cityFairMarketRents } from "./city-fmr";
import { fmrForZip } from "./fmr-lookup";
import { listingVoucherPanel } from "./listing-panel";

let t: TestApp;
let landlord: { id: string; role: "landlord"; email: string; fullName: string | null };
beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.deps.db, { role: "landlord" });
  landlord = { id: user.id, role: "landlord", email: user.email, fullName: user.fullName };
});
afterAll(() => t?.close());

const asUser = () => landlord as never;

describe("the listing form's utilities", () => {
  it("stores the utilities included and the tenant's estimate", async () => {
    const created = await createOwnListing(t.deps.db, asUser(), {
      ...VALID_LISTING_FORM,
      utilitiesIncluded: "on",
      tenantUtilities: "120",
    });
    const [row] = await t.deps.db.select().from(listings).where(eq(listings.id, created.id));
    expect(row).toMatchObject({ utilitiesIncluded: true, tenantUtilitiesMonthly: 120 });
    await updateListing(t.deps.db, asUser(), created.id, { ...VALID_LISTING_FORM, tenantUtilities: "" });
    const [after] = await t.deps.db.select().from(listings).where(eq(listings.id, created.id));
    expect(after).toMatchObject({ utilitiesIncluded: false, tenantUtilitiesMonthly: null });
  });

  it("refuses a bad estimate with the field's message and changes nothing", async () => {
    const created = await createOwnListing(t.deps.db, asUser(), {
      ...VALID_LISTING_FORM,
      tenantUtilities: "80",
    });
    for (const bad of ["2001", "-1", "12.5", "abc", "1e9"]) {
      const error = await updateListing(t.deps.db, asUser(), created.id, {
        ...VALID_LISTING_FORM,
        title: "Changed",
        tenantUtilities: bad,
      }).catch((e: unknown) => e);
      expect(isAppError(error) && error.fieldErrors?.tenantUtilities).toBe(
        "Enter whole dollars from 0 to 2,000",
      );
    }
    const [row] = await t.deps.db.select().from(listings).where(eq(listings.id, created.id));
    expect(row).toMatchObject({ title: VALID_LISTING_FORM.title, tenantUtilitiesMonthly: 80 });
  });
});

describe("the listing page's Voucher fit panel", () => {
  it("shows the FMR of the ZIP and size, the range, the verdict and the county's agencies", async () => {
    const listing = await createListing(t.deps.db, {
      ownerId: landlord.id,
      zipCode: "60614",
      bedrooms: 2,
      priceCents: 2_600_00,
      tenantUtilitiesMonthly: 100,
      acceptsSection8: true,
    });
    const panel = listingVoucherPanel((await getPublicListing(t.deps.db, listing.id)) as never);
    expect(panel).toMatchObject({
      zip: "60614",
      basis: "zip",
      fiscalYear: 2026,
      fmr: 2670,
      paymentStandardLow: 2403,
      paymentStandardHigh: 2937,
      verdict: { kind: "above", over: 30 },
      rentOnly: false,
    });
    expect(panel?.agencies?.county.map((a) => a.name)).toContain("Chicago Housing Authority");
  });

  it("compares rent only without utilities; the area's FMR in 10001", () => {
    const panel = listingVoucherPanel({
      country: "United States",
      zipCode: "10001",
      bedrooms: 2,
      priceCents: 2_900_00,
      utilitiesIncluded: false,
      tenantUtilitiesMonthly: null,
    });
    expect(panel).toMatchObject({ basis: "area", fmr: 2910, verdict: { kind: "within" }, rentOnly: true });
    expect(panel?.areaName).toBe("New York, NY HUD Metro FMR Area");
  });

  it("has no panel outside the United States or for a ZIP HUD does not know", () => {
    const base = { bedrooms: 1, priceCents: 1_000_00, utilitiesIncluded: true, tenantUtilitiesMonthly: null };
    expect(listingVoucherPanel({ ...base, country: "Canada", zipCode: "60614" })).toBeNull();
    expect(listingVoucherPanel({ ...base, country: "United States", zipCode: "00000" })).toBeNull();
    expect(listingVoucherPanel({ ...base, country: "United States", zipCode: null })).toBeNull();
  });

  it("every city page has its FMRs and agencies", () => {
    for (const slug of Object.keys(CITY_FMR_ZIPS)) {
      const city = cityFairMarketRents(slug);
      expect(city?.rents).toHaveLength(5);
      expect((city?.agencies?.county.length ?? 0) + (city?.agencies?.state.length ?? 0)).toBeGreaterThan(0);
    }
  });
});

describe("the card's Within voucher limits mark, in the card query", () => {
  it("agrees with listingFmrVerdict for every listing", async () => {
    const cases = [
      {
        zipCode: "60614",
        bedrooms: 2,
        priceCents: 2_670_00,
        tenantUtilitiesMonthly: null,
        acceptsSection8: true,
      },
      {
        zipCode: "60614",
        bedrooms: 2,
        priceCents: 2_670_01,
        tenantUtilitiesMonthly: null,
        acceptsSection8: true,
      },
      {
        zipCode: "60614",
        bedrooms: 2,
        priceCents: 2_600_00,
        tenantUtilitiesMonthly: 70,
        acceptsSection8: true,
      },
      {
        zipCode: "60614",
        bedrooms: 2,
        priceCents: 2_600_00,
        tenantUtilitiesMonthly: 71,
        acceptsSection8: true,
      },
      {
        zipCode: "60614-1234",
        bedrooms: 6,
        priceCents: 5_174_00,
        tenantUtilitiesMonthly: null,
        acceptsSection8: true,
      },
      {
        zipCode: "60614",
        bedrooms: 6,
        priceCents: 5_175_00,
        tenantUtilitiesMonthly: null,
        acceptsSection8: true,
      },
      {
        zipCode: "10001",
        bedrooms: 0,
        priceCents: 2_500_00,
        tenantUtilitiesMonthly: 0,
        acceptsSection8: true,
      },
      {
        zipCode: "10001",
        bedrooms: 0,
        priceCents: 2_500_00,
        tenantUtilitiesMonthly: 0,
        acceptsSection8: false,
      },
      {
        zipCode: "00000",
        bedrooms: 1,
        priceCents: 100_00,
        tenantUtilitiesMonthly: null,
        acceptsSection8: true,
      },
      { zipCode: null, bedrooms: 1, priceCents: 100_00, tenantUtilitiesMonthly: null, acceptsSection8: true },
      {
        zipCode: "48201",
        bedrooms: null,
        priceCents: 100_00,
        tenantUtilitiesMonthly: null,
        acceptsSection8: true,
      },
    ];
    for (const c of cases) {
      const made = await createListing(t.deps.db, { ownerId: landlord.id, ...c });
      const [card] = await t.deps.db
        .select(listingCardColumns)
        .from(listings)
        .where(eq(listings.id, made.id));
      const fmr = fmrForZip(c.zipCode);
      const expected =
        c.acceptsSection8 && fmr !== null && c.bedrooms !== null
          ? listingFmrVerdict({
              rent: c.priceCents / 100,
              tenantUtilitiesMonthly: c.tenantUtilitiesMonthly,
              bedrooms: c.bedrooms,
              rents: fmr.rents,
            }).kind === "within"
          : false;
      expect(card.withinVoucherLimits, JSON.stringify(c)).toBe(expected);
    }
    expect(fmrForBedrooms([1, 1, 1, 1, 3980], 6)).toBe(5174);
  });
});

describe("GET /vouchers/fmr (the landlord form's hint)", () => {
  // The route module itself (its row in the authorization matrix and its fuzz target go through the app).
  const get = async (query: string) =>
    fmrLoader({ request: new Request(`http://localhost/vouchers/fmr?${query}`) } as never);
  it("answers the FMR and where the rent stands", async () => {
    const res = await get("zip=60614&bedrooms=2&rent=2500&tenantUtilities=100");
    expect(res.status).toBe(200);
    expect((await res.json()).standing).toMatchObject({
      fmr: 2670,
      verdict: { kind: "within" },
      rentOnly: false,
    });
  });
  it("says null for a ZIP HUD has no FMR for", async () => {
    expect(await (await get("zip=00000&bedrooms=1")).json()).toEqual({ standing: null });
  });
  it("refuses bad input with the field's message", async () => {
    const res = await get("zip=abc&bedrooms=-1&tenantUtilities=5000");
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({
      zip: "Please enter a valid ZIP code",
      bedrooms: "Please enter a number",
      tenantUtilities: "Enter whole dollars from 0 to 2,000",
    });
  });
});
