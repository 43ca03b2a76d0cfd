import { expect, test } from "@playwright/test";
import { expectMainLinksInSpanish, signedInAs } from "./fixtures";

/**
 * The inbox and the contact page in Spanish (issue 25): the page's texts, the dates in Spanish, in-page
 * links under /es, and the contact form's errors, which the schema writes in English, shown in Spanish.
 * What people wrote (names, listing titles, messages) stays as written.
 */

test.describe("the Spanish inbox", () => {
  test.use({ storageState: signedInAs("renter") });

  test("lists the demo renter's conversation, opens it, searches and starts a new message in Spanish", async ({
    page,
  }) => {
    await page.goto("/es/messages");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle("Mensajes | Affordable");
    await expect(page.getByRole("heading", { name: "Mensajes", level: 1 })).toBeVisible();
    await expect(page.getByText("Elige una conversación para leerla.")).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Buscar mensajes" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Buscar", exact: true })).toBeVisible();
    const list = page.getByRole("list", { name: "Conversaciones" });
    await expect(list.getByRole("link").first()).toBeVisible();
    // The list's times are Spanish: no "Yesterday", no English weekday, "p. m." rather than "PM".
    const times = await list.locator("time").allTextContents();
    for (const time of times) expect(time).not.toMatch(/Yesterday|day\b|\b[AP]M\b/);
    await expectMainLinksInSpanish(page);

    // The demo renter's conversation about the Chicago studio.
    await list
      .getByRole("link")
      .filter({ hasText: /Vouchers are welcome|Section 8 voucher/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/es\/messages\?c=/);
    const thread = page.getByRole("list", { name: "Mensajes", exact: true });
    await expect(thread.getByText("Is the studio still available for December?")).toBeVisible();
    await expect(thread.getByText("Tú:", { exact: true }).first()).toBeAttached();
    for (const time of await thread.locator("time").allTextContents()) expect(time).not.toMatch(/\b[AP]M\b/);
    await expect(page.getByRole("textbox", { name: "Mensaje", exact: true })).toHaveAttribute(
      "placeholder",
      "Escribe un mensaje...",
    );
    await expect(page.getByRole("button", { name: "Enviar", exact: true })).toBeDisabled();
    await expectMainLinksInSpanish(page);

    // A search that finds nothing.
    await page.goto("/es/messages?q=zzzz-nada-por-aqui");
    await expect(page.getByText("No se encontraron mensajes")).toBeVisible();

    // New Message.
    await page.goto("/es/messages?new=1");
    await expect(page.getByRole("heading", { name: "Nuevo mensaje" })).toBeVisible();
    await expect(page.getByLabel("Contacto")).toBeVisible();
    await expect(page.getByLabel("Contacto").locator("option").first()).toHaveText("Elige un contacto");
    await expect(page.getByRole("link", { name: "Cancelar" })).toHaveAttribute("href", "/es/messages");
  });
});

test.describe("the Spanish contact page", () => {
  test("shows the errors in Spanish, then sends the message", async ({ page }) => {
    await page.goto("/es/contact");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle("Contáctanos | Affordable");
    await expect(page.getByRole("heading", { name: "Estamos para ayudarte" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Escríbenos por email" })).toBeVisible();

    await page.getByLabel("Correo electrónico").fill("no-es-un-correo");
    await page.getByLabel("Mensaje").fill("corto");
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page.getByText("Escribe tu nombre completo")).toBeVisible();
    await expect(page.getByText("Escribe un correo electrónico válido")).toBeVisible();
    await expect(page.getByText("El mensaje debe tener al menos 10 caracteres")).toBeVisible();
    await expect(page.getByText("Message must be at least 10 characters")).toHaveCount(0);

    await page.getByLabel("Nombre completo").fill("Lucía Contacto");
    await page.getByLabel("Correo electrónico").fill("lucia@example.com");
    await page.getByLabel("Mensaje").fill("¿Cómo puedo usar mi voucher de la Sección 8?");
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page.getByText("Gracias por escribirnos: te responderemos pronto.")).toBeVisible();
    await expect(
      page.getByText("Recibimos tu mensaje y te responderemos en 24 a 48 horas.").first(),
    ).toBeVisible();
    await expect(page.getByLabel("Nombre completo")).toHaveValue("");
    await expect(page).toHaveURL(/\/es\/contact$/);
  });
});
