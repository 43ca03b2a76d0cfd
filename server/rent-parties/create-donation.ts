import { eq } from "drizzle-orm";
import { publicCampaignTitle } from "../../common/format";
import { localizedPath } from "../../common/i18n";
import { isUuid } from "../../common/schemas/id";
import { donationCreateSchema } from "../../common/schemas/rent-party";
import type { AppDeps } from "../context";
import { donations } from "../db/schema/rent-parties";
import { AppError } from "../errors";
import type { Logger } from "../logger";
import { RATE_LIMIT_MESSAGE } from "../rate-limits/limiter";
import { firstFieldError, parseInput } from "../validation";
import { NOT_FOUND_MESSAGE } from "./campaign-messages";
import { reserveDonation } from "./reserve-donation";

export const PAYMENT_FAILED_MESSAGE = "Unable to create crypto payment. Please try again later.";

/**
 * A donor asks to give: the campaign must be verified, active and still short of its ceiling whatever the
 * browser says, and the amount at most what it still needs (`reserveDonation`). The donation is recorded
 * as waiting, then the provider makes an invoice for it and we hand back its URL.
 * Attempts are limited per client address (each one creates a provider invoice), whichever way in.
 */
export async function createDonation(
  deps: Pick<AppDeps, "db" | "payments" | "logger" | "publicUrl" | "rateLimiter">,
  input: unknown,
  client: { ip: string; logger?: Logger },
): Promise<{ donationId: string; invoiceUrl: string }> {
  if (!(await deps.rateLimiter.consume("donation", client.ip))) {
    throw new AppError("RATE_LIMITED", RATE_LIMIT_MESSAGE);
  }
  // A campaign id that is not a UUID names no campaign: "not found", before any other check of the input.
  const rentPartyId =
    input && typeof input === "object" ? (input as { rent_party_id?: unknown }).rent_party_id : null;
  if (!isUuid(rentPartyId)) throw new AppError("NOT_FOUND", NOT_FOUND_MESSAGE);
  const data = parseInput(donationCreateSchema, input, firstFieldError);
  const { party, donation } = await reserveDonation(deps, data);

  try {
    const invoice = await deps.payments.createInvoice({
      orderId: donation.id,
      amountCents: data.amount,
      // The provider's record of the payment, in the provider's language (docs/i18n.md).
      description: `Donation to ${publicCampaignTitle(party, "en")} (Rent Party)`,
      ipnCallbackUrl: `${deps.publicUrl}/api/payments/webhook/${deps.payments.name}`,
      // Back to the donor's page in their language.
      successUrl: `${deps.publicUrl}${localizedPath(`/party/${party.id}/thank-you`, data.locale)}?donation=${donation.id}`,
      cancelUrl: `${deps.publicUrl}${localizedPath(`/party/${party.id}`, data.locale)}`,
    });
    await deps.db
      .update(donations)
      .set({ providerInvoiceId: invoice.invoiceId, updatedAt: new Date() })
      .where(eq(donations.id, donation.id));
    return { donationId: donation.id, invoiceUrl: invoice.invoiceUrl };
  } catch (error) {
    (client.logger ?? deps.logger).error(
      { err: error, donationId: donation.id },
      "payment invoice creation failed",
    );
    await deps.db
      .update(donations)
      .set({ status: "failed", updatedAt: new Date() })
      .where(eq(donations.id, donation.id));
    throw new AppError("UPSTREAM_FAILED", PAYMENT_FAILED_MESSAGE);
  }
}
