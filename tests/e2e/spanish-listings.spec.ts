import { expect, test } from "@playwright/test";

/**
 * The rentals search and a listing's page in Spanish (issue 25, the listings area): labels, the results
 * count, the empty state and the sort in Spanish, and every move (a filter, a sort, a card) stays under /es.
 */

test("the Spanish search: filters, count, sort and empty state, all under /es", async ({ page }) => {
  await page.goto("/es/rentals?section8=true");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle("Alquileres disponibles | Affordable");
  await expect(page.getByRole("heading", { level: 1, name: "Alquileres disponibles" })).toBeVisible();
  await expect(page.getByText(/^[\d,]+ propiedades? encontradas?$/)).toBeVisible();

  const filters = page.getByRole("search", { name: "Filtrar alquileres" });
  await expect(filters.getByRole("heading", { name: "Filtros" })).toBeVisible();
  await expect(filters.getByLabel("Ciudad", { exact: true })).toHaveAttribute(
    "placeholder",
    "p. ej. Chicago",
  );
  await expect(filters.getByLabel("Código postal", { exact: true })).toBeVisible();
  await expect(filters.getByLabel("Renta máxima ($/mes)")).toHaveAttribute("placeholder", "Cualquiera");
  await expect(filters.getByLabel("Acepta Sección 8")).toBeChecked();
  await expect(filters.getByLabel(/^Solo económicos \(\$[\d,]+\/mes o menos\)$/)).toBeVisible();
  await expect(filters.getByLabel("Cuartos").locator("option")).toHaveText([
    "Todos",
    "Estudio",
    "1",
    "2",
    "3+",
  ]);
  await expect(page.getByRole("heading", { name: "Propiedades disponibles" })).toBeVisible();
  const card = page.getByRole("article").first();
  await expect(card.getByRole("link", { name: /^Ver detalles: / })).toHaveAttribute(
    "href",
    /^\/es\/rentals\//,
  );
  await expect(card.getByText("/mes")).toBeVisible();

  // The sort in Spanish; choosing one keeps the filters and the language.
  const sort = page.getByLabel("Ordenar por");
  await expect(sort.locator("option")).toHaveText([
    "Recomendados",
    "Precio más bajo",
    "Más recientes",
    "Disponibles antes",
  ]);
  await page.waitForLoadState("networkidle");
  await sort.selectOption("price_asc");
  await expect(page).toHaveURL(/\/es\/rentals\?.*section8=true.*sort=price_asc/);

  // A filter changed on the page: the URL stays under /es.
  await filters.getByLabel("Cuartos").selectOption("2");
  await expect(page).toHaveURL(/\/es\/rentals\?.*bedrooms=2/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");

  // Nothing matches: the empty state in Spanish, and Clear Filters back to /es/rentals.
  await filters.getByLabel("Código postal", { exact: true }).fill("00000");
  await expect(page).toHaveURL(/\/es\/rentals\?.*zipCode=00000/);
  await expect(page.getByText("0 propiedades encontradas")).toBeVisible();
  await expect(page.getByText("No encontramos propiedades con esos criterios")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Borrar filtros" }).last().click();
  await expect(page).toHaveURL(/\/es\/rentals$/);
});

test("a card leads to the listing's Spanish page", async ({ page }) => {
  await page.goto("/es/rentals");
  const card = page.getByRole("article").first();
  await card.getByRole("link", { name: /^Ver detalles: / }).click();
  await expect(page).toHaveURL(/\/es\/rentals\/[\w-]+$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle(/ en .+, .+ \| Affordable$/);
  await expect(page.getByRole("heading", { level: 2, name: "Sobre esta vivienda" })).toBeVisible();
  await expect(page.getByText("Depósito de seguridad")).toBeVisible();
  await expect(page.getByText("Cobro por solicitar")).toBeVisible();
  await expect(page.getByText("Ninguno, nunca")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Escribir al dueño" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Enviar mensaje" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Solicita esta vivienda" })).toBeVisible();
  await expect(page.locator("#apply").getByRole("link", { name: "Inicia sesión" })).toHaveAttribute(
    "href",
    /^\/es\/auth\?/,
  );
  await page.getByText("Denunciar este anuncio").click();
  await expect(page.getByLabel("Motivo").locator("option").first()).toHaveText("Elige un motivo");

  // The breadcrumb goes back to the Spanish search.
  await page
    .getByRole("navigation", { name: "Ruta de navegación" })
    .getByRole("link", { name: "Alquileres" })
    .click();
  await expect(page).toHaveURL(/\/es\/rentals$/);
});

test("a missing listing is not found in Spanish", async ({ page }) => {
  const response = await page.goto("/es/rentals/00000000-0000-4000-8000-000000000000");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Anuncio no encontrado | Affordable");
});
