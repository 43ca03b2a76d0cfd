import { Hono } from "hono";
import { readSessionUser } from "../auth/session";
import type { AppDeps } from "../context";
import { isAppError } from "../errors";
import { errorResponse, readJsonBody } from "../http";
import type { Logger } from "../logger";
import { createDonation } from "./create-donation";
import { createRentParty } from "./create-rent-party";
import { handlePaymentNotification, LedgerBusyError } from "./handle-payment-notification";
import { listRentPartiesForAdmin } from "./list-rent-parties";
import { recordPayout } from "./record-payout";
import { DonationTooLargeError } from "./reserve-donation";
import { verifyRentParty } from "./verify-rent-party";

type Env = { Variables: { clientIp: string; logger?: Logger } };

/** Rent Party HTTP API: campaigns, donations, the providers' webhooks and the admin's actions. */
export function rentPartiesApi(deps: AppDeps) {
  const api = new Hono<Env>();
  const user = (request: Request) => readSessionUser(deps.auth, request.headers);

  api.post("/rent-parties", async (c) => {
    const acting = await user(c.req.raw);
    const row = await createRentParty(deps, acting, await readJsonBody(c.req.raw));
    return c.json({ ok: true, id: row.id }, 201);
  });

  // The spec's "create-crypto-payment" call: answers success and invoice_url.
  api.post("/create-crypto-payment", async (c) => {
    try {
      const { invoiceUrl, donationId } = await createDonation(deps, await readJsonBody(c.req.raw), {
        ip: c.get("clientIp") ?? "unknown",
      });
      return c.json({ success: true, invoice_url: invoiceUrl, donation_id: donationId }, 201);
    } catch (error) {
      if (!isAppError(error)) throw error;
      return c.json(
        {
          success: false,
          error: { code: error.code, message: error.message, fieldErrors: error.fieldErrors },
          // A donation above what is still needed: the amount the page offers instead.
          ...(error instanceof DonationTooLargeError ? { remaining_cents: error.remainingCents } : {}),
        },
        error.status as 400,
      );
    }
  });

  // Provider notifications: raw body read once, signature checked before anything else. One that lost a
  // race for its donation is answered 503 with Retry-After: the provider sends it again.
  api.post("/payments/webhook/:provider", async (c) => {
    const rawBody = await c.req.text();
    const result = await handlePaymentNotification(deps, c.req.param("provider"), rawBody, c.req.raw.headers);
    return c.json({ ok: true, ...result });
  });

  api.get("/admin/rent-parties", async (c) => {
    const rows = await listRentPartiesForAdmin(deps.db, await user(c.req.raw));
    return c.json({ rentParties: rows });
  });

  api.post("/admin/rent-parties/:id/verify", async (c) => {
    const result = await verifyRentParty(deps, await user(c.req.raw), c.req.param("id"));
    return c.json({ ok: true, ...result });
  });

  api.post("/admin/rent-parties/:id/payouts", async (c) => {
    const result = await recordPayout(
      deps,
      await user(c.req.raw),
      c.req.param("id"),
      await readJsonBody(c.req.raw),
    );
    return c.json({ ok: true, ...result }, 201);
  });

  api.onError((error, c) => {
    // Logged here with its cause (the database's error), since the app's handler never sees it.
    if (!isAppError(error)) c.get("logger")?.error({ err: error }, "rent parties API: unexpected error");
    if (error instanceof LedgerBusyError) c.header("Retry-After", String(error.retryAfterSeconds));
    return errorResponse(c, error);
  });
  return api;
}
