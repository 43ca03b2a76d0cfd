import { describe, expect, it } from "vitest";
import { agenciesForZip, agencyByCode, fmrForZip, hudFiscalYear, searchAgencies } from "./fmr-lookup";

describe("fmrForZip: the shared README's sample ZIP codes", () => {
  it("60614 Chicago: the ZIP's own Small Area FMR", () => {
    expect(fmrForZip("60614")).toMatchObject({
      zip: "60614",
      basis: "zip",
      rents: [2220, 2370, 2670, 3440, 3980],
      areaName: "Chicago-Joliet-Naperville, IL HUD Metro FMR Area",
      fiscalYear: 2026,
    });
  });
  it("10001 New York: the area's FMR", () => {
    expect(fmrForZip("10001")).toMatchObject({
      basis: "area",
      rents: [2529, 2655, 2910, 3644, 3959],
      areaName: "New York, NY HUD Metro FMR Area",
    });
  });
  it("33125 Miami and 48201 Detroit", () => {
    expect(fmrForZip("33125")?.rents).toEqual([1820, 1980, 2420, 3110, 3590]);
    expect(fmrForZip("48201")?.rents[1]).toBe(990);
  });
  it("keeps leading zeros, takes ZIP+4, and knows nothing of other input", () => {
    expect(fmrForZip("00501")?.zip).toBe("00501");
    expect(fmrForZip("60614-1234")?.zip).toBe("60614");
    for (const bad of ["00000", "6061", "606140", "abcde", "", null, undefined, "SW1A 1AA"]) {
      expect(fmrForZip(bad)).toBeNull();
    }
    expect(hudFiscalYear()).toBe(2026);
  });
});

describe("housing agencies", () => {
  it("lists the county's voucher agencies, then the state's", () => {
    const chicago = agenciesForZip("60614");
    expect(chicago?.countyName).toBe("Cook County");
    expect(chicago?.county.length).toBeGreaterThan(0);
    for (const agency of [...(chicago?.county ?? []), ...(chicago?.state ?? [])]) {
      expect(["Section 8", "Combined"]).toContain(agency.programType);
      expect(agency.state).toBe("IL");
    }
    expect(chicago?.state.length).toBeLessThanOrEqual(5);
    expect(agenciesForZip("99999x")).toBeNull();
  });
  it("searches the directory by name, city, state or code", () => {
    const found = searchAgencies("chicago", 5);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(5);
    const code = found[0]?.code ?? "";
    expect(searchAgencies(code)[0]?.code).toBe(code);
    expect(agencyByCode(code.toLowerCase())?.code).toBe(code);
    expect(agencyByCode("ZZ999")).toBeNull();
    expect(searchAgencies("   ")).toEqual([]);
  });
});
