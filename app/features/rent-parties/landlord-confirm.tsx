import { formatDate, publicCampaignTitle } from "@common/format";
import { formatUsdExact } from "@common/money";
import rentPartyLimits from "@common/schemas/rent-party?limits";
import { type FormMetadata, getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import type { getLandlordLink } from "@server/rent-parties/read-landlord-link";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, FormErrors, Input, Textarea } from "~/components/ui/field";
import { type ActionResult, formSchema, hintedInputProps, useSchemaForm } from "~/lib/forms";
import { useEnglishText, useLocale, useT } from "~/lib/i18n";
import { useTimeZone } from "~/lib/time-zone";

const loadRentPartySchemas = () => import("@common/schemas/rent-party");
const landlordConfirmForm = formSchema(loadRentPartySchemas, "landlordConfirmSchema", rentPartyLimits);
const landlordDisputeForm = formSchema(loadRentPartySchemas, "landlordDisputeSchema", rentPartyLimits);

type LandlordLinkData = Awaited<ReturnType<typeof getLandlordLink>>;

/** The link is unusable (forged, replaced, used or expired): one clear message, nothing changes. */
export function LandlordLinkProblem({ message }: { message: string }) {
  const t = useT();
  // The service's reason, in the page's language (error. keys of the Rent Party area).
  const say = useEnglishText("error");
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <Card className="p-8">
        <h1 className="text-2xl font-extrabold">{t("rentParty.landlord.problemTitle")}</h1>
        <p role="alert" className="mt-3 text-slate-700">
          {say(message)}
        </p>
      </Card>
    </section>
  );
}

export function LandlordAnswered({ decision }: { decision: "confirm" | "dispute" }) {
  const t = useT();
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <Card className="p-8">
        <h1 className="text-2xl font-extrabold">{t("rentParty.landlord.answeredTitle")}</h1>
        <p role="status" className="mt-3 text-slate-700">
          {decision === "confirm"
            ? t("rentParty.landlord.answeredConfirm")
            : t("rentParty.landlord.answeredDispute")}
        </p>
      </Card>
    </section>
  );
}

/** The landlord's private page: confirm the tenancy, amount owed and payout preference, or dispute. */
export function LandlordConfirm({ link, lastResult }: { link: LandlordLinkData; lastResult?: ActionResult }) {
  const t = useT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const decision = lastResult?.initialValue?.decision;
  const [confirmForm, confirmFields] = useSchemaForm(landlordConfirmForm, {
    id: "landlord-confirm",
    lastResult: decision === "confirm" ? lastResult : undefined,
  });
  const [disputeForm, disputeFields] = useSchemaForm(landlordDisputeForm, {
    id: "landlord-dispute",
    lastResult: decision === "dispute" ? lastResult : undefined,
  });
  const submitting = useNavigation().state === "submitting";
  const place = [link.city, link.state].filter(Boolean).join(", ");
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">{t("rentParty.landlord.title")}</h1>
      <p className="mt-2 text-slate-700">
        {t(place ? "rentParty.landlord.introInPlace" : "rentParty.landlord.intro", {
          landlord: link.landlordName,
          renter: link.renterName ?? t("rentParty.landlord.yourTenant"),
          title: publicCampaignTitle(link, locale),
          place,
          goal: formatUsdExact(link.goalAmountCents),
          date: formatDate(link.expiresAt, timeZone, locale),
        })}
      </p>
      <DecisionCard title={t("rentParty.landlord.confirm")} decision="confirm" form={confirmForm}>
        <Field
          meta={confirmFields.tenancy}
          label={t("rentParty.landlord.tenancy", {
            renter: link.renterName ?? t("rentParty.landlord.thisPerson"),
          })}
        >
          <input
            {...getInputProps(confirmFields.tenancy, { type: "checkbox", value: "on" })}
            className="size-5"
          />
        </Field>
        <Field
          meta={confirmFields.amountOwed}
          label={t("rentParty.landlord.amountOwed")}
          hint={t("rentParty.landlord.amountOwedHint", { goal: formatUsdExact(link.goalAmountCents) })}
        >
          <Input {...hintedInputProps(confirmFields.amountOwed, "number")} inputMode="decimal" />
        </Field>
        <Field
          meta={confirmFields.payoutPreference}
          label={t("rentParty.landlord.payout")}
          hint={t("rentParty.landlord.payoutHint")}
        >
          <Textarea
            {...getTextareaProps(confirmFields.payoutPreference, {
              ariaDescribedBy: confirmFields.payoutPreference.descriptionId,
            })}
            rows={3}
          />
        </Field>
        <Button type="submit" disabled={submitting}>
          {t("rentParty.landlord.confirmButton")}
        </Button>
      </DecisionCard>
      <DecisionCard title={t("rentParty.landlord.dispute")} decision="dispute" form={disputeForm}>
        <Field meta={disputeFields.disputeReason} label={t("rentParty.landlord.whatIsWrong")}>
          <Textarea {...getTextareaProps(disputeFields.disputeReason)} rows={3} />
        </Field>
        <Button type="submit" variant="outline" disabled={submitting}>
          {t("rentParty.landlord.disputeButton")}
        </Button>
      </DecisionCard>
    </section>
  );
}

/** One of the landlord's two answers: its own form, posting which `decision` it is, with its errors on top. */
function DecisionCard<S extends Record<string, unknown>>({
  title,
  decision,
  form,
  children,
}: {
  title: string;
  decision: "confirm" | "dispute";
  form: FormMetadata<S, string[]>;
  children: ReactNode;
}) {
  return (
    <Card className="mt-6 p-6">
      <h2 className="text-xl font-bold">{title}</h2>
      <Form method="post" className="mt-4 space-y-5" {...getFormProps(form)}>
        <input type="hidden" name="decision" value={decision} />
        <FormErrors id={form.errorId} errors={form.errors} />
        {children}
      </Form>
    </Card>
  );
}
