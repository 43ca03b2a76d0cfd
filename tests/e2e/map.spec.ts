import { expect, type Locator, type Page, test } from "@playwright/test";
import { TILE_STUB_URL } from "../../playwright.config";
import { openMapCard, seriousViolations } from "./fixtures";

/*
 * The List / Map switch on /rentals, the listing page's small map, and the area-only rule: a home whose
 * landlord shows only the area is a circle around its ZIP code's centre, and its own point never reaches
 * the page. Tiles come from tests/e2e/tile-stub.ts (MAP_TILE_URL), never from the internet.
 */

test.use({ reducedMotion: "reduce" });

/** The map has loaded (after hydration, once in view): its markers are drawn. */
async function mapReady(page: Page): Promise<Locator> {
  const map = page.getByTestId("leaflet-map");
  await expect(map.locator(".leaflet-marker-icon").first()).toBeVisible({ timeout: 30_000 });
  return map;
}

test("List / Map on /rentals: pins cluster, tiles come from the local server, a pin opens the home's card", async ({
  page,
}) => {
  const outside: string[] = [];
  page.on("request", (request) => {
    if (/openstreetmap/.test(request.url())) outside.push(request.url());
  });
  await page.goto("/rentals");
  const views = page.getByRole("navigation", { name: "Show results as" });
  await expect(views.getByRole("link", { name: "List" })).toHaveAttribute("aria-current", "page");
  // Nothing of the map before it is asked for.
  await expect(page.getByTestId("listings-map")).toHaveCount(0);

  await views.getByRole("link", { name: "Map" }).click();
  await expect(page).toHaveURL(/[?&]view=map/);
  await expect(views.getByRole("link", { name: "Map" })).toHaveAttribute("aria-current", "page");
  // The text alternative, and the list of the same homes below it.
  await expect(page.getByText(/^Map of \d+ homes; the list below has the same homes\.$/)).toBeVisible();
  await expect(page.getByRole("main").locator('a[href^="/rentals/"][href*="-"]').first()).toBeVisible();

  const map = await mapReady(page);
  await expect(map).toHaveAttribute("aria-label", "Map of the homes");
  // Homes in one city are drawn as one cluster at the country's zoom.
  await expect(map.locator(".map-cluster").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "© OpenStreetMap contributors" })).toBeVisible();
  await expect(map.locator("img.leaflet-tile-loaded").first()).toBeVisible({ timeout: 15_000 });
  const sources = await map
    .locator("img.leaflet-tile")
    .evaluateAll((tiles) => tiles.map((tile) => (tile as HTMLImageElement).src));
  expect(sources.length).toBeGreaterThan(0);
  for (const src of sources) expect(src.startsWith(`${TILE_STUB_URL}/`)).toBe(true);

  const card = await openMapCard(map);
  const href = await card.getAttribute("href");
  expect(href).toMatch(/^\/rentals\/[0-9a-f-]{36}$/);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  expect(outside).toEqual([]);
});

test("an area-only home is a circle around its ZIP code's centre, and its own point is not in the page", async ({
  page,
}) => {
  // Half the demo homes show only their area: find one by its page's data (the public point is approximate).
  await page.goto("/rentals");
  await expect(page.getByRole("heading", { name: "Available Properties" })).toBeVisible();
  const hrefs = await page
    .getByRole("main")
    .locator('a[href^="/rentals/"]')
    .evaluateAll((links) =>
      [...new Set(links.map((link) => link.getAttribute("href") ?? ""))].filter((h) =>
        /^\/rentals\/[0-9a-f-]{36}$/.test(h),
      ),
    );
  let href = "";
  let html = "";
  for (const candidate of hrefs) {
    html = await (await page.request.get(candidate)).text();
    if (/approximate\W+true/.test(html)) {
      href = candidate;
      break;
    }
  }
  expect(href).toMatch(/^\/rentals\/[0-9a-f-]{36}$/);
  // The page's data carries the public point only: no stored coordinates of the home.
  expect(html).not.toMatch(/latitude|longitude/);

  await page.goto(href);
  const heading = page.getByRole("heading", { name: "Location" });
  await expect(heading).toBeVisible();
  // The map loads once it is in view.
  await page.getByTestId("listings-map").scrollIntoViewIfNeeded();
  await expect(
    page.getByText(
      "The circle shows this home's area, about a mile around: the landlord shows only the area.",
    ),
  ).toBeVisible();
  const small = await mapReady(page);
  await expect(small.locator("path.map-area")).toHaveCount(1);
  await expect(small).toHaveAttribute("aria-label", "Map of this home's area");
});

test("the map view is in Spanish on /es and keeps the map when the sort changes", async ({ page }) => {
  await page.goto("/es/rentals?view=map");
  const views = page.getByRole("navigation", { name: "Mostrar resultados como" });
  await expect(views.getByRole("link", { name: "Mapa" })).toHaveAttribute("aria-current", "page");
  await expect(
    page.getByText(/^Mapa de \d+ viviendas; la lista de abajo tiene las mismas viviendas\.$/),
  ).toBeVisible();
  const map = await mapReady(page);
  await expect(map).toHaveAttribute("aria-label", "Mapa de las viviendas");
  await expect(page.getByText("Datos del mapa")).toBeVisible();
  await expect(map.getByRole("button", { name: "Acercar" })).toBeVisible();

  await page.locator("#rentals-sort").selectOption("newest");
  await expect(page).toHaveURL(/sort=newest/);
  await expect(page).toHaveURL(/view=map/);
  await mapReady(page);
});

test("axe: the map view has no serious or critical violations", async ({ page }) => {
  await page.goto("/rentals?view=map");
  await mapReady(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test("a city page has List / Map too, its map after the city's homes stream in", async ({ page }) => {
  await page.goto("/chicago");
  const views = page.getByRole("navigation", { name: "Show results as" });
  await expect(views.getByRole("link", { name: "List" })).toHaveAttribute("aria-current", "page");
  await views.getByRole("link", { name: "Map" }).click();
  await expect(page).toHaveURL(/\/chicago\?view=map$/);
  await expect(page.getByText(/^Map of \d+ homes?; the list below has the same homes\.$/)).toBeVisible();
  await page.getByTestId("listings-map").scrollIntoViewIfNeeded();
  const map = await mapReady(page);
  await expect(map.locator("path.map-area").first()).toBeAttached();
});
