import { expect, test } from "@playwright/test";
import { MARKET_APP_URL } from "../../playwright.config";
import { MAIL_TIMEOUT, readMail, signedInAs, signUp, uniqueEmail } from "./fixtures";

test.describe("contact page", () => {
  test("sends a message, shows the success toast and resets the form", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { name: "We're Here to Help" })).toBeVisible();
    await page.getByLabel("Full Name").fill("Casey Contact");
    await page.getByLabel("Email Address").fill("casey@example.com");
    await page.getByLabel("Message").fill("How do I list my duplex without an agent?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Thanks for reaching out — we'll get back to you soon.")).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("");
    await expect
      .poll(() => readMail().some((m) => m.includes("How do I list my duplex")), { timeout: MAIL_TIMEOUT })
      .toBe(true);
  });

  test("shows each field's error and sends nothing", async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel("Email Address").fill("not-an-email");
    await page.getByLabel("Message").fill("short");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Full name is required")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();
  });

  test("loads its checks on first use: no zod with the page, then a bad submit is stopped in the browser", async ({
    page,
  }) => {
    // zod's minified code keeps its `_zod` property names: a script holding it is the validation library.
    const scripts: Promise<boolean>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") {
        scripts.push(
          response.text().then(
            (body) => body.includes("_zod"),
            () => false,
          ),
        );
      }
    });
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    const zodLoaded = async () => (await Promise.all(scripts)).some(Boolean);

    await page.goto("/contact", { waitUntil: "networkidle" });
    expect(scripts.length).toBeGreaterThan(0);
    expect(await zodLoaded()).toBe(false);

    await page.getByLabel("Full Name").focus();
    await expect.poll(zodLoaded).toBe(true);
    await page.getByLabel("Email Address").fill("not-an-email");
    await page.getByLabel("Message").fill("short");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Full name is required")).toBeVisible();
    await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();
    expect(posts).toEqual([]);
  });

  test("without JavaScript, the server shows the errors, then sends the message", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    await page.getByLabel("Email Address").fill("not-an-email");
    await page.getByLabel("Message").fill("short");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Full name is required")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByLabel("Message")).toHaveValue("short");
    await expect(page.getByLabel("Message")).toHaveAttribute("aria-describedby", /contact-message-error/);

    await page.getByLabel("Full Name").fill("Nora Script");
    await page.getByLabel("Email Address").fill("nora@example.com");
    await page.getByLabel("Message").fill("Is there a way to search for Section 8 listings?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status")).toContainText("We've received your message");
    await expect(page.getByLabel("Full Name")).toHaveValue("");
    await expect
      .poll(() => readMail().some((m) => m.includes("Section 8 listings")), { timeout: MAIL_TIMEOUT })
      .toBe(true);
    await context.close();
  });

  test("has a mailto link, and links to our own social accounts (settings) opening in a new tab", async ({
    page,
  }) => {
    await page.goto("/contact");
    await expect(page.locator('a[href^="mailto:"]').first()).toBeVisible();
    const accounts = {
      Instagram: "https://www.instagram.com/affordable.example/",
      X: "https://x.com/affordable_example",
      Facebook: "https://www.facebook.com/affordable.example",
      TikTok: "https://www.tiktok.com/@affordable.example",
      LinkedIn: "https://www.linkedin.com/company/affordable-example",
    };
    for (const where of [page.getByRole("main"), page.getByRole("navigation", { name: "Follow us" })]) {
      for (const [name, href] of Object.entries(accounts)) {
        const link = where.getByRole("link", { name: `${name} (opens in a new tab)` });
        await expect(link).toHaveAttribute("href", href);
        await expect(link).toHaveAttribute("target", "_blank");
      }
    }
  });

  test("a site without social accounts configured links none", async ({ page }) => {
    // The second server runs without SOCIAL_* settings.
    await page.goto(`${MARKET_APP_URL}/contact`);
    await expect(page.getByRole("heading", { name: "We're Here to Help" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Follow us" })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Follow us" })).toHaveCount(0);
    await expect(
      page.locator('a[href*="instagram.com"], a[href*="x.com"], a[href*="facebook.com"]'),
    ).toHaveCount(0);
  });
});

test("every foundation page arrives server-rendered with its title and description", async ({ request }) => {
  for (const [path, title] of [
    ["/", "Affordable Rentals, No Application Fees | Affordable"],
    ["/auth", "Sign In or Sign Up | Affordable"],
    ["/contact", "Contact Us | Affordable"],
    ["/forgot-password", "Reset your password | Affordable"],
  ]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(html, path).toContain(`<title>${title}</title>`);
    expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(res.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
  }
});

test.describe("static pages and shell", () => {
  for (const [path, title] of [
    ["/privacy", "Privacy Policy"],
    ["/terms", "Terms of Service"],
    ["/story", "Our Story & Mission"],
  ]) {
    test(`${path} is server-rendered with breadcrumb and a way back`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<title>${title.replace("&", "&amp;")} | Affordable</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]+"/);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(
        page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }),
      ).toBeVisible();
      await page.getByRole("link", { name: "Back to Homepage" }).click();
      await expect(page).toHaveURL("/");
    });
  }

  test("privacy names what we collect today and how long we keep it", async ({ page }) => {
    await page.goto("/privacy");
    const main = page.getByRole("main");
    for (const collected of [
      "Account details",
      "Ownership and ID documents",
      "Payout details",
      "Messages",
      "Listings and photos",
      "Your approximate location",
      "Payment and donation records",
      "Emails we send you",
    ]) {
      await expect(main.getByText(collected, { exact: true }), collected).toBeVisible();
    }
    await expect(
      main.getByRole("heading", { name: "What we collect and how long we keep it" }),
    ).toBeVisible();
    // Only what the app really does: documents stay until the landlord asks, nothing deletes them on its own.
    await expect(
      main.getByText("We keep them until you ask us to delete them; they are not deleted automatically"),
    ).toBeVisible();
    await expect(
      main.getByText("A session ends when you sign out or after 30 days without a visit."),
    ).toBeVisible();
  });

  test("privacy is dated and story links to list property and start rent party", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByText("Last modified: December 2024")).toBeVisible();
    await page.goto("/story");
    await expect(page.getByRole("main").getByRole("link", { name: "List Your Property" })).toHaveAttribute(
      "href",
      "/list-property",
    );
    await expect(page.getByRole("main").getByRole("link", { name: "Start a Rent Party" })).toHaveAttribute(
      "href",
      "/start-rent-party",
    );
  });

  test("the home page renders its sections and the stablecoin popover", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByText("Affordable Rentals Available in Your Area")).toBeVisible();
    await expect(page.getByRole("link", { name: "Find Affordable Rentals" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No Application Fees. Ever." })).toBeVisible();
    for (const badge of [
      "Scam-Free Guarantee",
      "No Credit Score Required",
      "Verified Landlords",
      "Real Support for a Full Year",
    ]) {
      await expect(page.getByRole("heading", { name: badge })).toBeVisible();
    }
    await page.getByRole("button", { name: "What's a stablecoin?" }).click();
    await expect(page.getByText("tied to the U.S. dollar")).toBeVisible();
  });

  test("the window scrolls to the top on a path change", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL("/privacy");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("landlord recruitment page", () => {
  test("sends visitors to landlord sign-up", async ({ page }) => {
    await page.goto("/verified-landlord");
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "Become a Verified Landlord and Help Keep Renters Housed",
      }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Started" })).toHaveAttribute(
      "href",
      "/auth?role=landlord",
    );
    await expect(page.getByRole("link", { name: "Become a Verified Landlord Today" })).toHaveAttribute(
      "href",
      "/auth?role=landlord",
    );
  });

  test.describe("signed in as the demo landlord", () => {
    test.use({ storageState: signedInAs("landlord") });

    test("sends signed-in users to the landlord dashboard", async ({ page }) => {
      await page.goto("/verified-landlord");
      await expect(page.getByRole("link", { name: "Get Started" })).toHaveAttribute(
        "href",
        "/landlord-dashboard",
      );
      await page.getByRole("link", { name: "Become a Verified Landlord Today" }).click();
      await expect(page).toHaveURL("/landlord-dashboard");
    });
  });

  test("a signed-in renter adds the landlord tools after a confirmation, keeping what they sent as a renter", async ({
    page,
  }) => {
    // An account of its own: the demo renter's shared session must stay a renter's.
    await signUp(page, { name: "Rita Becoming", email: uniqueEmail("becomes-landlord"), role: "renter" });
    await expect(page).toHaveURL("/");

    // As a renter, an application first: it stays with the account.
    await page.goto("/rentals");
    const firstListing = page.getByRole("link", { name: /^View Details: / }).first();
    const title = ((await firstListing.getAttribute("aria-label")) ?? "").replace(/^View Details: /, "");
    await firstListing.click();
    await page.getByLabel("Move-in date").fill(new Date(Date.now() + 30 * 864e5).toISOString().slice(0, 10));
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("Application sent")).toBeVisible();

    await page.goto("/verified-landlord");
    await page.getByRole("link", { name: "Become a Verified Landlord Today" }).click();
    await expect(page).toHaveURL("/verified-landlord/add-landlord-tools");
    await expect(
      page.getByRole("heading", { level: 1, name: "Add landlord tools to your account?" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Yes, add landlord tools" }).click();

    await expect(page).toHaveURL("/landlord-dashboard");
    await expect(page.getByText("Landlord tools added")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Rita Becoming" })).toBeVisible();
    await expect(page.getByText(/Access Denied/)).toHaveCount(0);
    const sent = page
      .locator("div")
      .filter({ has: page.getByRole("heading", { name: "My Applications" }) })
      .last();
    await expect(sent.getByText(title, { exact: true })).toBeVisible();

    // The landlord tools work: the List Property form opens, and the page now leads to the dashboard.
    await page.getByRole("link", { name: "List a New Property" }).click();
    await expect(page.getByLabel("Title")).toBeVisible();
    await page.goto("/verified-landlord");
    await expect(page.getByRole("link", { name: "Get Started" })).toHaveAttribute(
      "href",
      "/landlord-dashboard",
    );
  });
});

test("while the sandbox takes donations, every page says it is test mode", async ({ request }) => {
  for (const path of ["/", "/rentals", "/chicago", "/contact", "/start-rent-party", "/no-such-page"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain("Test mode: no real money moves.");
  }
});

test("on a 390 px phone the header reaches Rentals", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const rentals = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Rentals" });
  await expect(rentals).toBeVisible();
  await rentals.click();
  await expect(page).toHaveURL("/rentals");
});
