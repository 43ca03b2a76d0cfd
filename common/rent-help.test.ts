import { describe, expect, it } from "vitest";
import { rentHelpFor } from "./rent-help";

describe("rentHelpFor", () => {
  it("puts a state's own programs before the national ones", () => {
    const names = rentHelpFor("IL").map((p) => p.name);
    expect(names[0]).toBe("Illinois Legal Aid Online");
    expect(names).toContain("211: call or text 211");
  });

  it("reads a state by its name too, and gives every state 211, rental assistance and legal aid", () => {
    expect(rentHelpFor("Illinois")[0].name).toBe("Illinois Legal Aid Online");
    const kinds = new Set(rentHelpFor("WY").map((p) => p.kind));
    expect([...kinds].sort()).toEqual(["211", "legal_aid", "rental_assistance"]);
  });

  it("gives only the national programs for an unknown or missing state", () => {
    expect(rentHelpFor("Atlantis").map((p) => p.name)).toEqual(rentHelpFor(null).map((p) => p.name));
    expect(rentHelpFor(null)).toHaveLength(3);
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
