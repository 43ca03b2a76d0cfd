import { describe, expect, it } from "vitest";
import { VOUCHER_MESSAGES } from "../my-voucher";
import { SINGLE_LINE_MESSAGE } from "../text-messages";
import { verdict } from "./test-support";
import { voucherSchema } from "./voucher";

describe("the My voucher form", () => {
  it("takes a size alone, and money in dollars as cents", () => {
    expect(verdict(voucherSchema, { bedrooms: "2" })).toEqual({ ok: true, data: { bedrooms: 2 } });
    expect(
      verdict(voucherSchema, {
        bedrooms: "0",
        agencyCode: " il002 ",
        paymentStandard: "2,450",
        grossMonthlyIncome: "2500.50",
        adjustedMonthlyIncome: "2000",
      }),
    ).toEqual({
      ok: true,
      data: {
        bedrooms: 0,
        agencyCode: "IL002",
        paymentStandard: 245_000,
        grossMonthlyIncome: 250_050,
        adjustedMonthlyIncome: 200_000,
      },
    });
  });

  it("refuses a size outside 0-8 or not whole", () => {
    for (const bedrooms of ["", "9", "-1", "2.5", "two", undefined]) {
      expect(verdict(voucherSchema, { bedrooms })).toEqual({
        ok: false,
        fieldErrors: { bedrooms: VOUCHER_MESSAGES.bedrooms },
      });
    }
    expect(verdict(voucherSchema, { bedrooms: "8" }).ok).toBe(true);
  });

  it("refuses income outside $0-$100,000 a month", () => {
    for (const income of ["-1", "100000.01", "abc", "1e9"]) {
      expect(verdict(voucherSchema, { bedrooms: "1", grossMonthlyIncome: income })).toEqual({
        ok: false,
        fieldErrors: { grossMonthlyIncome: VOUCHER_MESSAGES.income },
      });
      expect(verdict(voucherSchema, { bedrooms: "1", adjustedMonthlyIncome: income })).toEqual({
        ok: false,
        fieldErrors: { adjustedMonthlyIncome: VOUCHER_MESSAGES.income },
      });
    }
    expect(verdict(voucherSchema, { bedrooms: "1", grossMonthlyIncome: "0" }).ok).toBe(true);
    expect(verdict(voucherSchema, { bedrooms: "1", grossMonthlyIncome: "100000" }).ok).toBe(true);
  });

  it("refuses an adjusted income above the gross one", () => {
    expect(
      verdict(voucherSchema, { bedrooms: "1", grossMonthlyIncome: "2000", adjustedMonthlyIncome: "2500" }),
    ).toEqual({ ok: false, fieldErrors: { adjustedMonthlyIncome: VOUCHER_MESSAGES.adjustedAboveGross } });
  });

  it("refuses a payment standard outside $1-$20,000 and an agency code that is not HUD's shape", () => {
    expect(verdict(voucherSchema, { bedrooms: "1", paymentStandard: "0" })).toEqual({
      ok: false,
      fieldErrors: { paymentStandard: VOUCHER_MESSAGES.paymentStandard },
    });
    expect(verdict(voucherSchema, { bedrooms: "1", paymentStandard: "20001" })).toEqual({
      ok: false,
      fieldErrors: { paymentStandard: VOUCHER_MESSAGES.paymentStandard },
    });
    expect(verdict(voucherSchema, { bedrooms: "1", agencyCode: "'; drop table" })).toEqual({
      ok: false,
      fieldErrors: { agencyCode: VOUCHER_MESSAGES.agency },
    });
  });

  it("refuses control characters in the agency search", () => {
    expect(verdict(voucherSchema, { bedrooms: "1", agencySearch: "Chicago\nHousing" })).toEqual({
      ok: false,
      fieldErrors: { agencySearch: SINGLE_LINE_MESSAGE },
    });
  });
});
