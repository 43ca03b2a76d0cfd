import {
  verificationApproveSchema,
  verificationRejectSchema,
  verificationRevokeSchema,
} from "@common/schemas/verification";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  approveRequest,
  listPendingRequests,
  listVerifiedLandlords,
  rejectRequest,
  revokeVerification,
} from "@server/verification/service";
import { data } from "react-router";
import { AdminNav } from "~/components/admin-nav";
import { VerificationQueue, VerifiedLandlords } from "~/features/verification/admin-verifications";
import { reply, replyError } from "~/lib/action-result.server";
import { requireAdminPage } from "~/lib/admin-page.server";
import { redirectWithToast } from "~/lib/flash.server";
import type { ActionResult } from "~/lib/forms";
import { useT } from "~/lib/i18n";
import { pageMessages, serverT } from "~/lib/i18n.server";
import type { Route } from "./+types/admin.verifications";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Landlord Verification | Admin | Affordable" },
  { name: "robots", content: "noindex" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context);
  const [pending, verified] = await Promise.all([
    listPendingRequests(context.deps.db, admin),
    listVerifiedLandlords(context.deps.db, admin),
  ]);
  return {
    requests: pending,
    landlords: verified,
    title: serverT(context.locale, "admin")("admin.verifications.meta.title"),
    // The document kinds' names are the Get verified page's.
    messages: pageMessages(context.locale, "admin", "verification"),
  };
}

const SCHEMAS = {
  approve: {
    schema: verificationApproveSchema,
    run: approveRequest,
    done: "Landlord verified",
    failed: "Error approving",
  },
  reject: {
    schema: verificationRejectSchema,
    run: rejectRequest,
    done: "Request rejected",
    failed: "Error rejecting",
  },
  revoke: {
    schema: verificationRevokeSchema,
    run: revokeVerification,
    done: "Badge revoked",
    failed: "Error revoking",
  },
} as const;

/** Approve, Reject (with a reason) and Revoke (with a reason): intent picks the form. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminPage(context);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent !== "approve" && intent !== "reject" && intent !== "revoke") {
    return data<ActionResult>(
      { status: "error", toast: { type: "error", title: "Unknown action" } },
      { status: 400 },
    );
  }
  const { schema, run, done, failed } = SCHEMAS[intent];
  const submission = parseWithZod(formData, { schema });
  const failedToast = { type: "error", title: failed } as const;
  if (submission.status !== "success") return reply(submission, { toast: failedToast });
  try {
    await run(context.deps, admin, submission.payload);
  } catch (error) {
    return replyError(submission, error, {
      toast: (e) => (e.fieldErrors ? undefined : failedToast),
      unexpected: { logger: context.logger, message: failed },
    });
  }
  // A flash toast the root shows: the card whose form asked leaves the page once its data is re-read (the
  // request is decided, the badge revoked), and a toast it was to show from its own result went with it.
  return redirectWithToast(context, "/admin/verifications", { type: "success", title: done });
}

export default function AdminVerificationsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="mx-auto max-w-6xl space-y-10 px-4 py-10">
      <div>
        <AdminNav current="/admin/verifications" />
        <h1 className="mt-2 text-3xl font-extrabold">{t("admin.verifications.title")}</h1>
        <p className="mt-1 text-slate-600">
          {t("admin.verifications.summary", {
            requests: loaderData.requests.length,
            landlords: loaderData.landlords.length,
          })}
        </p>
      </div>
      <section aria-labelledby="queue-heading" className="space-y-4">
        <h2 id="queue-heading" className="text-2xl font-bold">
          {t("admin.verifications.waiting")}
        </h2>
        <VerificationQueue requests={loaderData.requests} />
      </section>
      <section aria-labelledby="verified-heading" className="space-y-4">
        <h2 id="verified-heading" className="text-2xl font-bold">
          {t("admin.verifications.verified")}
        </h2>
        <VerifiedLandlords landlords={loaderData.landlords} />
      </section>
    </section>
  );
}
