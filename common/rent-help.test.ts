import { describe, expect, it } from "vitest";
import { RENT_HELP_PROGRAM_IDS, rentHelpFor } from "./rent-help";

describe("rentHelpFor", () => {
  it("puts a state's own programs before the national ones", () => {
    const ids = rentHelpFor("IL").map((p) => p.id);
    expect(ids[0]).toBe("illinoisLegalAid");
    expect(ids).toContain("us211");
  });

  it("reads a state by its name too, and gives every state 211, rental assistance and legal aid", () => {
    expect(rentHelpFor("Illinois")[0].id).toBe("illinoisLegalAid");
    const kinds = new Set(rentHelpFor("WY").map((p) => p.kind));
    expect([...kinds].sort()).toEqual(["211", "legal_aid", "rental_assistance"]);
  });

  it("gives only the national programs for an unknown or missing state", () => {
    expect(rentHelpFor("Atlantis").map((p) => p.id)).toEqual(rentHelpFor(null).map((p) => p.id));
    expect(rentHelpFor(null)).toHaveLength(3);
  });

  it("lists each program once, every id among RENT_HELP_PROGRAM_IDS (their texts are in the catalogs)", () => {
    const all = ["IL", "CA", "TX", "NY"]
      .flatMap((state) => rentHelpFor(state).slice(0, 1))
      .concat(rentHelpFor(null));
    expect(all.map((p) => p.id).sort()).toEqual([...RENT_HELP_PROGRAM_IDS].sort());
  });

  it("has an https link and a checked date for every program", () => {
    for (const state of ["IL", "CA", "TX", "NY", null]) {
      for (const p of rentHelpFor(state)) {
        expect(p.url).toMatch(/^https:\/\//);
        expect(p.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });
});
