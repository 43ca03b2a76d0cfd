import { type Browser, expect, type Page, request, test } from "@playwright/test";
import { expectNoSeriousViolations, readMail, signUp, uniqueEmail } from "./fixtures";

/**
 * Saved searches and instant alerts, end to end, through real SMTP: the e2e server sends every email over
 * SMTP to tests/e2e/smtp-sink.ts (playwright.config.ts), which writes each message it receives where
 * readMail finds it, and matches new listings every 2 s (ALERT_MATCH_SECONDS).
 *
 * A renter saves "Chicago, 2 bedrooms, Section 8" with instant alerts from /rentals; a second renter, who
 * reads the site in Spanish, saves the same search. A new landlord lists a home that does not match (no
 * Section 8) and then one that does: exactly one alert reaches the first renter, about the matching home,
 * in HTML and plain text, with its price, beds, place, Section 8 mark and a working link, and RFC 8058
 * headers. The renter's mail client unsubscribes in one click (a POST of List-Unsubscribe=One-Click to the
 * List-Unsubscribe address, no session); a third matching home then reaches the Spanish renter (the match
 * has run), records no match for the first renter's search, and sends them nothing (checked once an email
 * queued after the match has arrived).
 */

/** How long an alert may take: listed, matched by the next run, sent by the email job, received. */
const ALERT_TIMEOUT = 45_000;

interface Mail {
  headers: Record<string, string>;
  text: string;
  html: string;
}

/** Quoted-printable undone: soft breaks joined, =XX read as UTF-8 bytes. */
function fromQuotedPrintable(body: string): string {
  const joined = body.replace(/=\n/g, "");
  const bytes = joined.replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) read, the space between two of them dropped. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
      encoding.toLowerCase() === "b"
        ? Buffer.from(data, "base64").toString("utf8")
        : fromQuotedPrintable(data.replace(/_/g, " ")),
    );
}

/** One MIME entity: its headers (unfolded, names in lower case) and its body. */
function entity(raw: string): { headers: Record<string, string>; body: string } {
  const split = raw.indexOf("\n\n");
  const head = split === -1 ? raw : raw.slice(0, split);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body: split === -1 ? "" : raw.slice(split + 2) };
}

/** A received message's headers and its plain-text and HTML parts, decoded. */
function parseMail(raw: string): Mail {
  const mail: Mail = { headers: entity(raw).headers, text: "", html: "" };
  const visit = (part: string) => {
    const { headers, body } = entity(part);
    const type = headers["content-type"] ?? "text/plain";
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.startsWith("multipart/") && boundary) {
      const inner = body.split(`--${boundary}`).slice(1, -1);
      for (const p of inner) visit(p.replace(/^\n/, ""));
      return;
    }
    const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
    const decoded =
      encoding === "base64"
        ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
        : encoding === "quoted-printable"
          ? fromQuotedPrintable(body)
          : body;
    if (type.startsWith("text/html")) mail.html = decoded;
    else if (type.startsWith("text/plain")) mail.text = decoded;
  };
  visit(raw);
  return mail;
}

/** The saved-search alerts received for one address, oldest first. */
function alertsTo(email: string): Mail[] {
  return readMail()
    .map(parseMail)
    .filter((m) => m.headers.to === email && m.headers["list-unsubscribe-post"] !== undefined);
}

async function listHome(
  landlord: Page,
  home: { title: string; rent: string; section8: boolean },
): Promise<void> {
  await landlord.goto("/list-property");
  await landlord.getByLabel("Title").fill(home.title);
  await landlord.getByLabel("Bedrooms").fill("2");
  await landlord.getByLabel("State", { exact: true }).selectOption("IL");
  await landlord.getByLabel("City", { exact: true }).fill("Chicago");
  await landlord.getByLabel("Street address").fill("2100 S Indiana Ave");
  await landlord.getByLabel("ZIP Code (optional)").fill("60616");
  await landlord.getByLabel("Monthly Rent ($)").fill(home.rent);
  await landlord.getByLabel("Security Deposit ($)").fill(home.rent);
  await landlord.getByLabel("Accepts Section 8").setChecked(home.section8);
  await landlord.getByRole("button", { name: "List Property" }).click();
  await expect(landlord).toHaveURL("/landlord-dashboard", { timeout: 30_000 });
  await expect(landlord.getByText(home.title)).toBeVisible();
}

async function newContextPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test("a saved search's instant alert arrives once over SMTP, and one click stops it", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const suffix = Math.random().toString(36).slice(2, 8);
  const searchName = `Chicago, 2 bedrooms, Section 8 ${suffix}`;
  const noSection8 = `No voucher 2BR ${suffix}`;
  const match = `Voucher-ready 2BR ${suffix}`;
  const later = `Later voucher 2BR ${suffix}`;

  // The renter picks the filters on /rentals and saves the search with instant alerts.
  const renterEmail = uniqueEmail("alerts-renter");
  const renter = await newContextPage(browser);
  await signUp(renter, { name: "Ada Alert", email: renterEmail, role: "renter" });
  await expect(renter).toHaveURL("/");
  await renter.goto("/rentals");
  await renter.getByLabel("City", { exact: true }).fill("Chicago");
  await expect(renter).toHaveURL(/[?&]city=Chicago(&|$)/);
  await renter.getByLabel("Bedrooms", { exact: true }).selectOption("2");
  await expect(renter).toHaveURL(/[?&]bedrooms=2(&|$)/);
  await renter.getByLabel("Section 8 Accepted").check();
  await expect(renter).toHaveURL(/[?&]section8=true(&|$)/);
  const save = renter.getByTestId("save-search");
  await expect(save.getByRole("heading", { name: "Save this search" })).toBeVisible();
  await save.getByLabel("Name").fill(searchName);
  await expect(save.getByLabel("Email alerts")).toHaveValue("instant");
  await save.getByRole("button", { name: "Save search" }).click();
  await expect(renter).toHaveURL("/renter-dashboard/saved-searches?done=save");
  await expect(renter.getByRole("status")).toHaveText(
    "Search saved. New homes that match it will be emailed to you as you chose.",
  );
  const saved = renter.getByRole("article", { name: searchName });
  await expect(saved.getByText("No new matches this week")).toBeVisible();
  await expect(saved.getByLabel("Email alerts")).toHaveValue("instant");
  await expectNoSeriousViolations(renter);

  // A second renter, reading in Spanish, saves the same search: the control that the match runs.
  const spanishEmail = uniqueEmail("alerts-es");
  const spanish = await newContextPage(browser);
  await spanish.goto("/es/auth?tab=signup");
  await spanish.getByLabel("Nombre completo").fill("Rosa Aviso");
  await spanish.locator("#signup-email").fill(spanishEmail);
  await spanish.locator("#signup-password").fill("password123");
  await spanish.getByRole("button", { name: "Crear cuenta", exact: true }).click();
  await expect(spanish).toHaveURL(/\/es$/);
  await spanish.goto("/es/rentals?city=Chicago&bedrooms=2&section8=true");
  const guardar = spanish.getByTestId("save-search");
  await guardar.getByLabel("Nombre").fill(`Chicago S8 ${suffix}`);
  await guardar.getByRole("button", { name: "Guardar búsqueda" }).click();
  await expect(spanish).toHaveURL("/es/renter-dashboard/saved-searches?done=save");
  await expect(spanish.getByRole("heading", { level: 1, name: "Búsquedas guardadas" })).toBeVisible();
  await expectNoSeriousViolations(spanish);

  // A landlord lists a home without Section 8, then one with it: only the second matches. The match job
  // takes listings in the order they went live, so once the matching home's alert is in, the other was
  // matched too.
  const landlord = await newContextPage(browser);
  await signUp(landlord, { name: "Lee Lister", email: uniqueEmail("alerts-landlord"), role: "landlord" });
  await expect(landlord).toHaveURL("/");
  await listHome(landlord, { title: noSection8, rent: "1390", section8: false });
  await listHome(landlord, { title: match, rent: "1450", section8: true });

  // Only this landlord's homes count: another test may list a home in Chicago meanwhile.
  const ours = (m: Mail) => [noSection8, match, later].some((title) => m.text.includes(title));
  await expect
    .poll(() => alertsTo(renterEmail).some((m) => m.text.includes(match)), {
      timeout: ALERT_TIMEOUT,
      message: "the renter's alert",
    })
    .toBe(true);
  const alerts = alertsTo(renterEmail).filter(ours);
  expect(alerts).toHaveLength(1);
  const [alert] = alerts;
  expect(alert.headers.subject).toBe(`New home for your saved search "${searchName}"`);
  // Received over SMTP by the sink, for this renter.
  expect(alert.headers.received).toMatch(new RegExp(`by e2e-smtp-sink with ESMTP for <${renterEmail}>;`));
  expect(alert.headers["content-type"]).toMatch(/^multipart\/alternative/);
  // Plain text and HTML, each with the home: price, beds, place, Section 8, a link; nothing of the other.
  for (const part of [alert.text, alert.html]) {
    expect(part).toContain(match);
    expect(part).toContain("$1,450/month");
    expect(part).toContain("2 beds");
    expect(part).toContain("Chicago, IL, 60616");
    expect(part).toContain("Accepts Section 8");
    expect(part).not.toContain(noSection8);
  }
  expect(alert.text).toContain("Hello Ada Alert,");
  expect(alert.html).toMatch(/^<!doctype html><html lang="en">/);
  const link = /View this home: (\S+)/.exec(alert.text)?.[1] ?? "";
  expect(link).toMatch(new RegExp(`^${baseURL}/rentals/[0-9a-f-]{36}$`));
  expect(alert.html).toContain(`href="${link}"`);
  await renter.goto(link);
  await expect(renter.getByRole("heading", { level: 1, name: match })).toBeVisible();

  // The Spanish renter's alert is in Spanish.
  await expect
    .poll(() => alertsTo(spanishEmail).filter(ours).length, {
      timeout: ALERT_TIMEOUT,
      message: "the Spanish alert",
    })
    .toBe(1);
  const [aviso] = alertsTo(spanishEmail).filter(ours);
  expect(aviso.text).toContain(match);
  expect(aviso.headers.subject).toBe(`Nueva vivienda para tu búsqueda guardada "Chicago S8 ${suffix}"`);
  for (const part of [aviso.text, aviso.html]) {
    expect(part).toContain("$1,450/mes");
    expect(part).toContain("2 habitaciones");
    expect(part).toContain("Acepta Sección 8");
  }
  expect(aviso.html).toMatch(/^<!doctype html><html lang="es">/);
  expect(aviso.text).toMatch(new RegExp(`Ver esta vivienda: ${baseURL}/es/rentals/[0-9a-f-]{36}`));

  // One-click unsubscribe (RFC 8058): the renter's mail client POSTs List-Unsubscribe=One-Click to the
  // https address of List-Unsubscribe, with no session and from no page of ours.
  expect(alert.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  const unsubscribe = /<(http[^>]+)>/.exec(alert.headers["list-unsubscribe"] ?? "")?.[1] ?? "";
  expect(unsubscribe).toMatch(new RegExp(`^${baseURL}/unsubscribe/[^/?#]+$`));
  expect(alert.text).toContain(unsubscribe);
  // Opening the link first changes nothing (a link scanner): it asks.
  const visitor = await newContextPage(browser);
  await visitor.goto(unsubscribe);
  await expect(visitor.getByRole("heading", { level: 1, name: "Stop email alerts" })).toBeVisible();
  await expect(
    visitor.getByText(`Stop the email alerts of your saved search “${searchName}”?`),
  ).toBeVisible();
  await expectNoSeriousViolations(visitor);
  const mailClient = await request.newContext();
  try {
    const response = await mailClient.post(unsubscribe, { form: { "List-Unsubscribe": "One-Click" } });
    expect(response.status()).toBe(200);
  } finally {
    await mailClient.dispose();
  }
  // From now on nothing reaches this renter: their one saved search's alerts are off.
  const sentBefore = alertsTo(renterEmail).length;
  await visitor.reload();
  await expect(visitor.getByRole("status")).toHaveText(`The alerts of “${searchName}” are off.`);
  await expect(visitor.getByRole("button", { name: "Stop these alerts" })).toHaveCount(0);
  await expectNoSeriousViolations(visitor);
  await renter.goto("/renter-dashboard/saved-searches");
  await expect(saved.getByLabel("Email alerts")).toHaveValue("off");
  await expect(saved.getByText("1 new match this week")).toBeVisible();

  // A third matching home: the Spanish renter hears of it, so the match has run; the first renter's search
  // recorded no match for it and nothing more reached them.
  await listHome(landlord, { title: later, rent: "1500", section8: true });
  await expect
    .poll(() => alertsTo(spanishEmail).filter((m) => m.text.includes(later)).length, {
      timeout: ALERT_TIMEOUT,
      message: "the Spanish renter's alert of the later home",
    })
    .toBe(1);
  await spanish.goto("/es/renter-dashboard/saved-searches");
  await expect(spanish.getByText("2 coincidencias nuevas esta semana")).toBeVisible();
  await renter.reload();
  await expect(saved.getByText("1 new match this week")).toBeVisible();
  // And no alert of it is still on its way: the email job sends in the order emails were queued, so once
  // an email queued after that match (a password reset) is in, any alert queued with the match was sent.
  await visitor.goto("/forgot-password");
  await visitor.getByLabel("Email").fill(renterEmail);
  await visitor.getByRole("button", { name: "Send reset link" }).click();
  await expect(visitor.getByRole("status")).toContainText("we've sent a link");
  await expect
    .poll(
      () =>
        readMail()
          .map(parseMail)
          .some((m) => m.headers.to === renterEmail && m.text.includes("/reset-password")),
      {
        timeout: ALERT_TIMEOUT,
        message: "the password reset queued after the match",
      },
    )
    .toBe(true);
  expect(alertsTo(renterEmail)).toHaveLength(sentBefore);
  expect(alertsTo(renterEmail).filter(ours)).toHaveLength(1);

  for (const page of [renter, spanish, landlord, visitor]) await page.context().close();
});
