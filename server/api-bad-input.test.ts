import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VALID_RENT_PARTY_FORM } from "../common/schemas/test-support";
import { donations, payouts, rentParties } from "./db/schema/rent-parties";
import { contactMessages, pwaInstalls } from "./db/schema/site";
import { createRentParty } from "./db/seed/factories";
import type { TestApp } from "./test/app";
import { createPartyTestApp, signedIn } from "./test/rent-parties";

/**
 * Every JSON POST of the API fed malformed bodies: a 4xx with a clear error every time, never a 500,
 * and nothing stored.
 */

let t: TestApp;
let renterCookie: string;
let adminCookie: string;
let partyId: string;
let clientNumber = 0;

beforeAll(async () => {
  // Each request comes from its own address, so the donation rate limit stays out of the way.
  t = await createPartyTestApp({ TRUST_PROXY: "true" });
  renterCookie = (await signedIn(t, "renter")).cookie;
  adminCookie = (await signedIn(t, "admin")).cookie;
  const party = await createRentParty(t.deps.db, {
    verified: true,
    verifiedAt: new Date(),
    amountRaisedCents: 100_000,
  });
  partyId = party.id;
});
afterAll(() => t.close());

interface Endpoint {
  name: string;
  path: () => string;
  cookie: () => string | undefined;
  valid: () => Record<string, unknown>;
  table: PgTable;
  okStatus: number;
  /** Fields whose bad values are answered 404 (an id that names nothing) rather than 400. */
  notFoundFields?: string[];
}

const endpoints: Endpoint[] = [
  {
    name: "send-contact-email",
    path: () => "/api/send-contact-email",
    cookie: () => undefined,
    valid: () => ({
      fullName: "Dana Lee",
      email: "dana@example.com",
      message: "A question about a listing.",
    }),
    table: contactMessages,
    okStatus: 201,
  },
  {
    name: "pwa-installs",
    path: () => "/api/pwa-installs",
    cookie: () => undefined,
    valid: () => ({ platform: "mobile" }),
    table: pwaInstalls,
    okStatus: 201,
  },
  {
    name: "rent-parties",
    path: () => "/api/rent-parties",
    cookie: () => renterCookie,
    valid: () => ({ ...VALID_RENT_PARTY_FORM }),
    table: rentParties,
    okStatus: 201,
  },
  {
    name: "create-crypto-payment",
    path: () => "/api/create-crypto-payment",
    cookie: () => undefined,
    valid: () => ({
      rent_party_id: partyId,
      amount: 25,
      donor_name: "Dee",
      donor_email: "dee@example.com",
    }),
    table: donations,
    okStatus: 201,
    notFoundFields: ["rent_party_id"],
  },
  {
    name: "admin payouts",
    path: () => `/api/admin/rent-parties/${partyId}/payouts`,
    cookie: () => adminCookie,
    valid: () => ({ amount: "10", reference: "TX-1", note: "Sent by bank transfer" }),
    table: payouts,
    okStatus: 201,
  },
];

function send(endpoint: Endpoint, body: string, contentType: string | null = "application/json") {
  const headers: Record<string, string> = { "x-forwarded-for": `203.0.113.${++clientNumber % 250}` };
  if (contentType) headers["content-type"] = contentType;
  const cookie = endpoint.cookie();
  if (cookie) headers.cookie = cookie;
  return t.request(endpoint.path(), { method: "POST", headers, body });
}

async function rows(table: PgTable) {
  const [{ n }] = await t.deps.db.select({ n: count() }).from(table);
  return n;
}

/** Values no field accepts: control characters, wrong types, absurd numbers. */
const REFUSED_VALUES: [string, unknown][] = [
  ["NUL inside", "a\u0000b"],
  ["only NUL", "\u0000"],
  ["escape character", "a\u001Bb"],
  ["nested object", { $gt: "", nested: { a: 1 } }],
  ["array", ["a", "b"]],
  ["boolean", true],
  ["huge number", 1e308],
  ["huge negative number", -1e308],
  ["number past 2^53", 2 ** 60],
];

/** Values some fields accept (a story may have line breaks, a name may be "1e400"): never a 500. */
const ODD_VALUES: [string, unknown][] = [
  ["line break injection", "x\r\nBcc: victim@example.com"],
  ["invisible only", "\u200B\u2060"],
  ["number string of 400 digits", "9".repeat(400)],
  ["exponent string", "1e400"],
  ["bidi override", "\u202Egnp.exe"],
];

describe.each(endpoints)("POST $name", (endpoint) => {
  it.each([
    ["text/plain", "text/plain"],
    ["a form", "application/x-www-form-urlencoded"],
    ["no content type", null],
  ])("refuses a JSON body sent as %s with 415", async (_label, contentType) => {
    const before = await rows(endpoint.table);
    const res = await send(endpoint, JSON.stringify(endpoint.valid()), contentType);
    expect(res.status).toBe(415);
    expect(JSON.stringify(await res.json())).toContain("UNSUPPORTED_MEDIA_TYPE");
    expect(await rows(endpoint.table)).toBe(before);
  });

  it.each(["{bad", "", "[1,2]", "null", '"text"', "42", '{"a":1}x', "\u0000"])(
    "refuses the body %j with 400",
    async (body) => {
      const before = await rows(endpoint.table);
      const res = await send(endpoint, body);
      expect(res.status).toBe(400);
      expect(await rows(endpoint.table)).toBe(before);
    },
  );

  it("refuses bad values in every field with a 4xx and stores nothing", async () => {
    const before = await rows(endpoint.table);
    const failures: string[] = [];
    for (const field of Object.keys(endpoint.valid())) {
      for (const [label, value] of REFUSED_VALUES) {
        const res = await send(endpoint, JSON.stringify({ ...endpoint.valid(), [field]: value }));
        const expected = endpoint.notFoundFields?.includes(field) ? 404 : 400;
        if (res.status !== expected) failures.push(`${field} ${label}: ${res.status}`);
        await res.arrayBuffer();
      }
    }
    expect(failures).toEqual([]);
    expect(await rows(endpoint.table)).toBe(before);
  });

  it("never answers 500 to odd values, overflowing numbers included", async () => {
    const failures: string[] = [];
    for (const field of Object.keys(endpoint.valid())) {
      for (const [label, value] of ODD_VALUES) {
        const res = await send(endpoint, JSON.stringify({ ...endpoint.valid(), [field]: value }));
        if (res.status >= 500) failures.push(`${field} ${label}: ${res.status}`);
        await res.arrayBuffer();
      }
    }
    // Overflowing numbers written as JSON literals parse to Infinity.
    for (const field of ["amount", "goalAmount"]) {
      const body = JSON.stringify({ ...endpoint.valid(), [field]: 0 }).replace(
        `"${field}":0`,
        `"${field}":1e400`,
      );
      const res = await send(endpoint, body);
      if (res.status >= 500) failures.push(`${field} 1e400 literal: ${res.status}`);
      await res.arrayBuffer();
    }
    expect(failures).toEqual([]);
  });

  it("still accepts the valid body", async () => {
    const res = await send(endpoint, JSON.stringify(endpoint.valid()));
    expect(res.status).toBe(endpoint.okStatus);
  });
});
