import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Locator, type Page, request } from "@playwright/test";

export const DEMO = {
  admin: { email: "admin@affordable.example", password: "password123" },
  landlord: { email: "landlord@affordable.example", password: "password123" },
  renter: { email: "renter@affordable.example", password: "password123" },
};
export type DemoRole = keyof typeof DEMO;

/**
 * The saved session of a demo account (written once per run by auth.setup.ts), for
 * `test.use({ storageState: signedInAs("renter") })` or `browser.newContext({ storageState: ... })`.
 * Tests that sign out must not use it: that would end the shared session for every other test.
 * Kept per E2E_PORT, so that runs on other ports (other checkouts or agents) keep their own sessions.
 */
export function signedInAs(role: DemoRole): string {
  return path.join("playwright", ".auth", process.env.E2E_PORT ?? "3210", `${role}.json`);
}

/** A page in a new browser context, signed in as a demo account when a role is given. */
export async function newPage(browser: Browser, role?: DemoRole): Promise<Page> {
  const context = await browser.newContext(role ? { storageState: signedInAs(role) } : {});
  return context.newPage();
}

export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Signs in through the /auth form: for tests of signing in; others use signedInAs(role). */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").first().fill(email);
  await page.getByLabel("Password").first().fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL("/");
}

export async function signUp(
  page: Page,
  opts: { name: string; email: string; password?: string; role?: "renter" | "landlord" },
) {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("Full Name").fill(opts.name);
  await page.locator("#signup-email").fill(opts.email);
  await page.locator("#signup-password").fill(opts.password ?? "password123");
  if (opts.role) await page.getByLabel("I am a").selectOption(opts.role);
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
}

/** How long a test waits for an email: it goes through the job queue, slower on a busy machine. */
export const MAIL_TIMEOUT = 20_000;

/**
 * The emails the first server sent, oldest first, as raw text (unix newlines): it sends them over SMTP to
 * tests/e2e/smtp-sink.ts, which writes each one it receives into this folder.
 */
export function readMail(): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR ?? "", "mail");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), "utf8"));
}

/** A demo campaign's id, looked up through the admin API with the demo admin's session. */
export async function demoPartyId(baseURL: string | undefined, title: string): Promise<string> {
  const admin = await request.newContext({ baseURL, storageState: signedInAs("admin") });
  try {
    const response = await admin.get("/api/admin/rent-parties");
    expect(response.status()).toBe(200);
    const { rentParties } = (await response.json()) as { rentParties: { id: string; title: string }[] };
    const party = rentParties.find((p) => p.title === title);
    expect(party?.title).toBe(title);
    return party?.id ?? "";
  } finally {
    await admin.dispose();
  }
}

/** On a Spanish page, every link of the main content to one of our pages stays under /es. */
export async function expectMainLinksInSpanish(page: Page) {
  const hrefs = await page
    .getByRole("main")
    .locator("a[href^='/']")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href, href).toMatch(/^\/es(\/|\?|$)/);
}

/** axe's serious and critical findings (WCAG 2.1 A and AA rules), readable; none expected. */
export async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/**
 * Waits until every toast on the page has finished moving in (or over, after a resize): axe would measure a
 * fading toast's colours half-blended with the page and report a contrast the reader never sees.
 */
export async function toastsSettled(page: Page) {
  // Two frames first: a transition a resize causes starts on the next one.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect
    .poll(() =>
      page
        .locator("[data-sonner-toast]")
        .evaluateAll((toasts) =>
          toasts.every(
            (toast) =>
              toast.getAnimations({ subtree: true }).length === 0 && getComputedStyle(toast).opacity === "1",
          ),
        ),
    )
    .toBe(true);
}

/** axe (every rule) on the page once its skeletons are gone: the serious and critical findings, readable. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await expect(page.locator(".animate-pulse")).toHaveCount(0, { timeout: 15_000 });
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

/** Clicks a map's markers (a cluster zooms in) until a pin's card opens; returns the card's link. */
export async function openMapCard(map: Locator): Promise<Locator> {
  const link = map.locator(".leaflet-popup-content a");
  for (let attempt = 0; attempt < 10; attempt++) {
    await map.locator(".leaflet-marker-icon").first().click();
    try {
      await expect(link.first()).toBeVisible({ timeout: 3_000 });
      return link.first();
    } catch {
      // A cluster of homes at several places: it zoomed in; the next click goes to a nearer marker.
    }
  }
  throw new Error("no marker opened a card after 10 clicks");
}
