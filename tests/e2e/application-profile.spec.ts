import { expect, test } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures";

/**
 * The renter's application profile: a new renter fills it in from the dashboard (every field, the adults
 * required), uploads a PDF (an SVG named .pdf is refused first, by its bytes), sees it listed and opens it,
 * then deletes it. The forms post as plain forms when the page has not hydrated yet, so no wait is needed.
 */

const PDF_OBJECTS = "%PDF-1.4\n1 0 obj<< /Type /Catalog >>endobj\n";
const PDF = Buffer.from(
  `${PDF_OBJECTS}xref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer<< /Size 2 /Root 1 0 R >>\n` +
    `startxref\n${PDF_OBJECTS.length}\n%%EOF\n`,
);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

test("a renter fills the application profile, uploads a document, sees it and deletes it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUp(page, { name: "Paula Applicant", email: uniqueEmail("profile"), role: "renter" });
  await expect(page).not.toHaveURL(/\/auth/);

  await page.goto("/renter-dashboard");
  const card = page.getByRole("region", { name: "Your application profile" });
  await card.getByRole("link", { name: "Edit your application profile" }).click();
  await expect(page).toHaveURL("/renter-dashboard/application-profile");
  await expect(page.getByRole("heading", { level: 1, name: "Your application profile" })).toBeVisible();

  // The adults are required: a blank is refused with the field's message.
  const form = page.locator("#application-profile");
  await form.getByLabel("Adults (18 and over)").fill("");
  await form.getByRole("button", { name: "Save profile" }).click();
  await expect(form.getByText("Number of adults is required")).toBeVisible();

  await form.getByLabel("Adults (18 and over)").fill("2");
  await form.getByLabel("Children (under 18)").fill("1");
  await form.getByLabel("Monthly income (dollars)").fill("2400");
  await form.getByLabel("Job").check();
  await form.getByLabel("Housing voucher", { exact: true }).check();
  await form.getByLabel("Housing agency name").fill("Chicago Housing Authority");
  await form.getByLabel("Bedroom size on the voucher").fill("2");
  await form.getByLabel("Voucher expiry date").fill("2027-06-30");
  await form.getByLabel("Current address").fill("12 Elm St, Chicago");
  await form.getByLabel("How long you have lived there").fill("2 years");
  await form.getByLabel("Previous landlord's name").fill("Pat Doe");
  await form.getByLabel("Previous landlord's phone or email").fill("pat@example.com");
  await form.getByLabel("Pets").fill("One cat");
  await form.getByLabel("A few words about your household").fill("Quiet household, always on time.");
  await form.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Application profile saved")).toBeVisible();
  // Saved: the page shows the values again after a reload.
  await page.reload();
  await expect(page.locator("#application-profile").getByLabel("Housing agency name")).toHaveValue(
    "Chicago Housing Authority",
  );
  await expect(page.locator("#application-profile").getByLabel("Job")).toBeChecked();

  // My voucher starts from the profile's voucher (saved only when the renter saves it there).
  await page.goto("/my-voucher");
  await expect(page.getByTestId("voucher-from-profile")).toBeVisible();
  await expect(page.getByTestId("voucher-saved-on")).toHaveText("No voucher saved yet.");
  await expect(page.getByLabel("Voucher bedroom size")).toHaveValue("2");
  await expect(page.getByLabel("Monthly income before deductions (optional)")).toHaveValue("2400");
  await expect(page.getByLabel("Housing agency (optional)")).toHaveValue(/Chicago Housing Authority/);
  await page.goto("/renter-dashboard/application-profile");

  // A file that only says it is a PDF is refused by its bytes; nothing is listed.
  const documents = page.getByRole("region", { name: "Documents" });
  const upload = page.locator("#renter-document");
  await upload.getByLabel("What is it?").selectOption("pay_stub");
  await upload
    .getByLabel("File")
    .setInputFiles({ name: "stub.pdf", mimeType: "application/pdf", buffer: SVG });
  await upload.getByRole("button", { name: "Upload document" }).click();
  await expect(upload.getByText("Only PDF, JPEG or PNG files can be uploaded.")).toBeVisible();
  await expect(documents.getByText("No documents yet.")).toBeVisible();

  // A real PDF is stored, listed, and opens for its renter.
  await upload.getByLabel("What is it?").selectOption("pay_stub");
  await upload
    .getByLabel("File")
    .setInputFiles({ name: "november-stub.pdf", mimeType: "application/pdf", buffer: PDF });
  await upload.getByRole("button", { name: "Upload document" }).click();
  const link = documents.getByRole("link", { name: "november-stub.pdf" });
  await expect(link).toBeVisible();
  await expect(documents.getByTestId("renter-documents").getByText(/^Pay stub ·/)).toBeVisible();
  const href = (await link.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/application-documents\/[0-9a-f-]{36}$/);
  const file = await page.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect(file.headers()["cache-control"]).toContain("no-store");
  // A visitor without the session gets nothing.
  const stranger = await page.context().browser()?.newContext();
  const anonymous = await stranger?.request.get(new URL(href, page.url()).href);
  expect(anonymous?.status()).toBe(404);
  await stranger?.close();

  // Deleted: gone from the list, and its address no longer opens.
  await documents.getByRole("button", { name: "Delete november-stub.pdf" }).click();
  await expect(page.getByText("Document deleted")).toBeVisible();
  await expect(documents.getByText("No documents yet.")).toBeVisible();
  expect((await page.request.get(href)).status()).toBe(404);
});
