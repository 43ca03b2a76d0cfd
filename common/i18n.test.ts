import { describe, expect, it } from "vitest";
import { localeOfPath, localeOr, localizedPath, pathWithoutLocale } from "./i18n";

describe("language paths", () => {
  it("reads the language from the path", () => {
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/rentals")).toBe("en");
    expect(localeOfPath("/es")).toBe("es");
    expect(localeOfPath("/es/rentals")).toBe("es");
    expect(localeOfPath("/estate")).toBe("en");
    expect(localeOfPath("/espanol")).toBe("en");
  });

  it("strips the prefix", () => {
    expect(pathWithoutLocale("/es")).toBe("/");
    expect(pathWithoutLocale("/es/party/1")).toBe("/party/1");
    expect(pathWithoutLocale("/estate")).toBe("/estate");
  });

  it("moves a path, its query and hash into a language", () => {
    expect(localizedPath("/", "es")).toBe("/es");
    expect(localizedPath("/rentals?city=Chicago&bedrooms=2", "es")).toBe(
      "/es/rentals?city=Chicago&bedrooms=2",
    );
    expect(localizedPath("/es/rentals?city=Chicago", "en")).toBe("/rentals?city=Chicago");
    expect(localizedPath("/es", "en")).toBe("/");
    expect(localizedPath("/es/chicago#faq", "es")).toBe("/es/chicago#faq");
    expect(localizedPath("/?tab=1", "es")).toBe("/es?tab=1");
  });
});

describe("localeOr", () => {
  it("keeps one of our languages and reads anything else as English", () => {
    expect(localeOr("es")).toBe("es");
    expect(localeOr("en")).toBe("en");
    for (const other of ["fr", "ES", "", null, undefined, 3]) expect(localeOr(other)).toBe("en");
  });
});
