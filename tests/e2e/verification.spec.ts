import { type Browser, expect, type Page, test } from "@playwright/test";
import { newPage, signIn } from "./fixtures";

/**
 * Landlord verification end to end: an unverified demo landlord (Tomás Rivera: the demo
 * landlord Linda is seeded verified) sends a proof and an ID from the dashboard; the admin sees the
 * request, opens both documents (another landlord, a renter and a visitor cannot), approves; the badge
 * shows on the landlord's listing cards and listing page, and "Verified landlords only" on /rentals shows
 * that listing and hides an unverified landlord's (Grace Kim's, whose request waits in the seeded queue).
 */

const TOMAS = { email: "tomas.landlord@affordable.example", password: "password123", name: "Tomás Rivera" };
const GRACE = "Grace Kim";

/** A small real PDF: the server checks its cross-reference table is where `startxref` says. */
const PDF_OBJECTS = "%PDF-1.4\n1 0 obj<< /Type /Catalog >>endobj\n";
const PDF = Buffer.from(
  `${PDF_OBJECTS}xref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer<< /Size 2 /Root 1 0 R >>\n` +
    `startxref\n${PDF_OBJECTS.length}\n%%EOF\n`,
);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

async function landlordPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, TOMAS.email, TOMAS.password);
  return page;
}

/** A listing's card on /rentals (its article is named by the title). */
const card = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });

test("a landlord gets verified: documents, admin review, badge and the verified-only filter", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const landlord = await landlordPage(browser);

  // The dashboard's panel says where they stand and leads to the form.
  await landlord.goto("/landlord-dashboard");
  const panel = landlord.getByRole("region", { name: "Get verified" });
  await expect(panel.getByText("Not verified")).toBeVisible();
  await panel.getByRole("link", { name: "Get verified" }).click();
  await expect(landlord).toHaveURL("/landlord-dashboard/verification");

  // The listing the documents cover: the first of the landlord's own.
  const listingLabel = landlord
    .locator("#verification-form label")
    .filter({ has: landlord.getByRole("checkbox") })
    .first();
  const firstListing = listingLabel.getByRole("checkbox");
  const label = (await listingLabel.innerText()).trim();
  const match = /^(.*) \((.*), (\w\w)\)$/.exec(label);
  expect(match, `listing label: ${label}`).not.toBeNull();
  const [, title, city] = match as RegExpExecArray;

  // An SVG is refused with a clear message, and nothing is sent.
  const form = landlord.locator("#verification-form");
  await form.getByLabel("Kind of document").selectOption("property_tax_bill");
  await form
    .getByLabel("Document file")
    .setInputFiles({ name: "bill.svg", mimeType: "image/svg+xml", buffer: SVG });
  await form.getByLabel("Kind of identity document").selectOption("government_id");
  await form
    .getByLabel("Identity file")
    .setInputFiles({ name: "id.pdf", mimeType: "application/pdf", buffer: PDF });
  await firstListing.check();
  await form.getByRole("button", { name: "Send for review" }).click();
  await expect(form.getByText("Only PDF, JPEG, PNG or WebP files can be uploaded.")).toBeVisible();

  // A real PDF (even named .jpg) is accepted.
  await form
    .getByLabel("Document file")
    .setInputFiles({ name: "bill.jpg", mimeType: "image/jpeg", buffer: PDF });
  await form
    .getByLabel("Identity file")
    .setInputFiles({ name: "id.pdf", mimeType: "application/pdf", buffer: PDF });
  if (!(await firstListing.isChecked())) await firstListing.check();
  await form.getByRole("button", { name: "Send for review" }).click();
  await expect(landlord.getByTestId("verification-status").getByText("Pending review")).toBeVisible();

  // Before approval: no badge on the landlord's card.
  const visitor = await newPage(browser);
  await visitor.goto(`/rentals?city=${encodeURIComponent(city)}`);
  await expect(card(visitor, title)).toBeVisible();
  await expect(card(visitor, title).getByText("Verified landlord")).toHaveCount(0);

  // The admin's queue shows the request, its listing and both documents.
  const admin = await newPage(browser, "admin");
  await admin.goto("/admin/approvals");
  await admin.getByRole("link", { name: "Landlord verification requests" }).click();
  await expect(admin).toHaveURL("/admin/verifications");
  const request = admin.getByTestId("verification-request").filter({
    has: admin.getByRole("heading", { name: TOMAS.name }),
  });
  await expect(request).toHaveCount(1);
  await expect(request.getByRole("link", { name: title })).toBeVisible();
  const hrefs = await request
    .getByRole("link", { name: /^View / })
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs).toHaveLength(2);
  for (const href of hrefs) {
    const res = await admin.request.get(href);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/pdf");
    expect(res.headers()["content-disposition"]).toMatch(/^inline; filename="/);
    expect(res.headers()["cache-control"]).toContain("no-store");
    expect(res.headers()["x-content-type-options"]).toBe("nosniff");
    // The app's own policy (no script without its nonce, no plugins from elsewhere) covers it too.
    expect(res.headers()["content-security-policy"]).toContain("default-src 'self'");
    expect((await res.body()).subarray(0, 5).toString()).toBe("%PDF-");
  }
  // The admin opens the proof in the browser.
  const [viewer] = await Promise.all([
    admin.context().waitForEvent("page"),
    request.getByRole("link", { name: "View Property-tax bill" }).click(),
  ]);
  await viewer.close();

  // Nobody else reads a document: another landlord and a renter get 403, a visitor 404.
  const others = [
    [await newPage(browser, "landlord"), 403],
    [await newPage(browser, "renter"), 403],
    [visitor, 404],
  ] as const;
  for (const [page, status] of others) {
    for (const href of hrefs) {
      const res = await page.request.get(href);
      expect(res.status(), href).toBe(status);
      expect((await res.body()).includes("%PDF")).toBe(false);
    }
  }

  // Grace Kim's seeded request waits too: one of her listings, to check the filter hides it.
  const grace = admin
    .getByTestId("verification-request")
    .filter({ has: admin.getByRole("heading", { name: GRACE }) });
  const graceListing = grace
    .getByRole("listitem")
    .filter({ has: admin.locator('a[href^="/rentals/"]') })
    .first();
  const graceText = (await graceListing.innerText()).trim();
  const [, graceTitle, graceCity] = /^(.*) \((.*), (\w\w)\)$/.exec(graceText) as RegExpExecArray;

  // Approve.
  await request.getByRole("button", { name: `Approve ${TOMAS.name}` }).click();
  // What changed first (it names an error, had there been one), then the toast: a click that came before
  // the page's script ran posted the form itself, and the toast waits for the next page's script.
  await expect(admin.getByRole("heading", { name: TOMAS.name, level: 3 })).toHaveCount(0);
  await expect(admin.getByTestId("verified-landlord").filter({ hasText: TOMAS.name })).toBeVisible();
  await expect(admin.getByText("Landlord verified")).toBeVisible({ timeout: 15_000 });

  // The landlord's status, card badge and listing page.
  await landlord.goto("/landlord-dashboard");
  await expect(
    landlord.getByRole("region", { name: "Get verified" }).getByText("Verified landlord", { exact: true }),
  ).toBeVisible();
  await visitor.goto(`/rentals?city=${encodeURIComponent(city)}`);
  await expect(card(visitor, title).getByText("Verified landlord", { exact: true })).toBeVisible();
  await card(visitor, title)
    .getByRole("link", { name: `View Details: ${title}` })
    .click();
  await expect(visitor.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(visitor.getByText("Verified landlord").first()).toBeVisible();

  // "Verified landlords only" keeps the URL, shows the verified landlord's listing, hides Grace's.
  await visitor.goto(`/rentals?city=${encodeURIComponent(graceCity)}`);
  await expect(card(visitor, graceTitle)).toBeVisible();
  await visitor.getByLabel("Verified landlords only").first().check();
  await expect(visitor).toHaveURL(/verifiedOnly=true/);
  await expect(card(visitor, graceTitle)).toHaveCount(0);
  const cards = visitor.getByRole("article");
  for (const article of await cards.all()) await expect(article.getByText("Verified landlord")).toBeVisible();
  await visitor.goto(`/rentals?city=${encodeURIComponent(city)}&verifiedOnly=true`);
  await expect(card(visitor, title)).toBeVisible();
  await expect(visitor.getByLabel("Verified landlords only").first()).toBeChecked();

  // Premium placement: an admin grants it on a verified landlord's listing page; in search it comes
  // before every listing that is not premium, marked Featured. An unverified landlord's listing can't have it.
  await admin.goto(`/rentals?city=${encodeURIComponent(city)}`);
  await card(admin, title)
    .getByRole("link", { name: `View Details: ${title}` })
    .click();
  await admin.getByRole("button", { name: "Make premium" }).click();
  await expect(admin.getByText("Listing is now premium")).toBeVisible();
  await expect(admin.getByRole("button", { name: "Remove premium" })).toBeVisible();
  await visitor.goto(`/rentals?city=${encodeURIComponent(city)}`);
  const articles = await visitor.getByRole("article").all();
  const titles = await Promise.all(articles.map((a) => a.getByRole("heading").innerText()));
  const at = titles.indexOf(title);
  expect(at, titles.join(" | ")).toBeGreaterThanOrEqual(0);
  for (const article of articles.slice(0, at + 1)) {
    await expect(article.getByText("Featured", { exact: true })).toBeVisible();
  }
  await expect(visitor.getByRole("button", { name: "Make premium" })).toHaveCount(0);
  await admin.goto(`/rentals?city=${encodeURIComponent(graceCity)}`);
  await card(admin, graceTitle)
    .getByRole("link", { name: `View Details: ${graceTitle}` })
    .click();
  await expect(admin.getByText("Only a verified landlord's listing can be premium.")).toBeVisible();
  await expect(admin.getByRole("button", { name: "Make premium" })).toHaveCount(0);
});
