import { expect, test } from "@playwright/test";
import { expectMainLinksInSpanish, uniqueEmail } from "./fixtures";

/**
 * Signing in and up in Spanish (issue 25): the page's texts, and the form errors, which the schemas and
 * the server write in English, shown in Spanish, whether the browser checked them or the server did.
 */

test("a renter signs up in Spanish, sees the field errors in Spanish, and lands on the Spanish home", async ({
  page,
}) => {
  await page.goto("/es/auth");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle("Entra o crea tu cuenta | Affordable");
  await expect(page.getByRole("heading", { name: "Te damos la bienvenida a Affordable" })).toBeVisible();
  await expect(page.getByRole("link", { name: "¿Olvidaste tu contraseña?" })).toBeVisible();
  await expectMainLinksInSpanish(page);

  await page.getByRole("tab", { name: "Crear cuenta" }).click();
  await expect(page.getByText("Al menos 6 caracteres")).toBeVisible();
  await expect(page.getByLabel("Soy")).toHaveValue("renter");
  await expect(page.getByLabel("Soy").locator("option")).toHaveText(["Inquilino", "Dueño"]);

  // Checked in the browser: a bad email and a short password.
  await page.getByLabel("Nombre completo").fill("Rosa Inquilina");
  await page.locator("#signup-email").fill("rosa-en-ningun-lado");
  await page.locator("#signup-password").fill("12345");
  await page.getByRole("button", { name: "Crear cuenta", exact: true }).click();
  await expect(page.getByText("Escribe un correo electrónico válido")).toBeVisible();
  await expect(page.getByText("La contraseña debe tener al menos 6 caracteres")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toHaveCount(0);
  await expect(page).toHaveURL(/\/es\/auth/);

  await page.locator("#signup-email").fill(uniqueEmail("es-renter"));
  await page.locator("#signup-password").fill("password123");
  await page.getByRole("button", { name: "Crear cuenta", exact: true }).click();
  await expect(page).toHaveURL(/\/es$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
});

test("without JavaScript, the server's errors show in Spanish too", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/es/auth?tab=signup");
  await page.getByLabel("Nombre completo").fill("   ");
  await page.locator("#signup-email").fill("no-es-un-correo");
  await page.locator("#signup-password").fill("12345");
  await page.getByRole("button", { name: "Crear cuenta", exact: true }).click();
  await expect(page).toHaveURL(/\/es\/auth/);
  await expect(page.getByText("Escribe tu nombre completo")).toBeVisible();
  await expect(page.getByText("Escribe un correo electrónico válido")).toBeVisible();
  await expect(page.getByText("La contraseña debe tener al menos 6 caracteres")).toBeVisible();
  await expect(page.getByLabel("Nombre completo")).toHaveAttribute("aria-invalid", "true");

  // A wrong password: the server's (Better Auth's) message, in Spanish (the sign-in tab opens first).
  await page.goto("/es/auth");
  await page.locator("#signin-email").fill(uniqueEmail("es-nobody"));
  await page.locator("#signin-password").fill("not-the-password");
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Correo electrónico o contraseña incorrectos" }),
  ).toBeVisible();
  await context.close();
});

test("/es/forgot-password is in Spanish, and so is its answer", async ({ page }) => {
  await page.goto("/es/forgot-password");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle("Restablece tu contraseña | Affordable");
  await expect(page.getByRole("heading", { name: "Restablece tu contraseña" })).toBeVisible();
  await expect(page.getByText("Escribe el correo de tu cuenta y te enviaremos")).toBeVisible();
  await expectMainLinksInSpanish(page);
  await page.getByLabel("Correo electrónico").fill(uniqueEmail("es-forgot"));
  await page.getByRole("button", { name: "Enviar enlace" }).click();
  await expect(page.getByRole("status").filter({ hasText: "te enviamos un enlace" })).toBeVisible();

  await page.getByRole("link", { name: "Volver al inicio de sesión" }).click();
  await expect(page).toHaveURL(/\/es\/auth$/);

  await page.goto("/es/reset-password");
  await expect(page.getByRole("heading", { name: "Elige una nueva contraseña" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Pide uno nuevo" })).toHaveAttribute(
    "href",
    "/es/forgot-password",
  );
});
