import { type Browser, type BrowserContextOptions, expect, type Page, test } from "@playwright/test";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { INSTANCE_A_URL, INSTANCE_B_URL } from "../../playwright.config";
import { DEMO, newPage, signedInAs, signIn, signUp, uniqueEmail } from "./fixtures";

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

/** A renter signed up just now, and the demo landlord, each in their own browser context. */
interface Pair {
  renter: Page;
  landlord: Page;
  renterName: string;
  /** The conversation's id (the inbox's `?c=`). */
  conversationId: string;
}

/**
 * A new renter writes to the demo landlord from one of the landlord's listings and opens the thread.
 * `options` are the browser contexts' (viewport, time zone).
 */
async function newConversation(
  browser: Browser,
  firstMessage: string,
  options: BrowserContextOptions = {},
): Promise<Pair> {
  const landlord = await (
    await browser.newContext({ ...options, storageState: signedInAs("landlord") })
  ).newPage();
  const renter = await (await browser.newContext(options)).newPage();
  await landlord.goto("/landlord-dashboard");
  const href = await landlord
    .locator('a[href^="/landlord-dashboard/listings/"]')
    .first()
    .getAttribute("href");
  const listingId = href?.split("/")[3] ?? "";
  const renterName = `Rio Renter ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await signUp(renter, { name: renterName, email: uniqueEmail("msg-phone") });
  await expect(renter).toHaveURL("/");
  await renter.goto(`/rentals/${listingId}`);
  const box = renter.locator("#listing-message");
  await box.getByLabel("Message").fill(firstMessage);
  await box.getByRole("button", { name: "Send Message" }).click();
  await expect(renter.getByText("Message sent to landlord.")).toBeVisible();
  await renter.goto("/messages");
  const link = renter.getByRole("list", { name: "Conversations" }).getByRole("link").first();
  const conversationId = new URL((await link.getAttribute("href")) ?? "", "http://x").searchParams.get("c");
  expect(conversationId).toMatch(/^[0-9a-f-]{36}$/);
  return { renter, landlord, renterName, conversationId: conversationId ?? "" };
}

/** Sends a reply in the open thread and waits until it shows. */
async function reply(page: Page, text: string) {
  await page.getByRole("textbox", { name: "Message", exact: true }).fill(text);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(
    thread(page)
      .getByText(text.split("\n")[0] ?? text)
      .last(),
  ).toBeVisible();
}

/** A long message: many lines, so a few of them overflow the thread's scroll area on a phone. */
const longMessage = (label: string) =>
  [label, ...Array.from({ length: 9 }, (_, i) => `Line ${i + 2} of a long message about the lease.`)].join(
    "\n",
  );

/** How far the open thread's message list is from its bottom, in pixels (0: at the newest message). */
const distanceFromBottom = (page: Page) =>
  thread(page).evaluate((el) => Math.round(el.scrollHeight - el.clientHeight - el.scrollTop));

test("a thread opens at its newest message and follows new ones unless the reader scrolled up", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const phone = { viewport: { width: 390, height: 844 } };
  const { renter, landlord, conversationId } = await newConversation(
    browser,
    longMessage("First note"),
    phone,
  );
  await renter.goto(`/messages?c=${conversationId}`);
  for (const label of ["Second note", "Third note", "Fourth note"]) await reply(renter, longMessage(label));

  // The landlord opens the thread (a fresh page load): the newest message is in view, at the bottom.
  await landlord.goto(`/messages?c=${conversationId}`);
  const messages = thread(landlord).getByRole("listitem");
  await expect(messages).toHaveCount(4);
  expect(await thread(landlord).evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await expect.poll(() => distanceFromBottom(landlord)).toBeLessThanOrEqual(1);
  await expect(messages.last()).toBeInViewport();

  // A new message arrives while the landlord reads at the bottom: the thread stays at the newest one.
  await reply(renter, longMessage("Fifth note"));
  await expect(messages).toHaveCount(5);
  await expect.poll(() => distanceFromBottom(landlord)).toBeLessThanOrEqual(1);
  await expect(messages.last()).toBeInViewport();

  // The landlord scrolls up to read an older one: the next message does not pull the thread down.
  await thread(landlord).evaluate((el) => {
    el.scrollTop = 0;
  });
  await reply(renter, longMessage("Sixth note"));
  await expect(messages).toHaveCount(6);
  expect(await thread(landlord).evaluate((el) => el.scrollTop)).toBe(0);
  await expect(messages.first()).toBeInViewport();
});

for (const width of [360, 390]) {
  test(`the inbox fits a ${width} px phone: no sideways scroll, Search and the unread badge in view`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const { landlord, renterName } = await newConversation(browser, "Hi! Is parking included?", {
      viewport: { width, height: 800 },
    });
    await landlord.goto("/messages");
    const conversation = landlord
      .getByRole("list", { name: "Conversations" })
      .getByRole("link", { name: new RegExp(renterName) });
    const badge = conversation.getByText(/^\d+ unread$/);
    await expect(badge).toBeAttached();
    const sizes = await landlord.evaluate(() => {
      const el = document.scrollingElement as HTMLElement;
      return { scrollWidth: el.scrollWidth, clientWidth: el.clientWidth };
    });
    expect(sizes.scrollWidth).toBeLessThanOrEqual(sizes.clientWidth);
    await expect(landlord.getByRole("button", { name: "Search", exact: true })).toBeInViewport({ ratio: 1 });
    // The badge (the visible count, its parent) lies wholly inside the viewport.
    const box = await badge.locator("..").boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  });
}

/** The unread counts in a page data answer (React Router's turbo-stream): the badge's and each conversation's. */
async function unreadCounts(body: Buffer): Promise<number[]> {
  const decoded = await decodeViaTurboStream(
    new Response(new Uint8Array(body)).body as ReadableStream<Uint8Array>,
    globalThis,
  );
  await decoded.done;
  const routes = decoded.value as Record<string, { data?: Record<string, unknown> }>;
  const root = routes.root?.data as { user?: { unreadMessages?: number } } | undefined;
  const inbox = routes["routes/messages"]?.data as { conversations?: { unread: number }[] } | undefined;
  return [root?.user?.unreadMessages ?? 0, ...(inbox?.conversations ?? []).map((c) => c.unread)];
}

/** A clock time in a time zone, as the inbox and the thread show it: "3:45 PM". */
const clockIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(new Date(iso));

test("every time is the reader's own: the inbox and the thread show the same Chicago time", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const timeZone = "America/Chicago";
  const { renter, conversationId } = await newConversation(browser, "What time is the viewing?", {
    timezoneId: timeZone,
    viewport: { width: 1280, height: 900 },
  });
  const errors: string[] = [];
  renter.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  // The first page the browser loads sets the `tz` cookie; the inbox then shows Chicago time.
  await renter.goto("/messages");
  const listTime = renter.getByRole("list", { name: "Conversations" }).locator("time").first();
  const iso = (await listTime.getAttribute("datetime")) ?? "";
  const expected = clockIn(iso, timeZone);
  await expect(listTime).toHaveText(expected);
  await renter.getByRole("list", { name: "Conversations" }).getByRole("link").first().click();
  await expect(thread(renter).locator("time").last()).toHaveText(expected);
  // Server rendering reads the remembered zone: the first HTML of the thread already shows it.
  const cookies = await renter.context().cookies();
  expect(decodeURIComponent(cookies.find((c) => c.name === "tz")?.value ?? "")).toBe(timeZone);
  const html = await (await renter.request.get(`/messages?c=${conversationId}`)).text();
  expect(html).toContain(`>${expected}</time>`);
  expect(html).not.toContain(`>${clockIn(iso, "UTC")}</time>`);
  // A fresh load hydrates without a mismatch.
  await renter.reload();
  await expect(thread(renter).locator("time").last()).toHaveText(expected);
  expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
});

test("a message that arrives in the open thread is read at once: no unread badge goes up", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const desktop = { viewport: { width: 1280, height: 900 } };
  const { renter, landlord, conversationId } = await newConversation(
    browser,
    "Is the unit on the ground floor?",
    desktop,
  );
  await renter.goto(`/messages?c=${conversationId}`);
  await expect(thread(renter).getByRole("listitem")).toHaveCount(1);
  expect(await unreadCount(renter)).toBe(0);
  // Every unread count the server sends the renter's page from now on (the header badge, the list), even
  // in a re-fetch the page drops for a newer one.
  const counted: number[] = [];
  await renter.route(/\/messages\.data/, async (route) => {
    // A re-fetch still in flight when the test ends fails with its closing page: that is no failure of
    // this test, and it must not surface in the next test of the worker.
    try {
      const response = await route.fetch();
      const body = await response.body();
      if (route.request().method() === "GET") counted.push(...(await unreadCounts(body)));
      await route.fulfill({ response, body });
    } catch {
      await route.abort().catch(() => {});
    }
  });
  await landlord.goto(`/messages?c=${conversationId}`);
  await reply(landlord, "Yes, ground floor with a ramp.");
  await expect(thread(renter).getByText("Yes, ground floor with a ramp.")).toBeVisible({ timeout: 15_000 });
  // The landlord's own view follows: the renter's page told the server it was read.
  await landlord.reload();
  await expect(
    thread(landlord).getByRole("listitem").last().getByText("Yes, ground floor with a ramp."),
  ).toBeVisible();
  expect(counted.length).toBeGreaterThan(0);
  // Not once: a re-fetch of the open thread's page counts it as read (threadOpenedBy), whether or not the
  // read mark has landed yet.
  expect(counted.filter((n) => n !== 0)).toEqual([]);
  expect(await unreadCount(renter)).toBe(0);
  // And it stays read: the inbox (which opens no thread) shows no unread count.
  await renter.goto("/messages");
  await expect(renter.getByRole("list", { name: "Conversations" }).getByText(/unread/)).toHaveCount(0);
  expect(await unreadCount(renter)).toBe(0);
  await renter.unrouteAll({ behavior: "ignoreErrors" });
});

test("message search filters as you type, and without JavaScript through Search", async ({ browser }) => {
  test.setTimeout(90_000);
  const { renter } = await newConversation(browser, "Do you allow a small aquarium?");
  const list = renter.getByRole("list", { name: "Conversations" });
  await expect(list.getByRole("link")).toHaveCount(1);
  const search = renter.getByRole("searchbox", { name: "Search messages" });
  await search.pressSequentially("zzqx");
  await expect(renter.getByText("No messages found")).toBeVisible();
  await expect(renter).toHaveURL(/[?&]q=zzqx/);
  await expect(search).toBeFocused();
  await search.fill("");
  await search.pressSequentially("aquarium");
  await expect(list.getByRole("link")).toHaveCount(1);
  await expect(renter).toHaveURL(/[?&]q=aquarium/);

  // Without JavaScript, the Search button submits the same search.
  const noJs = await (
    await browser.newContext({
      javaScriptEnabled: false,
      storageState: await renter.context().storageState(),
    })
  ).newPage();
  await noJs.goto("/messages");
  await noJs.getByRole("searchbox", { name: "Search messages" }).fill("zzqx");
  await noJs.getByRole("button", { name: "Search", exact: true }).click();
  await expect(noJs).toHaveURL(/[?&]q=zzqx/);
  await expect(noJs.getByText("No messages found")).toBeVisible();
  await noJs.getByRole("searchbox", { name: "Search messages" }).fill("aquarium");
  await noJs.getByRole("button", { name: "Search", exact: true }).click();
  await expect(noJs.getByRole("list", { name: "Conversations" }).getByRole("link")).toHaveCount(1);
});
