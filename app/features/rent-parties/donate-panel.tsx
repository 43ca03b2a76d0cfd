import { CRYPTO_DONATION_DEFAULT_DOLLARS } from "@common/constants";
import { parseWith } from "@common/schemas/form-data";
import { DONATION_MAX_DOLLARS, DONATION_PRESETS, donationCreateSchema } from "@common/schemas/rent-party";
import { Bitcoin, CreditCard } from "lucide-react";
import { useState } from "react";
import { Form } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { cn } from "~/lib/cn";

const PAYMENT_FAILED = {
  title: "Payment Creation Failed",
  description: "Unable to create crypto payment. Please try again later.",
};

/**
 * Donate with Crypto: the donor picks an amount ($25 preselected), optionally a name and an email for
 * the receipt; our server creates the provider's invoice and the browser goes there. Without
 * JavaScript the same form posts to the page action, which redirects to the invoice.
 */
export function DonatePanel({ rentPartyId, campaignTitle }: { rentPartyId: string; campaignTitle: string }) {
  const [preset, setPreset] = useState<string>(String(CRYPTO_DONATION_DEFAULT_DOLLARS));
  const [custom, setCustom] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      rent_party_id: rentPartyId,
      amount: custom.trim() || preset,
      campaign_title: campaignTitle,
      donor_name: String(form.get("donorName") ?? ""),
      donor_email: String(form.get("donorEmail") ?? ""),
    };
    const parsed = parseWith(donationCreateSchema, body);
    if (!parsed.ok) {
      setErrors(parsed.fieldErrors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const response = await fetch("/api/create-crypto-payment", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      const result = (await response.json().catch(() => null)) as {
        success?: boolean;
        invoice_url?: string;
        error?: { fieldErrors?: Record<string, string> };
      } | null;
      if (!response.ok || !result?.success || typeof result.invoice_url !== "string") {
        if (result?.error?.fieldErrors) setErrors(result.error.fieldErrors);
        throw new Error(`create-crypto-payment answered ${response.status}`);
      }
      toast.success("Redirecting to Payment");
      window.location.assign(result.invoice_url);
    } catch (error) {
      console.error("Crypto payment error:", error);
      toast.error(PAYMENT_FAILED.title, { description: PAYMENT_FAILED.description });
      setBusy(false);
    }
  }

  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Donate">
      <input type="hidden" name="intent" value="donate" />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">Donation amount</legend>
        <div className="grid grid-cols-4 gap-2">
          {DONATION_PRESETS.map((dollars) => {
            const checked = !custom.trim() && preset === String(dollars);
            return (
              <label
                key={dollars}
                className={cn(
                  "flex h-11 cursor-pointer items-center justify-center rounded-lg border text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600",
                  checked
                    ? "border-brand-600 bg-brand-50 text-brand-800"
                    : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
                )}
              >
                <input
                  type="radio"
                  name="preset"
                  value={dollars}
                  checked={checked}
                  onChange={() => {
                    setPreset(String(dollars));
                    setCustom("");
                  }}
                  className="sr-only"
                />
                ${dollars}
              </label>
            );
          })}
        </div>
      </fieldset>
      <Field id="donate-custom" label="Other amount (USD)" error={errors.amount}>
        {(p) => (
          <Input
            {...p}
            name="customAmount"
            type="number"
            inputMode="decimal"
            min={1}
            max={DONATION_MAX_DOLLARS}
            step={0.01}
            placeholder="Any amount from $1"
            value={custom}
            onChange={(e) => setCustom(e.target.value)}
          />
        )}
      </Field>
      <Field
        id="donate-name"
        label="Your name (optional)"
        hint="Leave empty to give anonymously."
        error={errors.donor_name}
      >
        {(p) => <Input {...p} name="donorName" autoComplete="name" maxLength={100} />}
      </Field>
      <Field id="donate-email" label="Email for your receipt (optional)" error={errors.donor_email}>
        {(p) => <Input {...p} name="donorEmail" type="email" autoComplete="email" />}
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        <Bitcoin className="size-5" aria-hidden="true" />
        {busy ? "Creating payment..." : "Donate with Crypto"}
      </Button>
      <Button
        type="button"
        variant="outline"
        size="lg"
        className="w-full"
        onClick={() => toast("Coming Soon!", { description: "Card donations are on their way." })}
      >
        <CreditCard className="size-5" aria-hidden="true" />
        Donate with Card
      </Button>
      <p className="text-xs text-slate-500">
        Paid in stablecoins through our payment partner. Every dollar goes to the landlord, never to the
        renter. Donations are personal gifts and are not tax-deductible.
      </p>
    </Form>
  );
}
