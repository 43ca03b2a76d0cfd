import { describe, expect, it } from "vitest";
import { loadEnv, socialLinks } from "./env";

describe("settings", () => {
  it("derives PUBLIC_URL from PORT", () => {
    expect(loadEnv({ PORT: "4100" }).PUBLIC_URL).toBe("http://localhost:4100");
    expect(loadEnv({}).PUBLIC_URL).toBe("http://localhost:3000");
    expect(loadEnv({ PUBLIC_URL: "https://example.org/", PAYMENTS_SANDBOX_ALLOWED: "true" }).PUBLIC_URL).toBe(
      "https://example.org",
    );
  });

  it("refuses a bad value and names the setting", () => {
    expect(() => loadEnv({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => loadEnv({ BETTER_AUTH_SECRET: "short" })).toThrow(/BETTER_AUTH_SECRET/);
  });

  it("reads TRUST_PROXY as a number of trusted proxies", () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(0);
    expect(loadEnv({ TRUST_PROXY: "" }).TRUST_PROXY).toBe(0);
    expect(loadEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(0);
    expect(loadEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(0);
    expect(loadEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    // The old boolean setting keeps its meaning: one proxy in front.
    expect(loadEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
  });

  it.each(["yes", "-1", "1.5", "two", "100"])("refuses TRUST_PROXY=%s and names the setting", (value) => {
    expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be the number of proxies/);
  });

  it("reads IMAGE_HOSTS as https origins and refuses anything else", () => {
    expect(loadEnv({}).IMAGE_HOSTS).toEqual([]);
    expect(loadEnv({ IMAGE_HOSTS: "https://img.example.com/, https://cdn.example.org" }).IMAGE_HOSTS).toEqual(
      ["https://img.example.com", "https://cdn.example.org"],
    );
    expect(() => loadEnv({ IMAGE_HOSTS: "https:" })).toThrow(
      /IMAGE_HOSTS: "https:" is not an https:\/\/ origin/,
    );
    expect(() => loadEnv({ IMAGE_HOSTS: "http://img.example.com" })).toThrow(/IMAGE_HOSTS/);
    expect(() => loadEnv({ IMAGE_HOSTS: "https://img.example.com/photos" })).toThrow(/IMAGE_HOSTS/);
  });

  it("links only the social accounts that are set, in the site's order", () => {
    expect(socialLinks(loadEnv({}))).toEqual([]);
    expect(socialLinks(loadEnv({ SOCIAL_FACEBOOK_URL: "", SOCIAL_X_URL: "" }))).toEqual([]);
    const env = loadEnv({
      SOCIAL_FACEBOOK_URL: "https://www.facebook.com/affordable.rentals",
      SOCIAL_INSTAGRAM_URL: "https://www.instagram.com/affordable.rentals/",
    });
    expect(socialLinks(env)).toEqual([
      { name: "Instagram", href: "https://www.instagram.com/affordable.rentals/" },
      { name: "Facebook", href: "https://www.facebook.com/affordable.rentals" },
    ]);
  });

  it.each([
    ["SOCIAL_X_URL", "http://x.com/affordable"],
    ["SOCIAL_INSTAGRAM_URL", "instagram.com/affordable"],
    ["SOCIAL_LINKEDIN_URL", "javascript:alert(1)"],
    ["SOCIAL_TIKTOK_URL", "not a url"],
  ])("refuses %s=%s and names the setting", (setting, value) => {
    expect(() => loadEnv({ [setting]: value })).toThrow(
      new RegExp(`${setting}: must be an https:// address of our own account`),
    );
  });

  it("reads ALERT_MATCH_SECONDS: a minute by default, 1 to 60", () => {
    expect(loadEnv({}).ALERT_MATCH_SECONDS).toBe(60);
    expect(loadEnv({ ALERT_MATCH_SECONDS: "2" }).ALERT_MATCH_SECONDS).toBe(2);
    for (const bad of ["0", "61", "1.5"]) {
      expect(() => loadEnv({ ALERT_MATCH_SECONDS: bad })).toThrow(/ALERT_MATCH_SECONDS/);
    }
  });

  it("treats empty settings as unset", () => {
    expect(loadEnv({ DATABASE_URL: "", SMTP_URL: "" }).DATABASE_URL).toBeUndefined();
  });
});
