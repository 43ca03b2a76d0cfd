import { expect, test } from "@playwright/test";

/**
 * A visitor's voucher journey: they set a 2-bedroom voucher and an income on /my-voucher, see which cards fit
 * it, filter the search by it, open a listing and read the Voucher fit panel with their own verdict and the
 * agencies; and an agency typed before the page's script ran is still searched for.
 */

test("a visitor sets a 2-bedroom voucher, sees the cards that fit, filters, and opens a listing", async ({
  page,
}) => {
  // A long journey over five pages on a shared machine.
  test.setTimeout(120_000);
  await page.goto("/my-voucher");
  await page.getByLabel("Voucher bedroom size").selectOption("2");
  // The agency's letter: a payment standard below most big-city rents (the demo homes are below market).
  await page.getByLabel("Payment standard (optional)").fill("1000");
  await page.getByLabel("Monthly income before deductions (optional)").fill("2500");
  await page.getByLabel("Adjusted monthly income (optional)").fill("2000");
  await page.getByRole("button", { name: "Save my voucher" }).click();
  await expect(page.getByTestId("voucher-saved-on")).toHaveText(
    "Saved in this browser only. Log in to keep it on your account.",
  );

  // Newest first: cheap and dear homes together (the default order starts with the cheapest).
  await page.goto("/rentals?sort=newest");
  const verdicts = page.getByTestId("voucher-fit");
  await expect(verdicts.first()).toBeVisible();
  await expect(page.locator('[data-testid="voucher-fit"][data-fit="fits"]').first()).toHaveText(
    "Fits your voucher",
  );
  // Not every home fits: the others say by how much they are over, or what the 40 % rule would ask.
  await expect(page.locator('[data-testid="voucher-fit"]:not([data-fit="fits"])').first()).toContainText(
    /Over your payment standard by \$|May fit under the 40 % rule/,
  );

  await page.getByLabel("Fits my voucher").check();
  await expect(page).toHaveURL(/fitsVoucher=true/);
  await expect(page.getByTestId("voucher-filter-note")).toContainText("a 2-bedroom voucher");
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  await expect(page.locator('[data-testid="voucher-fit"][data-fit="over"]')).toHaveCount(0);
  const count = await cards.count();
  await expect(page.locator('[data-testid="voucher-fit"]:not([data-fit="over"])')).toHaveCount(count);

  await cards.first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/rentals\/[0-9a-f-]+$/);
  const panel = page.getByTestId("voucher-fit-panel");
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId("voucher-fit")).toBeVisible();
  await expect(panel.getByTestId("voucher-fit")).not.toHaveAttribute("data-fit", "over");
  await expect(panel.getByTestId("voucher-agencies")).toBeVisible();

  // Deleting it removes the verdicts.
  await page.goto("/my-voucher");
  await page.getByRole("button", { name: "Delete my voucher" }).click();
  await expect(page.getByTestId("voucher-saved-on")).toHaveText("No voucher saved yet.");
  await page.goto("/rentals");
  await expect(page.getByRole("article").first()).toBeVisible();
  await expect(page.getByTestId("voucher-fit")).toHaveCount(0);
});

test("the home page's cards carry a visitor's verdicts, and that page is theirs alone", async ({ page }) => {
  test.setTimeout(90_000);
  const anonymous = await page.goto("/");
  expect(anonymous?.headers()["cache-control"] ?? "").not.toContain("private");
  await expect(page.getByRole("heading", { name: "Featured Listings" })).toBeVisible();
  await expect(page.getByTestId("voucher-fit")).toHaveCount(0);

  await page.goto("/my-voucher");
  await page.getByLabel("Voucher bedroom size").selectOption("2");
  await page.getByRole("button", { name: "Save my voucher" }).click();
  await expect(page.getByTestId("voucher-saved-on")).toHaveText(
    "Saved in this browser only. Log in to keep it on your account.",
  );
  const mine = await page.goto("/");
  expect(mine?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByTestId("voucher-fit").first()).toBeAttached();
  await expect(page.getByTestId("voucher-fit").first()).toHaveText(
    /Fits your voucher|Over your payment standard by \$|May fit under the 40 % rule/,
  );
});

test("an agency typed before the page's script ran is still searched for", async ({ page }) => {
  // The page's scripts wait until the test has typed: a slow phone, on demand.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/my-voucher", { waitUntil: "domcontentloaded" });
  const search = page.getByRole("combobox", { name: "Housing agency (optional)" });
  await search.pressSequentially("Chicago Housing");
  release();
  await expect(search).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
  await expect(search).toHaveValue("Chicago Housing");
  const option = page.getByRole("listbox", { name: "Housing agency (optional)" }).getByRole("option").first();
  await expect(option).toContainText("Chicago");
  await option.click();
  await expect(page.getByText(/^Chosen: /)).toBeVisible();
});
