import { describe, expect, it } from "vitest";
import {
  type FmrRents,
  fmrForBedrooms,
  fortyPercentHeadroom,
  grossRent,
  listingFmrVerdict,
  maxGrossRentForVoucher,
  PAYMENT_STANDARD_HIGH,
  PAYMENT_STANDARD_LOW,
  paymentStandardFor,
  totalTenantPayment,
  voucherFit,
  voucherUnitSize,
} from "./voucher-rules";

// HUD FY2026 sample rows (the shared data's README): 60614 Chicago (its own SAFMR), 10001 New York (area).
const CHICAGO_60614: FmrRents = [2220, 2370, 2670, 3440, 3980];
const NEW_YORK_10001: FmrRents = [2529, 2655, 2910, 3644, 3959];

describe("fmrForBedrooms", () => {
  it("reads 0-4 bedrooms from the table", () => {
    expect(fmrForBedrooms(CHICAGO_60614, 2)).toBe(2670);
    expect(fmrForBedrooms(NEW_YORK_10001, 2)).toBe(2910);
    expect(fmrForBedrooms(CHICAGO_60614, 0)).toBe(2220);
    expect(fmrForBedrooms(CHICAGO_60614, 4)).toBe(3980);
  });
  it("adds 15 % of the 4-bedroom FMR per bedroom beyond four", () => {
    expect(fmrForBedrooms(CHICAGO_60614, 5)).toBe(4577); // 3980 × 1.15
    expect(fmrForBedrooms(CHICAGO_60614, 6)).toBe(5174); // 3980 × 1.30
  });
});

describe("voucher unit size and payment standard", () => {
  it("takes the smaller of the voucher's size and the unit's", () => {
    expect(voucherUnitSize(2, 3)).toBe(2);
    expect(voucherUnitSize(3, 1)).toBe(1);
  });
  it("states the basic range", () => {
    expect([PAYMENT_STANDARD_LOW, PAYMENT_STANDARD_HIGH]).toEqual([0.9, 1.1]);
  });
  it("is the FMR of the unit size, or the renter's own (scaled for a smaller unit)", () => {
    const voucher = { bedrooms: 2 };
    expect(paymentStandardFor({ unitBedrooms: 3, rents: CHICAGO_60614, voucher })).toBe(2670);
    expect(paymentStandardFor({ unitBedrooms: 1, rents: CHICAGO_60614, voucher })).toBe(2370);
    const own = { bedrooms: 2, paymentStandard: 2937 }; // 110 % of 2670
    expect(paymentStandardFor({ unitBedrooms: 2, rents: CHICAGO_60614, voucher: own })).toBe(2937);
    expect(paymentStandardFor({ unitBedrooms: 1, rents: CHICAGO_60614, voucher: own })).toBe(2607); // 110 % of 2370
    expect(paymentStandardFor({ unitBedrooms: null, rents: CHICAGO_60614, voucher })).toBe(2670);
  });
});

describe("gross rent and total tenant payment", () => {
  it("adds the utilities the tenant pays; unknown is rent only", () => {
    expect(grossRent(1500, 120)).toBe(1620);
    expect(grossRent(1500, null)).toBe(1500);
    expect(grossRent(1500.5, undefined)).toBe(1500.5);
  });
  it("is the greater of 30 % adjusted and 10 % gross income", () => {
    expect(totalTenantPayment({ adjustedMonthly: 2000, grossMonthly: 2500 })).toBe(600);
    expect(totalTenantPayment({ adjustedMonthly: 500, grossMonthly: 2000 })).toBe(200);
    expect(totalTenantPayment({ grossMonthly: 1000 })).toBe(300);
    expect(totalTenantPayment({})).toBeNull();
  });
});

describe("listingFmrVerdict", () => {
  it("compares gross rent with the FMR of the unit's size", () => {
    expect(listingFmrVerdict({ rent: 2670, bedrooms: 2, rents: CHICAGO_60614 })).toEqual({ kind: "within" });
    expect(
      listingFmrVerdict({ rent: 2600, tenantUtilitiesMonthly: 100, bedrooms: 2, rents: CHICAGO_60614 }),
    ).toEqual({ kind: "above", over: 30 });
    expect(listingFmrVerdict({ rent: 3000, bedrooms: 2, rents: NEW_YORK_10001 })).toEqual({
      kind: "above",
      over: 90,
    });
  });
});

describe("voucherFit: the 40 % rule (adjusted income $2,000 a month)", () => {
  const voucher = { bedrooms: 2, adjustedMonthlyIncome: 2000 };
  const standard = 2670;

  it("fits within the payment standard", () => {
    expect(voucherFit({ rent: standard, unitBedrooms: 2, rents: CHICAGO_60614, voucher })).toEqual({
      kind: "fits",
    });
  });
  it("$150 over: share $150 + $600 = $750 ≤ $800 may fit", () => {
    expect(voucherFit({ rent: standard + 150, unitBedrooms: 2, rents: CHICAGO_60614, voucher })).toEqual({
      kind: "fortyPercent",
      share: 750,
      percentOfIncome: 37.5,
    });
  });
  it("$250 over: $850 > $800 does not", () => {
    expect(voucherFit({ rent: standard + 250, unitBedrooms: 2, rents: CHICAGO_60614, voucher })).toEqual({
      kind: "over",
      over: 250,
    });
  });
  it("counts the tenant's utilities", () => {
    const fit = voucherFit({
      rent: standard,
      tenantUtilitiesMonthly: 250,
      unitBedrooms: 2,
      rents: CHICAGO_60614,
      voucher,
    });
    expect(fit).toEqual({ kind: "over", over: 250 });
  });
  it("without an income, above the payment standard is over", () => {
    expect(
      voucherFit({ rent: standard + 1, unitBedrooms: 2, rents: CHICAGO_60614, voucher: { bedrooms: 2 } }),
    ).toEqual({
      kind: "over",
      over: 1,
    });
  });
  it("uses the smaller unit's standard", () => {
    expect(
      voucherFit({ rent: 2400, unitBedrooms: 1, rents: CHICAGO_60614, voucher: { bedrooms: 3 } }),
    ).toEqual({
      kind: "over",
      over: 30,
    });
  });

  it("maxGrossRentForVoucher is the last rent that fits", () => {
    expect(fortyPercentHeadroom(voucher)).toBe(200);
    const max = maxGrossRentForVoucher({ unitBedrooms: 2, rents: CHICAGO_60614, voucher });
    expect(max).toBe(2870);
    expect(voucherFit({ rent: max, unitBedrooms: 2, rents: CHICAGO_60614, voucher }).kind).toBe(
      "fortyPercent",
    );
    expect(voucherFit({ rent: max + 0.01, unitBedrooms: 2, rents: CHICAGO_60614, voucher }).kind).toBe(
      "over",
    );
    expect(maxGrossRentForVoucher({ unitBedrooms: 2, rents: CHICAGO_60614, voucher: { bedrooms: 2 } })).toBe(
      2670,
    );
  });

  it("agrees with voucherFit over many cases", () => {
    for (let rent = 1000; rent <= 4000; rent += 37) {
      for (const adjusted of [null, 0, 800, 2000, 4100]) {
        for (const unitBedrooms of [0, 1, 2, 3, 6]) {
          const input = {
            unitBedrooms,
            rents: NEW_YORK_10001,
            voucher: {
              bedrooms: 3,
              adjustedMonthlyIncome: adjusted,
              grossMonthlyIncome: adjusted == null ? null : adjusted + 300,
            },
          };
          const fits = voucherFit({ ...input, rent }).kind !== "over";
          expect(fits).toBe(rent <= maxGrossRentForVoucher(input));
        }
      }
    }
  });
});
