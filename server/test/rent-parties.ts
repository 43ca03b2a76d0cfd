import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { RoleName } from "../../common/constants";
import { donations, rentParties } from "../db/schema/rent-parties";
import { createRentParty, createUser } from "../db/seed/factories";
import { NOWPAYMENTS_SIGNATURE_HEADER, signNowPayments } from "../integrations/payments/nowpayments";
import {
  createSandboxProvider,
  isSandboxProvider,
  SANDBOX_SIGNATURE_HEADER,
  type SandboxProvider,
  signSandbox,
} from "../integrations/payments/sandbox";
import { createLogger } from "../logger";
import { createTestApp, TEST_ORIGIN, type TestApp } from "./app";
import { type FakeNowPayments, startFakeNowPayments } from "./fake-nowpayments";

export const SANDBOX_SECRET = "sandbox-secret-for-tests-0123456789abcdef";

/** The test app with the sandbox provider delivering its notifications to the app in-process. */
export async function createPartyTestApp(settings: Record<string, string> = {}) {
  const t = await createTestApp({
    SANDBOX_PAYMENTS_SECRET: SANDBOX_SECRET,
    AUTH_RATE_LIMIT_PER_MINUTE: "1000",
    ...settings,
  });
  if (t.deps.payments.name === "sandbox") {
    t.deps.payments = createSandboxProvider({
      db: t.deps.db,
      publicUrl: TEST_ORIGIN,
      secret: SANDBOX_SECRET,
      logger: createLogger("silent"),
      fetch: (url, init) => Promise.resolve(t.app.request(String(url), init)),
    });
  }
  return t;
}

/** The party test app on the sandbox provider, and that provider (to settle payments by hand). */
export async function createSandboxTestApp(settings: Record<string, string> = {}) {
  const t = await createPartyTestApp(settings);
  if (!isSandboxProvider(t.deps.payments)) throw new Error("expected the sandbox provider");
  return { t, sandbox: t.deps.payments };
}

/** A real account of the given role, signed in: returns its cookie. */
export async function signedIn(t: TestApp, role: RoleName) {
  const user = await createUser(t.deps.db, { role });
  const res = await t.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: user.email, password: "password123" }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { user, cookie };
}

export function postJson(t: TestApp, path: string, body: unknown, cookie?: string) {
  return t.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

export async function verifiedParty(t: TestApp, input: Parameters<typeof createRentParty>[1] = {}) {
  return createRentParty(t.deps.db, { verified: true, verifiedAt: new Date(), ...input });
}

/** A sandbox notification as the provider would send it, signed (or not) with the sandbox secret. */
export function sandboxNotification(
  t: TestApp,
  payload: Record<string, unknown>,
  options: { secret?: string; signature?: string } = {},
) {
  const body = JSON.stringify(payload);
  return t.request("/api/payments/webhook/sandbox", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      [SANDBOX_SIGNATURE_HEADER]: options.signature ?? signSandbox(body, options.secret ?? SANDBOX_SECRET),
    },
    body,
  });
}

/** What `POST /api/create-crypto-payment` answers. */
type DonationAnswer = {
  success: boolean;
  donation_id?: string;
  invoice_url?: string;
  remaining_cents?: number;
  error?: { code: string; message: string; fieldErrors?: Record<string, string> };
};

/** A donation to the party through the API, with `body` as given (no amount added): its status and answer. */
export async function postDonation(t: TestApp, partyId: string, body: Record<string, unknown>) {
  const res = await postJson(t, "/api/create-crypto-payment", { rent_party_id: partyId, ...body });
  return { status: res.status, json: (await res.json()) as DonationAnswer };
}

/** A $25 donation through the API (extra fields added to the body); its row. */
export async function donate(t: TestApp, partyId: string, extra: Record<string, unknown> = {}) {
  const { json } = await postDonation(t, partyId, { amount: 25, ...extra });
  return donationRow(t, json.donation_id as string);
}

/** A donation of `dollars` that the sandbox provider then pays: its row as it was before the payment. */
export async function paidSandboxDonation(
  t: TestApp,
  sandbox: SandboxProvider,
  partyId: string,
  dollars: number,
) {
  const { status, json } = await postDonation(t, partyId, { amount: dollars });
  expect(status).toBe(201);
  const row = await donationRow(t, json.donation_id as string);
  await sandbox.pay(row.providerInvoiceId as string);
  return row;
}

export async function raisedCents(t: TestApp, id: string) {
  const [row] = await t.deps.db
    .select({ raised: rentParties.amountRaisedCents })
    .from(rentParties)
    .where(eq(rentParties.id, id));
  return row.raised;
}

/** The invariant: amount_raised equals the sum of counted (finished) donations. */
export async function countedSum(t: TestApp, id: string) {
  const rows = await t.deps.db.select().from(donations).where(eq(donations.rentPartyId, id));
  return rows.filter((d) => d.status === "finished").reduce((sum, d) => sum + d.amountCents, 0);
}

export async function donationRow(t: TestApp, id: string) {
  const [row] = await t.deps.db.select().from(donations).where(eq(donations.id, id));
  return row;
}

export const NOWPAYMENTS_API_KEY = "np-test-api-key";
export const NOWPAYMENTS_IPN_SECRET = "np-test-ipn-secret";

/** The test app on the NOWPayments provider, talking to a local server that speaks its API. */
export async function createNowPaymentsTestApp(): Promise<{ t: TestApp; fake: FakeNowPayments }> {
  const fake = await startFakeNowPayments(NOWPAYMENTS_API_KEY);
  const t = await createPartyTestApp({
    PAYMENTS_PROVIDER: "nowpayments",
    NOWPAYMENTS_API_URL: fake.url,
    NOWPAYMENTS_API_KEY,
    NOWPAYMENTS_IPN_SECRET,
  });
  const close = t.close;
  t.close = async () => {
    await close();
    await fake.close();
  };
  return { t, fake };
}

/** An IPN as NOWPayments sends it: keys in its own order, signed over the key-sorted JSON. */
export function nowPaymentsIpn(t: TestApp, payload: Record<string, unknown>, signature?: string) {
  return t.request("/api/payments/webhook/nowpayments", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      [NOWPAYMENTS_SIGNATURE_HEADER]: signature ?? signNowPayments(payload, NOWPAYMENTS_IPN_SECRET),
    },
    body: JSON.stringify(payload),
  });
}

/** NOWPayments' record of one payment, as its API answers and its IPN sends it. */
export function nowPaymentsPayment(
  paymentId: number,
  invoiceId: string,
  orderId: string,
  status: string,
  price = 25,
) {
  return {
    payment_status: status,
    payment_id: paymentId,
    invoice_id: Number(invoiceId),
    order_id: orderId,
    price_amount: price,
    price_currency: "usd",
    pay_amount: 25.01,
    actually_paid: status === "finished" ? 25.01 : 0,
    pay_currency: "usdttrc20",
    order_description: "Donation",
    purchase_id: "123",
    fee: { currency: "usdttrc20", depositFee: 0.1, withdrawalFee: 0, serviceFee: 0 },
  };
}
