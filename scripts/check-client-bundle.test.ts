import { describe, expect, it } from "vitest";
import {
  chunkDependencies,
  findServerCode,
  isOverBudget,
  PAGE_BUDGET_BYTES,
  PAGE_FILE_BUDGET,
} from "./check-client-bundle";

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

describe("isOverBudget", () => {
  const page = {
    routeId: "routes/story",
    bytes: 140_000,
    files: 8,
    limit: PAGE_BUDGET_BYTES,
    fileLimit: PAGE_FILE_BUDGET,
  };

  it("accepts a page within its bytes and files", () => {
    expect(isOverBudget(page)).toBe(false);
  });

  it("refuses a page over its bytes, or loading more files than the budget allows", () => {
    expect(isOverBudget({ ...page, bytes: PAGE_BUDGET_BYTES + 1 })).toBe(true);
    expect(isOverBudget({ ...page, files: PAGE_FILE_BUDGET + 1 })).toBe(true);
  });

  it("counts no files on a signed-in page", () => {
    expect(isOverBudget({ ...page, files: 30, limit: 190_000, fileLimit: null })).toBe(false);
  });
});

describe("chunkDependencies", () => {
  it("reads a chunk's static and dynamic imports and Vite's preload list", () => {
    const chunk =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/leaflet-map-K3.js","assets/leaflet-map-vh.css"])))=>i.map(i=>d[i]);' +
      'import{r as e}from"./rolldown-runtime-X.js";import"./side-effect-Y.js";var u=()=>import(`./leaflet-map-K3.js`);';
    expect(chunkDependencies(chunk).sort()).toEqual([
      "leaflet-map-K3.js",
      "leaflet-map-vh.css",
      "rolldown-runtime-X.js",
      "side-effect-Y.js",
    ]);
  });
});
