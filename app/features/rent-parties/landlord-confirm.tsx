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
import { useTimeZone } from "~/lib/time-zone";

const loadRentPartySchemas = () => import("@common/schemas/rent-party");
const landlordConfirmForm = formSchema(loadRentPartySchemas, "landlordConfirmSchema", rentPartyLimits);
const landlordDisputeForm = formSchema(loadRentPartySchemas, "landlordDisputeSchema", rentPartyLimits);

type LandlordLinkData = Awaited<ReturnType<typeof getLandlordLink>>;

/** The link is unusable (forged, replaced, used or expired): one clear message, nothing changes. */
export function LandlordLinkProblem({ message }: { message: string }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <Card className="p-8">
        <h1 className="text-2xl font-extrabold">This link can't be used</h1>
        <p role="alert" className="mt-3 text-slate-700">
          {message}
        </p>
      </Card>
    </section>
  );
}

export function LandlordAnswered({ decision }: { decision: "confirm" | "dispute" }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <Card className="p-8">
        <h1 className="text-2xl font-extrabold">Thank you, your answer is recorded</h1>
        <p role="status" className="mt-3 text-slate-700">
          {decision === "confirm"
            ? "You confirmed the tenancy and the amount owed. Our team reviews the campaign next; donations are paid to you directly, and each payout is shown on the campaign page."
            : "You disputed this campaign: it will not be verified. Our team will contact you."}
        </p>
      </Card>
    </section>
  );
}

/** The landlord's private page: confirm the tenancy, amount owed and payout preference, or dispute. */
export function LandlordConfirm({ link, lastResult }: { link: LandlordLinkData; lastResult?: ActionResult }) {
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
      <h1 className="text-3xl font-extrabold">Confirm a Rent Party for your tenant</h1>
      <p className="mt-2 text-slate-700">
        Hello {link.landlordName}. {link.renterName ?? "Your tenant"} started "{publicCampaignTitle(link)}"
        {place ? ` in ${place}` : ""} to raise rent owed to you (goal {formatUsdExact(link.goalAmountCents)}).
        Donations are paid to you directly. This link works once, until {formatDate(link.expiresAt, timeZone)}
        .
      </p>
      <DecisionCard title="Confirm" decision="confirm" form={confirmForm}>
        <Field
          meta={confirmFields.tenancy}
          label={`${link.renterName ?? "This person"} is my tenant at this address`}
        >
          <input
            {...getInputProps(confirmFields.tenancy, { type: "checkbox", value: "on" })}
            className="size-5"
          />
        </Field>
        <Field
          meta={confirmFields.amountOwed}
          label="Amount owed (USD)"
          hint={`At most the goal, ${formatUsdExact(link.goalAmountCents)}. If lower, donations stop at this amount.`}
        >
          <Input {...hintedInputProps(confirmFields.amountOwed, "number")} inputMode="decimal" />
        </Field>
        <Field
          meta={confirmFields.payoutPreference}
          label="How you want to be paid"
          hint="e.g. check to your mailing address, or bank transfer. Kept private: only our team sees it."
        >
          <Textarea
            {...getTextareaProps(confirmFields.payoutPreference, {
              ariaDescribedBy: confirmFields.payoutPreference.descriptionId,
            })}
            rows={3}
          />
        </Field>
        <Button type="submit" disabled={submitting}>
          Confirm amount owed
        </Button>
      </DecisionCard>
      <DecisionCard title="Dispute" decision="dispute" form={disputeForm}>
        <Field meta={disputeFields.disputeReason} label="What is wrong">
          <Textarea {...getTextareaProps(disputeFields.disputeReason)} rows={3} />
        </Field>
        <Button type="submit" variant="outline" disabled={submitting}>
          Dispute this campaign
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
