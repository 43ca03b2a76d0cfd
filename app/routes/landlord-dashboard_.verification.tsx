import { verificationRequestSchema } from "@common/schemas/verification";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  getVerificationStatus,
  listOwnListingsForVerification,
  submitRequest,
} from "@server/verification/service";
import { Link } from "react-router";
import { AccessDenied } from "~/features/dashboard/access-denied";
import { deniedResponse, gateDashboard } from "~/features/dashboard/dashboard.server";
import { VerificationForm } from "~/features/verification/verification-panel";
import { VerificationStatusLine } from "~/features/verification/verification-status";
import { reply, replyError } from "~/lib/action-result.server";
import { redirectWithToast } from "~/lib/flash.server";
import { useT } from "~/lib/i18n";
import { pageMessages, serverT } from "~/lib/i18n.server";
import type { Route } from "./+types/landlord-dashboard_.verification";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.title ?? "Get Verified | Affordable" },
  { name: "robots", content: "noindex" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const gate = gateDashboard(context, "landlord", request);
  const title = serverT(context.locale, "verification")("verification.meta.title");
  const messages = pageMessages(context.locale, "verification");
  if ("denied" in gate) return deniedResponse({ status: null, listings: [], title, messages });
  return {
    denied: false as const,
    title,
    messages,
    status: await getVerificationStatus(context.deps.db, gate.user),
    listings: await listOwnListingsForVerification(context.deps.db, gate.user),
  };
}

const SUBMIT_FAILED = { type: "error", title: "Verification request not sent" } as const;

/** The multipart form: two files, their kinds and the listings; the service checks everything again. */
export async function action({ request, context }: Route.ActionArgs) {
  const gate = gateDashboard(context, "landlord", request);
  if ("denied" in gate) return deniedResponse({ status: "error" as const });
  const submission = parseWithZod(await request.formData(), { schema: verificationRequestSchema });
  if (submission.status !== "success") return reply(submission, { toast: SUBMIT_FAILED });
  try {
    await submitRequest(context.deps, gate.user, submission.payload);
  } catch (error) {
    return replyError(submission, error, {
      toast: SUBMIT_FAILED,
      unexpected: { logger: context.logger, message: "Your documents could not be saved. Please try again." },
    });
  }
  return redirectWithToast(context, "/landlord-dashboard/verification", {
    type: "success",
    title: "Documents sent",
    description: "An admin will review them and email you the decision.",
  });
}

export default function VerificationPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.denied || !loaderData.status) {
    return <AccessDenied message="Access Denied: This dashboard is only available to landlords." />;
  }
  const { status } = loaderData;
  const result = actionData && "denied" in actionData ? undefined : actionData;
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <p>
        <Link to="/landlord-dashboard" className="text-sm font-medium text-brand-700 underline">
          {t("verification.back")}
        </Link>
      </p>
      <h1 className="text-3xl font-extrabold">{t("verification.title")}</h1>
      <VerificationStatusLine status={status} />
      {status.status === "pending" ? null : (
        <VerificationForm listings={loaderData.listings} lastResult={result} />
      )}
    </section>
  );
}
