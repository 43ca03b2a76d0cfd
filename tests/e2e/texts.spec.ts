import { type Browser, expect, test } from "@playwright/test";
import { CATALOGS } from "../../app/locales/catalogs";
import { type DemoRole, signedInAs } from "./fixtures";

/*
 * Every page's texts come with its data, in its language (app/lib/i18n.tsx). A page whose loader sends the
 * wrong set of messages renders their keys instead of the texts. Pages are loaded here without JavaScript, so
 * what shows is the server's render alone, in both languages.
 */

/** Every message id of the catalogs (both languages have the same), but the English texts looked up where shown. */
function catalogKeys(): string[] {
  return Object.values(CATALOGS)
    .flatMap((catalog) => Object.keys(catalog.en))
    .filter((key) => !key.startsWith("error.") && !key.startsWith("toast."));
}

const PAGES: Record<"visitor" | DemoRole, string[]> = {
  visitor: [
    "/",
    "/rentals",
    "/rentals?voucher=2",
    "/chicago",
    "/my-voucher",
    "/terms",
    "/auth",
    "/es/rentals",
  ],
  renter: [
    "/renter-dashboard",
    "/renter-dashboard/application-profile",
    "/renter-dashboard/saved-searches",
    "/renter-dashboard/saved-homes",
    "/messages",
    "/es/renter-dashboard",
  ],
  landlord: ["/landlord-dashboard", "/list-property", "/es/landlord-dashboard"],
  admin: ["/admin/approvals", "/admin/verifications"],
};

async function keysShown(browser: Browser, role: "visitor" | DemoRole, keys: string[]) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    ...(role === "visitor" ? {} : { storageState: signedInAs(role) }),
  });
  const page = await context.newPage();
  const shown: string[] = [];
  for (const url of PAGES[role]) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    const text = await page.locator("body").innerText();
    shown.push(...keys.filter((key) => text.includes(key)).map((key) => `${url}: ${key}`));
  }
  await context.close();
  return shown;
}

test("no page shows a message's key in place of its text", async ({ browser }) => {
  test.setTimeout(90_000);
  const keys = catalogKeys();
  expect(keys.length).toBeGreaterThan(500);
  for (const role of Object.keys(PAGES) as ("visitor" | DemoRole)[]) {
    expect(await keysShown(browser, role, keys), role).toEqual([]);
  }
});
