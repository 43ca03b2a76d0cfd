import { expect, type Page, test } from "@playwright/test";
import { INSTANCE_A_URL, INSTANCE_B_URL } from "../../playwright.config";
import { DEMO, newPage, signIn, signUp, uniqueEmail } from "./fixtures";

/** The header's Messages link: "Messages" or "Messages, N unread". */
const messagesLink = (page: Page) => page.getByRole("link", { name: /^Messages(, \d+ unread)?$/ });

/** The open thread's messages. */
const thread = (page: Page) => page.getByRole("list", { name: "Messages", exact: true });

async function unreadCount(page: Page): Promise<number> {
  const label = (await messagesLink(page).getAttribute("aria-label")) ?? "";
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
}

/**
 * The journey of the issue: a new renter writes from a listing, the landlord's badge counts it without a
 * reload, the landlord opens the thread (the badge clears) and replies, and the reply appears in the
 * renter's open thread without a reload. `renter` is a page of a browser context not signed in yet.
 */
async function talkInRealtime(renter: Page, landlord: Page) {
  await landlord.goto("/landlord-dashboard");
  const href = await landlord
    .locator('a[href^="/landlord-dashboard/listings/"]')
    .first()
    .getAttribute("href");
  const listingId = href?.split("/")[3] ?? "";
  expect(listingId).toMatch(/^[0-9a-f-]{36}$/);

  // The landlord waits in the inbox.
  await landlord.goto("/messages");
  await expect(landlord.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
  const before = await unreadCount(landlord);

  // A new renter (signed in, from the listing page) writes.
  const name = `Rowan Renter ${Date.now().toString(36)}`;
  await signUp(renter, { name, email: uniqueEmail("msg-renter") });
  await expect(renter).toHaveURL("/");
  await renter.goto(`/rentals/${listingId}`);
  const box = renter.locator("#listing-message");
  await expect(box.getByRole("button", { name: "Send Message" })).toBeDisabled();
  await box.getByLabel("Message").fill("Hello! Is it still available in March?");
  await box.getByRole("button", { name: "Send Message" }).click();
  await expect(renter.getByText("Message sent to landlord.")).toBeVisible();

  // Without a reload: the landlord's badge counts it, the conversation is listed.
  await expect.poll(() => unreadCount(landlord), { timeout: 10_000 }).toBe(before + 1);
  const conversation = landlord
    .getByRole("list", { name: "Conversations" })
    .getByRole("link", { name: new RegExp(name) });
  await expect(conversation).toBeVisible();

  // The renter opens the thread from the inbox.
  await renter.goto("/messages");
  await renter.getByRole("list", { name: "Conversations" }).getByRole("link").first().click();
  await expect(thread(renter).getByText("Hello! Is it still available in March?")).toBeVisible();

  // The landlord opens it: the badge clears; the reply box is disabled while blank.
  await conversation.click();
  await expect(thread(landlord).getByText("Hello! Is it still available in March?")).toBeVisible();
  await expect.poll(() => unreadCount(landlord)).toBe(before);
  const send = landlord.getByRole("button", { name: "Send", exact: true });
  await expect(send).toBeDisabled();
  await landlord
    .getByRole("textbox", { name: "Message", exact: true })
    .fill("Yes! Would Saturday at 10 work for a viewing?");
  await send.click();
  await expect(thread(landlord).getByText("Yes! Would Saturday at 10 work for a viewing?")).toBeVisible();

  // The reply appears in the renter's open thread without a reload.
  await expect(thread(renter).getByText("Yes! Would Saturday at 10 work for a viewing?")).toBeVisible({
    timeout: 15_000,
  });
}

test("a renter messages a landlord from a listing; both talk in realtime, without reloads", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const landlord = await newPage(browser, "landlord");
  const renter = await newPage(browser);
  await talkInRealtime(renter, landlord);

  // The demo landlord is verified: the badge is beside their name in the renter's thread and list; the
  // renter, who is no landlord, has none in the landlord's inbox.
  await expect(renter.locator("main header").getByText("Verified landlord", { exact: true })).toBeVisible();
  await expect(
    renter.getByRole("list", { name: "Conversations" }).getByText("Verified landlord").first(),
  ).toBeAttached();
  await expect(landlord.locator("main").getByText("Verified landlord")).toHaveCount(0);

  // Search and the empty search state.
  await renter.goto("/messages?q=zzzz-nothing");
  await expect(renter.getByText("No messages found")).toBeVisible();
});

test("the same conversation with each person on their own app instance over one PostgreSQL", async ({
  browser,
}) => {
  test.skip(!process.env.E2E_SHARED_DATABASE_URL, "needs a PostgreSQL server (TEST_DATABASE_URL)");
  test.setTimeout(120_000);
  const renter = await (await browser.newContext({ baseURL: INSTANCE_A_URL })).newPage();
  const landlord = await (await browser.newContext({ baseURL: INSTANCE_B_URL })).newPage();
  await signIn(landlord, DEMO.landlord.email, DEMO.landlord.password);
  await talkInRealtime(renter, landlord);
});

test("a visitor is sent to sign in and comes back to the inbox", async ({ page }) => {
  await page.goto("/messages");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fmessages/);
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("Full Name").fill("Vera Visitor");
  await page.locator("#signup-email").fill(uniqueEmail("msg-visitor"));
  await page.locator("#signup-password").fill("password123");
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page).toHaveURL("/messages");
  await expect(page.getByText("No messages yet")).toBeVisible();
});
