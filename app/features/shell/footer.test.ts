import { setupI18n } from "@lingui/core";
import { LinguiContext } from "@lingui/react";
import type { RequestContext } from "@server/context";
import { loadEnv } from "@server/env";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, type UNSAFE_DataWithResponseInit } from "react-router";
import { describe, expect, it } from "vitest";
import { type PageMessages, parsedMessages } from "~/lib/i18n";
import { loader } from "~/root";
import { Footer } from "./footer";

type LoaderArgs = Parameters<typeof loader>[0];
type RootData = {
  supportEmail: string;
  socialLinks: { name: string; href: string }[];
  messages: PageMessages;
};

/** The root loader for a visitor, with these settings: what every page's footer gets. */
async function rootData(settings: Record<string, string>): Promise<RootData> {
  const env = loadEnv(settings);
  const context = {
    deps: { env, publicUrl: env.PUBLIC_URL, supportEmail: env.SUPPORT_EMAIL, payments: { livemode: false } },
    user: null,
    cspNonce: "",
    locale: "en",
  } as unknown as RequestContext;
  const request = new Request("http://localhost/");
  const result = await loader({ request, context, params: {} } as unknown as LoaderArgs);
  return (result as unknown as UNSAFE_DataWithResponseInit<RootData>).data;
}

/** The footer as a page renders it: in a router, with the shell's texts the root loader sent. */
function footerHtml(data: RootData): string {
  const i18n = setupI18n({ locale: "en-US", messages: { "en-US": parsedMessages(data.messages) } });
  return renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(
        LinguiContext.Provider,
        { value: { i18n, _: i18n.t.bind(i18n) } },
        createElement(Footer, { supportEmail: data.supportEmail, socialLinks: data.socialLinks }),
      ),
    ),
  );
}

describe("footer social links", () => {
  it("shows no social links when none is configured (never a network's home page)", async () => {
    const data = await rootData({});
    expect(data.socialLinks).toEqual([]);
    const html = footerHtml(data);
    expect(html).not.toContain("Follow us");
    expect(html).not.toMatch(/instagram|facebook|tiktok|linkedin|x\.com/i);
  });

  it("links our own accounts from the settings, through the root loader, opening in a new tab", async () => {
    const data = await rootData({
      SOCIAL_X_URL: "https://x.com/affordable_rent",
      SOCIAL_LINKEDIN_URL: "https://www.linkedin.com/company/affordable-rentals",
    });
    expect(data.socialLinks).toEqual([
      { name: "X", href: "https://x.com/affordable_rent" },
      { name: "LinkedIn", href: "https://www.linkedin.com/company/affordable-rentals" },
    ]);
    const html = footerHtml(data);
    expect(html).toContain('<nav aria-label="Follow us"');
    expect(html).toContain('href="https://x.com/affordable_rent" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('href="https://www.linkedin.com/company/affordable-rentals"');
    expect(html).toContain('LinkedIn<span class="sr-only"> (opens in a new tab)</span>');
    expect(html).not.toMatch(/instagram|facebook|tiktok/i);
  });
});
