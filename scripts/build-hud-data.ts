/**
 * Builds the app's compact copy of HUD's public data (server/vouchers/hud.json.gz) from HUD's files:
 * Fair Market Rents by ZIP, the public housing agency directory and the ZIP-to-county crosswalk.
 *
 *   npm run hud:build [-- <folder>]       (default ../shared/data/hud)
 *
 * A new fiscal year is one run: the folder's newest `fmr-fy<YYYY>-by-zip.csv`, `pha-directory-*.csv` and
 * `zip-county-*.csv` are read, and the fiscal year comes from the FMR file's name (docs/vouchers.md).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { type HudData, hudDataVersion } from "../server/vouchers/hud-data";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const HUD_DATA_OUT = path.join(root, "server/vouchers/hud.json.gz");

/** RFC 4180 CSV: quoted fields, doubled quotes, CRLF or LF. */
function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      field = "";
      if (row.some((f) => f !== "")) rows.push(row);
      row = [];
    } else field += c;
  }
  row.push(field);
  if (row.some((f) => f !== "")) rows.push(row);
  const [header, ...body] = rows;
  if (!header) return [];
  return body.map((cells) =>
    Object.fromEntries(header.map((name, i) => [name.trim(), (cells[i] ?? "").trim()])),
  );
}

function newest(folder: string, pattern: RegExp): string {
  const names = fs
    .readdirSync(folder)
    .filter((name) => pattern.test(name))
    .sort();
  const name = names.at(-1);
  if (!name) throw new Error(`no file matching ${pattern} in ${folder}`);
  return name;
}

function wholeDollars(value: string, what: string): number {
  const n = Number(value);
  if (!value || !Number.isInteger(n) || n <= 0)
    throw new Error(`${what}: not a whole dollar amount: "${value}"`);
  return n;
}

/** Reads HUD's three files in `folder` into the app's compact form (without its version). */
function buildHudData(folder: string): HudData {
  const fmrFile = newest(folder, /^fmr-fy\d{4}-by-zip\.csv$/);
  const phaFile = newest(folder, /^pha-directory-.*\.csv$/);
  const crosswalkFile = newest(folder, /^zip-county-.*\.csv$/);
  const fiscalYear = Number(/fy(\d{4})/.exec(fmrFile)?.[1]);

  const fmrRows = parseCsv(fs.readFileSync(path.join(folder, fmrFile), "utf8"))
    .filter((r) => /^\d{5}$/.test(r.zip ?? ""))
    .sort((a, b) => Number(a.zip) - Number(b.zip));
  const areaNames: string[] = [];
  const areaIndex = new Map<string, number>();
  const fmr: HudData["fmr"] = { zips: [], rents: [], zipBasis: "", areas: [], areaNames };
  let basis = "";
  for (const r of fmrRows) {
    const name = r.hud_area_name ?? "";
    let area = areaIndex.get(name);
    if (area === undefined) {
      area = areaNames.push(name) - 1;
      areaIndex.set(name, area);
    }
    fmr.zips.push(Number(r.zip));
    for (let b = 0; b <= 4; b++) fmr.rents.push(wholeDollars(r[`fmr_${b}`] ?? "", `ZIP ${r.zip} fmr_${b}`));
    if (r.basis !== "zip" && r.basis !== "area") throw new Error(`ZIP ${r.zip}: basis "${r.basis}"`);
    basis += r.basis === "zip" ? "z" : "a";
    fmr.areas.push(area);
  }
  fmr.zipBasis = basis;

  // The first row of a ZIP is its main county.
  const counties = new Map<number, number>();
  for (const r of parseCsv(fs.readFileSync(path.join(folder, crosswalkFile), "utf8"))) {
    if (!/^\d{5}$/.test(r.zip ?? "") || !/^\d{5}$/.test(r.county_fips ?? "")) continue;
    if (!counties.has(Number(r.zip))) counties.set(Number(r.zip), Number(r.county_fips));
  }
  const countyZips = [...counties.keys()].sort((a, b) => a - b);

  // Only agencies that run vouchers: Section 8 (vouchers only) and Combined (vouchers and public housing).
  const agencies = parseCsv(fs.readFileSync(path.join(folder, phaFile), "utf8"))
    .filter((r) => r.program_type === "Section 8" || r.program_type === "Combined")
    .map((r): HudData["agencies"][number] => [
      r.code ?? "",
      r.name ?? "",
      r.program_type === "Section 8" ? "S" : "C",
      r.phone ?? "",
      r.email ?? "",
      r.address ?? "",
      r.city ?? "",
      r.state ?? "",
      r.zip ?? "",
      r.county_fips ?? "",
      r.county_name ?? "",
    ])
    .sort((a, b) => a[1].localeCompare(b[1]) || a[0].localeCompare(b[0]));

  return {
    fiscalYear,
    sources: [fmrFile, phaFile, crosswalkFile],
    fmr,
    counties: { zips: countyZips, fips: countyZips.map((zip) => counties.get(zip) ?? 0) },
    agencies,
  };
}

/** The compact file's bytes: the same input gives the same bytes, so a rebuild of the same files changes nothing. */
function encodeHudData(data: HudData): Buffer {
  return zlib.gzipSync(JSON.stringify(data), { level: 9 });
}

if (process.argv[1] && import.meta.filename === fs.realpathSync(process.argv[1])) {
  const folder = path.resolve(process.argv[2] ?? path.join(root, "../shared/data/hud"));
  const data = buildHudData(folder);
  fs.mkdirSync(path.dirname(HUD_DATA_OUT), { recursive: true });
  const bytes = encodeHudData(data);
  fs.writeFileSync(HUD_DATA_OUT, bytes);
  console.log(
    `wrote ${path.relative(root, HUD_DATA_OUT)} (${(bytes.length / 1e6).toFixed(2)} MB, version ${hudDataVersion(bytes)}): ` +
      `FY${data.fiscalYear}, ` +
      `${data.fmr.zips.length} ZIP codes, ${data.agencies.length} voucher agencies, ${data.counties.zips.length} ZIP counties`,
  );
}
