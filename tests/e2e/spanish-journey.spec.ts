import { expect, test } from "@playwright/test";
import { MAIL_TIMEOUT, readMail, uniqueEmail } from "./fixtures";

/**
 * Issue 25's journey, end to end in Spanish: a browser that prefers Spanish lands on /es, searches, opens
 * a listing, signs up (Spanish field messages and toast), gets its email in Spanish, and switching to
 * English keeps the page and its filters.
 */

/** An email's text as written: quoted-printable soft breaks joined and =XX bytes read as UTF-8. */
function decoded(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, "");
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

test.use({ locale: "es-US", extraHTTPHeaders: { "Accept-Language": "es-US,es;q=0.9,en;q=0.3" } });

test("a Spanish-speaking renter finds a home, signs up and gets their email in Spanish", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/");
  await expect(page).toHaveURL(/\/es$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");

  // Search, in Spanish, and the filters stay in the Spanish URL.
  await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Alquileres" }).click();
  await expect(page).toHaveURL(/\/es\/rentals$/);
  await page.getByLabel("Estado", { exact: true }).fill("IL");
  await expect(page).toHaveURL(/\/es\/rentals\?(.*&)?state=IL/);
  await expect(page.getByText(/propiedades? encontradas?/).first()).toBeVisible();

  // A listing, opened from its card.
  await page
    .getByRole("link", { name: /^Ver detalles: / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/es\/rentals\/[0-9a-f-]{36}$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");

  // Sign up: the field messages are Spanish, then the account is made and greeted in Spanish.
  await page.goto("/es/auth");
  await page.getByRole("tab", { name: "Crear cuenta" }).click();
  const email = uniqueEmail("lucia");
  await page.getByLabel("Nombre completo").fill("Lucía Ramírez");
  await page.locator("#signup-email").fill("no-es-un-correo");
  await page.locator("#signup-password").fill("corta");
  await page.getByRole("button", { name: "Crear cuenta", exact: true }).click();
  await expect(page.getByText("Escribe un correo electrónico válido")).toBeVisible();
  await page.locator("#signup-email").fill(email);
  await page.locator("#signup-password").fill("contraseña-segura-123");
  await page.getByRole("button", { name: "Crear cuenta", exact: true }).click();
  await expect(page).toHaveURL(/\/es$/);
  await expect(page.getByText("¡Tu cuenta está lista!")).toBeVisible();

  // Her account keeps Spanish: the password-reset email comes in Spanish, with a Spanish link.
  await page.context().clearCookies({ name: /^(?!lang$)/ });
  await page.goto("/es/forgot-password");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByRole("button", { name: /enlace/i }).click();
  let mail = "";
  await expect
    .poll(
      () => {
        mail = decoded(readMail().find((m) => m.includes(`To: ${email}`)) ?? "");
        return mail;
      },
      { timeout: MAIL_TIMEOUT },
    )
    .not.toBe("");
  expect(mail).toContain("Hola, Lucía Ramírez:");
  // Better Auth's link checks the token, then opens the Spanish page to choose the new password.
  expect(mail).toMatch(/https?:\/\/\S+reset-password\S+callbackURL=(%2F|\/)es(%2F|\/)reset-password/);

  // English, from the header, keeps the page and its filters.
  await page.goto("/es/rentals?state=IL&bedrooms=2");
  await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/rentals\?state=IL&bedrooms=2$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByLabel("State", { exact: true })).toHaveValue("IL");
});
