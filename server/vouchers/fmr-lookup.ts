/**
 * HUD Fair Market Rents by ZIP code and the housing agencies that run vouchers, from the compact data
 * (server/vouchers/hud-data.ts), loaded on first use and kept for the life of the process: read-only
 * public data, about 4 MB resident (docs/performance.md). A lookup is a binary search over typed arrays.
 */
import type { FmrRents } from "../../common/voucher-rules";
import { type AgencyRow, type HudData, readHudData } from "./hud-data";

export interface ZipFmr {
  zip: string;
  /** "zip": the ZIP's own Small Area FMR; "area": the FMR of its HUD metro or county area. */
  basis: "zip" | "area";
  areaName: string;
  rents: FmrRents;
  fiscalYear: number;
}

export interface HousingAgency {
  code: string;
  name: string;
  programType: "Section 8" | "Combined";
  phone: string;
  email: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  countyName: string;
}

interface Tables {
  fiscalYear: number;
  zips: Int32Array;
  rents: Int32Array;
  basis: string;
  areas: Int32Array;
  areaNames: string[];
  countyZips: Int32Array;
  countyFips: Int32Array;
  agencies: HousingAgency[];
  byCounty: Map<number, HousingAgency[]>;
  byState: Map<number, HousingAgency[]>;
  searchText: string[];
}

let tables: Tables | undefined;

function toTables(data: HudData): Tables {
  const agencies: HousingAgency[] = [];
  const byCounty = new Map<number, HousingAgency[]>();
  const byState = new Map<number, HousingAgency[]>();
  for (const row of data.agencies) {
    const agency = toAgency(row);
    agencies.push(agency);
    const fips = Number(row[9]);
    if (!fips) continue;
    byCounty.set(fips, [...(byCounty.get(fips) ?? []), agency]);
    const state = Math.floor(fips / 1000);
    byState.set(state, [...(byState.get(state) ?? []), agency]);
  }
  return {
    fiscalYear: data.fiscalYear,
    zips: Int32Array.from(data.fmr.zips),
    rents: Int32Array.from(data.fmr.rents),
    basis: data.fmr.zipBasis,
    areas: Int32Array.from(data.fmr.areas),
    areaNames: data.fmr.areaNames,
    countyZips: Int32Array.from(data.counties.zips),
    countyFips: Int32Array.from(data.counties.fips),
    agencies,
    byCounty,
    byState,
    searchText: agencies.map((a) => `${a.code} ${a.name} ${a.city} ${a.state}`.toLowerCase()),
  };
}

function toAgency(row: AgencyRow): HousingAgency {
  const [code, name, type, phone, email, address, city, state, zip, , countyName] = row;
  return {
    code,
    name,
    programType: type === "S" ? "Section 8" : "Combined",
    phone,
    email,
    address,
    city,
    state,
    zip,
    countyName,
  };
}

function load(): Tables {
  tables ??= toTables(readHudData());
  return tables;
}

/** The fiscal year of the FMRs ("HUD FY2026 Fair Market Rent"). */
export function hudFiscalYear(): number {
  return load().fiscalYear;
}

/** The 5-digit ZIP of a U.S. ZIP or ZIP+4 ("60614", "60614-1234"), as a number; else null. */
function zipNumber(zip: string | null | undefined): number | null {
  const match = /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(zip ?? "");
  return match ? Number(match[1]) : null;
}

function indexOf(sorted: Int32Array, value: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const at = sorted[mid];
    if (at === value) return mid;
    if (at < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** The FY FMRs of a ZIP code, or null for a ZIP HUD publishes none for (or not a ZIP). */
export function fmrForZip(zip: string | null | undefined): ZipFmr | null {
  const n = zipNumber(zip);
  if (n === null) return null;
  const t = load();
  const i = indexOf(t.zips, n);
  if (i < 0) return null;
  const r = t.rents;
  const at = i * 5;
  return {
    zip: String(n).padStart(5, "0"),
    basis: t.basis[i] === "z" ? "zip" : "area",
    areaName: t.areaNames[t.areas[i]] ?? "",
    rents: [r[at], r[at + 1], r[at + 2], r[at + 3], r[at + 4]],
    fiscalYear: t.fiscalYear,
  };
}

export interface AgenciesForZip {
  /** The ZIP's main county, as the agencies directory names it (when it lists one there). */
  countyName: string | null;
  /** The county's Section 8 and Combined agencies (by name). */
  county: HousingAgency[];
  /** Then the state's other voucher agencies, at most `stateLimit`. */
  state: HousingAgency[];
}

/**
 * The agencies a voucher holder in this ZIP deals with: those of its main county (HUD-USPS crosswalk), then
 * other agencies of its state; null when the ZIP's county is unknown.
 */
export function agenciesForZip(zip: string | null | undefined, stateLimit = 5): AgenciesForZip | null {
  const n = zipNumber(zip);
  if (n === null) return null;
  const t = load();
  const i = indexOf(t.countyZips, n);
  if (i < 0) return null;
  const fips = t.countyFips[i];
  const county = t.byCounty.get(fips) ?? [];
  const state = (t.byState.get(Math.floor(fips / 1000)) ?? []).filter((a) => !county.includes(a));
  return { countyName: county[0]?.countyName ?? null, county, state: state.slice(0, stateLimit) };
}

/**
 * The directory, searched by code, name, city or state (every word must match): exact code first, then
 * names starting with the query, then the rest by name.
 */
export function searchAgencies(query: string, limit = 20): HousingAgency[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const t = load();
  const q = words.join(" ");
  const found: { agency: HousingAgency; rank: number }[] = [];
  for (let i = 0; i < t.agencies.length; i++) {
    const text = t.searchText[i];
    if (!words.every((w) => text.includes(w))) continue;
    const agency = t.agencies[i];
    const rank = agency.code.toLowerCase() === q ? 0 : agency.name.toLowerCase().startsWith(q) ? 1 : 2;
    found.push({ agency, rank });
  }
  return found
    .sort((a, b) => a.rank - b.rank)
    .slice(0, Math.max(0, limit))
    .map((f) => f.agency);
}

/** One agency by its HUD code (e.g. "IL002"), or null. */
export function agencyByCode(code: string | null | undefined): HousingAgency | null {
  if (!code) return null;
  const wanted = code.trim().toUpperCase();
  return load().agencies.find((a) => a.code.toUpperCase() === wanted) ?? null;
}
