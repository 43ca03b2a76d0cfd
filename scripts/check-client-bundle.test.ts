import { describe, expect, it } from "vitest";
import { findServerCode } from "./check-client-bundle";

describe("findServerCode", () => {
  it("finds a minified Drizzle table with its password column", () => {
    const leaked =
      "var h=Symbol.for(`drizzle:entityKind`);static[h]=`PgTable`;var Z=q(`accounts`,{id:H(`id`).primaryKey()," +
      "password:H(`password`),createdAt:U(`created_at`).notNull().defaultNow()});";
    const names = findServerCode("list-property.js", leaked).map((finding) => finding.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "Drizzle table (pgTable)",
        "Drizzle internals (drizzle-orm)",
        "column definition (.notNull())",
        "column definition (.defaultNow())",
        "password column",
      ]),
    );
  });

  it("accepts a sign-in form with a password field", () => {
    const form =
      "(0,E.jsx)(S,{id:`signin-password`,label:`Password`}),(0,E.jsx)(x,{name:`password`,type:`password`," +
      "autoComplete:`current-password`});t({password:o.string().min(1,`Password is required`)})";
    expect(findServerCode("auth.js", form)).toEqual([]);
  });
});
