import { expect, test } from "@playwright/test";
import { signedInAs } from "./fixtures";

test("an unknown path answers 404 with the not-found page", async ({ page }) => {
  const messages: string[] = [];
  page.on("console", (m) => messages.push(m.text()));
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expect.poll(() => messages.some((m) => m.includes("/no-such-page"))).toBe(true);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("card and footer links navigate within the app, without loading a new document", async ({ page }) => {
  await page.goto("/rentals");
  // The root's listeners are set once the page has hydrated (the install banner's marks it).
  await page.waitForFunction(() => document.documentElement.dataset.installListener === "on");
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
  const stillSamePage = () => page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage);
  await page
    .getByRole("article")
    .first()
    .getByRole("link", { name: /^View Details/ })
    .click();
  await expect(page).toHaveURL(/\/rentals\/[0-9a-f-]{36}$/);
  expect(await stillSamePage()).toBe(true);
  await page.getByRole("navigation", { name: "Cities" }).getByRole("link", { name: "Chicago" }).click();
  await expect(page).toHaveURL("/chicago");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Chicago");
  expect(await stillSamePage()).toBe(true);
  // The home page's links (hero, campaign cards, city grid) are the same plain anchors.
  await page.getByRole("link", { name: "Affordable home" }).click();
  await expect(page).toHaveURL("/");
  await page
    .getByRole("link", { name: /^Help Out: / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/party\/[0-9a-f-]{36}$/);
  expect(await stillSamePage()).toBe(true);
});

test.describe("signed in, in Spanish, on a 360 px phone", () => {
  test.use({ storageState: signedInAs("renter"), viewport: { width: 360, height: 800 } });

  test("the header fits: no sideways scroll", async ({ page }) => {
    await page.goto("/es/rentals");
    await expect(page.getByRole("link", { name: "Alquileres", exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
