import { formatDate, publicCampaignTitle, truncate } from "@common/format";
import { centsToInputValue, formatUsd, formatUsdExact } from "@common/money";
import { ceilingCents, payoutRefusal, verifyRefusal } from "@common/rent-party-rules";
import rentPartyLimits from "@common/schemas/rent-party?limits";
import { getFormProps, getInputProps } from "@conform-to/react";
import type { AdminRentParty } from "@server/rent-parties/list-rent-parties";
import { Link, useFetcher } from "react-router";
import { CampaignProgress } from "~/components/campaign-progress";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormErrors, Input, Label } from "~/components/ui/field";
import { type ActionResult, formSchema, useSchemaForm } from "~/lib/forms";
import { useEnglishText, useLocale, useT } from "~/lib/i18n";
import { useTimeZone } from "~/lib/time-zone";
import { CampaignStatusBadge } from "./campaign-status-badge";

const loadRentPartySchemas = () => import("@common/schemas/rent-party");
const closeRentPartyForm = formSchema(loadRentPartySchemas, "closeRentPartySchema", rentPartyLimits);
const resendLandlordLinkForm = formSchema(loadRentPartySchemas, "resendLandlordLinkSchema", rentPartyLimits);
const verifyRentPartyForm = formSchema(loadRentPartySchemas, "verifyRentPartySchema", rentPartyLimits);
const payoutForm = formSchema(loadRentPartySchemas, "payoutFormSchema", rentPartyLimits);

/** The admin grid of every campaign, newest first. */
export function AdminApprovals({ campaigns }: { campaigns: AdminRentParty[] }) {
  const t = useT();
  if (campaigns.length === 0) {
    return (
      <p className="mt-8 rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
        {t("admin.approvals.empty")}
      </p>
    );
  }
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {campaigns.map((c) => (
        <li key={c.id}>
          <CampaignCard campaign={c} />
        </li>
      ))}
    </ul>
  );
}

function CampaignCard({ campaign: c }: { campaign: AdminRentParty }) {
  const t = useT();
  const locale = useLocale();
  const say = useEnglishText("error");
  const timeZone = useTimeZone();
  const outstanding = Math.max(0, c.amountRaisedCents - c.paidOutCents);
  const renter = c.renterName || c.renterEmail || c.renterId || t("admin.approvals.unknown");
  const headingId = `campaign-${c.id}`;
  const headline = publicCampaignTitle(c, locale);
  const closed = c.closedAt !== null;
  // Who may verify, and whether payouts are allowed, is decided once in common/rent-party-rules.ts (the
  // service refuses with the same words); the card only shows the answer.
  const verifyBlocked = c.verified ? null : verifyRefusal(c);
  const payoutBlocked = payoutRefusal(c);
  const target = ceilingCents(c);
  const asked =
    target === c.goalAmountCents ? null : { asked: formatUsd(c.goalAmountCents), owed: formatUsd(target) };
  return (
    <Card className="flex h-full flex-col p-5" aria-labelledby={headingId}>
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold leading-snug">
          <Link to={`/party/${c.id}`} className="hover:underline">
            {headline}
          </Link>
        </h2>
        <CampaignStatusBadge verified={c.verified} isActive={c.isActive} closed={closed} />
      </div>
      {headline !== c.title.trim() ? <p className="mt-1 text-xs text-slate-600">{c.title}</p> : null}
      <LandlordAnswer campaign={c} />
      <p className="mt-3 break-words text-sm text-slate-700">{truncate(c.story, 150)}</p>
      <dl className="mt-4 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">{t("admin.approvals.goal")}</dt>
        <dd className="font-medium">{formatUsd(target)}</dd>
        <dt className="text-slate-600">{t("admin.approvals.renter")}</dt>
        <dd className="truncate font-medium" title={renter}>
          {renter}
        </dd>
        <dt className="text-slate-600">{t("admin.approvals.created")}</dt>
        <dd className="font-medium">{formatDate(c.createdAt, timeZone, locale)}</dd>
        <dt className="text-slate-600">{t("admin.approvals.landlord")}</dt>
        <dd className="truncate font-medium">{c.landlordName}</dd>
        <dt className="text-slate-600">{t("admin.approvals.raised")}</dt>
        <dd className="font-medium">{formatUsd(c.amountRaisedCents)}</dd>
        <dt className="text-slate-600">{t("admin.approvals.paidOut")}</dt>
        <dd className="font-medium">{formatUsd(c.paidOutCents)}</dd>
      </dl>
      {asked ? <p className="mt-2 text-xs text-slate-600">{t("rentParty.askedFor", asked)}.</p> : null}
      <div className="mt-3">
        <CampaignProgress
          party={c}
          size="sm"
          label={t("rentParty.card.progressLabel", { title: headline })}
        />
      </div>
      <div className="mt-auto space-y-3 pt-5">
        {c.verified ? null : verifyBlocked ? (
          <p className="text-sm font-medium text-amber-900" data-testid="verify-refusal">
            {say(verifyBlocked)}
          </p>
        ) : (
          <VerifyForm campaignId={c.id} />
        )}
        {!c.verified && !closed && c.landlordStatus !== "confirmed" ? (
          <ResendLinkForm campaignId={c.id} />
        ) : null}
        {payoutBlocked ? null : outstanding > 0 || c.paidOutCents > 0 ? (
          // A new form for each amount outstanding: its default is what is left.
          <PayoutForm key={outstanding} campaignId={c.id} outstandingCents={outstanding} />
        ) : c.amountRaisedCents > 0 ? (
          <p className="text-sm font-medium text-green-700">{t("admin.approvals.allPaidOut")}</p>
        ) : null}
        {closed ? null : <CloseForm campaignId={c.id} />}
      </div>
    </Card>
  );
}

/**
 * The landlord's answer through their private link, first on the card: whether the campaign may go live
 * rests on it (payout details: admins only).
 */
function LandlordAnswer({ campaign: c }: { campaign: AdminRentParty }) {
  const t = useT();
  const tone =
    c.landlordStatus === "confirmed"
      ? "border-green-300 bg-green-50 text-green-900"
      : c.landlordStatus === "disputed"
        ? "border-red-300 bg-red-50 text-red-900"
        : "border-amber-300 bg-amber-50 text-amber-900";
  return (
    <div className={`mt-3 rounded-lg border p-3 text-sm ${tone}`} data-testid="landlord-answer">
      <p className="font-semibold">
        {c.landlordStatus === "confirmed"
          ? t("admin.approvals.landlordConfirmed", {
              owed: c.amountOwedCents !== null ? formatUsdExact(c.amountOwedCents) : "",
            })
          : c.landlordStatus === "disputed"
            ? t("admin.approvals.landlordDisputed")
            : t("admin.approvals.landlordNoAnswer")}
      </p>
      <p className="truncate">{c.landlordEmail}</p>
      {c.landlordPayoutPreference ? (
        <p className="mt-1 break-words">
          {t("admin.approvals.payoutPreference", { preference: c.landlordPayoutPreference })}
        </p>
      ) : null}
      {c.landlordDisputeReason ? (
        <p className="mt-1 break-words">
          {t("admin.approvals.dispute", { reason: c.landlordDisputeReason })}
        </p>
      ) : null}
    </div>
  );
}

/** Resend landlord link (intent=resend): a new private link, the old one stops working. */
function ResendLinkForm({ campaignId }: { campaignId: string }) {
  const t = useT();
  return (
    <CampaignActionForm
      campaignId={campaignId}
      intent="resend"
      schema={resendLandlordLinkForm}
      label={t("admin.approvals.resend")}
    />
  );
}

/** Close Campaign (intent=close): donations stop, the page stays; the renter is emailed. */
function CloseForm({ campaignId }: { campaignId: string }) {
  const t = useT();
  return (
    <CampaignActionForm
      campaignId={campaignId}
      intent="close"
      schema={closeRentPartyForm}
      label={t("admin.approvals.close")}
    />
  );
}

/** One button acting on a campaign; the action's toast (from its result) says how it went. */
function CampaignActionForm({
  campaignId,
  intent,
  schema,
  label,
}: {
  campaignId: string;
  intent: "resend" | "close";
  schema: typeof closeRentPartyForm;
  label: string;
}) {
  const fetcher = useFetcher<ActionResult>();
  const [form, fields] = useSchemaForm(schema, {
    id: `${intent}-${campaignId}`,
    lastResult: fetcher.data,
    defaultValue: { id: campaignId },
  });
  return (
    <fetcher.Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={intent} />
      <input {...getInputProps(fields.id, { type: "hidden" })} />
      <Button type="submit" variant="outline" className="w-full" disabled={fetcher.state !== "idle"}>
        {label}
      </Button>
    </fetcher.Form>
  );
}

/** Verify Campaign (intent=verify); the action's toast says how it went. */
function VerifyForm({ campaignId }: { campaignId: string }) {
  const t = useT();
  const fetcher = useFetcher<ActionResult>();
  const [form, fields] = useSchemaForm(verifyRentPartyForm, {
    id: `verify-${campaignId}`,
    lastResult: fetcher.data,
    defaultValue: { id: campaignId },
  });
  const verifying = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="verify" />
      <input {...getInputProps(fields.id, { type: "hidden" })} />
      <Button type="submit" className="w-full" disabled={verifying}>
        {verifying ? t("admin.approvals.verifying") : t("admin.approvals.verify")}
      </Button>
    </fetcher.Form>
  );
}

/** Mark Payout Sent (intent=payout): the amount, at most what was raised and not yet paid out. */
function PayoutForm({ campaignId, outstandingCents }: { campaignId: string; outstandingCents: number }) {
  const t = useT();
  const fetcher = useFetcher<ActionResult>();
  const [form, fields] = useSchemaForm(payoutForm, {
    id: `payout-${campaignId}`,
    lastResult: fetcher.data,
    defaultValue: { id: campaignId, amount: centsToInputValue(outstandingCents) },
  });
  // The refusals (a payout above what is not yet paid out, with its figure) in the page's language.
  const say = useEnglishText("error");
  const amountError = fields.amount.errors?.[0];
  return (
    <fetcher.Form method="post" className="rounded-lg bg-slate-50 p-3" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="payout" />
      <input {...getInputProps(fields.id, { type: "hidden" })} />
      {outstandingCents > 0 ? (
        <p className="text-sm font-medium text-slate-800">
          {t("admin.approvals.outstanding", { amount: formatUsd(outstandingCents) })}
        </p>
      ) : (
        <p className="text-sm font-medium text-green-700">{t("admin.approvals.allPaidOut")}</p>
      )}
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="mt-2 space-y-2">
        <div>
          <Label htmlFor={fields.amount.id} size="xs">
            {t("admin.approvals.payoutAmount")}
          </Label>
          <Input {...getInputProps(fields.amount, { type: "number" })} inputMode="decimal" />
          {amountError ? (
            <p id={fields.amount.errorId} role="alert" className="mt-1 text-sm text-red-600">
              {say(amountError)}
            </p>
          ) : null}
        </div>
        <div>
          <Label htmlFor={fields.reference.id} size="xs">
            {t("admin.approvals.reference")}
          </Label>
          <Input {...getInputProps(fields.reference, { type: "text" })} />
          {fields.reference.errors?.[0] ? (
            <p id={fields.reference.errorId} role="alert" className="mt-1 text-sm text-red-600">
              {say(fields.reference.errors[0])}
            </p>
          ) : null}
        </div>
        <label className="flex items-center gap-2 text-xs text-slate-700">
          <input {...getInputProps(fields.correction, { type: "checkbox", value: "on" })} />
          {t("admin.approvals.correction")}
        </label>
        <Button type="submit" variant="outline" className="w-full" disabled={fetcher.state !== "idle"}>
          {t("admin.approvals.markSent")}
        </Button>
      </div>
    </fetcher.Form>
  );
}
