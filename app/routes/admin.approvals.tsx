import { formatUsd } from "@common/money";
import {
  closeRentPartySchema,
  payoutFormSchema,
  resendLandlordLinkSchema,
  verifyRentPartySchema,
} from "@common/schemas/rent-party";
import { parseWithZod } from "@conform-to/zod/v4";
import type { SessionUser } from "@server/auth/session";
import type { RequestContext } from "@server/context";
import { resendLandlordLink } from "@server/rent-parties/landlord-confirmation";
import { recordPayout } from "@server/rent-parties/payout-service";
import {
  closeRentParty,
  listRentPartiesForAdmin,
  verifyRentParty,
} from "@server/rent-parties/rent-party-service";
import { useEffect } from "react";
import { data, Link } from "react-router";
import { AdminApprovals, type AdminCampaign } from "~/features/rent-parties/admin-approvals";
import { reply, replyError } from "~/lib/action-result.server";
import { redirectWithToast } from "~/lib/flash.server";
import type { ActionResult } from "~/lib/forms";
import type { Toast } from "~/lib/toast";
import { showToast } from "~/lib/toast";
import type { Route } from "./+types/admin.approvals";

export const meta: Route.MetaFunction = () => [
  { title: "Admin Dashboard | Affordable" },
  { name: "robots", content: "noindex" },
];

/** The spec's page check (toast + redirect); the services refuse non-admins on their own too. */
async function requireAdminPage(context: Route.LoaderArgs["context"]) {
  if (!context.user) {
    throw await redirectWithToast(context, "/", {
      type: "error",
      title: "Access Denied",
      description: "Please log in to access this page.",
    });
  }
  if (context.user.role !== "admin") {
    throw await redirectWithToast(context, "/", {
      type: "error",
      title: "Access Denied",
      description: "You don't have permission to access this page.",
    });
  }
  return context.user;
}

export async function loader({ context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context);
  try {
    const rows = await listRentPartiesForAdmin(context.deps.db, admin);
    const campaigns: AdminCampaign[] = rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      closedAt: r.closedAt?.toISOString() ?? null,
    }));
    return { campaigns, loadError: false };
  } catch (error) {
    context.logger.error({ err: error }, "admin campaigns load failed");
    return { campaigns: [] as AdminCampaign[], loadError: true };
  }
}

const VERIFY_FAILED = { type: "error", title: "Error Verifying Campaign" } as const;
const PAYOUT_FAILED = { type: "error", title: "Error Recording Payout" } as const;

/**
 * Each campaign card's forms: intent=verify (Verify Campaign), intent=payout (Mark Payout Sent),
 * intent=resend (Resend landlord link), intent=close (Close Campaign).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminPage(context);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "verify") return verify(context, admin, formData);
  if (intent === "payout") return payout(context, admin, formData);
  if (intent === "resend") return resend(context, admin, formData);
  if (intent === "close") return close(context, admin, formData);
  return data<ActionResult>(
    { status: "error", toast: { type: "error", title: "Unknown action" } },
    { status: 400 },
  );
}

/**
 * A success goes back to the page with a flash toast, shown by the root: the card's form that asked may
 * be gone once the page's data is re-read (Verify and Close disappear when they are done), and a toast
 * it was to show from its own result could be lost with it.
 */
function doneWithToast(context: RequestContext, toast: Toast) {
  return redirectWithToast(context, "/admin/approvals", toast);
}

async function verify(context: RequestContext, admin: SessionUser, formData: FormData) {
  const submission = parseWithZod(formData, { schema: verifyRentPartySchema });
  if (submission.status !== "success") return reply(submission, { toast: VERIFY_FAILED });
  try {
    await verifyRentParty(
      {
        db: context.deps.db,
        mailer: context.deps.mailer,
        logger: context.logger,
        publicUrl: context.deps.env.PUBLIC_URL,
        supportEmail: context.deps.env.SUPPORT_EMAIL,
      },
      admin,
      submission.value.id,
    );
  } catch (error) {
    return replyError(submission, error, {
      toast: VERIFY_FAILED,
      unexpected: { logger: context.logger, message: VERIFY_FAILED.title },
    });
  }
  return doneWithToast(context, { type: "success", title: "Campaign Verified" });
}

async function resend(context: RequestContext, admin: SessionUser, formData: FormData) {
  const submission = parseWithZod(formData, { schema: resendLandlordLinkSchema });
  const failed = { type: "error", title: "Error Sending Link" } as const;
  if (submission.status !== "success") return reply(submission, { toast: failed });
  try {
    await resendLandlordLink(
      { db: context.deps.db, jobs: context.deps.jobs, publicUrl: context.deps.env.PUBLIC_URL },
      admin,
      submission.value.id,
    );
  } catch (error) {
    return replyError(submission, error, {
      toast: failed,
      unexpected: { logger: context.logger, message: failed.title },
    });
  }
  return doneWithToast(context, { type: "success", title: "Landlord link sent" });
}

async function close(context: RequestContext, admin: SessionUser, formData: FormData) {
  const submission = parseWithZod(formData, { schema: closeRentPartySchema });
  const failed = { type: "error", title: "Error Closing Campaign" } as const;
  if (submission.status !== "success") return reply(submission, { toast: failed });
  try {
    await closeRentParty(
      { db: context.deps.db, jobs: context.deps.jobs, publicUrl: context.deps.env.PUBLIC_URL },
      admin,
      submission.value.id,
    );
  } catch (error) {
    return replyError(submission, error, {
      toast: failed,
      unexpected: { logger: context.logger, message: failed.title },
    });
  }
  return doneWithToast(context, { type: "success", title: "Campaign Closed" });
}

async function payout(context: RequestContext, admin: SessionUser, formData: FormData) {
  const submission = parseWithZod(formData, { schema: payoutFormSchema });
  if (submission.status !== "success") return reply(submission);
  let amountCents: number;
  try {
    const { payout } = await recordPayout(
      {
        db: context.deps.db,
        jobs: context.deps.jobs,
        publicUrl: context.deps.env.PUBLIC_URL,
        livemode: context.deps.payments.livemode,
      },
      admin,
      submission.value.id,
      submission.payload,
    );
    amountCents = payout.amountCents;
  } catch (error) {
    return replyError(submission, error, {
      // A refused amount shows under the field; anything else is the toast.
      toast: (e) => (e.fieldErrors ? undefined : PAYOUT_FAILED),
      unexpected: { logger: context.logger, message: PAYOUT_FAILED.title, toast: PAYOUT_FAILED },
    });
  }
  return reply(submission, {
    toast: {
      type: "success",
      title: "Payout Recorded",
      description: `${formatUsd(amountCents)} marked as sent to the landlord.`,
    },
  });
}

export default function AdminApprovalsPage({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    if (loaderData.loadError) showToast({ type: "error", title: "Error Loading Data" });
  }, [loaderData.loadError]);
  const pending = loaderData.campaigns.filter((c) => !c.verified).length;
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">Admin Dashboard</h1>
      <p className="mt-1 text-slate-600">
        Campaign approvals: {loaderData.campaigns.length} campaigns, {pending} pending verification.
      </p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        <Link to="/admin/verifications" className="font-medium text-brand-700 underline">
          Landlord verification requests
        </Link>
        <Link to="/admin/reports" className="font-medium text-brand-700 underline">
          Listing reports
        </Link>
      </p>
      <AdminApprovals campaigns={loaderData.campaigns} />
    </section>
  );
}
