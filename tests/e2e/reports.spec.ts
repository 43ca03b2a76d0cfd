import { type Browser, expect, type Page, test } from "@playwright/test";
import { newPage, readMail, signedInAs, signUp, uniqueEmail } from "./fixtures";

/**
 * Listing reports: a landlord lists a home whose text says "No Section 8" (not ticked: it is
 * listed, and flagged automatically); a visitor reports it from the listing page; the demo admin sees both
 * reports in /admin/reports, pauses the listing, and it leaves /rentals; the landlord is emailed why.
 * And the listing form refuses "no vouchers" text from a landlord who ticks "Accepts Section 8".
 */

const SECTION_8_MESSAGE = "This listing accepts Section 8: remove text that refuses vouchers.";

async function fillListing(page: Page, values: { title: string; description: string; city: string }) {
  await page.getByLabel("Title").fill(values.title);
  await page.getByLabel("Description (optional)").fill(values.description);
  await page.getByLabel("State", { exact: true }).selectOption("IL");
  await page.getByLabel("City", { exact: true }).fill(values.city);
  await page.getByLabel("Street address").fill("2100 S Indiana Ave");
  await page.getByLabel("Monthly Rent ($)").fill("950");
  await page.getByLabel("Security Deposit ($)").fill("950");
}

async function newLandlord(browser: Browser, name: string) {
  const page = await (await browser.newContext()).newPage();
  const email = uniqueEmail("report-landlord");
  await signUp(page, { name, email, role: "landlord" });
  await expect(page).toHaveURL("/");
  return { page, email };
}

test("a visitor reports a listing; the admin sees it, pauses the listing and the landlord is told", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const suffix = Math.random().toString(36).slice(2, 8);
  const title = `Reported flat ${suffix}`;
  const city = `Reportville ${suffix}`;

  const { page: landlord, email } = await newLandlord(browser, "Riley Reported");
  await landlord.goto("/list-property");
  await fillListing(landlord, { title, description: "Quiet block. No Section 8, no pets.", city });
  await landlord.getByRole("button", { name: "List Property" }).click();
  await expect(landlord).toHaveURL("/landlord-dashboard");

  // A visitor finds it and reports it.
  const visitor = await newPage(browser);
  await visitor.goto(`/rentals?city=${encodeURIComponent(city)}`);
  await visitor
    .getByRole("article", { name: title })
    .getByRole("link", { name: /View Details/ })
    .click();
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const listingUrl = visitor.url();
  await visitor.getByText("Report this listing").click();
  const form = visitor.locator("#report-listing");
  // No reason: a clear message, nothing sent.
  await form.getByRole("button", { name: "Send report" }).click();
  await expect(form.getByText("Please choose a reason")).toBeVisible();
  await form.getByLabel("Reason").selectOption("scam");
  await form.getByLabel("Details (optional)").fill(`Asked me to wire a deposit ${suffix}.`);
  await form.getByRole("button", { name: "Send report" }).click();
  await expect(visitor.getByText("Thanks — our team will review this listing.").first()).toBeVisible();
  await expect(form.getByLabel("Details (optional)")).toHaveValue("");

  // The admin's queue: the visitor's report and the automatic Section 8 flag, with the listing's landlord.
  const admin = await newPage(browser, "admin");
  await admin.goto("/admin/approvals");
  await admin.getByRole("link", { name: "Listing reports" }).click();
  await expect(admin).toHaveURL("/admin/reports");
  await expect(admin.getByRole("heading", { level: 1, name: "Listing reports" })).toBeVisible();
  const cards = admin.getByRole("region", { name: title });
  await expect(cards).toHaveCount(2);
  const visitorReport = cards.filter({ hasText: `Asked me to wire a deposit ${suffix}.` });
  await expect(visitorReport.getByText("Visitor")).toBeVisible();
  await expect(visitorReport.getByText("Scam")).toBeVisible();
  await expect(visitorReport.getByText("Riley Reported")).toBeVisible();
  const automatic = cards.filter({ hasText: "Automatic: the listing text refuses Section 8 vouchers." });
  await expect(automatic.getByText('Discriminatory (e.g. "no Section 8")')).toBeVisible();
  // The demo admin's seeded report waits there too.
  await expect(admin.getByText("I called about this unit and was told it was rented")).toBeVisible();

  await visitorReport.getByRole("button", { name: `Pause listing and notify landlord: ${title}` }).click();
  await expect(admin.getByText("Listing paused and landlord notified").first()).toBeVisible();
  // Both of its reports are resolved and leave the queue.
  await expect(cards).toHaveCount(0);

  // The listing left /rentals and its page.
  await visitor.goto(`/rentals?city=${encodeURIComponent(city)}`);
  await expect(visitor.getByText("No properties found matching your criteria")).toBeVisible();
  const gone = await visitor.goto(listingUrl);
  expect(gone?.status()).toBe(404);

  // The landlord's email says why (the queue's worker writes it to the mail folder).
  await expect
    .poll(() => readMail().find((m) => m.includes(email) && m.includes("was paused after a report")), {
      timeout: 20_000,
    })
    .toBeTruthy();
});

test.describe("the demo landlord", () => {
  test.use({ storageState: signedInAs("landlord") });

  test("cannot tick Accepts Section 8 and write that vouchers are refused", async ({ page }) => {
    const title = `Section 8 check ${Math.random().toString(36).slice(2, 8)}`;
    await page.goto("/list-property");
    await fillListing(page, { title, description: "Sunny. Sec-8 not accepted.", city: "Chicago" });
    await page.getByLabel("Accepts Section 8").check();
    await page.getByRole("button", { name: "List Property" }).click();
    await expect(page.getByText(SECTION_8_MESSAGE)).toBeVisible();
    await expect(page.getByLabel("Description (optional)")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL("/list-property");
    // Nothing was listed.
    await page.goto("/landlord-dashboard");
    await expect(page.getByText(title)).toHaveCount(0);
  });
});

test("without JavaScript, a visitor reports a listing and is thanked on the page", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/rentals");
  const href = await page.locator('a[href^="/rentals/"]').first().getAttribute("href");
  await page.goto(href ?? "/rentals");
  await page.getByText("Report this listing").click();
  const form = page.locator("#report-listing");
  await form.getByLabel("Reason").selectOption("wrong_price");
  await form.getByLabel("Details (optional)").fill("The rent on the phone was $200 more.");
  await form.getByRole("button", { name: "Send report" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Thanks — our team will review this listing." }),
  ).toBeVisible();
  await expect(page.locator("#report-listing").getByLabel("Details (optional)")).toHaveValue("");
  await context.close();
});
