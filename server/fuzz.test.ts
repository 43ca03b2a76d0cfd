import { getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFlashToast } from "~/lib/flash.server";
import { VALID_LISTING_FORM, VALID_RENT_PARTY_FORM } from "../common/schemas/test-support";
import type { RequestContext } from "./context";
import { renterApplicationProfiles, renterDocuments } from "./db/schema/applications";
import { accounts, profiles, sessions, verifications } from "./db/schema/auth";
import { favourites } from "./db/schema/favourites";
import { applications, listings } from "./db/schema/listings";
import { messages } from "./db/schema/messages";
import {
  donations,
  landlordConfirmations,
  paymentEvents,
  payouts,
  rentParties,
  sandboxInvoices,
} from "./db/schema/rent-parties";
import { renterVouchers } from "./db/schema/renter-vouchers";
import { savedSearches } from "./db/schema/saved-searches";
import { contactMessages, pwaInstalls } from "./db/schema/site";
import {
  listingPhotos,
  listingReports,
  verificationDecisions,
  verificationRequests,
} from "./db/schema/verification";
import { createUser } from "./db/seed/factories";
import { PAYMENT_STATUSES } from "./integrations/payments/provider";
import { SANDBOX_SIGNATURE_HEADER, signSandbox } from "./integrations/payments/sandbox";
import {
  type Cast,
  createCast,
  createResources,
  nextClientAddress,
  type Resources,
  signIn,
} from "./test/actors";
import { TEST_ORIGIN, type TestApp } from "./test/app";
import { listApiEndpoints, pageActions } from "./test/endpoints";
import { loadPageRoutes, mountPageRoutes, type PageRoute } from "./test/pages";
import { createPartyTestApp, SANDBOX_SECRET } from "./test/rent-parties";

/**
 * Property-based bad input (fast-check, fixed seeds) against every write endpoint of the API and every
 * page form action: values of every wrong type, control characters and NUL, unpaired surrogates and
 * other odd Unicode, huge strings, extra and repeated fields, prototype keys, bodies that are not JSON or
 * not a form, broken multipart, wrong or missing content types, odd path segments. Each answer must be
 * a clear refusal or a success: never a 5xx, never a stack trace or a source path in the body, never a
 * redirect to another site; and a refused request (4xx, or a redirect carrying an error toast) changes
 * no row of the tables its endpoint writes. Rate limits (429) are a refusal like any other.
 *
 * Adding a write endpoint or a page action without its target here fails the first test.
 */

let t: TestApp;
let cast: Cast;
let r: Resources;
let pageRoutes: PageRoute[];
let writeEndpoints: string[];
/** Cookies of accounts whose sessions the sign-out targets may end. */
let signOutCookies: { api: string; page: string };
let becomingLandlordCookie: string;

const API_RUNS = 200;
const PAGE_RUNS = 100;
const SEED = 20_260_522;

beforeAll(async () => {
  t = await createPartyTestApp({ TRUST_PROXY: "1", AUTH_RATE_LIMIT_PER_MINUTE: "1000000" });
  const { open } = listApiEndpoints(t);
  pageRoutes = await loadPageRoutes();
  mountPageRoutes(t, pageRoutes);
  writeEndpoints = [...open.filter((e) => !e.startsWith("GET ")), ...pageActions(pageRoutes)];
  cast = await createCast(t);
  const leaving = await createUser(t.deps.db, { role: "renter" });
  signOutCookies = { api: await signIn(t, leaving.email), page: await signIn(t, leaving.email) };
  // A renter of its own: adding the landlord tools changes its role, and the cast's roles must stay.
  const becoming = await createUser(t.deps.db, { role: "renter" });
  becomingLandlordCookie = await signIn(t, becoming.email);
});
afterAll(() => t.close());

// ---- Bad values ----

const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0007\u001b[31mred",
  "\r\n",
  "two\nlines",
  "\t",
  "\u007f",
  "\u0085",
  "\u2028",
  "\u202egnp.exe",
  "\u200b\u2060",
  "\ufeff",
  "\ud800",
  "x\udfffy",
  "😀",
  "𝕏".repeat(300),
  "__proto__",
  "constructor",
  "null",
  "undefined",
  "true",
  "NaN",
  "Infinity",
  "-1",
  "-0",
  "0",
  "1e400",
  "0x1F",
  "1,000",
  "$5",
  "9".repeat(400),
  "0.001",
  "<script>alert(1)</script>",
  "'; drop table profiles; --",
  "%00",
  "%",
  "../../etc/passwd",
  "\\",
  "a@b",
  "x@example.com\r\nBcc: y@example.com",
  "+1234567890",
  "https://evil.example/",
  "//evil.example",
  "javascript:alert(1)",
  "2024-02-30",
  "9999-12-31",
];

/** Characters to slip into an otherwise good value: C0 and C1 controls, separators, invisible and
 * direction marks, unpaired surrogates, and escapes that might be decoded twice. */
const ODD_CHARACTERS = [
  "\u0000",
  "\u0001",
  "\u0008",
  "\t",
  "\n",
  "\r",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u00a0",
  "\u2028",
  "\u202e",
  "\u200b",
  "\ufeff",
  "\ud800",
  "\udc00",
  "😀",
  "%00",
  "\\u0000",
  "'",
  '"',
  "<",
  "\\",
];
const oddCharacter = fc.constantFrom(...ODD_CHARACTERS);

/** `text` with an odd character slipped in somewhere. */
const splice = (text: string, at: number, ch: string) => {
  const i = text.length ? at % (text.length + 1) : 0;
  return text.slice(0, i) + ch + text.slice(i);
};

const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 20 }), fc.nat(), oddCharacter)
      .map(([text, at, ch]) => splice(text, at, ch)),
  },
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary-ascii", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 300 }).map((n) => "x".repeat(n * 1000)) },
);

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: nastyString },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom(1e308, -1e308, 2 ** 60, 0.1 + 0.2, -0) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(nastyString, nastyString, { maxKeys: 3 }) },
);

/**
 * The valid fields with up to three of them given a bad value or left out, plus now and then a field
 * nobody asked for (a prototype key, a repeat of a real one): most requests fail one rule at a time,
 * and some are valid all through, so the code behind the checks runs too.
 */
function mutatedEntries(valid: Record<string, unknown>, value: fc.Arbitrary<unknown>) {
  const keys = Object.keys(valid);
  // A bad value, the good value with an odd character slipped in, or nothing (the field left out).
  const replacement = fc.oneof(
    { weight: 4, arbitrary: value.map((v) => ({ v })) },
    { weight: 3, arbitrary: fc.tuple(fc.nat(), oddCharacter).map(([at, ch]) => ({ at, ch })) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  const extraKey = keys.length
    ? fc.oneof(fc.constantFrom(...keys, "__proto__", "constructor"), nastyString)
    : fc.oneof(fc.constantFrom("__proto__", "constructor"), nastyString);
  return fc
    .tuple(
      fc.subarray(keys, { maxLength: Math.min(3, keys.length) }),
      fc.array(replacement, { minLength: 3, maxLength: 3 }),
      fc.oneof(
        { weight: 3, arbitrary: fc.constant([] as [string, unknown][]) },
        { weight: 1, arbitrary: fc.array(fc.tuple(extraKey, value), { minLength: 1, maxLength: 2 }) },
      ),
    )
    .map(([bad, replacements, extra]) => {
      const entries: [string, unknown][] = [];
      for (const k of keys) {
        const i = bad.indexOf(k);
        const change = replacements[i];
        if (i === -1) entries.push([k, valid[k]]);
        else if (change && "v" in change) entries.push([k, change.v]);
        else if (change) entries.push([k, splice(String(valid[k]), change.at, change.ch)]);
      }
      return [...entries, ...extra];
    });
}

// ---- Request bodies ----

interface FuzzBody {
  body?: string | Uint8Array | FormData;
  /** Left out: none (or, for FormData, the multipart type with its boundary). */
  contentType?: string;
}

const JSON_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "application/vnd.api+json",
];
const OTHER_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "multipart/form-data",
  "application/xml",
  "application/octet-stream",
  "application/json; charset=utf-16",
  "application/jsonx",
  "*/*",
  "",
];

const anyContentType = (preferred: string[]) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom<string | undefined>(...preferred) },
    { weight: 2, arbitrary: fc.constantFrom<string | undefined>(...OTHER_TYPES, ...JSON_TYPES) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );

const junkBody: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.uint8Array({ maxLength: 200 }),
  fc.constantFrom(
    "",
    "{",
    "[",
    "null",
    "0",
    '"x"',
    "{}",
    "[]",
    '{"a":1}x',
    "\u0000",
    "a=1&a=2&%ZZ=%",
    "--x--",
  ),
);

/** The entries as a JSON object, "__proto__" included as a key of its own; the last of a repeated key wins. */
function objectJson(entries: [string, unknown][]): string {
  const o: Record<string, unknown> = {};
  for (const [k, v] of entries) {
    Object.defineProperty(o, k, { value: v, enumerable: true, configurable: true, writable: true });
  }
  return JSON.stringify(o);
}

/** JSON bodies: the endpoint's own object with bad values, any JSON at all, cut-off JSON, junk. */
function jsonBody(valid: Record<string, unknown>): fc.Arbitrary<FuzzBody> {
  const object = mutatedEntries(valid, nastyValue).map(objectJson);
  const text: fc.Arbitrary<string | Uint8Array> = fc.oneof(
    { weight: 8, arbitrary: object },
    { weight: 1, arbitrary: object.map((s) => s.replace(/^\{/, '{"__proto__":{"role":"admin"},')) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? "") },
    { weight: 1, arbitrary: object.chain((s) => fc.nat(s.length).map((n) => s.slice(0, n))) },
    { weight: 1, arbitrary: junkBody },
  );
  return fc.record({ body: text, contentType: anyContentType(JSON_TYPES) });
}

function multipart(entries: [string, unknown][], boundary: string): string {
  const parts = entries.map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(v)}\r\n`,
  );
  return `${parts.join("")}--${boundary}--\r\n`;
}

/** Form bodies: the page's own fields with bad values, as a web form (urlencoded or multipart, a file
 * where text belongs), hand-made multipart cut short, and bodies that are no form at all. */
function formBody(valid: Record<string, string>): fc.Arbitrary<FuzzBody> {
  const entries = mutatedEntries(valid, nastyString);
  const urlencoded = entries.map((e) => ({
    body: new URLSearchParams(e.map(([k, v]) => [k, String(v)])).toString(),
    contentType: "application/x-www-form-urlencoded",
  }));
  const formData = fc
    .tuple(entries, fc.option(fc.tuple(nastyString, fc.uint8Array({ maxLength: 64 }))))
    .map(([e, file]) => {
      const form = new FormData();
      for (const [k, v] of e) form.append(k, String(v));
      if (file) form.append(Object.keys(valid)[0] ?? "file", new File([file[1]], file[0] || "upload.bin"));
      return { body: form } satisfies FuzzBody;
    });
  const brokenMultipart = fc
    .tuple(entries, fc.nat(), fc.constantFrom("x", "----b", "a b", ""))
    .map(([e, cut, boundary]) => {
      const text = multipart(e, boundary || "x");
      return {
        body: text.slice(0, cut % (text.length + 1)),
        contentType: `multipart/form-data; boundary=${boundary}`,
      };
    });
  const notAForm = fc.record({
    body: fc.oneof(
      entries.map((e) => JSON.stringify(Object.fromEntries(e))),
      junkBody,
    ),
    contentType: anyContentType([
      "application/x-www-form-urlencoded",
      "multipart/form-data",
      "application/json",
    ]),
  });
  return fc.oneof(
    { weight: 5, arbitrary: urlencoded },
    { weight: 2, arbitrary: formData },
    { weight: 1, arbitrary: brokenMultipart },
    { weight: 2, arbitrary: notAForm },
  );
}

/** A path segment: the real one, another id, or something odd (percent-encoded when it must be). */
function segment(valid: () => string): fc.Arbitrary<string> {
  const encode = (s: string) => {
    try {
      return encodeURIComponent(s);
    } catch {
      return "%ED%A0%80";
    }
  };
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(null).map(valid) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: nastyString.filter((s) => s.length < 2000).map(encode) },
    {
      weight: 1,
      arbitrary: fc.constantFrom("%ZZ", "%E0%A4%A", "..", "%2e%2e", "%2F", "x%00", "%20", "null", "0"),
    },
  );
}

// ---- Targets ----

type TableName =
  | "profiles"
  | "accounts"
  | "sessions"
  | "verifications"
  | "listings"
  | "applications"
  | "messages"
  | "rentParties"
  | "donations"
  | "paymentEvents"
  | "payouts"
  | "sandboxInvoices"
  | "landlordConfirmations"
  | "contactMessages"
  | "pwaInstalls"
  | "listingPhotos"
  | "verificationRequests"
  | "verificationDecisions"
  | "listingReports"
  | "renterApplicationProfiles"
  | "renterDocuments"
  | "savedSearches"
  | "renterVouchers"
  | "favourites";

const TABLES: Record<TableName, PgTable> = {
  profiles,
  accounts,
  sessions,
  verifications,
  listings,
  applications,
  messages,
  rentParties,
  donations,
  paymentEvents,
  payouts,
  sandboxInvoices,
  landlordConfirmations,
  contactMessages,
  pwaInstalls,
  listingPhotos,
  verificationRequests,
  verificationDecisions,
  listingReports,
  renterApplicationProfiles,
  renterDocuments,
  renterVouchers,
  savedSearches,
  favourites,
};

interface FuzzRequest extends FuzzBody {
  path: string;
  headers?: Record<string, string>;
}

interface Target {
  /** Same keys as the authorization matrix: "POST /api/rent-parties", "action routes/contact". */
  endpoint: string;
  name: string;
  numRuns: number;
  /** Who sends it (the most privileged caller reaches the deepest code). */
  cookie: () => string | undefined;
  /** The tables it may write: unchanged after a refusal. */
  tables: TableName[];
  request: () => fc.Arbitrary<FuzzRequest>;
  /** Inputs that once failed, run first every time (regressions). */
  examples?: () => FuzzRequest[];
  /** A 5xx that is part of the protocol (a provider retries a notification we cannot confirm yet). */
  designed5xx?: (status: number, text: string) => boolean;
}

const api = (path: string, valid: Record<string, unknown>) => () =>
  jsonBody(valid).map((b) => ({ path, ...b }));
const page = (path: string, valid: Record<string, string>) => () =>
  formBody(valid).map((b) => ({ path, ...b }));
const apiAt = (path: (s: string) => string, id: () => string, valid: Record<string, unknown>) => () =>
  fc.tuple(segment(id), jsonBody(valid)).map(([s, b]) => ({ path: path(s), ...b }));
const pageAt = (path: (s: string) => string, id: () => string, valid: Record<string, string>) => () =>
  fc.tuple(segment(id), formBody(valid)).map(([s, b]) => ({ path: path(s), ...b }));

const anonymous = () => undefined;
const as = (actor: keyof Cast) => () => cast[actor].cookie;
const email = "fuzz.person@example.com";
const FUTURE_DATE = new Date(Date.now() + 60 * 864e5).toISOString().slice(0, 10);

/** A notification to the sandbox webhook, validly signed. */
function signed(payload: Record<string, unknown> | string): FuzzRequest {
  const body = typeof payload === "string" ? payload : JSON.stringify(payload);
  return {
    path: "/api/payments/webhook/sandbox",
    body,
    contentType: "application/json",
    headers: { [SANDBOX_SIGNATURE_HEADER]: signSandbox(body, SANDBOX_SECRET) },
  };
}

/** A sandbox notification, validly signed over whatever body it carries. */
function signedNotification(): fc.Arbitrary<FuzzRequest> {
  const valid = {
    payment_id: "sbx_pay_fuzz",
    invoice_id: r.invoiceId,
    order_id: r.waiting.id,
    payment_status: "confirming",
    price_amount: 25,
    price_currency: "usd",
    actually_paid: 25,
  };
  const value = fc.oneof(
    nastyValue,
    fc.constantFrom<unknown>(...PAYMENT_STATUSES, r.donation.id, r.invoiceId),
  );
  const text = fc.oneof(
    { weight: 4, arbitrary: mutatedEntries(valid, value).map(objectJson) },
    { weight: 1, arbitrary: jsonBody(valid).map((b) => (typeof b.body === "string" ? b.body : "")) },
  );
  return text.map(signed);
}

const TARGETS: Target[] = [
  // ---- API ----
  {
    endpoint: "POST /api/auth/sign-up/email",
    name: "sign-up",
    numRuns: API_RUNS,
    cookie: anonymous,
    tables: ["profiles", "accounts", "sessions"],
    request: api("/api/auth/sign-up/email", { email, password: "password123", name: "Fuzz", role: "renter" }),
  },
  {
    endpoint: "POST /api/auth/sign-in/email",
    name: "sign-in",
    numRuns: API_RUNS,
    cookie: anonymous,
    tables: ["sessions"],
    request: () =>
      jsonBody({ email: cast.renterB.email, password: "wrong-password", rememberMe: true }).map((b) => ({
        path: "/api/auth/sign-in/email",
        ...b,
      })),
  },
  {
    endpoint: "POST /api/auth/sign-out",
    name: "sign-out",
    numRuns: API_RUNS,
    cookie: () => signOutCookies.api,
    tables: ["sessions"],
    request: api("/api/auth/sign-out", {}),
  },
  {
    endpoint: "POST /api/auth/request-password-reset",
    name: "request-password-reset",
    numRuns: API_RUNS,
    cookie: anonymous,
    tables: ["verifications"],
    request: () =>
      jsonBody({ email: cast.renterB.email, redirectTo: "/reset-password" }).map((b) => ({
        path: "/api/auth/request-password-reset",
        ...b,
      })),
    examples: () => [
      // Was a 500 from Better Auth: an unpaired surrogate in redirectTo could not be URL-encoded.
      {
        path: "/api/auth/request-password-reset",
        body: `{"email":"${cast.renterB.email}","redirectTo":"/reset\\udc00-password"}`,
        contentType: "application/json; charset=utf-16",
      },
    ],
  },
  {
    endpoint: "POST /api/auth/reset-password",
    name: "reset-password",
    numRuns: API_RUNS,
    cookie: anonymous,
    tables: ["accounts", "sessions", "verifications"],
    request: api("/api/auth/reset-password", { token: "made-up-token", newPassword: "new-password-123" }),
    examples: () => [
      // Was a 500 from Better Auth: PostgreSQL refused the NUL in the token mid-query.
      {
        path: "/api/auth/reset-password",
        body: '{"token":"made-\\u0000up-token","newPassword":"new-password-123"}',
        contentType: "application/json",
      },
    ],
  },
  {
    endpoint: "POST /api/send-contact-email",
    name: "contact",
    numRuns: API_RUNS,
    cookie: anonymous,
    tables: ["contactMessages"],
    request: api("/api/send-contact-email", {
      fullName: "Dana",
      email,
      message: "A question about a listing.",
    }),
  },
  {
    endpoint: "POST /api/pwa-installs",
    name: "app install",
    numRuns: API_RUNS,
    cookie: anonymous,
    tables: ["pwaInstalls"],
    request: api("/api/pwa-installs", { platform: "mobile" }),
  },
  {
    endpoint: "POST /api/rent-parties",
    name: "start a campaign",
    numRuns: API_RUNS,
    cookie: as("renterA"),
    tables: ["rentParties"],
    request: api("/api/rent-parties", VALID_RENT_PARTY_FORM),
  },
  {
    endpoint: "POST /api/create-crypto-payment",
    name: "donate",
    numRuns: API_RUNS,
    cookie: anonymous,
    tables: ["donations", "sandboxInvoices"],
    request: () =>
      jsonBody({ rent_party_id: r.live.id, amount: 25, donor_name: "Dee", donor_email: email }).map((b) => ({
        path: "/api/create-crypto-payment",
        ...b,
      })),
  },
  {
    endpoint: "POST /api/payments/webhook/:provider",
    name: "unsigned or badly signed notifications",
    numRuns: API_RUNS,
    cookie: anonymous,
    tables: ["donations", "paymentEvents", "rentParties"],
    request: () =>
      fc
        .tuple(
          segment(() => "sandbox"),
          fc.constantFrom(SANDBOX_SIGNATURE_HEADER, "x-nowpayments-sig"),
          fc.oneof(fc.stringMatching(/^[0-9a-f]{0,130}$/), fc.stringMatching(/^[\x20-\x7e]{0,80}$/)),
          jsonBody({
            payment_id: "p1",
            invoice_id: r.invoiceId,
            order_id: r.waiting.id,
            payment_status: "finished",
          }),
        )
        .map(([provider, header, signature, b]) => ({
          path: `/api/payments/webhook/${provider}`,
          headers: { [header]: signature },
          ...b,
        })),
  },
  {
    endpoint: "POST /api/payments/webhook/:provider",
    name: "validly signed notifications with bad content",
    numRuns: API_RUNS,
    cookie: anonymous,
    tables: ["donations", "paymentEvents", "rentParties"],
    request: signedNotification,
    // Were 500s: PostgreSQL cannot store a NUL or an unpaired surrogate in the event's jsonb payload (nor
    // look a NUL up in a payment id).
    examples: () => [
      signed({
        payment_id: "sbx_p\udc00ay",
        invoice_id: r.invoiceId,
        order_id: r.waiting.id,
        payment_status: "confirming",
      }),
      signed({ payment_id: "a\u0000b", invoice_id: r.invoiceId, payment_status: "waiting" }),
      signed({
        payment_id: "p1",
        invoice_id: r.invoiceId,
        order_id: r.waiting.id,
        payment_status: "confirming",
        note: "\u0000",
      }),
    ],
    designed5xx: (status, text) => status === 502 && text.includes('"UPSTREAM_FAILED"'),
  },
  {
    endpoint: "POST /api/admin/rent-parties/:id/verify",
    name: "verify",
    numRuns: API_RUNS,
    cookie: as("admin"),
    tables: ["rentParties"],
    request: apiAt(
      (s) => `/api/admin/rent-parties/${s}/verify`,
      () => r.confirmed.id,
      {},
    ),
  },
  {
    endpoint: "POST /api/admin/rent-parties/:id/payouts",
    name: "payout",
    numRuns: API_RUNS,
    cookie: as("admin"),
    tables: ["payouts"],
    request: apiAt(
      (s) => `/api/admin/rent-parties/${s}/payouts`,
      () => r.live.id,
      { amount: "0.01", reference: "TX-1", note: "Sent" },
    ),
  },

  // ---- Page actions ----
  {
    endpoint: "action routes/_index",
    name: "location",
    numRuns: PAGE_RUNS,
    cookie: anonymous,
    tables: ["profiles"],
    request: page("/", {
      intent: "location",
      country: "United States",
      state: "IL",
      city: "Chicago",
      js: "1",
    }),
  },
  {
    endpoint: "action routes/admin.approvals",
    name: "verify, payout, resend and close",
    numRuns: PAGE_RUNS,
    cookie: as("admin"),
    tables: ["rentParties", "payouts", "landlordConfirmations"],
    request: () =>
      fc
        .constantFrom("verify", "payout", "resend", "close")
        .chain((intent) =>
          formBody({
            intent,
            id: { verify: r.confirmed.id, payout: r.live.id, resend: r.pending.id, close: r.pending.id }[
              intent
            ],
            amount: "0.01",
            reference: "TX-1",
            note: "Sent",
          }),
        )
        .map((b) => ({ path: "/admin/approvals", ...b })),
  },
  {
    endpoint: "action routes/auth",
    name: "sign in and sign up",
    numRuns: PAGE_RUNS,
    cookie: anonymous,
    tables: ["profiles", "accounts", "sessions"],
    request: () =>
      fc
        .constantFrom("signin", "signup")
        .chain((intent) =>
          formBody({ intent, fullName: "Fuzz", email, password: "password123", role: "landlord" }),
        )
        .map((b) => ({ path: "/auth", ...b })),
  },
  {
    endpoint: "action routes/my-voucher",
    name: "my voucher: save, delete",
    numRuns: PAGE_RUNS,
    cookie: as("renterA"),
    tables: ["renterVouchers"],
    request: () =>
      fc.constantFrom("save", "delete").chain((intent) =>
        formBody({
          intent,
          bedrooms: "2",
          agencyCode: "IL002",
          agencySearch: "Chicago",
          paymentStandard: "2450",
          grossMonthlyIncome: "2500",
          adjustedMonthlyIncome: "2000",
        }).map((b) => ({ path: "/my-voucher", ...b })),
      ),
  },
  {
    endpoint: "action routes/contact",
    name: "contact",
    numRuns: PAGE_RUNS,
    cookie: anonymous,
    tables: ["contactMessages"],
    request: page("/contact", { fullName: "Dana", email, message: "A question about a listing." }),
  },
  {
    endpoint: "action routes/forgot-password",
    name: "forgot password",
    numRuns: PAGE_RUNS,
    cookie: anonymous,
    tables: ["verifications"],
    request: () => formBody({ email: cast.renterB.email }).map((b) => ({ path: "/forgot-password", ...b })),
  },
  {
    endpoint: "action routes/landlord-dashboard",
    name: "landlord profile",
    numRuns: PAGE_RUNS,
    cookie: as("landlordA"),
    tables: ["profiles"],
    request: page("/landlord-dashboard", {
      intent: "profile",
      fullName: "Lana Landlord",
      phone: "+12025550123",
    }),
  },
  {
    endpoint: "action routes/landlord-dashboard_.applications.$id",
    name: "propose a viewing, approve or decline an application",
    numRuns: PAGE_RUNS,
    cookie: as("landlordA"),
    tables: ["applications"],
    request: () =>
      fc
        .tuple(
          segment(() => r.application.id),
          fc.constantFrom("propose_viewing", "decline", "approve"),
        )
        .chain(([s, intent]) =>
          formBody({
            intent,
            viewingDate: FUTURE_DATE,
            viewingTime: "17:00",
            viewingPlace: "The lobby",
            declineReason: "move_in_date",
            declineNote: "We need someone sooner.",
          }).map((b) => ({ path: `/landlord-dashboard/applications/${s}`, ...b })),
        ),
  },
  {
    endpoint: "action routes/renter-dashboard_.saved-homes",
    name: "save or remove a home (the heart)",
    numRuns: PAGE_RUNS,
    cookie: as("renterA"),
    tables: ["favourites"],
    request: () =>
      formBody({ listingId: r.listing.id, intent: "save", redirectTo: "/rentals" }).map((b) => ({
        path: "/renter-dashboard/saved-homes",
        ...b,
      })),
  },
  {
    endpoint: "action routes/applications.$id.withdraw",
    name: "withdraw an application",
    numRuns: PAGE_RUNS,
    cookie: as("renterA"),
    tables: ["applications"],
    request: pageAt(
      (s) => `/applications/${s}/withdraw`,
      () => r.application.id,
      { intent: "withdraw" },
    ),
  },
  {
    endpoint: "action routes/landlord-dashboard_.listings.$id.status",
    name: "pause or resume",
    numRuns: PAGE_RUNS,
    cookie: as("landlordA"),
    tables: ["listings"],
    request: pageAt(
      (s) => `/landlord-dashboard/listings/${s}/status`,
      () => r.listing.id,
      { status: "paused" },
    ),
  },
  {
    endpoint: "action routes/admin.listings.$id.premium",
    name: "grant or remove premium placement",
    numRuns: PAGE_RUNS,
    cookie: as("admin"),
    tables: ["listings"],
    request: pageAt(
      (s) => `/admin/listings/${s}/premium`,
      () => r.listing.id,
      { premium: "on" },
    ),
  },
  {
    endpoint: "action routes/landlord-dashboard_.listings.$id.photos",
    name: "add, move and remove photos",
    numRuns: PAGE_RUNS,
    cookie: as("landlordA"),
    tables: ["listingPhotos"],
    request: () =>
      fc
        .tuple(
          segment(() => r.listing.id),
          fc.constantFrom("upload", "up", "down", "cover", "remove"),
        )
        .chain(([s, intent]) =>
          formBody(
            intent === "upload" ? { photos: "not a file", intent } : { intent, photoId: r.photos[1].id },
          ).map((b) => ({ path: `/landlord-dashboard/listings/${s}/photos`, ...b })),
        ),
  },
  {
    endpoint: "action routes/list-property",
    name: "create and edit a listing",
    numRuns: PAGE_RUNS,
    cookie: as("landlordA"),
    tables: ["listings"],
    request: () =>
      fc
        .boolean()
        .chain((editing) =>
          formBody({
            ...(editing ? { listingId: r.listing.id } : {}),
            ...VALID_LISTING_FORM,
            title: "Fuzzed listing",
            bathrooms: "1.5",
            acceptsSection8: "on",
            imageUrl: "https://images.example.com/a.jpg",
          }),
        )
        .map((b) => ({ path: "/list-property", ...b })),
  },
  {
    endpoint: "action routes/party.$id",
    name: "donate without JavaScript",
    numRuns: PAGE_RUNS,
    cookie: anonymous,
    tables: ["donations", "sandboxInvoices"],
    request: pageAt(
      (s) => `/party/${s}`,
      () => r.live.id,
      {
        preset: "25",
        amount: "",
        donor_name: "Dee",
        donor_email: email,
      },
    ),
    examples: () => [
      // Was a 500: the error redirect put the raw (decoded) id in the Location header, which takes only
      // Latin-1, so an id with other characters made the redirect itself throw.
      { path: "/party/%F0%9F%98%80", body: "preset=25", contentType: "application/x-www-form-urlencoded" },
    ],
  },
  {
    endpoint: "action routes/landlord-dashboard_.verification",
    name: "verification documents (text where files belong, odd files, others' listings)",
    numRuns: PAGE_RUNS,
    cookie: as("landlordA"),
    tables: ["verificationRequests"],
    request: page("/landlord-dashboard/verification", {
      document: "deed.pdf",
      documentKind: "deed",
      identityKind: "government_id",
      identity: "id.pdf",
      listingIds: "00000000-0000-4000-8000-000000000000",
    }),
  },
  {
    endpoint: "action routes/renter-dashboard_.application-profile",
    name: "the application profile, a document's upload and deletion, deleting the profile",
    numRuns: PAGE_RUNS,
    cookie: as("renterA"),
    tables: ["renterApplicationProfiles", "renterDocuments"],
    request: () =>
      fc.constantFrom("save", "upload", "delete-document", "delete-profile").chain((intent) =>
        formBody({
          intent,
          adults: "2",
          children: "1",
          monthlyIncome: "2400",
          incomeSources: "voucher",
          voucherAgency: "Chicago Housing Authority",
          voucherBedrooms: "2",
          voucherExpiresOn: "2027-06-30",
          currentAddress: "12 Elm St",
          currentAddressDuration: "2 years",
          previousLandlordName: "Pat Doe",
          previousLandlordContact: "pat@example.com",
          pets: "One cat",
          about: "Quiet household.",
          kind: "pay_stub",
          file: "stub.pdf",
          documentId: "00000000-0000-4000-8000-000000000000",
          confirm: "on",
        }).map((b) => ({ path: "/renter-dashboard/application-profile", ...b })),
      ),
  },
  {
    endpoint: "action routes/admin.verifications",
    name: "approve, reject and revoke",
    numRuns: PAGE_RUNS,
    cookie: as("admin"),
    tables: ["profiles", "verificationRequests", "verificationDecisions"],
    request: () =>
      fc.constantFrom("approve", "reject", "revoke").chain((intent) =>
        formBody({
          intent,
          requestId: "00000000-0000-4000-8000-000000000000",
          landlordId: cast.landlordB.id,
          reason: "Unreadable",
        }).map((b) => ({ path: "/admin/verifications", ...b })),
      ),
  },
  {
    endpoint: "action routes/admin.messages",
    name: "decide on a report",
    numRuns: PAGE_RUNS,
    cookie: as("admin"),
    tables: ["profiles"],
    request: page("/admin/messages", { reportId: "00000000-0000-4000-8000-000000000000", decision: "warn" }),
  },
  {
    endpoint: "action routes/messages",
    name: "inbox: reply, New Message, block, report and mark read",
    numRuns: PAGE_RUNS,
    cookie: as("renterA"),
    tables: ["messages"],
    request: () =>
      fc.constantFrom("send", "new", "block", "report", "read").chain((intent) =>
        formBody({
          intent,
          conversationId: r.chat.id,
          contact: `${cast.landlordA.id}:${r.listing.id}`,
          messageText: "Is Monday fine?",
          reason: "Asked for a wire transfer",
        }).map((b) => ({ path: "/messages", ...b })),
      ),
  },
  {
    endpoint: "action routes/renter-dashboard_.saved-searches",
    name: "save a search (name, alerts, query), rename, alerts, pause, resume, delete",
    numRuns: PAGE_RUNS,
    cookie: as("renterA"),
    tables: ["savedSearches"],
    request: () =>
      fc.constantFrom("save", "rename", "alerts", "pause", "resume", "delete").chain((intent) =>
        formBody({
          intent,
          name: "Chicago 2BR",
          alerts: "instant",
          query: "city=Chicago&bedrooms=2&section8=true",
          id: "00000000-0000-4000-8000-000000000000",
        }).map((b) => ({ path: "/renter-dashboard/saved-searches", ...b })),
      ),
  },
  {
    endpoint: "action routes/unsubscribe.$token",
    name: "one-click unsubscribe with a forged or mangled token",
    numRuns: PAGE_RUNS,
    cookie: anonymous,
    tables: ["savedSearches"],
    request: pageAt(
      (s) => `/unsubscribe/${s}`,
      () => `00000000-0000-4000-8000-000000000000.zzzzzz.${"A".repeat(43)}`,
      { "List-Unsubscribe": "One-Click" },
    ),
  },
  {
    endpoint: "action routes/landlord-confirm.$token",
    name: "a landlord's answer on a forged link",
    numRuns: PAGE_RUNS,
    cookie: anonymous,
    tables: ["rentParties", "landlordConfirmations"],
    request: pageAt(
      (s) => `/landlord-confirm/${s}`,
      () => "A".repeat(43),
      { decision: "confirm", tenancy: "on", amountOwed: "900", payoutPreference: "Check" },
    ),
  },
  {
    endpoint: "action routes/rentals.$id",
    name: "message the landlord, apply and report the listing",
    numRuns: PAGE_RUNS,
    cookie: as("renterB"),
    tables: ["messages", "applications", "listingReports"],
    request: () =>
      fc
        .tuple(
          segment(() => r.listing.id),
          fc.constantFrom("message", "apply", "report"),
        )
        .chain(([s, intent]) =>
          formBody({
            intent,
            messageText: "Still available?",
            moveInDate: FUTURE_DATE,
            message: "Hello",
            reason: "scam",
            details: "Asked for a wire transfer.",
          }).map((b) => ({ path: `/rentals/${s}`, ...b })),
        ),
  },
  {
    endpoint: "action routes/rentals.$id",
    name: "a visitor reports a listing",
    numRuns: PAGE_RUNS,
    cookie: anonymous,
    tables: ["listingReports"],
    request: pageAt(
      (s) => `/rentals/${s}`,
      () => r.listing.id,
      { intent: "report", reason: "discriminatory", details: "Says no Section 8." },
    ),
  },
  {
    endpoint: "action routes/admin.reports",
    name: "dismiss a report or pause its listing",
    numRuns: PAGE_RUNS,
    cookie: as("admin"),
    tables: ["listings", "listingReports"],
    request: () =>
      fc.constantFrom("pause", "dismiss").chain((intent) =>
        formBody({ intent, reportId: "00000000-0000-4000-8000-000000000000" }).map((b) => ({
          path: "/admin/reports",
          ...b,
        })),
      ),
  },
  {
    endpoint: "action routes/renter-dashboard",
    name: "renter profile",
    numRuns: PAGE_RUNS,
    cookie: as("renterA"),
    tables: ["profiles"],
    request: page("/renter-dashboard", { intent: "profile", fullName: "Rita Renter", phone: "+12025550123" }),
  },
  {
    endpoint: "action routes/verified-landlord_.add-landlord-tools",
    name: "a renter adds the landlord tools",
    numRuns: PAGE_RUNS,
    cookie: () => becomingLandlordCookie,
    tables: ["profiles"],
    request: page("/verified-landlord/add-landlord-tools", { intent: "add-landlord-tools" }),
  },
  {
    endpoint: "action routes/reset-password",
    name: "reset password",
    numRuns: PAGE_RUNS,
    cookie: anonymous,
    tables: ["accounts", "sessions", "verifications"],
    request: page("/reset-password", { token: "made-up-token", password: "new-password-123" }),
  },
  {
    endpoint: "action routes/sandbox.invoice.$invoiceId",
    name: "pay or expire a sandbox invoice",
    numRuns: PAGE_RUNS,
    cookie: anonymous,
    tables: ["sandboxInvoices", "donations", "paymentEvents", "rentParties"],
    request: () =>
      fc
        .tuple(
          segment(() => r.invoiceId),
          fc.constantFrom("pay", "expire", "back"),
        )
        .chain(([s, intent]) => formBody({ intent }).map((b) => ({ path: `/sandbox/invoice/${s}`, ...b }))),
  },
  {
    endpoint: "action routes/sign-out",
    name: "sign out",
    numRuns: PAGE_RUNS,
    cookie: () => signOutCookies.page,
    tables: ["sessions"],
    request: page("/sign-out", {}),
  },
  {
    endpoint: "action routes/start-rent-party",
    name: "start a campaign",
    numRuns: PAGE_RUNS,
    cookie: as("renterA"),
    tables: ["rentParties"],
    request: page("/start-rent-party", { ...VALID_RENT_PARTY_FORM, landlordPhone: "" }),
  },
];

// ---- Checks ----

/** One digest of the tables' rows: any insert, update or delete changes it. */
async function snapshot(tables: TableName[]): Promise<string> {
  const parts = tables.map((name) => {
    const table = getTableName(TABLES[name]);
    return `(select count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') from "${table}" x)`;
  });
  const result = await t.deps.db.execute<{ h: string }>(sql.raw(`select ${parts.join(" || ' ' || ")} as h`));
  return result.rows[0].h;
}

/** A stack frame, or a path to one of our source files or a package's. */
const LEAK =
  /\n\s*at\s+\S.*:\d+:\d+|\bat\s+(async\s+)?[\w.<>]+\s+\((file:|\/)|[\\/](server|app|common|node_modules)[\\/][\w./-]+\.(ts|tsx|js|mjs|cjs)\b/;

/** The toast a redirect leaves in the flash cookie, if any. */
async function flashToastType(res: Response): Promise<string | undefined> {
  const flash = res.headers.getSetCookie().find((c) => c.startsWith("flash="));
  if (!flash) return undefined;
  const request = new Request(TEST_ORIGIN, { headers: { cookie: flash.split(";")[0] } });
  const { toast } = await readFlashToast(request, { deps: t.deps } as RequestContext);
  return toast?.type;
}

async function ledgerProblems(): Promise<string[]> {
  const result = await t.deps.db.execute<{ id: string; raised: number; finished: number }>(sql`
    select p.id, p.amount_raised_cents as raised,
      coalesce((select sum(d.amount_cents) from donations d where d.rent_party_id = p.id and d.status = 'finished'), 0)::int as finished
    from rent_parties p`);
  return result.rows
    .filter((row) => Number(row.raised) !== Number(row.finished))
    .map((row) => `campaign ${row.id}: raised ${row.raised}, finished donations ${row.finished}`);
}

const stats = new Map<
  string,
  {
    runs: number;
    refused: number;
    designed5xx: number;
    fiveHundreds: number;
    statuses: Record<number, number>;
  }
>();

async function send(target: Target, req: FuzzRequest): Promise<Response> {
  const headers: Record<string, string> = { "x-forwarded-for": nextClientAddress(), ...req.headers };
  if (req.contentType !== undefined) headers["content-type"] = req.contentType;
  const cookie = target.cookie();
  if (cookie) headers.cookie = cookie;
  return t.request(req.path, { method: "POST", headers, body: req.body as BodyInit | undefined });
}

describe("fuzzing every write endpoint and page action", () => {
  it("has a target for every write endpoint and page action", () => {
    const targeted = new Set(TARGETS.map((x) => x.endpoint));
    expect(writeEndpoints.filter((e) => !targeted.has(e)).sort(), "endpoints without a target").toEqual([]);
    expect([...targeted].filter((e) => !writeEndpoints.includes(e)).sort(), "targets of no endpoint").toEqual(
      [],
    );
  });

  it.each(TARGETS.map((x, i) => [`${x.endpoint} (${x.name})`, x, i] as const))(
    "%s",
    async (_label, target, i) => {
      // Fresh resources of the A side for each target: one target's changes (a paused listing, a verified
      // campaign) do not close another's way in.
      r = await createResources(t, cast);
      const count = {
        runs: 0,
        refused: 0,
        designed5xx: 0,
        fiveHundreds: 0,
        statuses: {} as Record<number, number>,
      };
      stats.set(`${target.endpoint} (${target.name})`, count);
      let last: string | undefined;
      await fc.assert(
        fc.asyncProperty(target.request(), async (req) => {
          // The state after one request is the state before the next (nothing else writes meanwhile).
          const before = last ?? (await snapshot(target.tables));
          last = undefined;
          const res = await send(target, req);
          const text = await res.text();
          count.runs++;
          count.statuses[res.status] = (count.statuses[res.status] ?? 0) + 1;
          if (res.status >= 500) {
            if (target.designed5xx?.(res.status, text)) count.designed5xx++;
            else {
              count.fiveHundreds++;
              throw new Error(`answered ${res.status}: ${text.slice(0, 300)}`);
            }
          }
          if (LEAK.test(text)) throw new Error(`leaks a stack trace or a source path: ${text.slice(0, 500)}`);
          const location = res.headers.get("location");
          if (location && new URL(location, TEST_ORIGIN).origin !== TEST_ORIGIN) {
            throw new Error(`redirects off-site to ${location}`);
          }
          const refused = res.status >= 400 || (await flashToastType(res)) === "error";
          const after = await snapshot(target.tables);
          if (refused) {
            count.refused++;
            if (after !== before)
              throw new Error(`refused with ${res.status} but changed ${target.tables.join(", ")}`);
          }
          last = after;
        }),
        {
          numRuns: target.numRuns,
          seed: SEED + i,
          // No shrinking: each step is a request; the failing input is reported as generated.
          endOnFailure: true,
          examples: (target.examples?.() ?? []).map((example) => [example] as [FuzzRequest]),
        },
      );
      expect(await ledgerProblems()).toEqual([]);
    },
  );
});

/** The landlord form's FMR hint: any query is a 200 or a 400 with the fields' messages, never a 5xx. */
describe("fuzzing the FMR hint's query", () => {
  it("loader routes/vouchers.fmr answers any query with 200 or 400", async () => {
    const params = ["zip", "bedrooms", "rent", "utilitiesIncluded", "tenantUtilities"];
    const query = fc.dictionary(
      fc.oneof(fc.constantFrom(...params), nastyString),
      fc.oneof(fc.constantFrom("60614", "00000", "2", "-1", "2001", "on", "", "1e400"), nastyString),
      { maxKeys: 5 },
    );
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const res = await t.request(`/vouchers/fmr?${new URLSearchParams(q)}`, {
          headers: { "x-forwarded-for": "192.0.2.78" },
        });
        const text = await res.text();
        if (res.status !== 200 && res.status !== 400)
          throw new Error(`answered ${res.status} to ${JSON.stringify(q).slice(0, 200)}`);
        if (LEAK.test(text)) throw new Error(`leaks a stack trace or a source path: ${text.slice(0, 500)}`);
      }),
      { numRuns: PAGE_RUNS, seed: SEED, endOnFailure: true },
    );
  });
});

/** The search page's query: every parameter it reads (the sort included), with nasty values, never a 5xx. */
describe("fuzzing the rentals search's query", () => {
  it("loader routes/rentals._index reads any query without a 5xx, a bad sort as the default order", async () => {
    const params = [
      "sort",
      "page",
      "city",
      "state",
      "country",
      "zipCode",
      "maxRent",
      "bedrooms",
      "bathrooms",
      "near",
      "radius",
      "lat",
      "lng",
      "availableBy",
      "accessibility",
      "pets",
      "utilities",
    ];
    const query = fc.dictionary(
      fc.oneof(fc.constantFrom(...params, "section8", "verifiedOnly", "affordableOnly"), nastyString),
      fc.oneof(
        fc.constantFrom("newest", "price_asc", "NEWEST", "price_desc", "", "1", "true", "distance"),
        fc.constantFrom("60614", "Chicago, IL", "5", "25", "41.92", "-87.65", "1e308", "-91", "Nowhere, ZZ"),
        fc.constantFrom(
          "2026-12-31",
          "2026-02-30",
          "step_free",
          "step_free,elevator",
          "cats",
          "water",
          "WATER",
        ),
        nastyString,
      ),
      { maxKeys: 4 },
    );
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const res = await t.request(`/rentals?${new URLSearchParams(q)}`, {
          headers: { "x-forwarded-for": "192.0.2.77" },
        });
        const text = await res.text();
        if (res.status >= 500)
          throw new Error(`answered ${res.status} to ${JSON.stringify(q).slice(0, 200)}`);
        if (LEAK.test(text)) throw new Error(`leaks a stack trace or a source path: ${text.slice(0, 500)}`);
        if (res.status === 200) answered++;
      }),
      { numRuns: PAGE_RUNS, seed: SEED, endOnFailure: true },
    );
    expect(answered).toBeGreaterThan(0);
    const bad = await t.request("/rentals?sort=cheapest", { headers: { "x-forwarded-for": "192.0.2.77" } });
    expect(bad.status).toBe(200);
  });
});

afterAll(() => {
  // FUZZ_STATS=1 also prints each target's answers by status: how far past the checks its inputs got.
  if (process.env.FUZZ_STATS)
    console.log([...stats].map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join("\n"));
  const rows = [...stats.values()];
  const total = rows.reduce((sum, s) => sum + s.runs, 0);
  const refused = rows.reduce((sum, s) => sum + s.refused, 0);
  const designed = rows.reduce((sum, s) => sum + s.designed5xx, 0);
  const fiveHundreds = rows.reduce((sum, s) => sum + s.fiveHundreds, 0);
  const api = TARGETS.filter((x) => !x.endpoint.startsWith("action "));
  console.log(
    `fuzz: ${TARGETS.length} targets (${api.length} API × ${API_RUNS} runs, ${TARGETS.length - api.length} page actions × ${PAGE_RUNS} runs), ${total} requests, ${refused} refused with no row changed, ${fiveHundreds} unexpected 5xx, ${designed} designed 502 retry answers to signed notifications the provider does not confirm (seed ${SEED})`,
  );
});
