/**
 * The app's compact copy of HUD's public data, written by `npm run hud:build` (scripts/build-hud-data.ts,
 * provenance in docs/vouchers.md) and read here. Read-only public data: each process reads it once.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

/** One voucher agency: code, name, "S" (Section 8) or "C" (Combined), phone, email, address, city, state, ZIP, county FIPS, county name. */
export type AgencyRow = [
  string,
  string,
  "S" | "C",
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

export interface HudData {
  fiscalYear: number;
  /** HUD's file names it was built from. */
  sources: string[];
  fmr: {
    /** ZIP codes as numbers, ascending. */
    zips: number[];
    /** Five FMRs (0-4 bedrooms, whole dollars) per ZIP, in the order of `zips`. */
    rents: number[];
    /** One letter per ZIP: "z" (the ZIP's own Small Area FMR) or "a" (its HUD area's FMR). */
    zipBasis: string;
    /** Index into `areaNames` per ZIP. */
    areas: number[];
    areaNames: string[];
  };
  /** Each ZIP's main county (the crosswalk's first row), ZIPs ascending. */
  counties: { zips: number[]; fips: number[] };
  /** Section 8 and Combined agencies, by name. */
  agencies: AgencyRow[];
}

const FILE = "hud.json.gz";

/**
 * The data file, found from this module: beside it in the source tree, or (when the page build bundles this
 * module into build/server) in the project's server/vouchers above it.
 */
export function hudDataPath(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    for (const candidate of [path.join(dir, FILE), path.join(dir, "server/vouchers", FILE)]) {
      if (fs.existsSync(candidate)) return candidate;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`HUD data not found (${FILE}): run npm run hud:build`);
    dir = parent;
  }
}

export function parseHudData(bytes: Buffer): HudData {
  return JSON.parse(zlib.gunzipSync(bytes).toString("utf8")) as HudData;
}

export function readHudData(file = hudDataPath()): HudData {
  return parseHudData(fs.readFileSync(file));
}

/** A build of the data: a hash of the file (the build is deterministic: the same files give the same one). */
export function hudDataVersion(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 16);
}
