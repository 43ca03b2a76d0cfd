import { expect, test } from "@playwright/test";
import { demoPartyId, signedInAs } from "./fixtures";

/**
 * Texts the code makes rather than a catalog (issue 25): the campaign headline ("Colecta de …"), the
 * rent-help programs, the city page's card links, the 404 title, a campaign's shared image and a signed-out
 * visitor's way to sign in, all in Spanish on /es.
 */

test("a campaign's shared image on its Spanish page is the Spanish one", async ({ request, baseURL }) => {
  const id = await demoPartyId(baseURL, "Devon's back on his feet");
  const html = await (await request.get(`/es/party/${id}`)).text();
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(image).toBe(`${baseURL}/og/party/${id}.png?lang=es`);
  const res = await request.get(image!);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("image/png");
});

test("the public-help list names and describes each program in Spanish", async ({ page }) => {
  await page.goto("/es/start-rent-party?state=IL");
  await expect(page.getByRole("link", { name: /^LawHelp\.org: ayuda legal gratis/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Illinois Legal Aid Online/ })).toBeVisible();
  await expect(
    page.getByText(
      "Ayuda legal gratis y guías paso a paso para inquilinos de Illinois que enfrentan un desalojo.",
    ),
  ).toBeVisible();
  await expect(
    page.getByText(/^Enlace revisado por última vez: \d+ de noviembre de 2026$/).first(),
  ).toBeVisible();
});

test("a city page's listing cards say Ver anuncio, and an unknown page's title is Spanish", async ({
  page,
}) => {
  await page.goto("/es/chicago");
  await expect(page.getByRole("link", { name: /^Ver anuncio: / }).first()).toBeVisible();
  await page.goto("/es/no-existe-esta-pagina");
  await expect(page).toHaveTitle("Página no encontrada | Affordable");
});

test("a signed-out visitor opening a Spanish dashboard signs in on the Spanish page", async ({ page }) => {
  // A page request (not a navigation inside the app): React Router adds /es before the address again.
  const response = await page.goto("/es/renter-dashboard");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/es\/auth\?redirectTo=%2Fes%2Frenter-dashboard$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
});

test.describe("signed in as the demo renter", () => {
  test.use({ storageState: signedInAs("renter") });

  test("their campaign's generated headline is Spanish on the Spanish dashboard", async ({ page }) => {
    await page.goto("/es/renter-dashboard");
    await expect(page.getByText("Colecta de Help", { exact: true })).toBeVisible();
    await expect(page.getByText("Help's Campaign")).toHaveCount(0);
  });
});

test.describe("signed in as the demo admin", () => {
  test.use({ storageState: signedInAs("admin") });

  test("the campaign approvals page in Spanish", async ({ page }) => {
    await page.goto("/es/admin/approvals");
    await expect(page).toHaveTitle("Panel de administración | Affordable");
    await expect(page.getByRole("heading", { level: 1, name: "Panel de administración" })).toBeVisible();
    await expect(
      page.getByText(/^Aprobación de campañas: \d+ campañas, \d+ pendientes? de verificación\.$/),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Colecta de Help" })).toBeVisible();
    await expect(page.getByText("Dueño: aún no responde").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Verificar la campaña" }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Cerrar la campaña" }).first()).toBeVisible();
  });
});
