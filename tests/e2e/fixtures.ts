import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

export const DEMO = {
  admin: { email: "admin@affordable.example", password: "password123" },
  landlord: { email: "landlord@affordable.example", password: "password123" },
  renter: { email: "renter@affordable.example", password: "password123" },
};

export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").first().fill(email);
  await page.getByLabel("Password").first().fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL("/");
}

export async function signUp(
  page: Page,
  opts: { name: string; email: string; password?: string; role?: "renter" | "landlord" },
) {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("Full Name").fill(opts.name);
  await page.locator("#signup-email").fill(opts.email);
  await page.locator("#signup-password").fill(opts.password ?? "password123");
  if (opts.role) await page.getByLabel("I am a").selectOption(opts.role);
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
}

/** Emails the server wrote to its mail folder (no SMTP in e2e), newest last, as raw text. */
export function readMail(): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR ?? "", "mail");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), "utf8"));
}
