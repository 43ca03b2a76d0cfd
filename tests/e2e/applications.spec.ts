import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { MAIL_TIMEOUT, newPage, readMail, signIn, signUp, toastsSettled, uniqueEmail } from "./fixtures";

/**
 * Applications that go somewhere: a renter fills the application profile with a document and applies to two
 * listings; landlord A proposes a viewing and landlord B declines; the renter sees both statuses and gets
 * both emails; landlord A cannot open landlord B's applicant's review page, nor their document until the
 * renter applies to A too (a landlord sees documents only through an application to their own listing);
 * the review page passes axe.
 */

const LANDLORD_B = { email: "marcus.landlord@affordable.example", password: "password123" };

const PDF_OBJECTS = "%PDF-1.4\n1 0 obj<< /Type /Catalog >>endobj\n";
const PDF = Buffer.from(
  `${PDF_OBJECTS}xref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer<< /Size 2 /Root 1 0 R >>\n` +
    `startxref\n${PDF_OBJECTS.length}\n%%EOF\n`,
);

/** The renter's application profile with the household and one document (a pay stub). */
async function fillProfile(page: Page, fileName: string) {
  await page.goto("/renter-dashboard/application-profile");
  const form = page.locator("#application-profile");
  await form.getByLabel("Adults (18 and over)").fill("2");
  await form.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Application profile saved")).toBeVisible();
  const upload = page.locator("#renter-document");
  await upload.getByLabel("What is it?").selectOption("pay_stub");
  await upload.getByLabel("File").setInputFiles({ name: fileName, mimeType: "application/pdf", buffer: PDF });
  await upload.getByRole("button", { name: "Upload document" }).click();
  await expect(
    page.getByRole("region", { name: "Documents" }).getByRole("link", { name: fileName }),
  ).toBeVisible();
}

/** The first of the signed-in landlord's listings on their dashboard: its id and title. */
async function firstListing(page: Page): Promise<{ id: string; title: string }> {
  await page.goto("/landlord-dashboard");
  const link = page.getByRole("link", { name: /^Applications for / }).first();
  await expect(link).toBeVisible();
  const href = (await link.getAttribute("href")) ?? "";
  const label = (await link.getAttribute("aria-label")) ?? "";
  const id = href.match(/listings\/([0-9a-f-]{36})\/applications/)?.[1] ?? "";
  expect(id).not.toBe("");
  return { id, title: label.replace(/^Applications for /, "") };
}

async function apply(page: Page, listingId: string, message: string) {
  await page.goto(`/rentals/${listingId}`);
  const moveIn = new Date(Date.now() + 30 * 864e5).toISOString().slice(0, 10);
  await page.getByLabel("Move-in date").fill(moveIn);
  await page.getByLabel("Message to the landlord (optional)").fill(message);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText(/You applied on/)).toBeVisible();
}

/** The landlord opens the renter's application from the listing's applications page. */
async function openReview(page: Page, listingId: string, renterName: string): Promise<string> {
  await page.goto(`/landlord-dashboard/listings/${listingId}/applications`);
  await page.getByRole("link", { name: `Review the application from ${renterName}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Application from ${renterName}` })).toBeVisible();
  await page.waitForLoadState("networkidle");
  return page.url();
}

async function landlordB(browser: Browser): Promise<Page> {
  const page = await newPage(browser);
  await signIn(page, LANDLORD_B.email, LANDLORD_B.password);
  return page;
}

test("a renter applies to two listings; one landlord proposes a viewing, the other declines", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const landlordA = await newPage(browser, "landlord");
  const landlordBPage = await landlordB(browser);
  const listingA = await firstListing(landlordA);
  const listingB = await firstListing(landlordBPage);

  const renter = await newPage(browser);
  const renterName = `Ava Applicant ${Date.now() % 100000}`;
  const renterEmail = uniqueEmail("applicant");
  await signUp(renter, { name: renterName, email: renterEmail, role: "renter" });
  await expect(renter).toHaveURL("/");
  const fileName = "pay-stub.pdf";
  await fillProfile(renter, fileName);
  await apply(renter, listingB.id, "Is it still available?");

  // Landlord B opens the application: the profile as sent lists the document, which B can open. Landlord A,
  // who has no application from this renter yet, cannot (the same 404 as a missing document).
  const reviewB = await openReview(landlordBPage, listingB.id, renterName);
  const documentLink = landlordBPage.getByRole("link", { name: fileName });
  await expect(documentLink).toBeVisible();
  const documentHref = (await documentLink.getAttribute("href")) ?? "";
  expect(documentHref).toMatch(/^\/application-documents\/[0-9a-f-]{36}$/);
  const opened = await landlordBPage.request.get(documentHref);
  expect(opened.status()).toBe(200);
  expect(opened.headers()["content-type"]).toBe("application/pdf");
  expect((await landlordA.request.get(documentHref)).status()).toBe(404);

  await apply(renter, listingA.id, "We would love to see it.");

  // Landlord A proposes a viewing at the home's local time.
  await openReview(landlordA, listingA.id, renterName);
  const day = new Date(Date.now() + 10 * 864e5).toISOString().slice(0, 10);
  await landlordA.getByLabel("Date", { exact: true }).fill(day);
  await landlordA.getByLabel("Time", { exact: true }).fill("17:00");
  await landlordA.getByLabel("Where to meet").fill("Front door");
  await landlordA.getByRole("button", { name: "Propose viewing" }).click();
  await expect(landlordA.getByText("Viewing proposed", { exact: true }).first()).toBeVisible();
  await expect(landlordA.getByText("Where to meet: Front door")).toBeVisible();
  // The review page passes axe (no serious or critical violation) on a phone and a desktop.
  for (const width of [390, 1280]) {
    await landlordA.setViewportSize({ width, height: 900 });
    // The "Viewing proposed" toast is still on screen, and the resize moves it.
    await toastsSettled(landlordA);
    const results = await new AxeBuilder({ page: landlordA }).setLegacyMode().analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(
      serious.map((v) => `${width}px ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  }

  // Landlord B declines: a note that refuses vouchers is refused, with why.
  await landlordBPage.getByLabel("Reason").selectOption("rented_to_another_applicant");
  await landlordBPage.getByLabel("Note to the renter (optional)").fill("Sorry, no Section 8 here.");
  await landlordBPage.getByRole("button", { name: "Decline application" }).click();
  await expect(landlordBPage.getByText(/source-of-income discrimination/)).toBeVisible();
  await landlordBPage.getByLabel("Note to the renter (optional)").fill("Good luck with your search.");
  await landlordBPage.getByRole("button", { name: "Decline application" }).click();
  await expect(landlordBPage.getByText("Application declined")).toBeVisible();
  await expect(landlordBPage.getByText("Reason: The home was rented to another applicant")).toBeVisible();

  // Landlord A cannot open landlord B's applicant's review page.
  const response = await landlordA.goto(reviewB);
  expect(response?.status()).toBe(404);
  // The renter's document, now that they applied to A's listing too, opens for A (their own applicant).
  expect((await landlordA.request.get(documentHref)).status()).toBe(200);

  // The renter sees both statuses and the next step.
  await renter.goto("/renter-dashboard");
  const mine = renter.locator("#applications");
  await expect(
    mine.getByText(/^Viewing proposed for .+ — confirm or ask for another time in Messages\.$/),
  ).toBeVisible();
  await expect(mine.getByText("Where to meet: Front door")).toBeVisible();
  await expect(mine.getByText("Declined", { exact: true })).toBeVisible();
  await expect(mine.getByText(/Reason: The home was rented to another applicant/)).toBeVisible();

  // Both emails arrived.
  const mailTo = () =>
    readMail()
      .filter((m) => m.includes(`To: ${renterEmail}`))
      .map((m) => m.replace(/=\r?\n/g, ""));
  await expect
    .poll(() => mailTo().some((m) => m.includes("proposes a viewing")), { timeout: MAIL_TIMEOUT })
    .toBe(true);
  await expect
    .poll(() => mailTo().some((m) => m.includes("declined your application")), { timeout: MAIL_TIMEOUT })
    .toBe(true);

  // Messages opens the thread with landlord A about that listing.
  await mine.getByRole("link", { name: `Messages about ${listingA.title}` }).click();
  await expect(renter).toHaveURL(/\/messages\?c=[0-9a-f-]{36}/);
});
