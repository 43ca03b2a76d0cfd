import { type BrowserContext, expect, type Page, test } from "@playwright/test";

// The e2e server sees every browser at 127.0.0.1 (no location can be detected), so the visitor starts
// without a location; the Change Location override is what gives one.

const CHANGE = "Not your city? Change location";

async function openHome(page: Page, path = "/") {
  await page.goto(path);
  // Hydrated: the link now opens the dialog instead of the no-JavaScript form.
  await expect(page.locator('a[data-ready="true"]', { hasText: CHANGE })).toBeVisible();
}

/** The override cookie as the app writes it (React Router's createCookie: base64 of the JSON). */
async function setLocationCookie(context: BrowserContext, baseURL: string, value: object) {
  const encoded = Buffer.from(JSON.stringify(value)).toString("base64");
  await context.addCookies([{ name: "location", value: encodeURIComponent(encoded), url: baseURL }]);
}

test("without a location: the spec's fallback texts, and the DB-IP attribution", async ({ page }) => {
  await openHome(page);
  await expect(page.getByText("Affordable Rentals Available in Your Area")).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "Explore Affordable rentals across the U.S." }),
  ).toBeVisible();
  await expect(
    page.getByText("No nearby Affordability data found. Try exploring larger cities."),
  ).toBeVisible();
  await expect(page.getByText("Rental trends currently unavailable for this area")).toBeVisible();
  await expect(page.getByRole("link", { name: "IP Geolocation by DB-IP" })).toHaveAttribute(
    "href",
    "https://db-ip.com",
  );
});

test("Change Location: Apply waits for city and state, Cancel resets, Apply changes and is remembered", async ({
  page,
}) => {
  await openHome(page);
  await page.getByRole("link", { name: CHANGE }).click();
  const dialog = page.getByRole("dialog", { name: "Change Location" });
  await expect(dialog).toBeVisible();
  const apply = dialog.getByRole("button", { name: "Apply" });
  await expect(dialog.getByLabel("Country")).toHaveValue("United States");
  await expect(apply).toBeDisabled();
  await dialog.getByLabel("City").fill("   ");
  await dialog.getByLabel("State").selectOption("Michigan");
  await expect(apply).toBeDisabled();
  await dialog.getByLabel("City").fill("Detroit");
  await expect(apply).toBeEnabled();

  // Cancel resets the fields and closes.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("link", { name: CHANGE }).click();
  await expect(dialog.getByLabel("City")).toHaveValue("");
  await expect(dialog.getByLabel("State")).toHaveValue("");
  await expect(apply).toBeDisabled();

  // Outside the United States the state is free text.
  await dialog.getByLabel("Country").selectOption("Canada");
  await expect(dialog.getByRole("textbox", { name: "State / Region" })).toBeVisible();
  await dialog.getByLabel("Country").selectOption("United States");

  await dialog.getByLabel("State").selectOption("Michigan");
  await dialog.getByLabel("City").fill("  Detroit ");
  await apply.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "Affordable rentals in Detroit, Michigan" })).toBeVisible();
  // "Michigan" has 8 letters: 8 % 4 = 0.
  await expect(page.getByText("Affordable Rentals Now Available in Detroit, Michigan")).toBeVisible();
  // Detroit's demo listings are near you; no other demo city is within reach, and no far-away place is
  // offered instead.
  const nearYou = page.getByRole("region", { name: "Rentals Near You" });
  await expect(nearYou.getByText("Detroit, MI").first()).toBeVisible();
  await expect(page.getByText("No other areas with listings within 60 miles of Detroit yet.")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { name: "Affordable rentals in Detroit, Michigan" })).toBeVisible();
  await expect(page.getByText("Affordable Rentals Now Available in Detroit, Michigan")).toBeVisible();
});

test("the dialog is keyboard-usable and gives focus back", async ({ page }) => {
  await openHome(page);
  const link = page.getByRole("link", { name: CHANGE });
  await link.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Change Location" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Country")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});

test("choosing a nearby area sets the location and opens /rentals for it", async ({
  page,
  context,
  baseURL,
}) => {
  await setLocationCookie(context, baseURL as string, {
    city: "New York",
    state: "New York",
    country: "United States",
  });
  await openHome(page);
  await expect(page.getByRole("heading", { name: "Affordable rentals in New York, New York" })).toBeVisible();
  const brooklyn = page.getByRole("article", { name: "Brooklyn, NY" });
  // A true distance from ZIP centroids, not an invented travel time.
  await expect(brooklyn.getByText(/^(about \d+|less than 5) miles from New York · /)).toBeVisible();
  await brooklyn.getByRole("button", { name: "Explore Brooklyn" }).click();
  await expect(page).toHaveURL(/\/rentals\?city=Brooklyn&state=NY$/);
  await expect(page.getByRole("heading", { name: "Available Rentals" })).toBeVisible();
  await openHome(page);
  await expect(page.getByRole("heading", { name: "Affordable rentals in Brooklyn, New York" })).toBeVisible();
});

test("featured listings and Rent Parties are shown and link to their pages", async ({ page }) => {
  await openHome(page);
  const featured = page.getByRole("region", { name: "Featured Listings" });
  const firstListing = featured.getByRole("link", { name: /^View Details: / }).first();
  await expect(firstListing).toBeVisible();
  await expect(firstListing).toHaveAttribute("href", /^\/rentals\/[0-9a-f-]{36}$/);
  // Three on desktop (the demo data has six featured listings).
  await expect(featured.getByRole("article")).toHaveCount(3);

  const banner = page.getByRole("region", { name: "Rita's family needs help catching up" });
  await expect(banner.getByText("Featured Rent Party")).toBeVisible();
  const parties = page.getByRole("region", { name: "Featured Rent Parties" });
  const partyLink = parties.getByRole("link", { name: /^Help Out: / }).first();
  await expect(partyLink).toHaveAttribute("href", /^\/party\/[0-9a-f-]{36}$/);
  await partyLink.click();
  await expect(page).toHaveURL(/\/party\/[0-9a-f-]{36}$/);
});

test("on a phone, featured listings are a carousel of up to 6", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await openHome(page);
  const featured = page.getByRole("region", { name: "Featured Listings" });
  await expect(featured.getByRole("group", { name: "Featured listings" }).getByRole("article")).toHaveCount(
    6,
  );
  await context.close();
});

test("the first response is server-rendered: location texts, sections and streamed data", async ({
  request,
}) => {
  const res = await request.get("/");
  expect(res.status()).toBe(200);
  const html = await res.text();
  for (const text of [
    "Affordable Rentals Available in Your Area",
    "Explore Affordable rentals across the U.S.",
    "Not your city? Change location",
    "IP Geolocation by DB-IP",
    "Rental Market Snapshot",
    "Explore More Affordable Nearby Areas",
    "Featured Listings",
    "Rentals Near You",
    "Featured Rent Parties",
    "No Application Fees. Ever.",
  ])
    expect(html, text).toContain(text);
  expect(html).toMatch(/href="\/rentals\/[0-9a-f-]{36}"/);
  expect(html).toMatch(/href="\/party\/[0-9a-f-]{36}"/);
});

test("without JavaScript, Change Location is a plain form that sets the location", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await page.getByRole("link", { name: CHANGE }).click();
  await expect(page).toHaveURL(/changeLocation/);
  const form = page.getByRole("form", { name: "Change Location" });
  await form.getByLabel("State").selectOption("Texas");
  await form.getByLabel("City").fill("Houston");
  await form.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("heading", { name: "Affordable rentals in Houston, Texas" })).toBeVisible();
  await expect(page.getByText("Low Rent Opportunities Now Live in Houston, Texas")).toBeVisible();
  await context.close();
});

test("a malformed location cookie is ignored", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "location", value: "%E0%A4%A{not json", url: baseURL as string }]);
  const res = await page.goto("/");
  expect(res?.status()).toBe(200);
  await expect(page.getByText("Affordable Rentals Available in Your Area")).toBeVisible();
});
