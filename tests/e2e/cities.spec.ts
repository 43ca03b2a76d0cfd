import { expect, type Page, test } from "@playwright/test";
import { MARKET_APP_URL, MARKET_STUB_URL } from "../../playwright.config";

/**
 * City pages (one per entry of common/city-pages.ts). The shared server holds the demo data: every city
 * has 4 listings and there are 4 verified, active Rent Parties.
 */

const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

function attr(html: string, pattern: RegExp): string | undefined {
  return html.match(pattern)?.[1];
}

test("SEO data arrives in the first response: title, description, robots, Open Graph, JSON-LD with the nonce", async ({
  request,
  baseURL,
}) => {
  const res = await request.get("/new-york", { headers: { "user-agent": BROWSER_UA } });
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(attr(html, /<title>([^<]*)<\/title>/)).toBe(
    "Affordable Rentals in New York, NY | No Fees, Section 8 Welcome | Affordable",
  );
  expect(attr(html, /<meta name="description" content="([^"]*)"/)).toContain(
    "Find affordable apartments and homes for rent in New York, New York",
  );
  expect(attr(html, /<meta name="robots" content="([^"]*)"/)).toBe("index, follow");
  expect(attr(html, /<meta property="og:title" content="([^"]*)"/)).toBe("Affordable Rentals in New York");
  expect(attr(html, /<meta property="og:type" content="([^"]*)"/)).toBe("website");
  expect(attr(html, /<meta property="og:description" content="([^"]*)"/)).toContain("New York");
  expect(attr(html, /<meta property="og:url" content="([^"]*)"/)).toBe(`${baseURL}/new-york`);
  expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${baseURL}/new-york`);

  const csp = res.headers()["content-security-policy"] ?? "";
  const cspNonce = attr(csp, /'nonce-([^']+)'/);
  // Hono's nonce: 16 random bytes in base64.
  expect(cspNonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  const script = html.match(/<script type="application\/ld\+json" nonce="([^"]+)">([^<]*)<\/script>/);
  expect(script?.[1]).toBe(cspNonce);
  const jsonLd = JSON.parse(script?.[2] ?? "{}");
  const types = jsonLd["@graph"].map((node: { "@type": string }) => node["@type"]);
  expect(types).toEqual(["LocalBusiness", "WebPage"]);
  expect(jsonLd["@graph"][0].address).toMatchObject({ addressLocality: "New York", addressRegion: "NY" });
  expect(jsonLd["@graph"][1].url).toBe(`${baseURL}/new-york`);

  // Every city page has its own title and JSON-LD; crawlers get the listings in the same response.
  for (const slug of ["miami", "atlanta", "houston", "los-angeles", "chicago", "detroit", "philadelphia"]) {
    const page = await request.get(`/${slug}`, { headers: { "user-agent": "Googlebot/2.1" } });
    expect(page.status(), slug).toBe(200);
    const body = await page.text();
    expect(body, slug).toContain('<script type="application/ld+json"');
    expect(body, slug).toContain('<meta name="robots" content="index, follow"/>');
    expect(body.match(/>View Listing</g)?.length, slug).toBeGreaterThanOrEqual(4);
  }
  for (const slug of ["baltimore", "brooklyn", "dallas", "phoenix"]) {
    expect((await request.get(`/${slug}`)).status(), slug).toBe(200);
  }
});

test("the skeleton cards are in the streamed shell: 6 on larger pages, 3 on smaller pages", async ({
  request,
}) => {
  for (const [slug, count] of [
    ["houston", 6],
    ["detroit", 3],
  ] as const) {
    const html = await (await request.get(`/${slug}`, { headers: { "user-agent": BROWSER_UA } })).text();
    const shell = html.split("</main>")[0];
    expect(shell.match(/data-testid="listing-skeleton"/g)?.length, slug).toBe(count);
  }
});

test("a larger page: intro, market snapshot, up to 12 listings with descriptions, View Listing, landlord call", async ({
  page,
}) => {
  await page.goto("/new-york");
  await expect(page.getByRole("heading", { level: 1, name: "Affordable Rentals in New York" })).toBeVisible();
  await expect(page.getByText(/From Harlem to Washington Heights/)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Rental Market Snapshot" })).toBeVisible();
  await expect(page.getByTestId("snapshot-average-rent")).toContainText(/Average Rent\$[\d,]+\/mo/);
  await expect(page.getByTestId("snapshot-unit-type")).toContainText("Common Unit Type");
  // The demo data has no listings a year old: no year-over-year figure is invented.
  await expect(page.getByTestId("snapshot-yoy")).toHaveCount(0);
  await expect(page.getByText("Rental trend data currently unavailable for this city.")).toHaveCount(0);

  // New York: city contains "New York" or state NY, so Brooklyn's listings are here too.
  const cards = page.getByTestId("city-listings").getByRole("article");
  await expect(cards).toHaveCount(8);
  await expect(cards.filter({ hasText: "Brooklyn, NY" })).toHaveCount(4);
  await expect(page.getByTestId("listing-description")).toHaveCount(8);
  const first = cards.first();
  await expect(first.getByText(/^\$[\d,]+\/month$/)).toBeVisible();
  await expect(first.getByText(/^(Studio|\d+ beds?)$/)).toBeVisible();
  await expect(first.getByText(/^\d+(\.5)? baths?$/)).toBeVisible();
  await expect(page.getByText("Section 8 Accepted").first()).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: "Become a Verified Landlord" }),
  ).toHaveAttribute("href", "/verified-landlord");

  const title = (await first.getByRole("heading", { level: 3 }).textContent()) ?? "";
  await first.getByRole("link", { name: `View Listing: ${title}` }).click();
  await expect(page).toHaveURL(/\/rentals\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});

test("a smaller page with Rent Parties: themed hero, listings, nearby campaign cards, Help Out, closing links", async ({
  page,
}) => {
  await page.goto("/phoenix");
  await expect(page.getByTestId("city-hero")).toHaveClass(/from-orange-700/);
  await expect(page.getByRole("heading", { level: 1, name: "Affordable Rentals in Phoenix" })).toBeVisible();
  const listings = page.getByTestId("city-listings").getByRole("article");
  await expect(listings).toHaveCount(4);
  await expect(listings.filter({ hasText: "Phoenix, AZ" })).toHaveCount(4);
  await expect(page.getByTestId("listing-description")).toHaveCount(0);

  // Parties are local: none of the demo campaigns is in Arizona, so Phoenix says so and shows the
  // campaigns of bordering states under an honest heading, never Chicago's.
  await expect(
    page.getByRole("heading", { level: 2, name: "Active Rent Parties in Phoenix Area" }),
  ).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2, name: /nearby states/ })).toBeVisible();
  const parties = page.getByTestId("nearby-rent-parties").getByRole("article");
  await expect(parties.first()).toBeVisible();
  await expect(parties.filter({ hasText: "Chicago" })).toHaveCount(0);
  for (const card of await parties.all()) {
    await expect(card.getByText("Rent Party", { exact: true })).toBeVisible();
    await expect(card.getByText(/^Goal: \$[\d,]+$/)).toBeVisible();
    await expect(card.getByRole("progressbar")).toBeVisible();
    const story = (await card.getByTestId("party-story").textContent()) ?? "";
    expect(story.endsWith("...")).toBe(true);
    // Cut at a word boundary: at most 100 characters of the story, then "...".
    expect(story.length).toBeLessThanOrEqual(103);
    expect(story).not.toMatch(/\s\.\.\.$/);
  }
  const partyTitle = (await parties.first().getByRole("heading", { level: 3 }).textContent()) ?? "";
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Browse All Rentals" })).toHaveAttribute("href", "/rentals");
  await expect(main.getByRole("link", { name: "Start a Rent Party" })).toHaveAttribute(
    "href",
    "/start-rent-party",
  );
  await parties
    .first()
    .getByRole("link", { name: `Help Out: ${partyTitle}` })
    .click();
  await expect(page).toHaveURL(/\/party\/[0-9a-f-]{36}$/);
});

test("Detroit fetches no campaign section; Chicago shows its listings and campaigns", async ({ page }) => {
  await page.goto("/detroit");
  await expect(page.getByTestId("city-listings").getByRole("article")).toHaveCount(4);
  await expect(page.getByText(/Active Rent Parties/)).toHaveCount(0);
  await page.goto("/chicago");
  await expect(page.getByTestId("city-listings").getByRole("article")).toHaveCount(4);
  await expect(page.getByRole("heading", { name: "Active Rent Parties in Chicago Area" })).toBeVisible();
  await expect(page.getByText(/market estimates for Chicago/)).toHaveCount(0);
});

test("the 404 page is untouched around the city paths", async ({ page }) => {
  for (const url of ["/new-york/anything", "/chicagoo", "/cities/phoenix"]) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  }
});

/* ---------- A second server: empty database, a market-data provider speaking the HTTP protocol ---------- */

test.describe("with no listings and a market-data provider", () => {
  // playwright.config.ts starts this server and the stub provider it asks (tests/e2e/market-data-stub.ts).
  async function setChicagoEstimates(on: boolean) {
    const response = await fetch(`${MARKET_STUB_URL}/control/chicago-estimates`, {
      method: "PUT",
      body: on ? "on" : "off",
    });
    expect(await response.text()).toBe(on ? "on" : "off");
  }

  async function open(page: Page, slug: string) {
    const response = await page.goto(`${MARKET_APP_URL}/${slug}`);
    expect(response?.status()).toBe(200);
  }

  test.describe("Chicago", () => {
    // Both tests steer the one stub: one after the other, in one worker.
    test.describe.configure({ mode: "default" });

    test("Chicago with no listings shows up to 6 market estimates from the provider", async ({ page }) => {
      await setChicagoEstimates(true);
      await open(page, "chicago");
      await expect(
        page.getByText("No verified listings available right now. Here are market estimates for Chicago:"),
      ).toBeVisible();
      const cards = page.getByTestId("city-estimates").getByRole("article");
      await expect(cards).toHaveCount(6);
      await expect(cards.first()).toContainText("$900/month");
      await expect(cards.first()).toContainText("Estimate");
      // Asked with limit 8 and the key, from the server (the browser never sees the key).
      const asked = await (await fetch(`${MARKET_STUB_URL}/control/asked`)).json();
      expect(asked).toContain("Chicago|8|test-key");
      expect(await page.content()).not.toContain("test-key");
    });

    test("Chicago with no listings and no estimates: the spec's message and List Your Property", async ({
      page,
    }) => {
      await setChicagoEstimates(false);
      await open(page, "chicago");
      await expect(page.getByText("No listings available in Chicago at the moment.")).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: "List Your Property" })).toHaveAttribute(
        "href",
        "/list-property",
      );
      await expect(page.getByTestId("city-estimates")).toHaveCount(0);
    });
  });

  test("smaller pages' empty state: We're expanding, with List Your Property", async ({ page }) => {
    await open(page, "detroit");
    await expect(
      page.getByText("We're expanding to Detroit — check back soon for verified listings."),
    ).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "List Your Property" })).toHaveAttribute(
      "href",
      "/list-property",
    );
    await expect(page.getByRole("main").getByRole("link", { name: "Browse All Rentals" })).toHaveAttribute(
      "href",
      "/rentals",
    );
    // No campaigns in this database: no campaign section either.
    await open(page, "brooklyn");
    await expect(page.getByText(/Active Rent Parties/)).toHaveCount(0);
    await expect(
      page.getByText("We're expanding to Brooklyn — check back soon for verified listings."),
    ).toBeVisible();
  });

  test("larger pages without market data: the trend message (not on New York) and the empty state buttons", async ({
    page,
  }) => {
    for (const slug of ["miami", "atlanta", "los-angeles"]) {
      await open(page, slug);
      // By role: while React streams a deferred section in, a hidden copy can sit in the page for a moment.
      await expect(
        page
          .getByRole("status")
          .filter({ hasText: "Rental trend data currently unavailable for this city." }),
      ).toBeVisible();
      await expect(page.getByTestId("snapshot-average-rent")).toHaveCount(0);
    }
    await open(page, "new-york");
    await expect(page.getByRole("heading", { name: "Available Rentals in New York" })).toBeVisible();
    await expect(page.getByText("Rental trend data currently unavailable for this city.")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Rental Market Snapshot" })).toHaveCount(0);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Start a Rent Party" })).toHaveAttribute(
      "href",
      "/start-rent-party",
    );
    await expect(main.getByRole("link", { name: "Browse All Rentals" })).toHaveAttribute("href", "/rentals");
  });

  test("a larger page with provider data shows the snapshot from it", async ({ page }) => {
    await open(page, "houston");
    const average = Math.round([0, 1, 2, 3, 4, 5, 6, 7].reduce((s, i) => s + 900 + i * 150, 0) / 8);
    await expect(page.getByTestId("snapshot-average-rent")).toContainText(
      `$${average.toLocaleString("en-US")}/mo`,
    );
    await expect(page.getByTestId("snapshot-unit-type")).toContainText("3+ Bedrooms");
    await expect(page.getByTestId("snapshot-yoy")).toHaveCount(0);
    await expect(page.getByText("Rental trend data currently unavailable for this city.")).toHaveCount(0);
  });
});
