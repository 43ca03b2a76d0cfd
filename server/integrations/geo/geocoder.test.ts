import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../../logger";
import { censusGeocoder, createGeocoder, nominatimGeocoder, zipGeocoder } from "./geocoder";
import { zipCentroid } from "./zip-centroids";

/** Log lines, to check that no address reaches them. */
const lines: string[] = [];
const logger = createLogger("info");

function recordingLogger() {
  const pino = createLogger("info");
  for (const level of ["info", "warn", "error"] as const) {
    (pino as unknown as Record<string, (...a: unknown[]) => void>)[level] = (...args: unknown[]) => {
      lines.push(JSON.stringify(args));
    };
  }
  return pino;
}

const CLARK = {
  street: "2430 N Clark St",
  city: "Chicago",
  state: "IL",
  zipCode: "60614",
  country: "United States",
};
/** Where the stub servers put 2430 N Clark St (not the ZIP centroid). */
const POINT = { latitude: 41.92635, longitude: -87.64228 };

let mode: "ok" | "none" | "error" | "garbage" | "slow" = "ok";
const seen: URL[] = [];
let server: http.Server;
let baseUrl: string;

/**
 * One local server speaking both protocols: the Census Geocoder's `onelineaddress` (its JSON shape:
 * result.addressMatches[].coordinates.x/y) and Nominatim's `/search?format=jsonv2` (an array of places with
 * lat/lon as strings).
 */
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    seen.push(url);
    if (mode === "error") return void res.writeHead(503).end("down");
    if (mode === "garbage")
      return void res.writeHead(200, { "content-type": "application/json" }).end("{nope");
    if (mode === "slow") return void setTimeout(() => res.writeHead(200).end("[]"), 1500);
    const json = (body: unknown) =>
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (url.pathname === "/geocoder/locations/onelineaddress") {
      const address = url.searchParams.get("address") ?? "";
      const matches =
        mode === "ok"
          ? [
              {
                tigerLine: { side: "R", tigerLineId: "111960398" },
                coordinates: { x: POINT.longitude, y: POINT.latitude },
                addressComponents: { zip: "60614", streetName: "CLARK", city: "CHICAGO", state: "IL" },
                matchedAddress: "2430 N CLARK ST, CHICAGO, IL, 60614",
              },
            ]
          : [];
      return json({
        result: {
          input: {
            address: { address },
            benchmark: { id: "4", benchmarkName: "Public_AR_Current", isDefault: true },
          },
          addressMatches: matches,
        },
      });
    }
    if (url.pathname === "/search") {
      return json(
        mode === "ok"
          ? [
              {
                place_id: 330049,
                licence: "Data © OpenStreetMap contributors, ODbL 1.0.",
                osm_type: "node",
                lat: String(POINT.latitude),
                lon: String(POINT.longitude),
                category: "place",
                type: "house",
                place_rank: 30,
                importance: 0.00001,
                display_name:
                  "2430, North Clark Street, Lincoln Park, Chicago, Illinois, 60614, United States",
                boundingbox: ["41.92630", "41.92640", "-87.64233", "-87.64223"],
              },
            ]
          : [],
      );
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  mode = "ok";
  seen.length = 0;
  lines.length = 0;
});

describe("zip geocoder (the default)", () => {
  it("places a listing at its ZIP centroid, with no call out", async () => {
    const centre = await zipCentroid("United States", "60614");
    expect(await zipGeocoder().geocode(CLARK)).toEqual({ ...centre, precision: "zip" });
    expect(await zipGeocoder().geocode({ ...CLARK, zipCode: "00000" })).toBeNull();
    expect(createGeocoder({ provider: "zip", logger }).name).toBe("zip");
  });
});

for (const [name, make, path] of [
  ["census", censusGeocoder, "/geocoder/locations/onelineaddress"],
  ["nominatim", nominatimGeocoder, "/search"],
] as const) {
  describe(`${name} geocoder against a local server speaking its protocol`, () => {
    const geocoder = () => make({ baseUrl, logger: recordingLogger(), timeoutMs: 500 });

    it("places a listing at its street address", async () => {
      expect(await geocoder().geocode(CLARK)).toEqual({ ...POINT, precision: "address" });
      expect(seen).toHaveLength(1);
      const url = seen[0];
      expect(url.pathname).toBe(path);
      if (name === "census") {
        expect(url.searchParams.get("address")).toBe("2430 N Clark St, Chicago, IL 60614");
        expect(url.searchParams.get("benchmark")).toBe("Public_AR_Current");
        expect(url.searchParams.get("format")).toBe("json");
      } else {
        expect(url.searchParams.get("q")).toBe("2430 N Clark St, Chicago, IL 60614");
        expect(url.searchParams.get("format")).toBe("jsonv2");
        expect(url.searchParams.get("countrycodes")).toBe("us");
        expect(url.searchParams.get("limit")).toBe("1");
      }
    });

    it("falls back to the ZIP centroid on no match, an error, a bad answer or a timeout, logging no address", async () => {
      const centre = { ...(await zipCentroid("United States", "60614")), precision: "zip" };
      for (const m of ["none", "error", "garbage", "slow"] as const) {
        mode = m;
        expect(await geocoder().geocode(CLARK), m).toEqual(centre);
      }
      expect(lines.length).toBeGreaterThanOrEqual(4);
      for (const line of lines) {
        expect(line).not.toMatch(/clark|2430|60614/i);
      }
    });

    it("asks nothing without a street line or outside the United States", async () => {
      expect((await geocoder().geocode({ ...CLARK, street: null }))?.precision).toBe("zip");
      expect(await geocoder().geocode({ ...CLARK, country: "Canada", zipCode: "M5V 2T6" })).toMatchObject({
        precision: "zip",
      });
      expect(seen).toHaveLength(0);
    });

    it("is the configured provider, at the configured URL", async () => {
      const configured = createGeocoder({ provider: name, url: baseUrl, logger });
      expect(configured.name).toBe(name);
      expect(await configured.geocode(CLARK)).toEqual({ ...POINT, precision: "address" });
    });
  });
}
