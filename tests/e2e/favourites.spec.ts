import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoSeriousViolations, signUp, uniqueEmail } from "./fixtures";

/**
 * Saved homes (the heart): a visitor's heart sends them to sign in and back to the same search; the renter
 * saves the home with the keyboard and finds it in Saved homes; the landlord pauses it and it shows as no
 * longer available; the renter removes it. Axe checks the search with hearts and the Saved homes page.
 */

async function newLandlord(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signUp(page, { name: "Hana Heart", email: uniqueEmail("landlord"), role: "landlord" });
  await expect(page).toHaveURL("/");
  return page;
}

test("a visitor's heart asks them to sign in and comes back; saved, shown, paused, removed", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const suffix = Math.random().toString(36).slice(2, 8);
  const city = `Heartville ${suffix}`;
  const title = `Saved 1BR ${suffix}`;

  // A landlord lists a home in a town of its own.
  const landlord = await newLandlord(browser);
  await landlord.goto("/list-property");
  await landlord.getByLabel("Title").fill(title);
  await landlord.getByLabel("State", { exact: true }).selectOption("IL");
  await landlord.getByLabel("City", { exact: true }).fill(city);
  await landlord.getByLabel("Street address").fill("2100 S Indiana Ave");
  await landlord.getByLabel("ZIP Code (optional)").fill("60616");
  await landlord.getByLabel("Monthly Rent ($)").fill("850");
  await landlord.getByLabel("Security Deposit ($)").fill("850");
  await landlord.getByRole("button", { name: "List Property" }).click();
  await expect(landlord).toHaveURL("/landlord-dashboard", { timeout: 30_000 });
  await expect(landlord.getByText(title)).toBeVisible();

  // A visitor's heart: sign in first, then back on the same search.
  const page = await (await browser.newContext()).newPage();
  const search = `/rentals?city=${encodeURIComponent(city)}`;
  await page.goto(search);
  const card = page.getByRole("article", { name: title });
  const save = card.getByRole("button", { name: "Save this home" });
  await expect(save).toHaveAttribute("aria-pressed", "false");
  await expectNoSeriousViolations(page);
  await save.click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Frentals%3Fcity%3DHeartville/, { timeout: 30_000 });
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("Full Name").fill("Rosa Saver");
  await page.locator("#signup-email").fill(uniqueEmail("renter"));
  await page.locator("#signup-password").fill("password123");
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page).toHaveURL(/\/rentals\?city=Heartville/, { timeout: 30_000 });

  // Saved with the keyboard alone: the heart is a button in the tab order.
  const heart = page.getByRole("article", { name: title }).getByRole("button", { name: "Save this home" });
  await heart.focus();
  await page.keyboard.press("Enter");
  const saved = page
    .getByRole("article", { name: title })
    .getByRole("button", { name: "Remove from saved homes" });
  await expect(saved).toHaveAttribute("aria-pressed", "true", { timeout: 30_000 });
  // Still saved after a reload (the server has it, not just the page).
  await page.reload();
  await expect(saved).toHaveAttribute("aria-pressed", "true");

  // Saved homes, from the renter dashboard.
  await page.goto("/renter-dashboard");
  await page.getByRole("link", { name: "Saved homes" }).click();
  await expect(page).toHaveURL("/renter-dashboard/saved-homes");
  await expect(page.getByRole("heading", { name: "Saved homes", level: 1 })).toBeVisible();
  await expect(page.getByRole("article", { name: title })).toBeVisible();

  // The landlord pauses it: it stays on the list, as no longer available.
  await landlord.goto("/landlord-dashboard");
  await landlord.getByRole("button", { name: `Pause ${title}` }).click();
  await expect(landlord.getByText("Listing paused")).toBeVisible();
  await page.reload();
  const gone = page.getByRole("article", { name: title });
  await expect(gone.getByText("No longer available")).toBeVisible();
  await expect(gone.getByRole("link")).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // Removed with the keyboard (Space on the pressed heart): the list is empty.
  await gone.getByRole("button", { name: "Remove from saved homes" }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByText("No saved homes yet. Tap the heart on a home to keep it here.")).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole("article", { name: title })).toHaveCount(0);
});
