import { expect, type Page, test } from "@playwright/test";
import {
  DEMO,
  demoPartyId,
  MAIL_TIMEOUT,
  newPage,
  readMail,
  signedInAs,
  signUp,
  uniqueEmail,
} from "./fixtures";

test("renter starts a Rent Party, admin cannot verify it before the landlord confirms, then verifies it, a visitor donates $25, admin pays it out", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const firstWord = `Jordan${stamp}`;
  const landlordEmail = uniqueEmail("landlord");
  const donorEmail = uniqueEmail("donor");

  // A renter signs up and starts a campaign.
  const renter = await newPage(browser);
  await signUp(renter, { name: "Jordan Renter", email: uniqueEmail("renter") });
  await expect(renter).toHaveURL("/");
  // Public help first: Illinois's programs, then on to the form with the state kept.
  await renter.goto("/start-rent-party?state=IL");
  await expect(renter.getByRole("link", { name: /Illinois Legal Aid Online/ })).toBeVisible();
  await expect(renter.getByRole("link", { name: /211: call or text 211/ })).toBeVisible();
  await renter.getByRole("link", { name: "Continue to Rent Party" }).click();
  await expect(renter).toHaveURL("/start-rent-party?continue=1&state=IL");
  await expect(renter.getByLabel("Your state")).toHaveValue("IL");
  await renter.getByLabel("Campaign title").fill(`${firstWord} needs help with March rent`);
  await renter
    .getByLabel("Your story")
    .fill("My hours were cut in February. I'm back to full time and need help with one month.");
  await renter.getByLabel("Goal amount (USD)").fill("0");
  await renter.getByLabel("Landlord name").fill("Pat Owner");
  await renter.getByLabel("Landlord email").fill(landlordEmail);
  await renter.getByLabel("Your city").fill("Chicago");
  await renter.getByLabel("Your state").selectOption("IL");
  await renter.getByRole("button", { name: "Submit Campaign" }).click();
  await expect(renter.getByText("Goal amount must be at least $1")).toBeVisible();
  await renter.getByLabel("Goal amount (USD)").fill("100");
  await renter.getByRole("button", { name: "Submit Campaign" }).click();
  await expect(renter.getByText("Campaign Submitted!")).toBeVisible();
  await expect(
    renter.getByText("Your rent party campaign has been submitted for review. We'll contact you soon."),
  ).toBeVisible();
  await expect(renter).toHaveURL("/");

  // It shows as pending on the dashboard and on its page, without donations.
  await renter.goto("/renter-dashboard");
  const mine = renter.getByRole("link", { name: `${firstWord}'s Campaign` });
  await expect(mine).toBeVisible();
  const href = (await mine.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/party\/[0-9a-f-]{36}$/);
  await mine.click();
  await expect(renter.getByRole("heading", { level: 1, name: `${firstWord}'s Campaign` })).toBeVisible();
  await expect(renter.getByText("Pending", { exact: true })).toBeVisible();
  await expect(renter.getByText("Campaign Pending Approval.")).toBeVisible();
  await expect(renter.getByText("Donations will be available once verified.")).toBeVisible();
  await expect(renter.getByRole("button", { name: "Donate with Crypto" })).toHaveCount(0);
  await expect(renter.getByRole("heading", { name: "How Rent Parties Work" })).toBeVisible();

  // The landlord has not answered: the admin's card says so first, offers no Verify, and the server
  // refuses a verify sent anyway; the admin can resend the link or close the campaign.
  const admin = await newPage(browser, "admin");
  await admin.goto("/admin/approvals");
  const card = admin
    .locator("li")
    .filter({ has: admin.getByRole("heading", { name: `${firstWord}'s Campaign` }) });
  await expect(card.getByText("Jordan Renter")).toBeVisible();
  await expect(card.getByTestId("landlord-answer")).toContainText("Landlord: no answer yet");
  await expect(card.getByTestId("verify-refusal")).toContainText(
    "The landlord has not confirmed this campaign yet.",
  );
  await expect(card.getByRole("button", { name: "Verify Campaign" })).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Resend landlord link" })).toBeVisible();
  await expect(card.getByRole("button", { name: "Close Campaign" })).toBeVisible();
  const refused = await admin.request.post(`/api/admin/rent-parties/${href.split("/").pop()}/verify`, {
    headers: { origin: new URL(admin.url()).origin },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.text()).toContain("The landlord has not confirmed this campaign yet.");
  await visitorCannotDonate(renter, href);

  // The landlord confirms through their private link; now the admin verifies it and the landlord is emailed.
  const landlord = await newPage(browser);
  await landlordConfirms(landlord, await landlordLink(landlordEmail), "Jordan Renter", "100");
  await expect(landlord.getByRole("heading", { name: "Thank you, your answer is recorded" })).toBeVisible();
  await admin.reload();
  await expect(card.getByTestId("landlord-answer")).toContainText("confirmed $100 owed");
  await expect(card.getByTestId("verify-refusal")).toHaveCount(0);
  await card.getByRole("button", { name: "Verify Campaign" }).click();
  await expect(admin.getByText("Campaign Verified")).toBeVisible();
  await expect(card.getByText("Verified", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "Verify Campaign" })).toHaveCount(0);
  await expect
    .poll(() => mailTo(landlordEmail, "A Rent Party for your tenant has been verified") ?? "", {
      timeout: MAIL_TIMEOUT,
    })
    .toContain("Goal: $100");

  // A visitor donates $25 through the sandbox provider.
  const visitor = await newPage(browser);
  await visitor.goto(href);
  await expect(visitor.getByText("Verified", { exact: true })).toBeVisible();
  await expect(visitor.getByRole("radio", { name: "$25" })).toBeChecked();
  await visitor.getByLabel("Email for your receipt (optional)").fill(donorEmail);
  await visitor.getByRole("button", { name: "Donate with Crypto" }).click();
  await expect(visitor).toHaveURL(/\/sandbox\/invoice\/sbx_inv_/);
  await expect(visitor.getByText("$25", { exact: true })).toBeVisible();
  await visitor.getByRole("button", { name: "Pay $25" }).click();
  await expect(visitor).toHaveURL(/\/thank-you\?donation=/);
  await expect(visitor.getByRole("heading", { name: "Thank you for your donation!" })).toBeVisible();
  await expect(visitor.getByText(/Receipt number RP-\d{8}-[0-9A-F]{8}/)).toBeVisible();

  // The progress bar and the amount raised moved.
  await visitor.goto(href);
  const bar = visitor.getByRole("progressbar", { name: "Amount raised" });
  await expect(bar).toHaveAttribute("aria-valuenow", "25");
  await expect(visitor.getByText("raised of $100")).toBeVisible();

  // The receipt is in the mail folder.
  await expect
    .poll(() => readMail().find((m) => m.includes(`To: ${donorEmail}`)) ?? "", { timeout: MAIL_TIMEOUT })
    .toContain("Receipt number");
  const receipt = readMail().find((m) => m.includes(`To: ${donorEmail}`)) ?? "";
  expect(receipt.replace(/=\n/g, "")).toContain("not tax-deductible");

  // The admin sees raised vs paid out and marks the payout sent.
  await admin.reload();
  await expect(card.getByText("$25 not yet paid out to the landlord")).toBeVisible();
  await card.getByLabel("Reference (transaction id or check number)").fill("TX-E2E-1");
  await card.getByRole("button", { name: "Mark Payout Sent" }).click();
  await expect(admin.getByText("Payout Recorded")).toBeVisible();
  await expect(card.getByText("Everything raised has been paid out.")).toBeVisible();
});

/** The private link in the landlord's "Please confirm" email, once it has arrived. */
async function landlordLink(landlordEmail: string): Promise<string> {
  await expect
    .poll(() => mailTo(landlordEmail, "Please confirm") ?? "", { timeout: MAIL_TIMEOUT })
    .toContain("/landlord-confirm/");
  return (
    mailTo(landlordEmail, "Please confirm")?.match(/https?:\/\/\S+\/landlord-confirm\/[\w-]+/)?.[0] ?? ""
  );
}

/** The landlord, without an account, confirms the tenancy and the amount owed through their link. */
async function landlordConfirms(page: Page, link: string, renterName: string, amountOwed: string) {
  await page.goto(new URL(link).pathname);
  await page.getByLabel(`${renterName} is my tenant at this address`).check();
  await page.getByLabel("Amount owed (USD)").fill(amountOwed);
  await page.getByLabel("How you want to be paid").fill("Check to my mailing address, please.");
  await page.getByRole("button", { name: "Confirm amount owed" }).click();
}

/** The campaign page, while it is not verified: no way to donate. */
async function visitorCannotDonate(page: Page, href: string) {
  await page.goto(href);
  await expect(page.getByText("Campaign Pending Approval.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Donate with Crypto" })).toHaveCount(0);
}

/** A mail file's text with quoted-printable soft line breaks and escapes undone. */
function decodedMail(mail: string): string {
  return mail.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
}

function mailTo(email: string, subject: string): string | undefined {
  return readMail()
    .map(decodedMail)
    .find((m) => m.includes(`To: ${email}`) && m.includes(`Subject: ${subject}`));
}

test("the Rent Party loop: the landlord confirms $900 of $1,200, donors fill it, the payout is public, the campaign closes", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  // Letters only: a headline's first name keeps letters alone.
  const firstWord = `Maria${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => "abcdefghij"[Number(d)])}`;
  const title = `${firstWord}'s Campaign`;
  const renterEmail = uniqueEmail("loop-renter");
  const landlordEmail = uniqueEmail("loop-landlord");

  // A renter in Chicago sees Illinois's programs first, then starts a $1,200 campaign under their own
  // first name: the title alone would make "Help's Campaign".
  const renter = await newPage(browser);
  await signUp(renter, { name: `${firstWord} Renter`, email: renterEmail });
  await expect(renter).toHaveURL("/");
  await renter.goto("/start-rent-party?state=IL");
  await expect(renter.getByRole("link", { name: /Illinois Legal Aid Online/ })).toBeVisible();
  await renter.getByRole("link", { name: "Continue to Rent Party" }).click();
  await renter.getByLabel("Campaign title").fill("Help, I am behind on rent after a hospital stay");
  await expect(renter.getByTestId("title-preview")).toHaveText("Help's Campaign");
  await renter.getByLabel(/Use my first name in the headline/).check();
  await expect(renter.getByTestId("title-preview")).toHaveText(title);
  await renter
    .getByLabel("Your story")
    .fill("I was in the hospital for two weeks in October and lost my pay.");
  await renter.getByLabel("Goal amount (USD)").fill("1200");
  await renter.getByLabel("Landlord name").fill("Lee Owner");
  await renter.getByLabel("Landlord email").fill(landlordEmail);
  await renter.getByLabel("Your city").fill("Chicago");
  await renter.getByLabel("Your state").selectOption("IL");
  await renter.getByRole("button", { name: "Submit Campaign" }).click();
  await expect(renter.getByText("Campaign Submitted!")).toBeVisible();

  // The landlord's email holds a private link: they confirm $900 owed, no account needed.
  const link = await landlordLink(landlordEmail);
  const landlord = await newPage(browser);
  await landlordConfirms(landlord, link, `${firstWord} Renter`, "900");
  await expect(landlord.getByRole("heading", { name: "Thank you, your answer is recorded" })).toBeVisible();
  // The link works once.
  await landlord.goto(new URL(link).pathname);
  await expect(landlord.getByRole("button", { name: "Confirm amount owed" })).toHaveCount(0);

  // The admin sees the landlord's answer beside the campaign, and verifies it.
  const admin = await newPage(browser, "admin");
  await admin.goto("/admin/approvals");
  const card = admin.locator("li").filter({ has: admin.getByRole("heading", { name: title }) });
  await expect(card.getByTestId("landlord-answer")).toContainText("confirmed $900 owed");
  await card.getByRole("button", { name: "Verify Campaign" }).click();
  await expect(admin.getByText("Campaign Verified")).toBeVisible();

  // A donor tries $1,000 and is offered the $900 still needed; two donations fill it.
  const donor = await newPage(browser);
  const campaignPath = new URL(
    (await card.getByRole("link", { name: title }).getAttribute("href")) ?? "",
    "http://x",
  ).pathname;
  await donor.goto(campaignPath);
  await expect(donor.getByText("Landlord confirmed the amount owed")).toBeVisible();
  // One target everywhere: the $900 confirmed; the $1,200 asked for only as such.
  await expect(donor.getByText("Goal: $900", { exact: true })).toBeVisible();
  await expect(donor.getByText("raised of $900")).toBeVisible();
  await expect(donor.getByText("Asked for $1,200; the landlord confirmed $900 owed.")).toBeVisible();
  await expect(donor.getByText("Goal: $1,200")).toHaveCount(0);
  await expect(card.getByText("Asked for $1,200; the landlord confirmed $900 owed.")).toBeVisible();

  // While it asks, the party is local: on /chicago, not on /phoenix.
  const visitor = await newPage(browser);
  await visitor.goto("/chicago");
  await expect(visitor.getByRole("heading", { name: "Active Rent Parties in Chicago Area" })).toBeVisible();
  await expect(visitor.getByTestId("city-rent-parties").getByText(title)).toBeVisible();
  await expect(visitor.getByTestId("city-rent-parties").getByText("Goal: $900")).toBeVisible();
  await visitor.goto("/phoenix");
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);
  await donor.getByLabel("Other amount (USD)").fill("1000");
  await donor.getByRole("button", { name: "Donate with Crypto" }).click();
  await expect(donor.getByText("This campaign needs only $900 more. Give $900 instead.")).toBeVisible();
  await expect(donor.getByRole("button", { name: "Give $900 instead" })).toBeVisible();
  for (const dollars of [500, 400]) {
    await donor.goto(campaignPath);
    await donor.getByLabel("Other amount (USD)").fill(String(dollars));
    await donor.getByRole("button", { name: "Donate with Crypto" }).click();
    await expect(donor).toHaveURL(/\/sandbox\/invoice\/sbx_inv_/);
    await donor.getByRole("button", { name: `Pay $${dollars}` }).click();
    await expect(donor.getByRole("heading", { name: "Thank you for your donation!" })).toBeVisible();
    // The thank-you page names the campaign by the same headline, and shows the same target.
    await expect(donor.getByText(`to ${title} has been received`)).toBeVisible();
    await expect(
      donor.getByRole("region", { name: "Share this campaign" }).getByRole("link", { name: "Share on X" }),
    ).toHaveAttribute("href", new RegExp(encodeURIComponent(campaignPath)));
    await expect(donor.getByText("raised of $900")).toBeVisible();
  }
  await donor.goto(campaignPath);
  await expect(donor.getByText("Goal reached — thank you!")).toHaveCount(1);
  await expect(donor.getByText("Goal reached — thank you!")).toBeVisible();
  await expect(donor.getByRole("progressbar", { name: "Amount raised" })).toHaveAttribute(
    "aria-valuetext",
    "$900 raised of $900 (100%)",
  );
  await expect(donor.getByText("Goal: $1,200")).toHaveCount(0);
  await expect(donor).toHaveTitle(`${title} | Rent Party | Affordable`);
  // Funded, it stops asking: off the city list; its page stays.
  await visitor.goto("/chicago");
  await expect(visitor.getByRole("heading", { name: "Active Rent Parties in Chicago Area" })).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);
  await expect(donor.getByRole("button", { name: "Donate with Crypto" })).toHaveCount(0);
  await expect
    .poll(() => mailTo(renterEmail, "Your Rent Party: Funded") ?? "", { timeout: MAIL_TIMEOUT })
    .toContain("Your goal is reached.");

  // The admin records the payout with a reference; it is public, on the dashboard, and emailed to both.
  await admin.reload();
  await expect(card.getByText("$900 not yet paid out to the landlord")).toBeVisible();
  await card.getByLabel("Reference (transaction id or check number)").fill("CHK-2001");
  await card.getByRole("button", { name: "Mark Payout Sent" }).click();
  await expect(admin.getByText("Payout Recorded")).toBeVisible();
  await donor.reload();
  await expect(donor.getByText(/\$900 sent to the landlord on \w+ \d+/)).toBeVisible();
  await expect(donor.getByText("(reference CHK-2001)")).toBeVisible();
  await renter.goto("/renter-dashboard");
  await expect(renter.getByText("Stage: Paid to landlord.")).toBeVisible();
  for (const email of [renterEmail, landlordEmail]) {
    await expect
      .poll(() => mailTo(email, "Payout recorded") ?? "", { timeout: MAIL_TIMEOUT })
      .toMatch(/\$900 sent to the landlord on/);
  }

  // The admin closes it: the page stays, donations end, the renter is told.
  await card.getByRole("button", { name: "Close Campaign" }).click();
  await expect(admin.getByText("Campaign Closed")).toBeVisible();
  await donor.reload();
  await expect(donor.getByText("This campaign is closed.")).toBeVisible();
  await expect(donor.getByText(/\$900 sent to the landlord on/)).toBeVisible();
  await expect
    .poll(() => mailTo(renterEmail, "Your Rent Party: Closed") ?? "", { timeout: MAIL_TIMEOUT })
    .toContain("no longer takes donations");
});

test("the campaign page is server-rendered with title, description and Open Graph tags", async ({
  request,
  baseURL,
}) => {
  const party = { id: await demoPartyId(baseURL, "Devon's back on his feet") };
  const html = await (await request.get(`/party/${party.id}`)).text();
  expect(html).toContain("<title>Devon&#x27;s back on his feet | Rent Party | Affordable</title>");
  expect(html).toMatch(/<meta property="og:title" content="Devon&#x27;s back on his feet"\/>/);
  expect(html).toMatch(/<meta property="og:description" content="My hours were cut this spring/);
  expect(html).toContain(`<meta property="og:url" content="${baseURL}/party/${party.id}"/>`);
});

test("the campaign page fits a 360 px phone: no sideways scroll, the Share section included", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/party/${await demoPartyId(baseURL, "Devon's back on his feet")}`);
  await expect(page.getByRole("region", { name: "Share this campaign" })).toBeVisible();
  const [scrollWidth, clientWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
});

test("Donate with Card shows Coming Soon!", async ({ page, baseURL }) => {
  await page.goto(`/party/${await demoPartyId(baseURL, "Devon's back on his feet")}`);
  await page.getByRole("button", { name: "Donate with Card" }).click();
  await expect(page.getByText("Coming Soon!")).toBeVisible();
});

test("a visitor sees their state's rent help without an account; starting the campaign asks to sign in and comes back", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("link", { name: "I Need Housing Help" }).click();
  await expect(page).toHaveURL("/start-rent-party");
  await expect(
    page.getByRole("heading", { name: "Before you start: help that can pay the rent you owe" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: /211: call or text 211/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Rental assistance finder/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /LawHelp\.org: free legal aid/ })).toBeVisible();
  // Another state than the detected one: its own legal aid joins the national programs.
  await page.getByLabel("Your state").selectOption("IL");
  await page.getByRole("button", { name: "Show programs" }).click();
  await expect(page).toHaveURL("/start-rent-party?state=IL");
  await expect(page.getByRole("link", { name: /Illinois Legal Aid Online/ })).toBeVisible();

  // Only starting the campaign asks to sign in, with the spec's toast; sign-in comes back to the form.
  await page.getByRole("link", { name: "Continue to Rent Party" }).click();
  await expect(page).toHaveURL(
    `/auth?redirectTo=${encodeURIComponent("/start-rent-party?continue=1&state=IL")}`,
  );
  await expect(page.getByText("Authentication Required")).toBeVisible();
  await expect(page.getByText("Please log in to start a rent party.")).toBeVisible();
  await page.getByLabel("Email").first().fill(DEMO.renter.email);
  await page.getByLabel("Password").first().fill(DEMO.renter.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL("/start-rent-party?continue=1&state=IL");
  await expect(page.getByLabel("Campaign title")).toBeVisible();
  await expect(page.getByLabel("Your state")).toHaveValue("IL");
});

test("the admin page refuses visitors with the spec's toast", async ({ page }) => {
  await page.goto("/admin/approvals");
  await expect(page).toHaveURL("/");
  await expect(page.getByText("Access Denied")).toBeVisible();
  await expect(page.getByText("Please log in to access this page.")).toBeVisible();
});

test.describe("signed in as the demo renter", () => {
  test.use({ storageState: signedInAs("renter") });

  test("the admin page refuses non-admins with the spec's toast", async ({ page }) => {
    await page.goto("/admin/approvals");
    await expect(page).toHaveURL("/");
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  });
});

test("a missing campaign shows Campaign Not Found and goes home", async ({ page }) => {
  await page.goto("/party/00000000-0000-4000-8000-000000000000");
  await expect(page).toHaveURL("/");
  await expect(page.getByText("Campaign Not Found")).toBeVisible();
  await expect(page.getByText("This campaign doesn't exist or is no longer active.")).toBeVisible();
});

test("without JavaScript a donation still reaches the sandbox invoice and the thank-you page", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/party/${await demoPartyId(baseURL, "Sam's medical leave rent gap")}`);
  await page.getByLabel("Other amount (USD)").fill("12.50");
  await page.getByRole("button", { name: "Donate with Crypto" }).click();
  await expect(page).toHaveURL(/\/sandbox\/invoice\/sbx_inv_/);
  await expect(page.getByText("$12.50", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Pay $12.50" }).click();
  await expect(page).toHaveURL(/\/thank-you\?donation=/);
  await expect(page.getByRole("heading", { name: "Thank you for your donation!" })).toBeVisible();
  await context.close();
});

test("the Share button: the device's share sheet where the browser has one, else copy link and links; links without JavaScript", async ({
  browser,
  baseURL,
}) => {
  const id = await demoPartyId(baseURL, "Devon's back on his feet");
  const headline = "Devon's back on his feet";
  const url = `${baseURL}/party/${id}`;

  // No Web Share API (desktop Chromium on Linux): Copy link, and a link per app with the headline and URL.
  const context = await browser.newContext();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const page = await context.newPage();
  await page.goto(`/party/${id}`);
  const share = page.getByRole("region", { name: "Share this campaign" });
  await expect(share.getByRole("button", { name: "Copy link" })).toBeVisible();
  const links = {
    "Share on WhatsApp": "https://wa.me/",
    "Share on SMS": "sms:",
    "Share on Facebook": "https://www.facebook.com/sharer/",
    "Share on X": "https://x.com/intent/",
    "Share on Email": "mailto:",
  };
  for (const [name, start] of Object.entries(links)) {
    const href = decodeURIComponent((await share.getByRole("link", { name }).getAttribute("href")) ?? "");
    expect(href.startsWith(start)).toBe(true);
    expect(href).toContain(url);
    if (name !== "Share on Facebook") expect(href).toContain(headline);
  }
  // Keyboard: focus Copy link and press Enter; the link is on the clipboard and the page says so.
  await share.getByRole("button", { name: "Copy link" }).focus();
  await page.keyboard.press("Enter");
  await expect(share.getByRole("status")).toHaveText("Link copied.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await context.close();

  // With the Web Share API: one Share button hands the headline and URL to the device.
  const sharing = await browser.newContext();
  await sharing.addInitScript(() => {
    Object.defineProperty(navigator, "share", {
      value: (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
        return Promise.resolve();
      },
    });
  });
  const native = await sharing.newPage();
  await native.goto(`/party/${id}`);
  const nativeShare = native.getByRole("region", { name: "Share this campaign" });
  await nativeShare.getByRole("button", { name: "Share", exact: true }).click();
  await expect
    .poll(() => native.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
    .toEqual({ title: headline, text: headline, url });
  await expect(nativeShare.getByRole("link", { name: "Share on WhatsApp" })).toHaveCount(0);
  await sharing.close();

  // Without JavaScript: the links, no button that would do nothing.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`/party/${id}`);
  const plainShare = plain.getByRole("region", { name: "Share this campaign" });
  await expect(plainShare.getByRole("link", { name: "Share on WhatsApp" })).toBeVisible();
  await expect(plainShare.getByRole("button")).toHaveCount(0);
  await noScript.close();
});
