import { describe, expect, it } from "vitest";
import { DEFAULT_TIME_ZONE } from "../../common/time-zone";
import {
  LOCATION_COOKIE,
  locationCookie,
  locationOverrideCookie,
  readLocationOverride,
  resolveTimeZone,
  resolveVisitorLocation,
} from "./service";

/** A Cookie header carrying `value` the way the app writes it. */
const cookieFor = async (value: unknown) => (await locationCookie.serialize(value)).split(";")[0];

describe("visitor location", () => {
  it("detects the city from a public client address", async () => {
    const resolved = await resolveVisitorLocation({ cookieHeader: "", clientIp: "128.101.101.101" });
    expect(resolved).toEqual({
      location: { city: "Minneapolis", state: "MN", country: "United States" },
      source: "detected",
    });
  });

  it("gives no location for loopback and private addresses", async () => {
    for (const ip of ["127.0.0.1", "::1", "192.168.0.10", "unknown"]) {
      expect(await resolveVisitorLocation({ cookieHeader: null, clientIp: ip })).toEqual({
        location: null,
        source: null,
      });
    }
  });

  it("lets the remembered override win over detection", async () => {
    const cookie = `other=1; ${await cookieFor({ city: "Detroit", state: "MI", country: "United States" })}`;
    const resolved = await resolveVisitorLocation({ cookieHeader: cookie, clientIp: "128.101.101.101" });
    expect(resolved).toEqual({
      location: { city: "Detroit", state: "MI", country: "United States" },
      source: "override",
    });
  });

  it("ignores a malformed or invalid cookie and falls back to detection", async () => {
    for (const bad of [
      `${LOCATION_COOKIE}=%E0%A4%A`,
      `${LOCATION_COOKIE}=not-json`,
      // The old format (URI-encoded JSON) is ignored as well: the visitor's location is detected again.
      `${LOCATION_COOKIE}=${encodeURIComponent(JSON.stringify({ city: "Detroit", state: "MI", country: "United States" }))}`,
      await cookieFor({ city: "", state: "Michigan" }),
      await cookieFor({ city: "X", state: "Narnia", country: "United States" }),
      await cookieFor(["Detroit"]),
      `${LOCATION_COOKIE}=${"a".repeat(5000)}`,
    ]) {
      expect(await readLocationOverride(bad), bad.slice(0, 40)).toBeNull();
      const resolved = await resolveVisitorLocation({ cookieHeader: bad, clientIp: "128.101.101.101" });
      expect(resolved.source).toBe("detected");
    }
  });

  it("writes a long-lived cookie that reads back the same", async () => {
    const header = await locationOverrideCookie(
      { city: "São Paulo", state: "SP; x=1", country: "Brazil" },
      { secure: true },
    );
    const attributes = header.split("; ").slice(1);
    expect(header).toMatch(/^location=[^;]+;/);
    for (const attribute of ["Max-Age=31536000", "Path=/", "HttpOnly", "Secure", "SameSite=Lax"])
      expect(attributes).toContain(attribute);
    expect(await readLocationOverride(header.split(";")[0])).toEqual({
      city: "São Paulo",
      state: "SP; x=1",
      country: "Brazil",
    });
    expect(
      await locationOverrideCookie({ city: "A", state: "Ohio", country: "United States" }, { secure: false }),
    ).not.toMatch(/Secure/);
  });
});

describe("the reader's time zone", () => {
  it("is the browser's, remembered in the tz cookie, when Intl knows it", async () => {
    const zone = await resolveTimeZone({ cookieHeader: "tz=America%2FDenver", clientIp: "128.101.101.101" });
    expect(zone).toBe("America/Denver");
  });

  it("else the zone of the chosen or detected U.S. state", async () => {
    const chosen = await cookieFor({ city: "Phoenix", state: "AZ", country: "United States" });
    expect(await resolveTimeZone({ cookieHeader: `tz=Nowhere; ${chosen}`, clientIp: "" })).toBe(
      "America/Phoenix",
    );
    // Minneapolis, detected from the address.
    expect(await resolveTimeZone({ cookieHeader: null, clientIp: "128.101.101.101" })).toBe(
      "America/Chicago",
    );
  });

  it("else the default, never the server's own zone", async () => {
    expect(await resolveTimeZone({ cookieHeader: null, clientIp: "127.0.0.1" })).toBe(DEFAULT_TIME_ZONE);
  });
});
