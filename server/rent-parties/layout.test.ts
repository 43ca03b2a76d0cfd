import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The Rent Party rooms stay small enough to hold in one's head: one job per file, named for it,
// no file over 300 lines, no modules importing each other in a circle, and no test-only module
// among the production ones.
const root = path.resolve(import.meta.dirname, "../..");
const here = path.join(root, "server/rent-parties");
const MAX_LINES = 300;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "node_modules" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

/** The files a module imports (relative and `@server/` paths only), as absolute paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/(?:import|export)[^"']*?from\s+["']([^"']+)["']/g)].flatMap(([, spec]) => {
    const base = spec.startsWith("@server/")
      ? path.join(root, "server", spec.slice("@server/".length))
      : spec.startsWith(".")
        ? path.resolve(path.dirname(file), spec)
        : null;
    if (!base) return [];
    const found = [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find((f) => {
      try {
        return statSync(f).isFile();
      } catch {
        return false;
      }
    });
    return found ? [found] : [];
  });
}

const isTest = (file: string) =>
  /\.test\.tsx?$/.test(file) || file.startsWith(path.join(root, "server/test/"));
const roomFiles = sourceFiles(here);
const production = roomFiles.filter((f) => !isTest(f));

describe("the Rent Party rooms", () => {
  it(`keeps every file at most ${MAX_LINES} lines`, () => {
    const long = roomFiles
      .map((f) => ({ file: path.relative(root, f), lines: readFileSync(f, "utf8").split("\n").length - 1 }))
      .filter((f) => f.lines > MAX_LINES);
    expect(long).toEqual([]);
  });

  it("has no modules that import each other in a circle", () => {
    const graph = new Map(production.map((f) => [f, importsOf(f).filter((i) => i.startsWith(here))]));
    const cycles: string[] = [];
    const visit = (file: string, trail: string[]) => {
      if (trail.includes(file)) {
        cycles.push([...trail.slice(trail.indexOf(file)), file].map((f) => path.basename(f)).join(" -> "));
        return;
      }
      for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
    };
    for (const file of production) visit(file, []);
    expect(cycles).toEqual([]);
  });

  it("holds only modules that production code uses (test helpers and fakes live in server/test)", () => {
    const importers = ["app", "server", "scripts"]
      .flatMap((dir) => sourceFiles(path.join(root, dir)))
      .filter((f) => !isTest(f));
    const used = new Set(importers.flatMap(importsOf));
    const testOnly = production.filter((f) => !used.has(f)).map((f) => path.relative(root, f));
    expect(testOnly).toEqual([]);
  });
});
