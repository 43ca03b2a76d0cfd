import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { newPage } from "./fixtures";

/*
 * Voucher fit, what a voucher holder and a landlord see: the listing page's panel (the HUD FY2026 Fair Market
 * Rent for the listing's ZIP and size, the verdict, the agencies to call) and the list-property form's hint.
 * The rules are unit tested (common/voucher-rules.test.ts), the data and the queries in server/vouchers/.
 */

/** Serious or critical axe findings inside `selector` (the rest of the page is tests/e2e/accessibility.spec.ts's). */
async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("a Chicago listing shows its Voucher fit panel with the FMR and the housing agencies", async ({
  page,
}) => {
  await page.goto("/rentals?city=Chicago");
  const href = await page.locator('a[href^="/rentals/"]').first().getAttribute("href");
  await page.goto((href ?? "").split("#")[0]);
  const panel = page.getByTestId("voucher-fit-panel");
  await expect(panel.getByRole("heading", { name: "Voucher fit" })).toBeVisible();
  await expect(panel).toContainText("HUD FY2026 Fair Market Rent");
  await expect(panel).toContainText(/\$[\d,]+ a month for a (studio|\d-bedroom) in ZIP code 606\d\d/);
  await expect(panel.getByTestId("fmr-verdict")).toContainText(
    /The rent is (within|\$[\d,]+ above) the Fair Market Rent/,
  );
  await expect(panel).toContainText("makes the final decision");
  const agencies = panel.getByTestId("voucher-agencies");
  await expect(agencies).toContainText("Chicago Housing Authority");
  await expect(agencies.locator('a[href^="tel:"]').first()).toBeVisible();
  expect(await seriousViolations(page, '[data-testid="voucher-fit-panel"]')).toEqual([]);
});

test("the panel says when the landlord has not marked Section 8, and folds the state's agencies", async ({
  page,
}) => {
  // The demo's Chinatown studio does not accept Section 8; its rent is within the studio FMR.
  await page.goto("/rentals?city=Chicago&bedrooms=studio");
  await page.getByRole("link", { name: "Cozy studio in Chinatown" }).first().click();
  const panel = page.getByTestId("voucher-fit-panel");
  await expect(panel.getByTestId("fmr-not-section8")).toHaveText(
    "The landlord has not marked this home as accepting Section 8: ask them before you apply.",
  );
  const agencies = panel.getByTestId("voucher-agencies");
  await expect(agencies.getByText("Chicago Housing Authority")).toBeVisible();
  const elsewhere = agencies.getByText(/^Elsewhere in the state \(\d+ agencies\)$/);
  const stateAgency = agencies.getByText("DuPage Housing Authority");
  await expect(stateAgency).toBeHidden();
  await elsewhere.click();
  await expect(stateAgency).toBeVisible();
  expect(await seriousViolations(page, '[data-testid="voucher-fit-panel"]')).toEqual([]);

  // A home whose landlord accepts Section 8 says nothing of the kind.
  await page.goto("/rentals?city=Chicago&section8=true");
  const href = await page.locator('a[href^="/rentals/"]').first().getAttribute("href");
  await page.goto((href ?? "").split("#")[0]);
  await expect(page.getByTestId("voucher-fit-panel")).toBeVisible();
  await expect(page.getByTestId("fmr-not-section8")).toHaveCount(0);
});

test("the Chicago city page has its Fair Market Rent table and agencies", async ({ page }) => {
  await page.goto("/chicago");
  const section = page.getByTestId("city-fmr");
  await expect(section.getByRole("heading", { name: /Section 8 in Chicago/ })).toBeVisible();
  await expect(section.getByRole("table")).toContainText("Studio");
  await expect(section.getByRole("table")).toContainText("$2,670");
  await expect(section.getByTestId("voucher-agencies")).toContainText("Chicago Housing Authority");
  expect(await seriousViolations(page, '[data-testid="city-fmr"]')).toEqual([]);
});

test("the list-property form shows the FMR for the ZIP and size when Accepts Section 8 is ticked", async ({
  browser,
}) => {
  const page = await newPage(browser, "landlord");
  await page.goto("/list-property");
  const section8 = page.getByLabel("Accepts Section 8");
  const zip = page.getByLabel("ZIP Code (optional)");
  const hint = page.getByTestId("fmr-hint");
  await page.getByLabel("Bedrooms").fill("2");
  await page.getByLabel("Monthly Rent ($)").fill("2500");
  // The hint is asked for by the hydrated form: typing again until it reads the values.
  await expect(async () => {
    await zip.fill("");
    await zip.fill("60614");
    await section8.setChecked(false);
    await section8.setChecked(true);
    await expect(hint).toContainText(
      "HUD FY2026 Fair Market Rent for a 2-bedroom in ZIP code 60614: $2,670 a month.",
      { timeout: 3000 },
    );
  }).toPass({ timeout: 30_000 });
  await expect(hint).toContainText("The rent is within it.");
  expect(await seriousViolations(page, "#listing")).toEqual([]);
  await zip.fill("00000");
  await expect(hint).toHaveText("We have no Fair Market Rent for this ZIP code");
  await page.getByLabel("Monthly utilities the tenant pays (estimate, $)").fill("120");
  await expect(page.getByLabel("Utilities included in the rent")).not.toBeChecked();
  await page.context().close();
});
