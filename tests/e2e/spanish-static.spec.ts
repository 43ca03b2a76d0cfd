import { expect, test } from "@playwright/test";
import { expectMainLinksInSpanish } from "./fixtures";

/**
 * The static pages in Spanish (/es/story, /es/privacy, /es/terms, /es/verified-landlord): their texts, the
 * page's language, and links that stay in Spanish. The English pages are in pages.spec.ts.
 */

for (const [path, title, h2] of [
  ["/es/story", "Nuestra historia y misión", "Únete"],
  ["/es/privacy", "Política de privacidad", "Qué recopilamos y cuánto tiempo lo guardamos"],
  ["/es/terms", "Términos del servicio", "El mercado de alquileres"],
]) {
  test(`${path} in Spanish: title, breadcrumb, headings and links under /es`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle(`${title} | Affordable`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: h2 })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Ruta de navegación" }).getByRole("link", { name: "Inicio" }),
    ).toHaveAttribute("href", "/es");
    await expectMainLinksInSpanish(page);
    await page.getByRole("link", { name: "Volver a la página de inicio" }).click();
    await expect(page).toHaveURL("/es");
  });
}

test("the Spanish privacy policy keeps its list of what we collect", async ({ page }) => {
  await page.goto("/es/privacy");
  const main = page.getByRole("main");
  for (const collected of [
    "Datos de la cuenta",
    "Mensajes",
    "Tu ubicación aproximada",
    "Correos que te enviamos",
  ]) {
    await expect(main.getByText(collected, { exact: true }), collected).toBeVisible();
  }
  await expect(main.getByText("Última modificación: diciembre de 2024")).toBeVisible();
  await expect(
    main.getByText("Una sesión termina cuando cierras sesión o después de 30 días sin visitarnos."),
  ).toBeVisible();
});

test("the Spanish story links to list property and start a Rent Party under /es", async ({ page }) => {
  await page.goto("/es/story");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Publica tu propiedad" })).toHaveAttribute(
    "href",
    "/es/list-property",
  );
  await expect(main.getByRole("link", { name: "Inicia una Rent Party" })).toHaveAttribute(
    "href",
    "/es/start-rent-party",
  );
});

test("the landlord recruitment page in Spanish sends visitors to the Spanish landlord sign-up", async ({
  page,
}) => {
  await page.goto("/es/verified-landlord");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle("Hazte dueño verificado | Affordable");
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: "Hazte dueño verificado y ayuda a los inquilinos a conservar su hogar",
    }),
  ).toBeVisible();
  for (const name of [
    "Por qué los dueños eligen Affordable",
    "Beneficios de la verificación",
    "Anuncios premium",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Una plataforma confiable" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Comenzar" })).toHaveAttribute(
    "href",
    "/es/auth?role=landlord",
  );
  await expect(page.getByRole("link", { name: "Hazte dueño verificado hoy" })).toHaveAttribute(
    "href",
    "/es/auth?role=landlord",
  );
  await expectMainLinksInSpanish(page);
});
