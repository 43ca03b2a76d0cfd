import { expect, test } from "@playwright/test";
import { expectMainLinksInSpanish } from "./fixtures";

/**
 * The home page and the city pages in Spanish (/es, /es/chicago, /es/new-york): their texts, the page's
 * language, and links that stay in Spanish. The English pages are home.spec.ts and cities.spec.ts.
 */

test("the home page in Spanish: sections, Change Location and links under /es", async ({ page }) => {
  await page.goto("/es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle("Alquileres económicos, sin cargos de solicitud | Affordable");
  await expect(
    page.getByRole("heading", { level: 1, name: "Viviendas económicas, directo con el dueño" }),
  ).toBeVisible();
  // The e2e server cannot locate 127.0.0.1: the fallback texts.
  await expect(page.getByTestId("location-banner")).toHaveText(
    "Alquileres económicos disponibles en tu zona",
  );
  await expect(
    // "EE. UU." never splits over two lines.
    page.getByRole("heading", { level: 2, name: "Explora alquileres económicos en todo EE.\u00a0UU." }),
  ).toBeVisible();
  for (const name of [
    "Sin cargos de solicitud. Nunca.",
    "Panorama del mercado de alquiler",
    "Anuncios destacados",
    "Rent Parties destacadas",
    "Por qué los inquilinos confían en nosotros",
    "Aquí aceptamos Sección 8",
    "Alquileres económicos por ciudad",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  }
  await expect(page.getByText("Las tendencias de alquiler no están disponibles")).toBeVisible();
  await expect(page.getByRole("link", { name: "Buscar alquileres económicos" })).toHaveAttribute(
    "href",
    "/es/rentals",
  );
  await expectMainLinksInSpanish(page);

  // The stablecoin popover.
  await page.getByRole("button", { name: "¿Qué es una stablecoin?" }).click();
  await expect(page.getByText(/Una stablecoin es una moneda digital/)).toBeVisible();
  await page.getByRole("button", { name: "Cerrar" }).click();

  // Change Location, in Spanish, keeps the page in Spanish.
  const change = page.locator('a[data-ready="true"]', { hasText: "¿No es tu ciudad? Cambia la ubicación" });
  await change.click();
  const dialog = page.getByRole("dialog", { name: "Cambiar ubicación" });
  await expect(dialog.getByLabel("País")).toBeVisible();
  await dialog.getByLabel("Estado", { exact: true }).selectOption("IL");
  await dialog.getByLabel("Ciudad").fill("Chicago");
  await dialog.getByRole("button", { name: "Aplicar" }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole("heading", { level: 2, name: "Alquileres económicos en Chicago, Illinois" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Alquileres cerca de ti" })).toBeVisible();
  await expect(page).toHaveURL(/\/es$/);

  // A city of the grid opens its Spanish page.
  await page
    .getByRole("region", { name: "Alquileres económicos por ciudad" })
    .getByRole("link", { name: /Detroit/ })
    .click();
  await expect(page).toHaveURL(/\/es\/detroit$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Alquileres económicos en Detroit" }),
  ).toBeVisible();
});

test("Chicago in Spanish: hero, listings, Rent Parties, closing links under /es", async ({ page }) => {
  await page.goto("/es/chicago");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle(
    "Alquileres económicos en Chicago, IL | Sin cargos, aceptamos Sección 8 | Affordable",
  );
  await expect(
    page.getByRole("heading", { level: 1, name: "Alquileres económicos en Chicago" }),
  ).toBeVisible();
  await expect(
    page.getByText("Viviendas desde Little Village hasta Logan Square, directo del dueño."),
  ).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: "Alquileres disponibles en Chicago" }),
  ).toBeVisible();
  // At least the demo homes: other tests list homes in Chicago too.
  await expect(page.getByTestId("city-listings").getByRole("article").first()).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: "Rent Parties activas en la zona de Chicago" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "¿Buscas más opciones?" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Ver todos los alquileres" })).toHaveAttribute(
    "href",
    "/es/rentals",
  );
  await expectMainLinksInSpanish(page);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/es\/chicago$/);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd["@graph"][1].inLanguage).toBe("es-US");
});

test("New York in Spanish: intro, market snapshot, landlord call", async ({ page }) => {
  await page.goto("/es/new-york");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(
    page.getByRole("heading", { level: 1, name: "Alquileres económicos en New York" }),
  ).toBeVisible();
  // The state's name is Spanish on a Spanish page (the city keeps its own name).
  await expect(page.getByText("New York, Nueva York", { exact: true })).toBeVisible();
  await expect(page.getByText(/De Harlem a Washington Heights/)).toBeVisible();
  await expect(page.getByText("Sin agentes · Sin cargos de solicitud · Aceptamos Sección 8")).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: "Panorama del mercado de alquiler" }),
  ).toBeVisible();
  await expect(page.getByTestId("snapshot-average-rent")).toContainText(/Renta promedio\$[\d,]+\/mes/);
  await expect(page.getByTestId("snapshot-unit-type")).toContainText("Tipo de vivienda más común");
  await expect(
    page.getByRole("heading", { level: 2, name: "¿Tienes una vivienda en alquiler en New York?" }),
  ).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Hazte dueño verificado" })).toHaveAttribute(
    "href",
    "/es/verified-landlord",
  );
  await expectMainLinksInSpanish(page);
});
