import { describe, expect, it } from "vitest";
import { isPublicAddress, lookupIpLocation, normalizeAddress } from "./ip-location";

describe("IP location (embedded DB-IP database)", () => {
  it("locates a public IPv4 address to a city, region and country", async () => {
    // 128.101.101.101 is the University of Minnesota's network.
    expect(await lookupIpLocation("128.101.101.101")).toMatchObject({
      city: "Minneapolis",
      state: "Minnesota",
      country: "United States",
      countryCode: "US",
    });
    expect(await lookupIpLocation("8.8.8.8")).toMatchObject({ state: "California", countryCode: "US" });
  });

  it("locates IPv4-mapped and IPv6 addresses", async () => {
    expect(await lookupIpLocation("::ffff:128.101.101.101")).toMatchObject({ city: "Minneapolis" });
    const v6 = await lookupIpLocation("2001:4860:4860::8888");
    // Google's public DNS resolver, placed in Montreal by this DB-IP release.
    expect(v6).toMatchObject({ city: "Montreal", state: "Quebec", country: "Canada", countryCode: "CA" });
  });

  it("drops the district DB-IP appends to some cities", async () => {
    const montreal = await lookupIpLocation("24.48.0.1");
    expect(montreal?.country).toBe("Canada");
    expect(montreal?.city).not.toMatch(/\(/);
  });

  it("gives no location for loopback, private and malformed addresses", async () => {
    for (const ip of [
      "127.0.0.1",
      "::1",
      "10.1.2.3",
      "192.168.1.20",
      "172.20.0.5",
      "fe80::1",
      "::ffff:127.0.0.1",
    ]) {
      expect(isPublicAddress(ip), ip).toBe(false);
      expect(await lookupIpLocation(ip), ip).toBeNull();
    }
    for (const junk of ["", "unknown", "999.1.1.1", "8.8.8.8, 1.1.1.1", "<script>", null, undefined]) {
      expect(await lookupIpLocation(junk)).toBeNull();
    }
  });

  it("normalizes bracketed and zoned addresses", () => {
    expect(normalizeAddress("[2001:db8::1]")).toEqual({ address: "2001:db8::1", family: 6 });
    expect(normalizeAddress("fe80::1%eth0")).toEqual({ address: "fe80::1", family: 6 });
    expect(normalizeAddress("::ffff:8.8.8.8")).toEqual({ address: "8.8.8.8", family: 4 });
  });
});
