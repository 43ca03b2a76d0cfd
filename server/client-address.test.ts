import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address";

const SOCKET = "10.0.0.5";
const address = (trustedHops: number, forwardedFor?: string | string[]) => {
  const headers = new Headers();
  for (const value of [forwardedFor ?? []].flat()) headers.append("x-forwarded-for", value);
  return clientAddress(headers, trustedHops, () => SOCKET);
};

describe("clientAddress", () => {
  it("ignores X-Forwarded-For when no proxy is trusted", () => {
    expect(address(0, "6.6.6.6")).toBe(SOCKET);
    expect(address(0)).toBe(SOCKET);
  });

  it("takes the entry the one trusted proxy appended: the right-most, not the client's left-most", () => {
    expect(address(1, "203.0.113.9")).toBe("203.0.113.9");
    expect(address(1, "6.6.6.6, 203.0.113.9")).toBe("203.0.113.9");
    expect(address(1, "6.6.6.6,7.7.7.7,203.0.113.9")).toBe("203.0.113.9");
  });

  it("counts hops from the right behind two proxies", () => {
    expect(address(2, "6.6.6.6, 203.0.113.9, 10.1.1.1")).toBe("203.0.113.9");
    expect(address(2, "203.0.113.9, 10.1.1.1")).toBe("203.0.113.9");
  });

  it("takes the left-most entry when there are fewer entries than hops", () => {
    expect(address(3, "203.0.113.9, 10.1.1.1")).toBe("203.0.113.9");
    expect(address(2, "203.0.113.9")).toBe("203.0.113.9");
  });

  it("reads several X-Forwarded-For lines as one list", () => {
    expect(address(1, ["6.6.6.6", "203.0.113.9"])).toBe("203.0.113.9");
    expect(address(2, ["6.6.6.6", "203.0.113.9", "10.1.1.1"])).toBe("203.0.113.9");
  });

  it("accepts IPv6 addresses", () => {
    expect(address(1, "6.6.6.6, 2001:db8::1")).toBe("2001:db8::1");
    expect(address(1, "::ffff:203.0.113.9")).toBe("::ffff:203.0.113.9");
  });

  it.each([
    ["an empty header", ""],
    ["only commas and spaces", " , ,"],
    ["a name instead of an address", "6.6.6.6, unknown"],
    ["an address with a port", "6.6.6.6, 203.0.113.9:4711"],
    ["a bracketed IPv6 address", "[2001:db8::1]"],
    ["script", "<script>alert(1)</script>"],
    ["an over-long entry", "1".repeat(10_000)],
  ])("falls back to the socket address for %s", (_label, header) => {
    expect(address(1, header)).toBe(SOCKET);
  });

  it("skips empty entries instead of counting them as hops", () => {
    expect(address(1, "6.6.6.6, , 203.0.113.9, ")).toBe("203.0.113.9");
  });

  it("answers unknown when the socket has no address", () => {
    expect(clientAddress(new Headers(), 0, () => undefined)).toBe("unknown");
    expect(
      clientAddress(new Headers(), 0, () => {
        throw new Error("no socket");
      }),
    ).toBe("unknown");
  });
});
