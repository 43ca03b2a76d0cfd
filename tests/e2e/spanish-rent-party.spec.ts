import { expect, type Page, test } from "@playwright/test";
import { demoPartyId, signedInAs } from "./fixtures";

/** Rent Party pages in Spanish (issue 25): the campaign page, its donate panel and Share section, and the start page. */

/** Every link of ours in the page's main content stays in Spanish. */
async function expectMainLinksInSpanish(page: Page) {
  const hrefs = await page
    .locator("main a[href^='/']")
    .evaluateAll((links) => links.map((l) => l.getAttribute("href") ?? ""));
  for (const href of hrefs) expect(href).toMatch(/^\/es(\/|$|\?)/);
}

test("a campaign page in Spanish: its texts, the donate panel and the Share section, links kept under /es", async ({
  browser,
  baseURL,
}) => {
  const id = await demoPartyId(baseURL, "Devon's back on his feet");
  const context = await browser.newContext();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const page = await context.newPage();
  await page.goto(`/es/party/${id}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle("Devon's back on his feet | Rent Party | Affordable");
  // What the renter wrote stays as written; our words are in Spanish.
  await expect(page.getByRole("heading", { level: 1, name: "Devon's back on his feet" })).toBeVisible();
  await expect(page.getByText(/^Meta: \$/)).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Monto recaudado" })).toHaveAttribute(
    "aria-valuetext",
    /recaudados de \$/,
  );
  await expect(page.getByRole("heading", { name: "Pagado al dueño" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Su historia" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Cómo funcionan las Rent Parties" })).toBeVisible();
  await expect(page.getByText("Verificada", { exact: true })).toBeVisible();
  await expect(page.getByText(/Nunca se le paga al inquilino\.$/)).toBeVisible();

  // The donate panel: amounts, labels, the note that the money goes to the landlord, Card is coming soon.
  await expect(page.getByRole("heading", { name: "Apoya esta colecta" })).toBeVisible();
  const donate = page.getByRole("form", { name: "Donar" });
  await expect(donate.getByRole("group", { name: "Monto de la donación" })).toBeVisible();
  await expect(donate.getByLabel("Otro monto (USD)")).toHaveAttribute(
    "placeholder",
    "Cualquier monto desde $1",
  );
  await expect(donate.getByLabel("Tu nombre (opcional)")).toBeVisible();
  await expect(donate.getByLabel("Correo para tu recibo (opcional)")).toBeVisible();
  await expect(donate.getByText(/Cada dólar va al dueño, nunca al inquilino\./)).toBeVisible();
  await expect(donate.getByRole("button", { name: "Dona con cripto" })).toBeVisible();
  await donate.getByRole("button", { name: "Dona con tarjeta" }).click();
  await expect(page.getByText("¡Muy pronto!")).toBeVisible();
  // A refusal that carries a figure is in Spanish, with the figure.
  await donate.getByLabel("Otro monto (USD)").fill("20000");
  await donate.getByRole("button", { name: "Dona con cripto" }).click();
  await expect(donate.getByText(/^La donación debe ser de \$10,000(\.00)? como máximo$/)).toBeVisible();

  // Share: the Spanish page's own address, and Spanish labels.
  const share = page.getByRole("region", { name: "Comparte esta colecta" });
  await expect(share.getByRole("textbox", { name: "Enlace de la colecta" })).toHaveValue(
    `${baseURL}/es/party/${id}`,
  );
  const whatsapp = share.getByRole("link", { name: "Compartir en WhatsApp" });
  expect(decodeURIComponent((await whatsapp.getAttribute("href")) ?? "")).toContain(
    `${baseURL}/es/party/${id}`,
  );
  await share.getByRole("button", { name: "Copiar enlace" }).click();
  await expect(share.getByRole("status")).toHaveText("Enlace copiado.");

  await expectMainLinksInSpanish(page);
  await context.close();
});

test("the Spanish campaign page is server-rendered with its Spanish address as canonical", async ({
  request: api,
  baseURL,
}) => {
  const id = await demoPartyId(baseURL, "Devon's back on his feet");
  const html = await (await api.get(`/es/party/${id}`)).text();
  expect(html).toContain('<html lang="es"');
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/es/party/${id}"/>`);
  expect(html).toContain("Apoya esta colecta");
});

test("a visitor on /es/start-rent-party: Rent Party explained, their state's help, then sign-in in Spanish", async ({
  page,
}) => {
  await page.goto("/es/start-rent-party");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle("Crea una Rent Party | Affordable");
  await expect(page.getByRole("heading", { level: 1, name: "Crea una Rent Party" })).toBeVisible();
  await expect(page.getByText("Rent Party (una colecta para ponerte al día con la renta)")).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "Antes de empezar: ayuda que puede pagar la renta que debes" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Cómo funciona" })).toBeVisible();
  await expect(page.getByText(/nunca a ti, así que cada dólar va a tu renta/)).toBeVisible();
  await expect(page.getByText(/entra o crea una cuenta gratis/)).toBeVisible();
  await expectMainLinksInSpanish(page);

  await page.getByLabel("Tu estado").selectOption("IL");
  await page.getByRole("button", { name: "Ver programas" }).click();
  await expect(page).toHaveURL("/es/start-rent-party?state=IL");
  await expect(page.getByText(/Revisa primero los de Illinois/)).toBeVisible();

  await page.getByRole("link", { name: "Seguir a la Rent Party" }).click();
  await expect(page).toHaveURL(/\/es\/auth\?redirectTo=/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
});

test.describe("signed in as the demo renter", () => {
  test.use({ storageState: signedInAs("renter") });

  test("the start form in Spanish", async ({ page }) => {
    await page.goto("/es/start-rent-party?continue=1&state=IL");
    await expect(page.getByLabel("Título de la colecta")).toBeVisible();
    await expect(page.getByLabel("Tu historia")).toBeVisible();
    await expect(page.getByLabel("Meta (USD)")).toBeVisible();
    await expect(page.getByLabel("Tu estado")).toHaveValue("IL");
    await expect(page.getByRole("group", { name: "Tu dueño" })).toBeVisible();
    await expect(page.getByLabel("Nombre del dueño")).toBeVisible();
    // The landlord's emails: in the page's language unless the renter picks another.
    await expect(page.getByLabel("Idioma del dueño")).toHaveValue("es");
    await expect(page.getByText("Le escribiremos a tu dueño en este idioma.")).toBeVisible();
    await expect(
      page.getByText("Por ejemplo 312-555-0100, o +44 20 7946 0958 fuera de EE. UU."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Enviar colecta" })).toBeVisible();

    // Field messages in Spanish, those with a figure too (the browser's check, or the server's before hydration).
    await page.getByLabel("Meta (USD)").fill("0.5");
    await page.getByRole("button", { name: "Enviar colecta" }).click();
    await expect(page.getByText("Escribe un título")).toBeVisible();
    await expect(page.getByText("Escribe el nombre del dueño")).toBeVisible();
    await expect(page.getByText(/^La meta debe ser de al menos \$1/)).toBeVisible();
  });
});

test.describe("signed in as the demo admin", () => {
  test.use({ storageState: signedInAs("admin") });

  test("a payout refusal carries its figure in Spanish", async ({ page }) => {
    await page.goto("/es/admin/approvals");
    const form = page
      .locator("form")
      .filter({ has: page.getByRole("button", { name: "Marcar el pago como enviado" }) });
    const first = form.first();
    await first.getByLabel("Monto del pago (USD)").fill("999999");
    await first.getByLabel("Referencia (id de la transacción o número de cheque)").fill("CHK-ES");
    await first.getByRole("button", { name: "Marcar el pago como enviado" }).click();
    await expect(
      first.getByRole("alert").filter({
        hasText:
          /^(Un pago puede ser de \$[\d,.]+ como máximo, lo que aún no se ha pagado|Ya se pagó todo lo recaudado)$/,
      }),
    ).toBeVisible();
  });
});
