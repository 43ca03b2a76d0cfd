import { CRYPTO_DONATION_DEFAULT_DOLLARS } from "@common/constants";
import { centsToInputValue, formatUsdExact } from "@common/money";
import { DONATION_PRESETS } from "@common/rent-party-rules";
import rentPartyLimits from "@common/schemas/rent-party?limits";
import { getFormProps, getInputProps } from "@conform-to/react";
import { useState } from "react";
import { Form } from "react-router";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { Field, FormErrors, Input } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { type ActionResult, formSchema, hintedInputProps, useSchemaForm } from "~/lib/forms";
import { useLocale, useT } from "~/lib/i18n";
import { showToast } from "~/lib/toast";

const donationCreateForm = formSchema(
  () => import("@common/schemas/rent-party"),
  "donationCreateSchema",
  rentPartyLimits,
);

/**
 * Donate with Crypto: the donor picks an amount ($25 preselected) or types another, optionally a name and
 * an email for the receipt. The form is the donation API's body (`donationCreateSchema`, checked here
 * first): with JavaScript it goes to POST /api/create-crypto-payment, which answers with the provider's
 * invoice URL, and the browser goes there. Without JavaScript it posts to the page action, which redirects
 * to the invoice or answers with the errors (`lastResult`).
 */
export function DonatePanel({
  rentPartyId,
  campaignTitle,
  lastResult,
  remainingCents,
}: {
  rentPartyId: string;
  campaignTitle: string;
  lastResult?: ActionResult;
  /** What the campaign still needs (the page's loader): offered after a refusal as "Give $X instead". */
  remainingCents: number;
}) {
  const t = useT();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  // The API's refusal of an amount (with JavaScript), shown like the page action's.
  const [apiResult, setApiResult] = useState<ActionResult | undefined>();
  const [offerCents, setOfferCents] = useState<number | null>(null);
  const [form, fields] = useSchemaForm(donationCreateForm, {
    id: "donation",
    lastResult: apiResult ?? lastResult,
    // The receipt goes out in the page's language.
    defaultValue: { rent_party_id: rentPartyId, preset: String(CRYPTO_DONATION_DEFAULT_DOLLARS), locale },
    onSubmit(event) {
      event.preventDefault();
      // The submitter counts: "Give $X instead" sends its amount.
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      void pay(new FormData(event.currentTarget, submitter));
    },
  });
  const amountRefused = (fields.amount.errors ?? []).some((e) => e.startsWith("This campaign needs only"));
  const offer = offerCents ?? (amountRefused && remainingCents > 0 ? remainingCents : null);
  // The amount buttons: one is chosen unless another amount is typed, which wins.
  const [preset, setPreset] = useState(String(fields.preset.initialValue ?? CRYPTO_DONATION_DEFAULT_DOLLARS));
  const other = fields.amount.value;
  const typedOther = typeof other === "string" && other.trim() !== "";

  async function pay(formData: FormData) {
    setBusy(true);
    try {
      const response = await fetch("/api/create-crypto-payment", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...Object.fromEntries(formData), campaign_title: campaignTitle }),
      });
      const result = (await response.json().catch(() => null)) as {
        success?: boolean;
        invoice_url?: string;
        error?: { message?: string; fieldErrors?: Record<string, string> };
        remaining_cents?: number;
      } | null;
      // Too much, or the goal reached meanwhile: the message goes under the amount, no failure toast.
      const amountError = result?.error?.fieldErrors?.amount;
      if (!response.ok && amountError) {
        setApiResult({
          status: "error",
          initialValue: Object.fromEntries(
            [...formData.entries()].filter((e): e is [string, string] => typeof e[1] === "string"),
          ),
          error: { amount: [amountError] },
        });
        setOfferCents(typeof result?.remaining_cents === "number" ? result.remaining_cents : null);
        setBusy(false);
        return;
      }
      // The API checks the schema this form just passed: any refusal is the spec's one failure toast.
      if (!response.ok || !result?.success || typeof result.invoice_url !== "string") {
        throw new Error(`create-crypto-payment answered ${response.status}`);
      }
      showToast({ type: "success", title: t("rentParty.donate.redirecting") });
      window.location.assign(result.invoice_url);
    } catch (error) {
      console.error("Crypto payment error:", error);
      showToast({
        type: "error",
        title: t("rentParty.donate.failedTitle"),
        description: t("rentParty.donate.failedText"),
      });
      setBusy(false);
    }
  }

  return (
    <Form method="post" className="space-y-4" aria-label={t("rentParty.donate.form")} {...getFormProps(form)}>
      <input {...getInputProps(fields.rent_party_id, { type: "hidden" })} />
      <input {...getInputProps(fields.locale, { type: "hidden" })} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">{t("rentParty.donate.amount")}</legend>
        <div className="grid grid-cols-4 gap-2">
          {DONATION_PRESETS.map((dollars) => {
            const checked = !typedOther && preset === String(dollars);
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
                  name={fields.preset.name}
                  form={form.id}
                  value={dollars}
                  checked={checked}
                  onChange={() => {
                    setPreset(String(dollars));
                    form.update({ name: fields.amount.name, value: "" });
                  }}
                  className="sr-only"
                />
                ${dollars}
              </label>
            );
          })}
        </div>
      </fieldset>
      <Field meta={fields.amount} label={t("rentParty.donate.other")}>
        <Input
          {...getInputProps(fields.amount, { type: "number" })}
          inputMode="decimal"
          placeholder={t("rentParty.donate.otherPlaceholder")}
        />
      </Field>
      <Field
        meta={fields.donor_name}
        label={t("rentParty.donate.name")}
        hint={t("rentParty.donate.nameHint")}
      >
        <Input {...hintedInputProps(fields.donor_name, "text")} autoComplete="name" />
      </Field>
      <Field meta={fields.donor_email} label={t("rentParty.donate.email")}>
        <Input {...getInputProps(fields.donor_email, { type: "email" })} autoComplete="email" />
      </Field>
      {offer ? (
        <Button
          type="submit"
          name={fields.give_instead.name}
          value={centsToInputValue(offer)}
          variant="outline"
          size="lg"
          className="w-full"
          disabled={busy}
        >
          {t("rentParty.donate.giveInstead", { amount: formatUsdExact(offer) })}
        </Button>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        <Icon name="bitcoin" className="size-5" />
        {busy ? t("rentParty.donate.creating") : t("rentParty.donate.crypto")}
      </Button>
      <Button
        type="button"
        variant="outline"
        size="lg"
        className="w-full"
        onClick={() =>
          showToast({
            type: "info",
            title: t("rentParty.donate.comingSoon"),
            description: t("rentParty.donate.comingSoonText"),
          })
        }
      >
        <Icon name="credit-card" className="size-5" />
        {t("rentParty.donate.card")}
      </Button>
      <p className="text-xs text-slate-500">{t("rentParty.donate.note")}</p>
    </Form>
  );
}
