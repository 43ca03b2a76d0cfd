import { describe, expect, it } from "vitest";
import { APPLICATION_PROFILE_MESSAGES as M } from "../application-profile";
import { SINGLE_LINE_MESSAGE } from "../text-messages";
import {
  applicationProfileDeleteSchema,
  applicationProfileSchema,
  renterDocumentUploadSchema,
} from "./application-profile";
import { verdict } from "./test-support";

describe("application profile form", () => {
  it("needs only the adults; blank fields are not given", () => {
    const result = verdict(applicationProfileSchema, {
      adults: "2",
      children: "",
      monthlyIncome: " ",
      voucherExpiresOn: "",
      about: "",
    });
    expect(result).toEqual({ ok: true, data: { adults: 2, incomeSources: [] } });
  });

  it("takes every field as the form posts it", () => {
    const result = verdict(applicationProfileSchema, {
      adults: "1",
      children: "3",
      monthlyIncome: "2400",
      incomeSources: ["voucher", "job"],
      voucherAgency: "Chicago Housing Authority",
      voucherBedrooms: "3",
      voucherExpiresOn: "2027-03-31",
      currentAddress: "12 Elm St, Chicago",
      currentAddressDuration: "2 years",
      previousLandlordName: "Pat Doe",
      previousLandlordContact: "pat@example.com",
      pets: "One cat",
      about: "Quiet family.\nWe love to cook.",
    });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.data.incomeSources).toEqual(["job", "voucher"]);
      expect(result.data.monthlyIncome).toBe(2400);
      expect(result.data.voucherBedrooms).toBe(3);
    }
  });

  it("gives the spec-style message under each field", () => {
    expect(verdict(applicationProfileSchema, {})).toEqual({
      ok: false,
      fieldErrors: { adults: M.adultsRequired },
    });
    expect(
      verdict(applicationProfileSchema, {
        adults: "0",
        children: "21",
        monthlyIncome: "100001",
        incomeSources: ["job", "lottery"],
        voucherBedrooms: "2.5",
        voucherExpiresOn: "2027-02-30",
        pets: "cat\ndog",
        about: "x".repeat(1001),
      }),
    ).toEqual({
      ok: false,
      fieldErrors: {
        adults: M.atLeastOneAdult,
        children: "Must be at most 20",
        monthlyIncome: "Must be at most 100,000",
        incomeSources: M.incomeSource,
        voucherBedrooms: M.wholeNumber,
        voucherExpiresOn: M.date,
        pets: SINGLE_LINE_MESSAGE,
        about: "Must be at most 1000 characters",
      },
    });
    expect(verdict(applicationProfileSchema, { adults: "21", children: "-1", monthlyIncome: "abc" })).toEqual(
      {
        ok: false,
        fieldErrors: { adults: "Must be at most 20", children: M.nonNegative, monthlyIncome: M.number },
      },
    );
  });

  it("has no field about a protected class (fair housing): the household is two counts", () => {
    const fields = Object.keys(applicationProfileSchema.shape).join(" ").toLowerCase();
    for (const word of [
      "race",
      "color",
      "colour",
      "religion",
      "national",
      "origin",
      "sex",
      "gender",
      "disab",
      "marital",
      "pregnan",
    ]) {
      expect(fields).not.toContain(word);
    }
  });
});

describe("document forms", () => {
  it("needs a kind and a chosen file", () => {
    expect(verdict(renterDocumentUploadSchema, { kind: "", file: new File([], "") })).toEqual({
      ok: false,
      fieldErrors: { kind: M.documentKind, file: M.file },
    });
    expect(
      verdict(renterDocumentUploadSchema, { kind: "pay_stub", file: new File(["%PDF-"], "a.pdf") }).ok,
    ).toBe(true);
  });

  it("deletes the profile only with the box ticked", () => {
    expect(verdict(applicationProfileDeleteSchema, {})).toEqual({
      ok: false,
      fieldErrors: { confirm: M.confirmDelete },
    });
    expect(verdict(applicationProfileDeleteSchema, { confirm: "on" }).ok).toBe(true);
  });
});
