import { type Browser, expect, type Page, test } from "@playwright/test";
import { openMapCard, seriousViolations, signedInAs, signUp, uniqueEmail } from "./fixtures";

/*
 * Where and when, end to end: a landlord lists a home with its street address, shown as its area only, and a
 * step-free entrance; a renter searches within 5 miles of its ZIP code with "Step-free entrance" ticked in
 * the filter form, sorts by distance, switches to the map and opens a pin, and the street address is
 * nowhere: not in the page's HTML, not in the data the page loads, not in the map's points. Logan Square's
 * ZIP code (60647) has demo homes too; every home sits at its ZIP code's centre (the default geocoder).
 */

test.use({ reducedMotion: "reduce" });

const ZIP = "60647";

async function newLandlord(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signUp(page, { name: "Wanda Where", email: uniqueEmail("landlord"), role: "landlord" });
  await expect(page).toHaveURL("/");
  return page;
}

const distances = async (page: Page) =>
  (await page.getByTestId("listing-distance").allTextContents()).map((text) => Number.parseFloat(text));

test("a landlord lists with an address, area only and step-free; a renter finds it by distance and on the map, and the address stays hidden", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const suffix = Math.random().toString(36).slice(2, 8);
  const title = `Step-free flat ${suffix}`;
  const street = `1717 N Quillfeather Ct ${suffix}`;

  // The landlord lists the home: street address, the area only on the page, a step-free entrance.
  const landlord = await newLandlord(browser);
  await landlord.goto("/list-property");
  await landlord.getByLabel("Title").fill(title);
  await landlord.getByLabel("Bedrooms").fill("1");
  await landlord.getByLabel("Bathrooms").fill("1");
  await landlord.getByLabel("State", { exact: true }).selectOption("IL");
  await landlord.getByLabel("City", { exact: true }).fill("Chicago");
  await landlord.getByLabel("Street address").fill(street);
  await landlord.getByLabel("Unit (optional)").fill("2R");
  await landlord.getByLabel("ZIP Code (optional)").fill(ZIP);
  await expect(landlord.getByLabel("Show the exact address on the listing page")).not.toBeChecked();
  await landlord
    .getByRole("group", { name: "Accessibility features" })
    .getByLabel("Step-free entrance")
    .check();
  await landlord.getByLabel("Monthly Rent ($)").fill("1040");
  await landlord.getByLabel("Security Deposit ($)").fill("1040");
  await landlord.getByRole("button", { name: "List Property" }).click();
  await expect(landlord).toHaveURL("/landlord-dashboard");
  await expect(landlord.getByText("Property listed successfully!")).toBeVisible();
  await landlord.context().close();

  // A renter searches within 5 miles of the ZIP code, with a step-free entrance, in the filter form.
  const context = await browser.newContext({ storageState: signedInAs("renter") });
  const page = await context.newPage();
  const loaded: string[] = [];
  page.on("response", async (response) => {
    if (response.url().includes(".data")) loaded.push(await response.text().catch(() => ""));
  });
  await page.goto("/rentals");
  await expect(page.getByRole("button", { name: "Use my location" })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel("Near (ZIP code or city)").fill(ZIP);
  await page.getByLabel("Within", { exact: true }).selectOption("5");
  await expect(page).toHaveURL(/[?&]radius=5(&|$)/, { timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`[?&]near=${ZIP}(&|$)`));
  await page.locator("summary", { hasText: "Accessibility features" }).click();
  const access = page.getByRole("group", { name: "Accessibility features" });
  await access.getByLabel("Step-free entrance").check();
  await expect(page).toHaveURL(/[?&]accessibility=step_free(&|$)/, { timeout: 20_000 });
  await expect(page.locator("summary", { hasText: "Accessibility features" })).toContainText("1 selected");

  const card = page.getByRole("article", { name: title });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card.getByTestId("card-available")).toHaveText("Available now");
  await expect(card.getByText("Listed today")).toBeVisible();
  await expect(card.getByTestId("card-accessibility")).toHaveText("Accessibility: Step-free entrance");
  // Every home found has a step-free entrance and is within 5 miles.
  const cards = page.getByRole("article");
  for (const facts of await page.getByTestId("card-accessibility").allTextContents()) {
    expect(facts).toContain("Step-free entrance");
  }
  expect(await page.getByTestId("card-accessibility").count()).toBe(await cards.count());
  for (const miles of await distances(page)) expect(miles).toBeLessThanOrEqual(5);
  expect(await seriousViolations(page)).toEqual([]);

  // Nearest first.
  await page.getByLabel("Sort by").selectOption("distance");
  await expect(page).toHaveURL(/[?&]sort=distance(&|$)/, { timeout: 20_000 });
  await expect(page).toHaveURL(/[?&]accessibility=step_free(&|$)/);
  await expect(card).toBeVisible();
  const sorted = await distances(page);
  expect(sorted.length).toBeGreaterThan(0);
  expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
  expect(sorted[0]).toBe(0);

  // The map: the same search, the same homes, each at its public point.
  await page.getByRole("navigation", { name: "Show results as" }).getByRole("link", { name: "Map" }).click();
  await expect(page).toHaveURL(/[?&]view=map(&|$)/);
  await expect(page).toHaveURL(/[?&]accessibility=step_free(&|$)/);
  await expect(page).toHaveURL(/[?&]sort=distance(&|$)/);
  const map = page.getByTestId("leaflet-map");
  await expect(map.locator(".leaflet-marker-icon").first()).toBeVisible({ timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);
  const pin = await openMapCard(map);
  await expect(pin).toHaveAttribute("href", /^\/rentals\/[0-9a-f-]{36}$/);

  // The street address is in nothing the renter's browser got: the page, its HTML, the data it loaded.
  expect(await page.content()).not.toContain("Quillfeather");
  const html = await (await page.request.get(page.url())).text();
  expect(html).toContain(title);
  expect(html).not.toContain("Quillfeather");
  expect(loaded.length).toBeGreaterThan(0);
  for (const body of loaded) expect(body).not.toContain("Quillfeather");

  // Nor the home's own page: the area only.
  await card.getByRole("link", { name: `View Details: ${title}` }).click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByTestId("listing-facts")).toContainText("Step-free entrance");
  await expect(page.getByTestId("listing-street")).toHaveCount(0);
  expect(await page.content()).not.toContain("Quillfeather");
  expect(await (await page.request.get(page.url())).text()).not.toContain("Quillfeather");
  await context.close();
});

test("the where-and-when filters work without JavaScript: a plain form, kept in the URL and on the page", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/rentals");
  await page.getByLabel("Available by").fill("2030-01-31");
  await page.getByLabel("Pets allowed").selectOption("cats");
  await page.locator("summary", { hasText: "Accessibility features" }).click();
  await page.getByRole("group", { name: "Accessibility features" }).getByLabel("Step-free entrance").check();
  await page.getByRole("group", { name: "Accessibility features" }).getByLabel("Elevator").check();
  await page.locator("summary", { hasText: "Utilities included" }).click();
  await page.getByRole("group", { name: "Utilities included" }).getByLabel("Water").check();
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/availableBy=2030-01-31/);
  const query = new URL(page.url()).searchParams;
  expect(query.getAll("accessibility")).toEqual(["step_free", "elevator"]);
  expect(query.getAll("utilities")).toEqual(["water"]);
  expect(query.get("pets")).toBe("cats");
  // The page comes back with the choices in place, the groups open.
  await expect(page.getByLabel("Available by")).toHaveValue("2030-01-31");
  await expect(page.getByLabel("Pets allowed")).toHaveValue("cats");
  const access = page.getByRole("group", { name: "Accessibility features" });
  await expect(access.getByLabel("Step-free entrance")).toBeChecked();
  await expect(access.getByLabel("Elevator")).toBeChecked();
  await expect(access.getByLabel("Roll-in shower")).not.toBeChecked();
  await expect(page.getByRole("group", { name: "Utilities included" }).getByLabel("Water")).toBeChecked();
  // Every home found matches.
  for (const facts of await page.getByTestId("card-accessibility").allTextContents()) {
    expect(facts).toMatch(/Step-free entrance|\+\d+ more/);
  }
  await context.close();
});

test("the filters follow Back and Forward, in Spanish too", async ({ page }) => {
  await page.goto("/es/rentals?accessibility=step_free&pets=dogs");
  await expect(page.getByLabel("Se permiten mascotas")).toHaveValue("dogs");
  const access = page.getByRole("group", { name: "Accesibilidad" });
  await expect(access.getByLabel("Entrada sin escalones")).toBeChecked();
  await expect(page.locator("summary", { hasText: "Accesibilidad" })).toContainText("1 opción");
  await expect(page.getByRole("button", { name: "Usar mi ubicación" })).toBeVisible({ timeout: 30_000 });
  await access.getByLabel("Ascensor").check();
  await expect(page).toHaveURL(/accessibility=step_free&accessibility=elevator/, { timeout: 20_000 });
  await page.goBack();
  await expect(page).not.toHaveURL(/elevator/);
  await expect(access.getByLabel("Ascensor")).not.toBeChecked();
  await expect(access.getByLabel("Entrada sin escalones")).toBeChecked();
  await page.goForward();
  await expect(access.getByLabel("Ascensor")).toBeChecked();
});

test("the map stays on from page to page", async ({ page }) => {
  await page.goto("/rentals?view=map");
  const pages = page.getByRole("navigation", { name: "Pages" });
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page).toHaveURL(/[?&]view=map(&|$)/);
  await expect(
    page.getByRole("navigation", { name: "Show results as" }).getByRole("link", { name: "Map" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("listings-map")).toBeVisible();
  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(/[?&]view=map(&|$)/);
  await expect(page).not.toHaveURL(/page=2/);
});

test("a saved search keeps the where-and-when filters, and brings them back", async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await (await browser.newContext()).newPage();
  await signUp(page, { name: "Sam Saver", email: uniqueEmail("renter"), role: "renter" });
  await expect(page).toHaveURL("/");
  const name = `Step-free by 2030 ${Math.random().toString(36).slice(2, 8)}`;
  await page.goto("/rentals?availableBy=2030-01-31&pets=dogs&accessibility=step_free&utilities=water");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Save search" }).click();
  await expect(page).toHaveURL(/\/renter-dashboard\/saved-searches/);
  await page.getByRole("article", { name }).getByRole("link", { name: "See the homes" }).click();
  await expect(page).toHaveURL(/\/rentals\?/);
  await expect(page.getByLabel("Available by")).toHaveValue("2030-01-31");
  await expect(page.getByLabel("Pets allowed")).toHaveValue("dogs");
  await expect(
    page.getByRole("group", { name: "Accessibility features" }).getByLabel("Step-free entrance"),
  ).toBeChecked();
  await expect(page.getByRole("group", { name: "Utilities included" }).getByLabel("Water")).toBeChecked();
  await page.context().close();
});
