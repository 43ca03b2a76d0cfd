import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "../../common/i18n";
import { profiles } from "../db/schema/auth";
import { accountLocaleSaver } from "../profiles/service";
import { createTestApp, signUp, type TestApp } from "../test/app";
import { languageSwitch, localeRedirect, localizeRedirect, type SaveAccountLocale } from "./locale-routing";

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

/** What the switch asked to keep on an account: the locale and the session cookie it came with. */
const saved: { locale: Locale; cookie: string | null }[] = [];
const noteSaved: SaveAccountLocale = async (headers, locale) => {
  saved.push({ locale, cookie: headers.get("cookie") });
};

function app(saveAccountLocale = noteSaved) {
  const a = new Hono();
  a.get("/language", languageSwitch(false, saveAccountLocale));
  a.use(localeRedirect(false));
  // The pages are React Router's own Responses, not made through Hono's context.
  a.all("*", () => new Response("page", { headers: { "Content-Type": "text/html" } }));
  return a;
}

async function visit(path: string, headers: Record<string, string> = {}) {
  const res = await app().request(path, {
    headers: { "user-agent": BROWSER, accept: "text/html", "sec-fetch-dest": "document", ...headers },
  });
  return { status: res.status, location: res.headers.get("location"), cookie: res.headers.get("set-cookie") };
}

describe("the language a visitor gets", () => {
  it("a first visit from a Spanish browser goes to the Spanish page, filters kept, and is remembered", async () => {
    const res = await visit("/rentals?city=Chicago&bedrooms=2", {
      "accept-language": "es-MX,es;q=0.9,en;q=0.4",
    });
    expect(res.status).toBe(302);
    expect(res.location).toBe("/es/rentals?city=Chicago&bedrooms=2");
    expect(res.cookie).toMatch(/^lang=es;/);
  });

  it("an English browser, a visitor who chose English, a search engine and a data request are left alone", async () => {
    expect((await visit("/", { "accept-language": "en-US,en;q=0.9" })).status).toBe(200);
    expect((await visit("/", { "accept-language": "en-US,en;q=0.9" })).cookie).toBeNull();
    expect((await visit("/", { "accept-language": "es", cookie: "lang=en" })).status).toBe(200);
    expect((await visit("/", { "accept-language": "es", "user-agent": "Googlebot/2.1" })).status).toBe(200);
    expect(
      (await visit("/rentals.data", { "accept-language": "es", "sec-fetch-dest": "empty" })).status,
    ).toBe(200);
    expect((await visit("/api/health", { "accept-language": "es" })).status).toBe(200);
  });

  it("a visitor who chose Spanish and follows an English link reads its Spanish page", async () => {
    const res = await visit("/party/abc", { cookie: "lang=es" });
    expect(res.location).toBe("/es/party/abc");
  });

  it("a Spanish link is served in Spanish, whatever the browser says, and remembered when nothing was", async () => {
    const res = await visit("/es/rentals", { "accept-language": "en" });
    expect(res.status).toBe(200);
    expect(res.cookie).toMatch(/^lang=es;/);
    expect((await visit("/es/rentals", { cookie: "lang=en" })).cookie).toBeNull();
  });

  it("the switch remembers the language and goes to the same page in it; never off the site", async () => {
    const toEnglish = await visit("/language?to=en&next=%2Fes%2Frentals%3Fcity%3DChicago");
    expect(toEnglish.status).toBe(303);
    expect(toEnglish.location).toBe("/rentals?city=Chicago");
    expect(toEnglish.cookie).toMatch(/^lang=en;/);
    expect((await visit("/language?to=es&next=%2F")).location).toBe("/es");
    for (const next of ["https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)"]) {
      expect((await visit(`/language?to=es&next=${encodeURIComponent(next)}`)).location).toBe("/es");
    }
    expect((await visit("/language?to=xx&next=%2Frentals")).location).toBe("/rentals");
  });

  it("the switch hands the choice and the request's cookies to the account's keeper", async () => {
    saved.length = 0;
    await visit("/language?to=es&next=%2F", { cookie: "session=abc", "sec-fetch-site": "same-origin" });
    expect(saved).toEqual([{ locale: "es", cookie: "session=abc" }]);
  });

  it("a switch link followed from another site changes the cookie, never the account", async () => {
    saved.length = 0;
    const res = await visit("/language?to=es&next=%2F", {
      cookie: "session=abc",
      "sec-fetch-site": "cross-site",
    });
    expect(res.cookie).toMatch(/^lang=es;/);
    await visit("/language?to=es&next=%2F", { cookie: "session=abc" });
    expect(saved).toEqual([]);
  });
});

describe("the switch and the account", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const switchTo = (locale: string, cookie?: string) =>
    app(accountLocaleSaver(t.deps)).request(`/language?to=${locale}&next=%2Frentals`, {
      headers: { "sec-fetch-site": "same-origin", ...(cookie ? { cookie } : {}) },
    });
  const localeOf = async (email: string) =>
    (await t.deps.db.select().from(profiles).where(eq(profiles.email, email)))[0].locale;

  it("a signed-in visitor's choice is kept on their account, for its emails", async () => {
    const { cookie } = await signUp(t, { email: "switcher@example.com" });
    expect(await localeOf("switcher@example.com")).toBe("en");
    const toSpanish = await switchTo("es", cookie);
    expect(toSpanish.headers.get("location")).toBe("/es/rentals");
    expect(await localeOf("switcher@example.com")).toBe("es");
    await switchTo("en", cookie);
    expect(await localeOf("switcher@example.com")).toBe("en");
  });

  it("a visitor without a session still switches, and no account changes", async () => {
    await signUp(t, { email: "bystander@example.com" });
    const res = await switchTo("es");
    expect(res.status).toBe(303);
    expect(res.headers.get("set-cookie")).toMatch(/^lang=es;/);
    expect(await localeOf("bystander@example.com")).toBe("en");
  });
});

describe("a Spanish page's redirects", () => {
  const redirect = (location: string) => new Response(null, { status: 302, headers: { Location: location } });

  it("stay in Spanish on our pages", () => {
    expect(localizeRedirect(redirect("/auth?redirectTo=%2Fes"), "es").headers.get("Location")).toBe(
      "/es/auth?redirectTo=%2Fes",
    );
    expect(localizeRedirect(redirect("/"), "es").headers.get("Location")).toBe("/es");
    expect(localizeRedirect(redirect("/es/rentals"), "es").headers.get("Location")).toBe("/es/rentals");
  });

  it("lose the /es React Router adds again before an address already in Spanish (a signed-out visitor's sign-in link)", () => {
    const at = (location: string) => localizeRedirect(redirect(location), "es").headers.get("Location");
    expect(at("/es/es/auth?redirectTo=%2Fes%2Frenter-dashboard")).toBe(
      "/es/auth?redirectTo=%2Fes%2Frenter-dashboard",
    );
    expect(at("/es/es")).toBe("/es");
    expect(at("/es/es?x=1")).toBe("/es?x=1");
    // An address that only starts with the same letters is a page of its own.
    expect(at("/es/estate")).toBe("/es/estate");
  });

  it("leave other sites, the API and English pages' redirects as they are", () => {
    expect(localizeRedirect(redirect("https://pay.example/x"), "es").headers.get("Location")).toBe(
      "https://pay.example/x",
    );
    expect(localizeRedirect(redirect("/api/x"), "es").headers.get("Location")).toBe("/api/x");
    expect(localizeRedirect(redirect("/auth"), "en").headers.get("Location")).toBe("/auth");
  });
});
