import { type Browser, expect, type Page, test } from "@playwright/test";
import { signedInAs, signUp, uniqueEmail } from "./fixtures";

async function newUser(browser: Browser, role: "renter" | "landlord", name: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signUp(page, { name, email: uniqueEmail(role), role });
  await expect(page).toHaveURL("/");
  return page;
}

test("a landlord lists, a renter finds, messages and applies, the landlord edits and pauses", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const suffix = Math.random().toString(36).slice(2, 8);
  const city = `Testville ${suffix}`;
  const title = `Sunny 2BR ${suffix}`;

  // The landlord lists a property.
  const landlord = await newUser(browser, "landlord", "Lana Lister");
  await landlord.goto("/list-property");
  for (const section of ["Property Details", "Location", "Pricing", "Additional Options"]) {
    await expect(landlord.getByRole("group", { name: section })).toBeVisible();
  }
  await expect(landlord.getByLabel("Bedrooms")).toHaveValue("1");
  await expect(landlord.getByLabel("Country")).toHaveValue("United States");
  await landlord.getByLabel("Title").fill(title);
  await landlord.getByLabel("Description (optional)").fill("Bright corner unit, heat included.");
  await landlord.getByLabel("Bedrooms").fill("2");
  await landlord.getByLabel("Bathrooms").fill("1.5");
  await landlord.getByLabel("State", { exact: true }).selectOption("IL");
  await landlord.getByLabel("City", { exact: true }).fill(city);
  await landlord.getByLabel("Street address").fill("2100 S Indiana Ave");
  await landlord.getByLabel("ZIP Code (optional)").fill("60616");
  await landlord.getByLabel("Monthly Rent ($)").fill("-5");
  await landlord.getByLabel("Security Deposit ($)").fill("900");
  await landlord.getByLabel("Accepts Section 8").check();
  await landlord.getByRole("button", { name: "List Property" }).click();
  await expect(landlord.getByText("Must be 0 or more")).toBeVisible();
  await landlord.getByLabel("Monthly Rent ($)").fill("875");
  await landlord.getByRole("button", { name: "List Property" }).click();
  await expect(landlord).toHaveURL("/landlord-dashboard");
  await expect(landlord.getByText("Property listed successfully!")).toBeVisible();
  await expect(landlord.getByText(title)).toBeVisible();

  // A renter finds it with filters, all kept in the URL.
  const renter = await newUser(browser, "renter", "Remy Renter");
  await renter.goto("/rentals");
  await expect(renter.getByRole("heading", { name: "Available Rentals" })).toBeVisible();
  await renter.getByLabel("City", { exact: true }).fill(city);
  await expect(renter).toHaveURL(/city=Testville/);
  await renter.getByLabel("Bedrooms", { exact: true }).selectOption("2");
  await expect(renter).toHaveURL(/bedrooms=2/);
  await renter.getByLabel("Section 8 Accepted").check();
  await expect(renter).toHaveURL(/section8=true/);
  await renter.getByLabel("Affordable only ($1,000/month or less)").check();
  await expect(renter).toHaveURL(/affordableOnly=true/);
  await expect(renter.getByText("1 property found", { exact: true })).toBeVisible();
  await expect(renter.getByText("Showing Affordable options")).toBeVisible();
  const card = renter.getByRole("article", { name: title });
  await expect(card.getByText("$875")).toBeVisible();
  await expect(card.getByText("2 beds")).toBeVisible();
  await expect(card.getByText("1.5 baths")).toBeVisible();
  // Back undoes the last filter; forward brings it back.
  await renter.goBack();
  await expect(renter).not.toHaveURL(/affordableOnly/);
  await expect(renter.getByLabel("Affordable only ($1,000/month or less)")).not.toBeChecked();
  await renter.goForward();
  await expect(renter.getByText("Showing Affordable options")).toBeVisible();
  // A search that matches nothing shows the spec's empty state.
  await renter.getByLabel("Max Rent ($/month)").fill("100");
  await expect(
    renter.getByText("No Affordable listings found in this area — try expanding your search."),
  ).toBeVisible();
  await renter.goBack();
  await expect(renter.getByText("1 property found", { exact: true })).toBeVisible();

  // Message Landlord from the card (dialog), then open the listing page.
  await renter.getByRole("link", { name: `Message Landlord: ${title}` }).click();
  const dialog = renter.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: "Send Message" })).toBeDisabled();
  await dialog.getByLabel("Message").fill("Hi! Is it still available in June?");
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(renter.getByText("Message sent to landlord.")).toBeVisible();
  await expect(dialog).toBeHidden();

  await renter.getByRole("link", { name: `View Details: ${title}` }).click();
  await expect(renter.getByRole("heading", { name: title })).toBeVisible();
  await expect(renter.getByText("Lana Lister")).toBeVisible();
  await expect(renter.getByText("Section 8 Accepted")).toBeVisible();
  const listingUrl = renter.url();
  const ogTitle = await renter.locator('meta[property="og:title"]').getAttribute("content");
  expect(ogTitle).toContain(title);

  const moveIn = new Date(Date.now() + 30 * 864e5).toISOString().slice(0, 10);
  await renter.getByLabel("Move-in date").fill(moveIn);
  await renter.getByLabel("Message to the landlord (optional)").fill("I work nearby and have a voucher.");
  await renter.getByRole("button", { name: "Apply" }).click();
  await expect(renter.getByText("Application sent")).toBeVisible();
  await expect(renter.getByText(/You applied on/)).toBeVisible();
  await renter.goto("/renter-dashboard");
  await expect(renter.getByRole("heading", { name: "My Applications" })).toBeVisible();
  await expect(renter.getByRole("link", { name: title, exact: true })).toBeVisible();

  // The landlord sees the application, edits the listing and pauses it.
  await landlord.goto("/landlord-dashboard");
  const applicationsCard = landlord
    .locator("div")
    .filter({ has: landlord.getByRole("heading", { name: "Renter Applications" }) })
    .last();
  await expect(applicationsCard.getByText("Remy Renter")).toBeVisible();
  await expect(applicationsCard.getByText(title)).toBeVisible();
  await expect(applicationsCard.getByText("I work nearby and have a voucher.")).toBeVisible();
  await landlord.getByRole("link", { name: `Applications for ${title}` }).click();
  // Client-side navigation: the dashboard (which also lists Remy with a Contact link) stays until this renders.
  await expect(landlord.getByRole("heading", { level: 1, name: `Applications for ${title}` })).toBeVisible();
  await expect(landlord.getByText("Remy Renter")).toBeVisible();
  // Contact opens the thread with that renter about this listing (the one Message Landlord started).
  await landlord.getByRole("link", { name: "Contact Remy Renter" }).click();
  await expect(landlord).toHaveURL(/\/messages\?c=[0-9a-f-]{36}/);
  // The open thread's list (the inbox beside it previews the same message).
  const thread = landlord.getByRole("list", { name: "Messages", exact: true });
  await expect(thread.getByText("Hi! Is it still available in June?")).toBeVisible();
  await landlord.getByRole("textbox", { name: "Message", exact: true }).fill("Come see it Saturday at 10.");
  await landlord.getByRole("button", { name: "Send", exact: true }).click();
  await expect(thread.getByText("Come see it Saturday at 10.")).toBeVisible();

  await landlord.goto("/landlord-dashboard");
  await landlord.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(landlord.getByLabel("Title")).toHaveValue(title);
  await expect(landlord.getByLabel("Monthly Rent ($)")).toHaveValue("875");
  await expect(landlord.getByLabel("Accepts Section 8")).toBeChecked();
  await landlord.getByLabel("Title").fill(`${title} renovated`);
  await landlord.getByRole("button", { name: "Save Changes" }).click();
  await expect(landlord).toHaveURL(/\/landlord-dashboard\?listings=all#listing-/);
  await expect(landlord.getByText("Listing updated")).toBeVisible();
  await landlord.getByRole("button", { name: `Pause ${title} renovated` }).click();
  await expect(landlord.getByText("Listing paused")).toBeVisible();
  await expect(landlord.getByText("Paused", { exact: true })).toBeVisible();

  // Gone from search and from its page.
  await renter.goto(`/rentals?city=${encodeURIComponent(city)}`);
  await expect(renter.getByText("0 properties found")).toBeVisible();
  await expect(renter.getByText("No properties found matching your criteria")).toBeVisible();
  const gone = await renter.goto(listingUrl);
  expect(gone?.status()).toBe(404);
  await expect(renter.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
});

test("visitors are asked to log in to list a property or to message a landlord", async ({ page }) => {
  await page.goto("/list-property");
  await expect(
    page.getByRole("heading", { name: "You must be logged in to create a listing" }),
  ).toBeVisible();

  await page.goto("/rentals?city=Chicago&state=IL");
  await page
    .getByRole("link", { name: /^Message Landlord:/ })
    .first()
    .click();
  await expect(page.getByText("Please log in to send messages.")).toBeVisible();
});

test.describe("signed in as the demo renter", () => {
  test.use({ storageState: signedInAs("renter") });

  test("list property and the landlord dashboard are for landlords only", async ({ page }) => {
    await page.goto("/list-property");
    await expect(
      page.getByRole("heading", { name: "Access Denied: This page is only available to landlords." }),
    ).toBeVisible();
    await page.goto("/landlord-dashboard");
    await expect(
      page.getByText("Access Denied: This dashboard is only available to landlords."),
    ).toBeVisible();
  });
});

test("nonsense in the rentals query never errors", async ({ page }) => {
  const response = await page.goto(
    `/rentals?maxRent=abc&bedrooms=99&city=${"x".repeat(5000)}&zipCode=%25_&page=-1`,
  );
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Available Rentals" })).toBeVisible();
  const missing = await page.goto("/rentals/not-a-listing");
  expect(missing?.status()).toBe(404);
});
