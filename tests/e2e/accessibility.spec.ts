import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { DEMO, type DemoRole, signedInAs, toastsSettled } from "./fixtures";

/*
 * axe-core on every public page and each demo role's pages, on a phone (390px) and a desktop (1280px).
 * Fails on any serious or critical violation and lists them all (page, rule, elements); moderate and minor
 * ones are printed. AxeBuilder evaluates axe through the browser's debugging protocol, so the pages keep
 * their real Content-Security-Policy (an injected <script> tag would be refused by its nonce rule).
 * It runs in legacy mode: axe.run() in the page itself. The default (runPartial in each frame, then
 * finishRun in a new blank page) exists for cross-origin iframes, which our pages have none of, and its
 * extra page per check made axe take 1.1 s a page instead of 0.4 s (8 pages, measured side by side).
 */

/** A page, or a page in a state reached by one interaction (a tab, a dialog, a menu). */
type Check = string | { path: string; state: string; open: (page: Page) => Promise<void> };

const SIGN_UP_TAB: Check = {
  path: "/auth",
  state: "Sign Up tab",
  open: (page) => page.getByRole("tab", { name: "Sign Up" }).click(),
};
const ACCOUNT_MENU: Check = {
  path: "/",
  state: "account menu open",
  open: async (page) => {
    await page.getByLabel("Account menu").click();
    await expect(page.getByRole("link", { name: "Start Rent Party" }).first()).toBeVisible();
  },
};
const MESSAGE_DIALOG: Check = {
  path: "/rentals",
  state: "Message Landlord dialog",
  open: async (page) => {
    await page
      .getByRole("link", { name: /^Message Landlord:/ })
      .first()
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
  },
};

const CHANGE_LOCATION_DIALOG: Check = {
  path: "/",
  state: "Change Location dialog",
  open: async (page) => {
    await page.getByRole("link", { name: "Not your city? Change location" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
  },
};
const REPORT_FORM: Check = {
  path: "/rentals/{listing}",
  state: "Report this listing open",
  open: (page) => page.getByText("Report this listing").click(),
};
const SEARCH_SIGN_IN_TOAST: Check = {
  path: "/rentals?state=Illinois",
  state: "Message Landlord's sign-in toast",
  open: async (page) => {
    await page
      .getByRole("link", { name: /^Message Landlord:/ })
      .first()
      .click();
    await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
    await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
    await toastsSettled(page);
  },
};

/**
 * `{listing}` is a demo listing, `{party}` a demo campaign, `{own}` the landlord's first listing.
 */
const ROUTES: Record<"visitor" | "renter" | "landlord" | "admin", Check[]> = {
  visitor: [
    "/",
    "/rentals",
    "/rentals/{listing}",
    "/new-york", // the larger city pages' layout
    "/chicago", // the smaller city pages' layout (coloured hero)
    "/party/{party}",
    "/auth",
    "/contact",
    "/privacy",
    "/terms",
    "/story",
    "/verified-landlord",
    "/start-rent-party",
    "/list-property",
    "/forgot-password",
    "/renter-dashboard",
    "/landlord-dashboard",
    "/admin/approvals",
    "/admin/verifications",
    "/admin/reports",
    "/rentals?verifiedOnly=true",
    "/my-voucher",
    "/rentals?voucher=2", // Fits my voucher by a size chosen in the filter
    "/no-such-page", // 404
    "/rentals/offline", // offline screens (served by the service worker)
    "/party/offline",
    "/rentals/00000000-0000-4000-8000-000000000000", // a missing listing's 404
    "/auth?redirectTo=%2Frenter-dashboard",
    SIGN_UP_TAB,
    CHANGE_LOCATION_DIALOG,
    SEARCH_SIGN_IN_TOAST,
    REPORT_FORM,
    // Spanish pages, last: a visit to one remembers Spanish (the lang cookie), and the English addresses
    // above would then lead to their Spanish pages.
    "/es",
    "/es/rentals",
    "/es/auth",
    "/es/no-such-page",
  ],
  renter: [
    "/renter-dashboard",
    "/renter-dashboard/application-profile",
    "/my-voucher",
    "/rentals/{listing}",
    "/start-rent-party",
    "/start-rent-party?continue=1",
    "/party/{party}",
    "/list-property",
    ACCOUNT_MENU,
    MESSAGE_DIALOG,
    "/messages",
    "/messages?new=1",
  ],
  landlord: [
    "/landlord-dashboard",
    "/list-property",
    "/list-property?edit={own}",
    "/landlord-dashboard/listings/{own}/applications",
    "/landlord-dashboard/verification",
    "/landlord-dashboard/listings/{own}/photos",
    "/rentals/{listing}",
    "/messages",
  ],
  admin: ["/admin/approvals", "/admin/verifications", "/admin/reports", ACCOUNT_MENU],
};

const WIDTHS = [390, 1280] as const;
const SERIOUS = new Set(["serious", "critical"]);
const CHECKS = Object.values(ROUTES).flat();
const ROUTE_COUNT = new Set(CHECKS.map((check) => (typeof check === "string" ? check : check.path))).size;

const ids = { listing: "", party: "" };

test.beforeAll(async ({ playwright }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL ?? "";
  const api = await playwright.request.newContext({ baseURL });
  const rentals = await (await api.get("/rentals")).text();
  ids.listing = rentals.match(/\/rentals\/([0-9a-f-]{36})/)?.[1] ?? "";
  const signedIn = await api.post("/api/auth/sign-in/email", {
    data: DEMO.admin,
    headers: { origin: baseURL },
  });
  expect(signedIn.ok()).toBe(true);
  const { rentParties } = await (await api.get("/api/admin/rent-parties")).json();
  const verified = (party: { verified: boolean; isActive: boolean }) => party.verified && party.isActive;
  ids.party = rentParties.find(verified)?.id ?? "";
  await api.dispose();
  expect(ids.listing, "a demo listing").not.toBe("");
  expect(ids.party, "a verified demo campaign").not.toBe("");
});

async function ownListingId(page: Page): Promise<string> {
  await page.goto("/landlord-dashboard");
  const href = await page.locator('a[href^="/landlord-dashboard/listings/"]').first().getAttribute("href");
  return href?.split("/")[3] ?? "";
}

/** Waits for deferred sections (skeletons) to fill in, then runs axe; returns readable serious findings. */
async function seriousViolations(page: Page, check: Check, path: string, width: number): Promise<string[]> {
  const route = typeof check === "string" ? path : `${path} (${check.state})`;
  // The load event, then no skeleton left: every deferred section has streamed in. (Not "networkidle",
  // which waits half a second of silence on every page and longer where the realtime stream opens.)
  await page.goto(path);
  await expect(page.locator(".animate-pulse")).toHaveCount(0, { timeout: 15_000 });
  if (typeof check !== "string") await check.open(page);
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  const minor = results.violations.filter((violation) => !SERIOUS.has(violation.impact ?? ""));
  if (minor.length > 0) {
    console.log(
      `  ${route} @${width}px moderate/minor: ${minor.map((v) => `${v.id} (${v.impact})`).join(", ")}`,
    );
  }
  return results.violations
    .filter((violation) => SERIOUS.has(violation.impact ?? ""))
    .map(
      (violation) =>
        `${route} @${width}px [${violation.impact}] ${violation.id}: ${violation.help}\n` +
        violation.nodes
          .slice(0, 5)
          .map((node) => `    ${node.target.join(" ")}: ${node.failureSummary?.replace(/\s+/g, " ")}`)
          .join("\n"),
    );
}

test.describe(`axe: ${ROUTE_COUNT} routes (${CHECKS.length} page checks) x ${WIDTHS.length} widths, no serious or critical violations`, () => {
  // Each test runs axe on up to 30 pages: up to a minute inside a full run on this 2-core machine.
  test.describe.configure({ timeout: 300_000 });

  // No fades: axe measures colours as they are, not half-way through a transition.
  test.use({ reducedMotion: "reduce" });

  for (const [role, routes] of Object.entries(ROUTES)) {
    test.describe(() => {
      // Signed in with the session auth.setup.ts saved (no check here signs out).
      if (role !== "visitor") test.use({ storageState: signedInAs(role as DemoRole) });

      for (const width of WIDTHS) {
        test(`${role} at ${width}px: ${routes.length} pages`, async ({ page }) => {
          await page.setViewportSize({ width, height: 900 });
          const own = role === "landlord" ? await ownListingId(page) : "";
          if (role === "landlord") expect(own, "the landlord's first listing").toMatch(/^[0-9a-f-]{36}$/);
          const found: string[] = [];
          for (const check of routes) {
            const path = (typeof check === "string" ? check : check.path)
              .replace("{listing}", ids.listing)
              .replace("{party}", ids.party)
              .replace("{own}", own);
            found.push(...(await seriousViolations(page, check, path, width)));
          }
          console.log(`axe ${role} @${width}px: ${routes.length} pages, ${found.length} serious/critical`);
          expect(found, found.join("\n")).toEqual([]);
        });
      }
    });
  }
});
