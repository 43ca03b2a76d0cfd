import type { RenterVoucher } from "@common/my-voucher";
import { voucherSchema } from "@common/schemas/voucher";
import { parseWithZod } from "@conform-to/zod/v4";
import { getOwnProfile } from "@server/applications/profile-service";
import { agencyByCode } from "@server/vouchers/fmr-lookup";
import {
  deleteRenterVoucher,
  readRenterVoucher,
  saveRenterVoucher,
  voucherFromApplicationProfile,
} from "@server/vouchers/renter-voucher";
import { data, Link } from "react-router";
import { Card } from "~/components/ui/card";
import type { AgencyOption } from "~/features/my-voucher/agency-combobox";
import { DeleteVoucherForm, VoucherForm, type VoucherFormValues } from "~/features/my-voucher/voucher-form";
import { reply, replyError } from "~/lib/action-result.server";
import { redirectWithToast } from "~/lib/flash.server";
import { useT } from "~/lib/i18n";
import { pageMessages, serverT } from "~/lib/i18n.server";
import type { Route } from "./+types/my-voucher";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: `${loaderData.title} | Affordable` },
        { name: "description", content: loaderData.description },
        { name: "robots", content: "noindex" },
      ]
    : [];

/** The reader's own figures: never kept by a shared cache or the service worker. */
const PRIVATE_HEADERS = { "Cache-Control": "private, no-store" };

export function headers() {
  return PRIVATE_HEADERS;
}

const dollars = (cents: number | null) => (cents === null ? "" : String(cents / 100));

function formValues(voucher: RenterVoucher): VoucherFormValues {
  const agency = voucher.agencyCode ? agencyByCode(voucher.agencyCode) : null;
  return {
    bedrooms: String(voucher.bedrooms),
    agency: agency ? agencyOption(agency) : null,
    paymentStandard: dollars(voucher.paymentStandardCents),
    grossMonthlyIncome: dollars(voucher.grossMonthlyIncomeCents),
    adjustedMonthlyIncome: dollars(voucher.adjustedMonthlyIncomeCents),
  };
}

function agencyOption(agency: { code: string; name: string; city: string; state: string }): AgencyOption {
  return { code: agency.code, name: agency.name, city: agency.city, state: agency.state };
}

/** Anyone's own voucher: the account's when signed in, else this browser's cookie. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = context;
  const voucher = await readRenterVoucher(context.deps, user, request);
  // No voucher yet, but the application profile names one: the form starts from it (saved only when they save).
  const fromProfile =
    !voucher && user?.role === "renter"
      ? voucherFromApplicationProfile(await getOwnProfile(context.deps.db, user))
      : null;
  const t = serverT(context.locale, "myVoucher");
  return data(
    {
      title: t("myVoucher.meta.title"),
      description: t("myVoucher.meta.description"),
      messages: pageMessages(context.locale, "myVoucher"),
      values: voucher ? formValues(voucher) : null,
      fromProfile: fromProfile ? formValues(fromProfile) : null,
      savedOn: voucher ? (user ? ("account" as const) : ("browser" as const)) : null,
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  if (formData.get("intent") === "delete") {
    const { setCookie } = await deleteRenterVoucher(context.deps, context.user);
    return redirectWithToast(context, "/my-voucher", { type: "success", title: "Voucher deleted" }, [
      ["Set-Cookie", setCookie],
    ]);
  }
  const submission = parseWithZod(formData, { schema: voucherSchema });
  if (submission.status !== "success") return reply(submission);
  let setCookie: string | null;
  try {
    ({ setCookie } = await saveRenterVoucher(context.deps, context.user, submission.payload));
  } catch (error) {
    return replyError(submission, error);
  }
  return redirectWithToast(
    context,
    "/my-voucher",
    { type: "success", title: "Voucher saved" },
    setCookie ? [["Set-Cookie", setCookie]] : undefined,
  );
}

export default function MyVoucher({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { values, fromProfile, savedOn } = loaderData;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">{t("myVoucher.title")}</h1>
      <p className="mt-2 text-slate-700">{t("myVoucher.intro")}</p>
      <p className="mt-2 text-sm font-medium text-slate-700">{t("myVoucher.private")}</p>
      <p className="mt-2 text-sm text-slate-600" data-testid="voucher-saved-on">
        {savedOn === "account"
          ? t("myVoucher.savedOnAccount")
          : savedOn === "browser"
            ? t("myVoucher.savedInBrowser")
            : t("myVoucher.notSaved")}
      </p>
      {fromProfile ? (
        <p className="mt-2 text-sm font-medium text-slate-800" data-testid="voucher-from-profile">
          {t("myVoucher.fromProfile")}
        </p>
      ) : null}
      <Card className="mt-6 p-6">
        <VoucherForm values={values ?? fromProfile} lastResult={actionData} />
      </Card>
      <p className="mt-4 text-sm text-slate-600">{t("myVoucher.agencyDecides")}</p>
      {values ? (
        <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
          <Link to={`/rentals?fitsVoucher=true`} className="font-semibold text-brand-700 underline">
            {t("myVoucher.browse")}
          </Link>
          <DeleteVoucherForm />
        </div>
      ) : null}
    </section>
  );
}
