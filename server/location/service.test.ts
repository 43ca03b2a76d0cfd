import { describe, expect, it } from "vitest";
import {
  LOCATION_COOKIE,
  locationOverrideCookie,
  readLocationOverride,
  resolveVisitorLocation,
} from "./service";

const cookieFor = (value: unknown) => `${LOCATION_COOKIE}=${encodeURIComponent(JSON.stringify(value))}`;

describe("visitor location", () => {
  it("detects the city from a public client address", async () => {
    const resolved = await resolveVisitorLocation({ cookieHeader: "", clientIp: "128.101.101.101" });
    expect(resolved).toEqual({
      location: { city: "Minneapolis", state: "Minnesota", country: "United States" },
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
    const cookie = `other=1; ${cookieFor({ city: "Detroit", state: "MI", country: "United States" })}`;
    const resolved = await resolveVisitorLocation({ cookieHeader: cookie, clientIp: "128.101.101.101" });
    expect(resolved).toEqual({
      location: { city: "Detroit", state: "Michigan", country: "United States" },
      source: "override",
    });
  });

  it("ignores a malformed or invalid cookie and falls back to detection", async () => {
    for (const bad of [
      `${LOCATION_COOKIE}=%E0%A4%A`,
      `${LOCATION_COOKIE}=not-json`,
      cookieFor({ city: "", state: "Michigan" }),
      cookieFor({ city: "X", state: "Narnia", country: "United States" }),
      cookieFor(["Detroit"]),
      `${LOCATION_COOKIE}=${"a".repeat(5000)}`,
    ]) {
      expect(readLocationOverride(bad), bad.slice(0, 40)).toBeNull();
      const resolved = await resolveVisitorLocation({ cookieHeader: bad, clientIp: "128.101.101.101" });
      expect(resolved.source).toBe("detected");
    }
  });

  it("writes a long-lived cookie that reads back the same", () => {
    const header = locationOverrideCookie(
      { city: "São Paulo", state: "SP; x=1", country: "Brazil" },
      { secure: true },
    );
    expect(header).toMatch(/^location=[^;]+; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure$/);
    expect(readLocationOverride(header.split(";")[0])).toEqual({
      city: "São Paulo",
      state: "SP; x=1",
      country: "Brazil",
    });
    expect(
      locationOverrideCookie({ city: "A", state: "Ohio", country: "United States" }, { secure: false }),
    ).not.toMatch(/Secure/);
  });
});
