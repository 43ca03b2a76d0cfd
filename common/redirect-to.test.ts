import { describe, expect, it } from "vitest";
import {
  authHref,
  authHrefFor,
  landlordListingAnchor,
  redirectAfterAuth,
  safeRedirectPath,
} from "./redirect-to";

describe("redirectTo after sign-in: same-site relative paths only", () => {
  it("keeps a relative path with its query and hash", () => {
    expect(safeRedirectPath("/rentals/abc")).toBe("/rentals/abc");
    expect(safeRedirectPath("/rentals?state=IL&city=Chicago")).toBe("/rentals?state=IL&city=Chicago");
    expect(safeRedirectPath("/rentals/abc#message")).toBe("/rentals/abc#message");
    expect(safeRedirectPath("/start-rent-party")).toBe("/start-rent-party");
  });

  it("refuses protocol-relative, backslash, scheme, absolute and odd values", () => {
    for (const bad of [
      "//evil.example",
      "//evil.example/rentals",
      "/\\evil.example",
      "\\\\evil.example",
      "\\/evil.example",
      "https://evil.example/",
      "http:/evil.example",
      "javascript:alert(1)",
      "data:text/html,hi",
      "evil.example",
      "rentals",
      "/\t/evil.example",
      "/\n/evil.example",
      "",
      " /rentals",
      `/${"a".repeat(3000)}`,
    ]) {
      expect(safeRedirectPath(bad), bad).toBeNull();
    }
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath(["/rentals"])).toBeNull();
    expect(safeRedirectPath(42)).toBeNull();
  });

  it("never sends back to the sign-in page; normalizes dot segments on our origin", () => {
    expect(safeRedirectPath("/auth?redirectTo=/x")).toBeNull();
    expect(safeRedirectPath("/rentals/../renter-dashboard")).toBe("/renter-dashboard");
    expect(safeRedirectPath("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
  });

  it("goes home when there is nothing safe to go back to", () => {
    expect(redirectAfterAuth("//evil.example")).toBe("/");
    expect(redirectAfterAuth(undefined)).toBe("/");
    expect(redirectAfterAuth("/party/1")).toBe("/party/1");
  });

  it("builds the sign-in link", () => {
    expect(authHref("/rentals/abc#message")).toBe("/auth?redirectTo=%2Frentals%2Fabc%23message");
    expect(authHref("//evil.example")).toBe("/auth");
    expect(authHref("/")).toBe("/auth");
    expect(authHref("/list-property", { role: "landlord" })).toBe(
      "/auth?role=landlord&redirectTo=%2Flist-property",
    );
    expect(authHrefFor(new Request("http://localhost/renter-dashboard?tab=1"))).toBe(
      "/auth?redirectTo=%2Frenter-dashboard%3Ftab%3D1",
    );
  });

  it("brings the landlord back to the listing's row after Edit or Pause", () => {
    expect(landlordListingAnchor("abc")).toBe("/landlord-dashboard?listings=all#listing-abc");
  });
});
