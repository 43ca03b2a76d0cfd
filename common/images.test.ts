import { describe, expect, it } from "vitest";
import { isAllowedImageUrl, parseImageHosts } from "./images";

describe("isAllowedImageUrl", () => {
  const allowed = ["http://localhost:3000", "https://img.example.com"];

  it("allows our own paths and the allowed origins", () => {
    expect(isAllowedImageUrl("/images/home-1.svg", allowed)).toBe(true);
    expect(isAllowedImageUrl("http://localhost:3000/uploads/a.webp", allowed)).toBe(true);
    expect(isAllowedImageUrl("https://img.example.com/a/b.jpg?w=800", allowed)).toBe(true);
  });

  it("refuses other hosts, other schemes and ports, protocol-relative URLs and nothing", () => {
    expect(isAllowedImageUrl("https://evil.example/a.jpg", allowed)).toBe(false);
    expect(isAllowedImageUrl("http://img.example.com/a.jpg", allowed)).toBe(false);
    expect(isAllowedImageUrl("https://img.example.com:8443/a.jpg", allowed)).toBe(false);
    expect(isAllowedImageUrl("https://img.example.com.evil.example/a.jpg", allowed)).toBe(false);
    expect(isAllowedImageUrl("//evil.example/a.jpg", allowed)).toBe(false);
    expect(isAllowedImageUrl("/\\evil.example/a.jpg", allowed)).toBe(false);
    expect(isAllowedImageUrl("not a url", allowed)).toBe(false);
    expect(isAllowedImageUrl("", allowed)).toBe(false);
    expect(isAllowedImageUrl(null, allowed)).toBe(false);
  });
});

describe("parseImageHosts", () => {
  it("reads comma-separated https origins, trimmed and without duplicates", () => {
    expect(
      parseImageHosts(" https://img.example.com, https://CDN.example.org/ ,https://img.example.com"),
    ).toEqual({
      origins: ["https://img.example.com", "https://cdn.example.org"],
      invalid: [],
    });
    expect(parseImageHosts("")).toEqual({ origins: [], invalid: [] });
  });

  it("names what is not an https origin", () => {
    expect(
      parseImageHosts("http://img.example.com,https://x.example/photos,img.example.com,https://*.example.com")
        .invalid,
    ).toEqual([
      "http://img.example.com",
      "https://x.example/photos",
      "img.example.com",
      "https://*.example.com",
    ]);
  });
});
