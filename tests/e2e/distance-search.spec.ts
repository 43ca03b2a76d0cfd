import { expect, test } from "@playwright/test";

/**
 * "Within N miles" (issue 28): a renter searches within 5 miles of a ZIP code, then nearest first; a place
 * the site cannot locate gets its field's message and changes nothing. The demo homes sit at their ZIP
 * codes' centroids (Chicago's Logan Square, 60647, is about 2.5 miles from Lincoln Park's 60614).
 */

const distances = async (page: import("@playwright/test").Page) =>
  (await page.getByTestId("listing-distance").allTextContents()).map((text) => Number.parseFloat(text));

test("within 5 miles of a ZIP code, sorted by distance", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/rentals");
  // Hydrated: the "Use my location" button appears only once the page runs (Chromium has geolocation).
  await expect(page.getByRole("button", { name: "Use my location" })).toBeVisible({ timeout: 30_000 });

  await page.getByLabel("Near (ZIP code or city)").fill("60614");
  await page.getByLabel("Within", { exact: true }).selectOption("5");
  await expect(page).toHaveURL(/[?&]near=60614(&|$)/, { timeout: 20_000 });
  await expect(page).toHaveURL(/[?&]radius=5(&|$)/);
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("listing-distance").first()).toBeVisible();
  const within = await distances(page);
  expect(within.length).toBeGreaterThan(0);
  expect(within.length).toBe(await cards.count());
  for (const miles of within) expect(miles).toBeLessThanOrEqual(5);

  // Nearest first: offered now that a distance search is on.
  await page.getByLabel("Sort by").selectOption("distance");
  await expect(page).toHaveURL(/[?&]sort=distance(&|$)/, { timeout: 20_000 });
  await expect(page).toHaveURL(/[?&]near=60614(&|$)/);
  await expect(page.getByLabel("Sort by")).toHaveValue("distance");
  // The same homes, once the results are back (a search in flight shows a skeleton: no distances yet).
  await expect.poll(async () => [...(await distances(page))].sort()).toEqual([...within].sort());
  const sorted = await distances(page);
  expect(sorted).toEqual([...sorted].sort((a, b) => a - b));

  // A wider radius finds at least as many, still nearest first.
  await page.getByLabel("Within", { exact: true }).selectOption("25");
  await expect(page).toHaveURL(/[?&]radius=25(&|$)/, { timeout: 20_000 });
  await expect.poll(async () => (await distances(page)).length).toBeGreaterThan(sorted.length);
  const wider = await distances(page);
  expect(wider).toEqual([...wider].sort((a, b) => a - b));
  expect(Math.max(...wider)).toBeLessThanOrEqual(25);
});

test("a place that cannot be located says so and changes nothing", async ({ page }) => {
  await page.goto("/rentals?near=Atlantis%2C%20ZZ&radius=5");
  const near = page.getByLabel("Near (ZIP code or city)");
  await expect(near).toHaveValue("Atlantis, ZZ");
  await expect(near).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("We couldn't find that place.")).toBeVisible();
  // The search ran without the distance: the same homes as no filter at all, and no distances shown.
  await expect(page.getByRole("article").first()).toBeVisible();
  await expect(page.getByTestId("listing-distance")).toHaveCount(0);
  const found = await page.getByText(/properties? found/).textContent();
  await page.goto("/rentals");
  await expect(page.getByText(/properties? found/)).toHaveText(found ?? "");
});

test("without JavaScript the distance search is a plain form", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/rentals?near=60614&radius=5&sort=distance");
  await expect(page.getByRole("button", { name: "Use my location" })).toHaveCount(0);
  await expect(page.getByLabel("Within", { exact: true })).toHaveValue("5");
  const shown = await distances(page);
  expect(shown.length).toBeGreaterThan(0);
  expect(shown).toEqual([...shown].sort((a, b) => a - b));
  await context.close();
});
