import { expect, test } from "@playwright/test";
import { DEMO, MAIL_TIMEOUT, readMail, signedInAs, signIn, signUp, uniqueEmail } from "./fixtures";

test.describe("accounts", () => {
  test("a renter signs up, lands on home signed in, and signs out", async ({ page }) => {
    const email = uniqueEmail("renter");
    await signUp(page, { name: "Rae Renter", email });
    await expect(page).toHaveURL("/");
    await expect(page.getByText("Account created successfully!")).toBeVisible();
    const header = page.getByRole("banner");
    await header.getByLabel("Account menu").click();
    await expect(header.getByRole("link", { name: "Start Rent Party" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Admin Dashboard" })).toHaveCount(0);
    await header.getByRole("link", { name: "My Dashboard" }).click();
    await expect(page).toHaveURL("/renter-dashboard");
    await expect(page.getByRole("heading", { name: "Welcome, Rae Renter" })).toBeVisible();

    // The menu closed on navigation; it opens from the keyboard too.
    await expect(header.getByRole("button", { name: "Sign Out" })).toBeHidden();
    await header.getByLabel("Account menu").focus();
    await page.keyboard.press("Enter");
    await header.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  });

  test("/auth?role=landlord preselects landlord and creates a landlord", async ({ page }) => {
    await page.goto("/auth?role=landlord");
    await expect(page.getByLabel("I am a")).toHaveValue("landlord");
    await page.getByLabel("Full Name").fill("Lou Landlord");
    await page.locator("#signup-email").fill(uniqueEmail("landlord"));
    await page.locator("#signup-password").fill("password123");
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(page).toHaveURL("/");
    await page.goto("/landlord-dashboard");
    await expect(page.getByRole("heading", { name: "Welcome, Lou Landlord" })).toBeVisible();
    await page.goto("/renter-dashboard");
    await expect(page.getByText("Access Denied: This dashboard is only available to renters.")).toBeVisible();
  });

  test("sign-up validation shows the spec's messages under the fields", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByLabel("Full Name").fill("   ");
    await page.locator("#signup-email").fill(uniqueEmail("short"));
    await page.locator("#signup-password").fill("12345");
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(page.getByText("Please enter your full name")).toBeVisible();
    await expect(page.getByText("Password must be at least 6 characters long")).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });

  test("signs in with the demo renter and greets them; a signed-in visitor skips /auth", async ({ page }) => {
    await signIn(page, DEMO.renter.email, DEMO.renter.password);
    await expect(page.getByText("Welcome back!")).toBeVisible();
    await page.goto("/auth");
    await expect(page).toHaveURL("/");
  });

  test("a wrong password shows the error and stays signed out", async ({ page }) => {
    await page.goto("/auth");
    await page.getByLabel("Email").first().fill(DEMO.renter.email);
    await page.getByLabel("Password").first().fill("not-the-password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  });

  test.describe("signed in as the demo admin", () => {
    test.use({ storageState: signedInAs("admin") });

    test("the admin sees Admin Dashboard in the account menu", async ({ page }) => {
      await page.goto("/");
      const header = page.getByRole("banner");
      await header.getByLabel("Account menu").click();
      await expect(header.getByRole("link", { name: "Admin Dashboard" })).toBeVisible();
      await expect(header.getByRole("link", { name: "My Dashboard" })).toHaveCount(0);
      await page.keyboard.press("Escape");
      await expect(header.getByRole("link", { name: "Admin Dashboard" })).toBeHidden();
    });
  });

  test("the server refuses to create an admin through sign-up", async ({ page, baseURL }) => {
    const email = uniqueEmail("sneaky");
    const res = await page.request.post("/api/auth/sign-up/email", {
      headers: { origin: baseURL ?? "" },
      data: { email, password: "password123", name: "Sneaky", role: "admin" },
    });
    expect(res.status()).toBe(400);
    const signInRes = await page.request.post("/api/auth/sign-in/email", {
      headers: { origin: baseURL ?? "" },
      data: { email, password: "password123" },
    });
    expect(signInRes.status()).toBe(401);
  });

  test("password reset by email", async ({ page }) => {
    const email = uniqueEmail("reset");
    await signUp(page, { name: "Reese", email, password: "first-password" });
    await expect(page).toHaveURL("/");
    await page.context().clearCookies();

    await page.goto("/auth");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    // Client-side navigation: the sign-in form (which also has an Email field) stays until the new page renders.
    await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status")).toContainText("we've sent a link");

    let link = "";
    await expect
      .poll(
        () => {
          const mail = readMail().find((m) => m.includes(`To: ${email}`));
          link = mail?.replace(/=\r?\n/g, "").match(/https?:\/\/\S+reset-password\S+/)?.[0] ?? "";
          return link;
        },
        { timeout: MAIL_TIMEOUT },
      )
      .not.toBe("");
    await page.goto(link.replace(/=3D/g, "="));
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await page.getByLabel("New password").fill("second-password");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page).toHaveURL("/auth");
    await signIn(page, email, "second-password");
  });

  test("without JavaScript, sign-up shows the server's errors, keeps the values and greets with the toast", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = uniqueEmail("nojs");
    await page.goto("/auth?tab=signup");
    await page.getByLabel("Full Name").fill("   ");
    await page.locator("#signup-email").fill(email);
    await page.locator("#signup-password").fill("12345");
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(page.getByText("Please enter your full name")).toBeVisible();
    await expect(page.getByText("Password must be at least 6 characters long")).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#signup-email")).toHaveValue(email);
    // Passwords are never sent back into the page.
    await expect(page.locator("#signup-password")).toHaveValue("");

    await page.getByLabel("Full Name").fill("Noah Script");
    await page.locator("#signup-password").fill("password123");
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(page).toHaveURL("/");
    // The flash toast is in the page for browsers without JavaScript (in a <noscript>, whose text
    // Playwright's locators skip), and only once.
    expect(await page.content()).toMatch(/<noscript>.*Account created successfully!.*<\/noscript>/);
    await page.reload();
    expect(await page.content()).not.toContain("Account created successfully!");
    await context.close();
  });

  test("the profile card refuses a bad phone with the spec's toast, then saves one typed as people write it", async ({
    page,
  }) => {
    await signUp(page, { name: "Pat Profile", email: uniqueEmail("profile") });
    await expect(page).toHaveURL("/");
    await page.goto("/renter-dashboard");
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await page.getByLabel("Phone (optional)").fill("12345");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Invalid phone number")).toBeVisible();
    await expect(page.getByLabel("Phone (optional)")).toHaveAttribute("aria-invalid", "true");

    // Typed as people write it, kept in E.164 form.
    await page.getByLabel("Phone (optional)").fill("(202) 555-0123");
    await page.getByLabel("Full Name").fill("Pat Profiled");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Profile updated")).toBeVisible();
    await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
    await expect(page.getByText("+12025550123")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Welcome, Pat Profiled" })).toBeVisible();
  });

  test("signs in, opens the account menu and signs out without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/auth");
    await page.locator("#signin-email").fill(DEMO.landlord.email);
    await page.locator("#signin-password").fill(DEMO.landlord.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL("/");
    const header = page.getByRole("banner");
    await header.getByLabel("Account menu").click();
    await expect(header.getByRole("link", { name: "My Dashboard" })).toHaveAttribute(
      "href",
      "/landlord-dashboard",
    );
    await header.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
    await context.close();
  });
});
