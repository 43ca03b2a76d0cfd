import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";
import { signedInAs, signUp, uniqueEmail } from "./fixtures";
import { SERVER_START_TIMEOUT_MS, startServer, stopServer } from "./server-process";

/**
 * The installable app (docs/pwa.md): manifest and icons, the service worker taking control, the offline
 * screens and saved copies with the network cut, and the install banner (below 768 px only, 7 days of
 * dismissal). Each test has its own browser context, so its own service worker and storage.
 */

/** Waits until the page is controlled by the service worker (first visit: after clients.claim()). */
async function controlledBySw(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === "activated", null, {
    timeout: 20_000,
  });
}

/** The precache is filled before the worker activates; make sure a page is controlled and ready. */
async function installWorker(page: Page) {
  await page.goto("/");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await controlledBySw(page);
}

/** Every address the worker's caches hold (path and query), whichever cache holds it. */
function keptPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const keys = await Promise.all((await caches.keys()).map(async (n) => (await caches.open(n)).keys()));
    return keys.flat().map((r) => new URL(r.url).pathname + new URL(r.url).search);
  });
}

async function cutNetwork(context: BrowserContext) {
  await context.setOffline(true);
}

test.describe("manifest and icons", () => {
  test("the page links a manifest with name, start URL, standalone display, theme colour and icons", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest.webmanifest");
    const res = await request.get(href!);
    expect(res.status()).toBe(200);
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest.short_name).toBe("Affordable");
    expect(manifest.name).toContain("Affordable");
    expect(manifest.start_url).toMatch(/^\//);
    expect(manifest.display).toBe("standalone");
    expect(manifest.theme_color).toBe("#047857");
    const sizes = manifest.icons.map((i) => `${i.sizes} ${i.purpose}`);
    expect(sizes).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    for (const icon of manifest.icons) {
      const png = await request.get(icon.src);
      expect(png.status()).toBe(200);
      expect(png.headers()["content-type"]).toBe("image/png");
      const body = await png.body();
      // PNG signature, then the IHDR width and height.
      expect(body.subarray(1, 4).toString("latin1")).toBe("PNG");
      const [w, h] = icon.sizes.split("x").map(Number);
      expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([w, h]);
    }
  });

  test("a Spanish page links the Spanish manifest: its name and description in Spanish, opening on /es", async ({
    page,
    request,
  }) => {
    await page.goto("/es");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest.es.webmanifest");
    const res = await request.get(href!);
    expect(res.status()).toBe(200);
    const spanish = (await res.json()) as Record<string, unknown>;
    const english = (await (await request.get("/manifest.webmanifest")).json()) as Record<string, unknown>;
    expect(spanish).toMatchObject({
      name: "Affordable: alquileres y Rent Party",
      description: "Encuentra alquileres económicos cerca de ti y consigue ayuda con la renta.",
      lang: "es-US",
      start_url: "/es?source=pwa",
    });
    // Everything else (icons, colours, display, scope) is the English one's.
    for (const key of ["short_name", "scope", "display", "theme_color", "background_color", "icons"]) {
      expect(spanish[key], key).toEqual(english[key]);
    }
  });

  test("the service worker script is never cached by HTTP and is compressed", async ({ request }) => {
    const res = await request.get("/sw.js", { headers: { "accept-encoding": "br, gzip" } });
    expect(res.status()).toBe(200);
    expect(res.headers()["cache-control"]).toBe("no-cache");
    expect(res.headers().vary).toBe("Accept-Encoding");
  });
});

test.describe("service worker and offline", () => {
  test("takes control of the page", async ({ page }) => {
    await installWorker(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe("/");
  });

  test("an uncached rentals page offline shows You're offline, and Try Again reloads it", async ({
    page,
    context,
  }) => {
    await installWorker(page);
    await cutNetwork(context);
    await page.goto("/rentals?city=Nowhere-never-visited");
    await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
    await expect(page.getByText("Try again when reconnected to see available rentals.")).toBeVisible();
    const tryAgain = page.getByRole("link", { name: "Try Again" });
    await expect(tryAgain).toHaveAttribute("href", "/rentals?city=Nowhere-never-visited");
    await context.setOffline(false);
    await tryAgain.click();
    await expect(page).toHaveURL(/\/rentals\?city=Nowhere-never-visited$/);
    await expect(page.getByRole("heading", { name: "You're offline" })).toHaveCount(0);
  });

  test("offline, the icons come from the precached sprite (not the HTTP cache)", async ({
    page,
    context,
  }) => {
    await installWorker(page);
    // Only the worker's precache can answer now: a sprite request it let through would fail.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.clearBrowserCache");
    await cutNetwork(context);
    const sprite = page.waitForRequest((request) => /\/assets\/icons-[\w-]+\.svg/.test(request.url()));
    await page.goto("/rentals?city=Nowhere-never-visited-icons");
    await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
    // null when the request failed: the worker did not answer it from its precache.
    const response = await (await sprite).response();
    expect(response?.status()).toBe(200);
    expect(response?.fromServiceWorker()).toBe(true);
    // An icon whose symbol did not load has an empty box.
    await page.waitForFunction(() => {
      const uses = [...document.querySelectorAll("main svg > use")] as SVGUseElement[];
      return uses.length > 0 && uses.every((use) => use.getBBox().width > 0);
    });
  });

  test("an uncached campaign page offline shows Campaign unavailable offline", async ({ page, context }) => {
    await installWorker(page);
    await cutNetwork(context);
    await page.goto("/party/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("heading", { name: "Campaign unavailable offline" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Try Again" })).toBeVisible();
  });

  test("a recently viewed listing and search stay readable offline, marked as saved copies", async ({
    page,
    context,
  }) => {
    await installWorker(page);
    await page.goto("/rentals");
    await expect(page.getByText(/properties found/)).toBeVisible();
    const firstListing = page.getByRole("article").first();
    const title = (await firstListing.getAttribute("aria-label")) ?? "";
    const href = (await firstListing.getByRole("link").first().getAttribute("href")) ?? "";
    await page.goto(href);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    // The copy is written after the response: give the worker a moment.
    await page.waitForTimeout(500);

    await cutNetwork(context);
    await page.goto(href);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const notice = page.locator("[data-saved-copy]");
    await expect(notice).toContainText("Saved copy from");
    await expect(notice.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);

    await page.goto("/rentals");
    await expect(page.getByText(/properties found/)).toBeVisible();
    await expect(page.locator("[data-saved-copy]")).toContainText("Saved copy from");
  });
});

test.describe("signing out", () => {
  test("empties the saved copies: offline, the next reader finds none of the pages kept while signed in", async ({
    page,
    context,
  }) => {
    await installWorker(page);
    await signUp(page, { name: "Sam Shared", email: uniqueEmail("shared-device") });
    await expect(page.getByRole("banner").getByLabel("Account menu")).toBeVisible();
    // Made for this reader: no shared cache may keep it.
    const signedIn = await page.goto("/rentals?bedrooms=2");
    expect(signedIn?.headers()["cache-control"]).toBe("private");
    await expect(page.getByText(/properties found/)).toBeVisible();
    // The copy is written after the response.
    await expect.poll(() => keptPaths(page)).toContain("/rentals?bedrooms=2");

    const header = page.getByRole("banner");
    await header.getByLabel("Account menu").click();
    await header.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
    await expect.poll(() => keptPaths(page)).not.toContain("/rentals?bedrooms=2");

    await cutNetwork(context);
    await page.goto("/rentals?bedrooms=2");
    await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
    await expect(page.getByText("Sam Shared")).toHaveCount(0);
  });
});

test.describe("offline in Spanish", () => {
  test("a Spanish page offline shows the Spanish offline screen; a saved copy says so in Spanish", async ({
    page,
    context,
  }) => {
    await installWorker(page);
    await page.goto("/es/rentals");
    await expect(page.getByText(/propiedades? encontradas?/).first()).toBeVisible();
    await page.waitForTimeout(500);
    await cutNetwork(context);
    await page.goto("/es/rentals?city=Nunca-visitada");
    await expect(page.getByRole("heading", { name: "No tienes conexión" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Intentar de nuevo" })).toHaveAttribute(
      "href",
      "/es/rentals?city=Nunca-visitada",
    );
    await page.goto("/es/party/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("heading", { name: "Colecta no disponible sin conexión" })).toBeVisible();
    await page.goto("/es/rentals");
    await expect(page.locator("[data-saved-copy]")).toContainText("Copia guardada el");
  });

  test.describe("signed in", () => {
    test.use({ storageState: signedInAs("renter") });

    test("a private page under /es is never kept for offline", async ({ page, context }) => {
      await installWorker(page);
      await page.goto("/es/renter-dashboard");
      await page.waitForTimeout(500);
      const kept = await keptPaths(page);
      expect(kept.filter((p) => p.startsWith("/es/renter-dashboard"))).toEqual([]);
      await cutNetwork(context);
      await expect(page.goto("/es/renter-dashboard")).rejects.toThrow();
    });
  });
});

test.describe("service worker updates", () => {
  /** One more built server on its own port and data folder, serving the build in `buildDir`. */
  function startBuild(buildDir: string, port: number, dataDir: string) {
    return startServer(port, {
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      SEED: "never",
      LOG_LEVEL: "error",
      SMTP_URL: "",
      DATABASE_URL: "",
      MARKET_DATA_URL: "",
    });
  }

  test("a new deploy's worker takes over at once and the open page reloads onto it, once", async ({
    browser,
  }, testInfo) => {
    test.setTimeout(2 * SERVER_START_TIMEOUT_MS + 60_000);
    // Two builds on one origin, one after the other: today's, and the next deploy, whose sw.js differs
    // (a new precache list would do the same). Playwright cannot rewrite the worker's own update check, so
    // the second build is real files served by a real server on the same port.
    // Inside the project (the test's output folder), so the built server still finds node_modules.
    const work = testInfo.outputPath("sw-update");
    const today = path.join(work, "build-today");
    const next = path.join(work, "build-next");
    fs.cpSync(process.env.BUILD_DIR ?? "build", today, { recursive: true });
    fs.cpSync(process.env.BUILD_DIR ?? "build", next, { recursive: true });
    const sw = path.join(next, "client", "sw.js");
    const script = `${fs.readFileSync(sw, "utf8")}\n// the next deploy\n`;
    fs.writeFileSync(sw, script);
    fs.writeFileSync(`${sw}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${sw}.gz`, zlib.gzipSync(script));
    // The port after the ones playwright.config.ts gives its servers (the tile server has +5).
    const port = Number(new URL(BASE_URL).port) + 6;
    const dataDir = path.join(work, "data");

    let server = await startBuild(today, port, dataDir);
    const context = await browser.newContext({ baseURL: `http://localhost:${port}` });
    try {
      const page = await context.newPage();
      await installWorker(page);
      await page.evaluate(() => {
        (window as Window & { oldVersion?: boolean }).oldVersion = true;
      });

      await stopServer(server);
      server = await startBuild(next, port, dataDir);

      const newWorker = context.waitForEvent("serviceworker", { timeout: 30_000 });
      const reloaded = page.waitForEvent("load", { timeout: 30_000 });
      // What the browser does by itself on a navigation (at most once a day) or when the page asks.
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      await newWorker;
      // The new worker skipped waiting and claimed the page; the page reloaded once, onto the new version.
      await reloaded;
      await controlledBySw(page);
      expect(
        await page.evaluate(() => (window as Window & { oldVersion?: boolean }).oldVersion),
      ).toBeUndefined();
      const registration = await page.evaluate(async () => {
        const r = await navigator.serviceWorker.getRegistration();
        return { waiting: Boolean(r?.waiting), installing: Boolean(r?.installing), active: r?.active?.state };
      });
      expect(registration).toEqual({ waiting: false, installing: false, active: "activated" });
      await page.goto("/rentals");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    } finally {
      await stopServer(server);
      await context.close().catch(() => {});
      fs.rmSync(work, { recursive: true, force: true });
    }
  });
});

test.describe("LCP image", () => {
  test("the first card's photo loads eagerly with high priority, the others lazily", async ({ page }) => {
    await page.goto("/rentals");
    const photos = page.getByRole("article").locator("img");
    await expect(photos.first()).toHaveAttribute("fetchpriority", "high");
    await expect(photos.first()).toHaveAttribute("loading", "eager");
    if ((await photos.count()) > 1) await expect(photos.nth(1)).toHaveAttribute("loading", "lazy");
  });
});

const DISMISS_KEY = "affordable.installBannerDismissedAt";

/** What Chromium does when the app can be installed: a cancellable event with prompt(). */
async function offerInstall(page: Page) {
  await page.evaluate(() => {
    const event = new Event("beforeinstallprompt", { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
      userChoice: Promise<{ outcome: string }>;
    };
    const w = window as unknown as { promptCalls: number };
    w.promptCalls = 0;
    event.prompt = async () => {
      w.promptCalls++;
    };
    event.userChoice = Promise.resolve({ outcome: "accepted" });
    window.dispatchEvent(event);
  });
}

/** The banner listens once the page has hydrated. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.installListener === "on");
}

test.describe("install banner", () => {
  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("shows when installation is offered; Not now hides it for 7 days", async ({ page }) => {
      await page.goto("/");
      await hydrated(page);
      await offerInstall(page);
      const banner = page.getByTestId("install-banner");
      await expect(banner).toBeVisible();
      await banner.getByRole("button", { name: "Not now" }).click();
      await expect(banner).toHaveCount(0);
      const stored = Number(await page.evaluate((key) => localStorage.getItem(key), DISMISS_KEY));
      expect(Date.now() - stored).toBeLessThan(60_000);

      // Six days later: still hidden.
      await page.evaluate(([key, at]) => localStorage.setItem(key, String(at)), [
        DISMISS_KEY,
        Date.now() - 6 * 24 * 60 * 60 * 1000,
      ] as const);
      await page.reload();
      await hydrated(page);
      await offerInstall(page);
      await expect(page.getByTestId("install-banner")).toHaveCount(0);

      // Eight days later: shown again.
      await page.evaluate(([key, at]) => localStorage.setItem(key, String(at)), [
        DISMISS_KEY,
        Date.now() - 8 * 24 * 60 * 60 * 1000,
      ] as const);
      await page.reload();
      await hydrated(page);
      await offerInstall(page);
      await expect(page.getByTestId("install-banner")).toBeVisible();
    });

    test("Install calls the browser's prompt and clears the dismissal", async ({ page }) => {
      await page.goto("/");
      await hydrated(page);
      await page.evaluate(([key, at]) => localStorage.setItem(key, String(at)), [
        DISMISS_KEY,
        Date.now() - 8 * 24 * 60 * 60 * 1000,
      ] as const);
      await offerInstall(page);
      const banner = page.getByTestId("install-banner");
      await banner.getByRole("button", { name: "Install" }).click();
      await expect(banner).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { promptCalls: number }).promptCalls)).toBe(1);
      expect(await page.evaluate((key) => localStorage.getItem(key), DISMISS_KEY)).toBeNull();
    });
  });

  test.describe("at 1280 px", () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test("never shows, even when installation is offered", async ({ page }) => {
      await page.goto("/");
      await hydrated(page);
      await offerInstall(page);
      await page.waitForTimeout(300);
      await expect(page.getByTestId("install-banner")).toHaveCount(0);
    });
  });
});
