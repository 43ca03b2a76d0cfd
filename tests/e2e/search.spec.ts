import { expect, type Page, test } from "@playwright/test";

/**
 * The rentals search's filters and sort: every change is applied to the latest state, however
 * quickly the next one follows, and the sort goes into the URL, with or without JavaScript.
 */

/** Holds /rentals data requests while `hold` is on, until `release()`: a slow server, on demand. */
async function slowData(page: Page) {
  const state = { hold: false, waiting: [] as (() => void)[] };
  await page.route(/\/rentals\.data/, async (route) => {
    if (state.hold) await new Promise<void>((resolve) => state.waiting.push(resolve));
    await route.continue();
  });
  return {
    hold: () => {
      state.hold = true;
    },
    release: () => {
      state.hold = false;
      for (const resolve of state.waiting.splice(0)) resolve();
    },
  };
}

/** Lets the page finish what React scheduled (its effects) before the test goes on. */
async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(0);
      }),
  );
}

test("a filter chosen while the previous one is still loading is kept", async ({ page }) => {
  // The clock is the page's own: the 300 ms wait after a keyboard step runs when the test says so, which
  // puts the earlier search's answer inside that wait every time.
  await page.clock.install();
  const data = await slowData(page);
  await page.goto("/rentals?section8=true");
  const section8 = page.getByLabel("Section 8 Accepted");
  const bedrooms = page.getByLabel("Bedrooms", { exact: true });
  await expect(section8).toBeChecked();
  await page.waitForLoadState("networkidle");

  data.hold();
  await section8.uncheck();
  await page.clock.runFor(10);
  // Bedrooms stepped with the keyboard (it waits like typing), then on to the next control.
  await bedrooms.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Tab");
  await expect(bedrooms).toHaveValue("studio");
  // The first search (Section 8 dropped) answers now, while Bedrooms waits to be sent.
  data.release();
  await expect(page).not.toHaveURL(/section8/);
  await expect(page.getByText("Loading...")).toBeHidden();
  await settle(page);
  await expect(bedrooms).toHaveValue("studio");
  await page.clock.runFor(400);
  await expect(page).toHaveURL(/[?&]bedrooms=studio(&|$)/);
  await expect(page).not.toHaveURL(/section8/);
  await expect(bedrooms).toHaveValue("studio");
  await expect(section8).not.toBeChecked();
});

test("filters picked one right after another all reach the URL and the results", async ({ page }) => {
  test.setTimeout(60_000);
  const data = await slowData(page);
  const section8 = page.getByLabel("Section 8 Accepted");
  const bedrooms = page.getByLabel("Bedrooms", { exact: true });
  const bathrooms = page.getByLabel("Bathrooms", { exact: true });
  const rounds: [string, string][] = [
    ["2", "1"],
    ["1", "2"],
    ["studio", "1"],
  ];
  for (const [beds, baths] of rounds) {
    await page.goto("/rentals?section8=true");
    await expect(section8).toBeChecked();
    await page.waitForLoadState("networkidle");
    // Every answer waits until all three choices are made: each lands while another is on its way.
    data.hold();
    await section8.uncheck();
    await bedrooms.selectOption(beds);
    await bathrooms.selectOption(baths);
    data.release();
    await expect(page).toHaveURL(new RegExp(`[?&]bedrooms=${beds}(&|$)`));
    await expect(page).toHaveURL(new RegExp(`[?&]bathrooms=${baths}(&|$)`));
    await expect(page).not.toHaveURL(/section8/);
    await expect(page.getByText("Loading...")).toBeHidden();
    await expect(bedrooms).toHaveValue(beds);
    await expect(bathrooms).toHaveValue(baths);
    await expect(section8).not.toBeChecked();
    // The results are those of every filter.
    const bedsText = beds === "studio" ? "Studio" : `${beds} bed`;
    for (const card of await page.getByRole("article").all()) {
      await expect(card).toContainText(bedsText);
      await expect(card).toContainText(`${baths} bath`);
    }
  }
});

/** The monthly rents of the result cards, in page order. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByRole("article").allInnerTexts();
  return texts.map((text) => Number(/\$([\d,]+)/.exec(text)?.[1].replace(/,/g, "") ?? Number.NaN));
}

test("Sort by: lowest price puts the cheapest first, featured homes included, and keeps the filters", async ({
  page,
}) => {
  await page.goto("/rentals?section8=true");
  const sort = page.getByLabel("Sort by");
  await expect(sort).toHaveValue("");
  await page.waitForLoadState("networkidle");
  await sort.selectOption("price_asc");
  await expect(page).toHaveURL(/[?&]sort=price_asc(&|$)/);
  await expect(page).toHaveURL(/section8=true/);
  await expect(page.getByText("Loading...")).toBeHidden();
  const prices = await cardPrices(page);
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  // A filter keeps the sort; the default order is the empty choice, out of the URL.
  await page.getByLabel("Bedrooms", { exact: true }).selectOption("1");
  await expect(page).toHaveURL(/bedrooms=1/);
  await expect(page).toHaveURL(/sort=price_asc/);
  await sort.selectOption("newest");
  await expect(page).toHaveURL(/sort=newest/);
  await expect(page).toHaveURL(/bedrooms=1/);
  await page.goBack();
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(sort).toHaveValue("price_asc");
  await sort.selectOption("");
  await expect(page).not.toHaveURL(/sort=/);
});

test("Sort by works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/rentals?section8=true");
  await page.getByLabel("Sort by").selectOption("price_asc");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]sort=price_asc(&|$)/);
  await expect(page).toHaveURL(/section8=true/);
  await expect(page.getByLabel("Sort by")).toHaveValue("price_asc");
  const prices = await cardPrices(page);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  await context.close();
});

test("filters typed and ticked before the page's script has run are applied once it runs", async ({
  page,
}) => {
  // A slow phone: the server-rendered form is usable while its script is still downloading.
  const scripts: (() => void)[] = [];
  let holding = true;
  await page.route(/\.js(\?|$)/, async (route) => {
    if (holding) await new Promise<void>((resolve) => scripts.push(resolve));
    await route.continue();
  });
  await page.goto("/rentals", { waitUntil: "domcontentloaded" });
  await page.getByLabel("City", { exact: true }).fill("Chicago");
  await page.getByLabel("Section 8 Accepted").check();
  holding = false;
  for (const resolve of scripts.splice(0)) resolve();
  await expect(page).toHaveURL(/[?&]city=Chicago(&|$)/);
  await expect(page).toHaveURL(/[?&]section8=true(&|$)/);
  await expect(page.getByLabel("City", { exact: true })).toHaveValue("Chicago");
  await expect(page.getByLabel("Section 8 Accepted")).toBeChecked();
});

test("a search page left alone while its script loads asks for nothing more once it runs", async ({
  page,
}) => {
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes(".data")) dataRequests.push(request.url());
  });
  await page.goto("/rentals?state=il&city=Chicago&bedrooms=2&section8=true&maxRent=1200");
  await page.waitForLoadState("networkidle");
  await settle(page);
  expect(dataRequests).toEqual([]);
  await expect(page.getByLabel("City", { exact: true })).toHaveValue("Chicago");
});
