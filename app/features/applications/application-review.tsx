import { formatMoveIn, formatViewing, HUD_FAIR_HOUSING_URL } from "@common/application-answers";
import { type ApplicationMove, type ApplicationStatus, DECLINE_REASONS } from "@common/application-rules";
import { formatDate, formatPrice, listingTitle } from "@common/format";
import declineLimits from "@common/schemas/application-answer?limits";
import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { ApplicationStatusBadge } from "~/components/application-status";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, FormErrors, Input, Select, Textarea } from "~/components/ui/field";
import { type ActionResult, formSchema, resultFor, useSchemaForm } from "~/lib/forms";
import { useLocale, useT } from "~/lib/i18n";
import { useTimeZone } from "~/lib/time-zone";

const viewingForm = formSchema(
  () => import("@common/schemas/application-answer"),
  "viewingProposalSchema",
  declineLimits,
);
const declineForm = formSchema(
  () => import("@common/schemas/application-answer"),
  "declineSchema",
  declineLimits,
);

/** The profile as the renter sent it (a JSON copy made when they applied); read loosely, shown as given. */
interface SnapshotView {
  adults?: number;
  children?: number;
  monthlyIncome?: number | null;
  incomeSources?: string[];
  voucher?: { agency: string | null; bedrooms: number | null; expiresOn: string | null } | null;
  currentAddress?: string | null;
  currentAddressDuration?: string | null;
  previousLandlord?: { name: string | null; contact: string | null } | null;
  pets?: string | null;
  about?: string | null;
  documents?: { id: string; kind: string; fileName: string }[];
}

export interface ReviewData {
  id: string;
  status: ApplicationStatus;
  renterName: string;
  listingId: string;
  listingTitle: string;
  moveInDate: string | null;
  message: string | null;
  createdAt: string;
  profile: SnapshotView | null;
  viewingAt: string | null;
  viewingPlace: string | null;
  declineReason: string | null;
  declineNote: string | null;
}

interface ReviewProps {
  review: ReviewData;
  /** The home's time zone: a viewing is proposed and shown in it. */
  homeTimeZone: string;
  /** The landlord's answers allowed now (common/application-rules.ts). */
  moves: ApplicationMove[];
  /** The action's answer to one of the forms (its field errors). */
  result?: ActionResult;
}

/** The landlord's review page: the application, the profile as sent, and the answers allowed now. */
export function ApplicationReview({ review, homeTimeZone, moves, result }: ReviewProps) {
  const t = useT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <Link
        to={`/landlord-dashboard/listings/${review.listingId}/applications`}
        className="text-sm text-brand-700 underline"
      >
        {t("applications.back")}
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-extrabold">{t("applications.title", { name: review.renterName })}</h1>
        <ApplicationStatusBadge status={review.status} />
      </div>
      <p className="mt-1 text-slate-600">
        {t("applications.forListing", { title: listingTitle(review.listingTitle, locale) })} ·{" "}
        {t("applications.applied", { date: formatDate(review.createdAt, timeZone, locale) })}
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <Card className="p-5 sm:p-6">
            <dl className="space-y-3">
              <div>
                <dt className="text-sm font-semibold text-slate-600">{t("applications.moveIn")}</dt>
                <dd>
                  {review.moveInDate ? formatMoveIn(review.moveInDate, locale) : t("applications.notGiven")}
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-slate-600">{t("applications.message")}</dt>
                <dd className="whitespace-pre-line">{review.message ?? t("applications.noMessage")}</dd>
              </div>
              <Decision review={review} homeTimeZone={homeTimeZone} />
            </dl>
            <Button asChild variant="outline" className="mt-4">
              <Link to={`/applications/${review.id}/messages`}>{t("applications.contact")}</Link>
            </Button>
          </Card>
          <ProfileCard profile={review.profile} />
        </div>
        <div className="space-y-6">
          <Answers review={review} homeTimeZone={homeTimeZone} moves={moves} result={result} />
          <FairHousingNotice />
        </div>
      </div>
    </section>
  );
}

/** What was answered so far: the proposed viewing, or the decline's reason and note. */
function Decision({ review, homeTimeZone }: { review: ReviewData; homeTimeZone: string }) {
  const t = useT();
  const locale = useLocale();
  if (review.status === "viewing_proposed" && review.viewingAt) {
    return (
      <div>
        <dt className="text-sm font-semibold text-slate-600">{t("applications.status.viewing_proposed")}</dt>
        <dd>{t("applications.viewing", { when: formatViewing(review.viewingAt, homeTimeZone, locale) })}</dd>
        {review.viewingPlace ? (
          <dd>{t("applications.viewingPlace", { place: review.viewingPlace })}</dd>
        ) : null}
      </div>
    );
  }
  if (review.status === "declined" && review.declineReason) {
    return (
      <div>
        <dt className="text-sm font-semibold text-slate-600">{t("applications.status.declined")}</dt>
        <dd>
          {t("applications.declineReason", {
            reason: t(
              `applications.reason.${review.declineReason as (typeof DECLINE_REASONS)[number]}` as const,
            ),
          })}
        </dd>
        {review.declineNote ? <dd>{t("applications.declineNote", { note: review.declineNote })}</dd> : null}
      </div>
    );
  }
  return null;
}

function ProfileCard({ profile }: { profile: SnapshotView | null }) {
  const t = useT();
  const locale = useLocale();
  if (!profile) {
    return (
      <Card className="p-5 sm:p-6">
        <h2 className="text-xl font-bold">{t("applications.profile.title")}</h2>
        <p className="mt-2 text-slate-600">{t("applications.profile.none")}</p>
      </Card>
    );
  }
  const row = (label: string, value: React.ReactNode) =>
    value === null || value === undefined || value === "" ? null : (
      <div>
        <dt className="text-sm font-semibold text-slate-600">{label}</dt>
        <dd className="whitespace-pre-line">{value}</dd>
      </div>
    );
  const voucher = profile.voucher;
  const landlord = profile.previousLandlord;
  const sources = (profile.incomeSources ?? []).filter((s): s is "job" | "benefits" | "voucher" | "other" =>
    ["job", "benefits", "voucher", "other"].includes(s),
  );
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-xl font-bold">{t("applications.profile.title")}</h2>
      <dl className="mt-3 space-y-3">
        {row(
          t("applications.profile.household"),
          t("applications.profile.adultsChildren", {
            adults: profile.adults ?? 1,
            children: profile.children ?? 0,
          }),
        )}
        {row(
          t("applications.profile.income"),
          profile.monthlyIncome == null ? null : formatPrice(Math.round(profile.monthlyIncome * 100), locale),
        )}
        {row(
          t("applications.profile.incomeSources"),
          sources.length
            ? sources.map((s) => t(`applications.profile.source.${s}` as const)).join(", ")
            : null,
        )}
        {voucher
          ? row(
              t("applications.profile.voucher"),
              [
                voucher.agency ? t("applications.profile.voucherAgency", { agency: voucher.agency }) : null,
                voucher.bedrooms != null
                  ? t("applications.profile.voucherBedrooms", { count: voucher.bedrooms })
                  : null,
                voucher.expiresOn
                  ? t("applications.profile.voucherExpires", {
                      date: formatMoveIn(voucher.expiresOn, locale),
                    })
                  : null,
              ]
                .filter(Boolean)
                .join(" · "),
            )
          : null}
        {row(
          t("applications.profile.currentAddress"),
          [profile.currentAddress, profile.currentAddressDuration].filter(Boolean).join(" · "),
        )}
        {landlord
          ? row(
              t("applications.profile.previousLandlord"),
              [landlord.name, landlord.contact].filter(Boolean).join(" · "),
            )
          : null}
        {row(t("applications.profile.pets"), profile.pets)}
        {row(t("applications.profile.about"), profile.about)}
        <div>
          <dt className="text-sm font-semibold text-slate-600">{t("applications.profile.documents")}</dt>
          {profile.documents?.length ? (
            profile.documents.map((d) => (
              <dd key={d.id}>
                {/* The authorized document route: it checks this landlord may still see the file. */}
                <a href={`/application-documents/${d.id}`} className="text-brand-700 underline">
                  {d.fileName}
                </a>
              </dd>
            ))
          ) : (
            <dd>{t("applications.profile.noDocuments")}</dd>
          )}
        </div>
      </dl>
    </Card>
  );
}

/** The answers allowed now (common/application-rules.ts): each a plain form that works without JavaScript. */
function Answers({ review, homeTimeZone, moves, result }: ReviewProps) {
  const t = useT();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  if (moves.length === 0) {
    return (
      <Card className="p-5 sm:p-6">
        <h2 className="text-xl font-bold">{t("applications.answer.title")}</h2>
        <p className="mt-2 text-slate-600">
          {t("applications.answer.decided", { status: t(`applications.status.${review.status}` as const) })}
        </p>
      </Card>
    );
  }
  return (
    <Card className="space-y-6 p-5 sm:p-6">
      <h2 className="text-xl font-bold">{t("applications.answer.title")}</h2>
      {moves.includes("propose_viewing") ? (
        <ViewingForm
          homeTimeZone={homeTimeZone}
          sending={sending}
          result={resultFor(result, "propose_viewing")}
        />
      ) : null}
      {moves.includes("approve") ? (
        <Form method="post" className="space-y-2 border-t border-slate-200 pt-4">
          <h3 className="font-semibold">{t("applications.answer.approveTitle")}</h3>
          <p className="text-sm text-slate-600">{t("applications.answer.approveHint")}</p>
          <input type="hidden" name="intent" value="approve" />
          <Button type="submit" disabled={sending}>
            {t("applications.answer.approve")}
          </Button>
        </Form>
      ) : null}
      {moves.includes("decline") ? (
        <DeclineForm sending={sending} result={resultFor(result, "decline")} />
      ) : null}
    </Card>
  );
}

function ViewingForm({
  homeTimeZone,
  sending,
  result,
}: {
  homeTimeZone: string;
  sending: boolean;
  result?: ActionResult;
}) {
  const t = useT();
  const [form, fields] = useSchemaForm(viewingForm, { id: "viewing", lastResult: result });
  const today = new Date().toISOString().slice(0, 10);
  return (
    <Form method="post" className="space-y-3" {...getFormProps(form)}>
      <h3 className="font-semibold">{t("applications.answer.viewingTitle")}</h3>
      <p className="text-sm text-slate-600">{t("applications.answer.viewingHint", { zone: homeTimeZone })}</p>
      <input type="hidden" name="intent" value="propose_viewing" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field meta={fields.viewingDate} label={t("applications.answer.viewingDate")}>
        <Input {...getInputProps(fields.viewingDate, { type: "date" })} min={today} />
      </Field>
      <Field meta={fields.viewingTime} label={t("applications.answer.viewingTime")}>
        <Input {...getInputProps(fields.viewingTime, { type: "time" })} />
      </Field>
      <Field meta={fields.viewingPlace} label={t("applications.answer.viewingPlace")}>
        <Input {...getInputProps(fields.viewingPlace, { type: "text" })} />
      </Field>
      <Button type="submit" disabled={sending}>
        {sending ? t("applications.answer.sending") : t("applications.answer.propose")}
      </Button>
    </Form>
  );
}

function DeclineForm({ sending, result }: { sending: boolean; result?: ActionResult }) {
  const t = useT();
  const [form, fields] = useSchemaForm(declineForm, { id: "decline", lastResult: result });
  return (
    <Form method="post" className="space-y-3 border-t border-slate-200 pt-4" {...getFormProps(form)}>
      <h3 className="font-semibold">{t("applications.answer.declineTitle")}</h3>
      <input type="hidden" name="intent" value="decline" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field meta={fields.declineReason} label={t("applications.answer.declineReason")}>
        <Select {...getSelectProps(fields.declineReason)}>
          <option value="">{t("applications.answer.chooseReason")}</option>
          {DECLINE_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`applications.reason.${reason}` as const)}
            </option>
          ))}
        </Select>
      </Field>
      <Field meta={fields.declineNote} label={t("applications.answer.declineNote")}>
        <Textarea {...getTextareaProps(fields.declineNote)} rows={3} />
      </Field>
      <Button type="submit" variant="outline" disabled={sending}>
        {t("applications.answer.decline")}
      </Button>
    </Form>
  );
}

/** A short fair-housing notice with HUD's page. */
function FairHousingNotice() {
  const t = useT();
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-bold">{t("applications.fairHousing.title")}</h2>
      <p className="mt-2 text-sm text-slate-700">{t("applications.fairHousing.text")}</p>
      <a
        href={HUD_FAIR_HOUSING_URL}
        className="mt-2 inline-block text-sm font-semibold text-brand-700 underline"
        rel="noopener noreferrer"
        target="_blank"
      >
        {t("applications.fairHousing.link")}
      </a>
    </Card>
  );
}
