import { formatUsd } from "@common/money";
import { formDataToObject } from "@common/schemas/form-data";
import { isAppError } from "@server/errors";
import { recordPayout } from "@server/rent-parties/payout-service";
import { listRentPartiesForAdmin, verifyRentParty } from "@server/rent-parties/rent-party-service";
import { useEffect } from "react";
import { data } from "react-router";
import {
  type AdminActionResult,
  AdminApprovals,
  type AdminCampaign,
} from "~/features/rent-parties/admin-approvals";
import { redirectWithToast } from "~/lib/flash.server";
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
    const campaigns: AdminCampaign[] = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    return { campaigns, loadError: false };
  } catch (error) {
    context.logger.error({ err: error }, "admin campaigns load failed");
    return { campaigns: [] as AdminCampaign[], loadError: true };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminPage(context);
  const form = formDataToObject(await request.formData());
  if (form.intent === "verify") {
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
        form.id ?? "",
      );
      return data<AdminActionResult>({ ok: true, toast: { type: "success", title: "Campaign Verified" } });
    } catch (error) {
      if (!isAppError(error)) context.logger.error({ err: error }, "verify campaign failed");
      return data<AdminActionResult>(
        { ok: false, toast: { type: "error", title: "Error Verifying Campaign" } },
        { status: isAppError(error) ? error.status : 500 },
      );
    }
  }
  if (form.intent === "payout") {
    try {
      const { payout } = await recordPayout(
        context.deps.db,
        context.deps.payments.livemode,
        admin,
        form.id ?? "",
        {
          amount: form.amount,
          note: form.note,
        },
      );
      return data<AdminActionResult>({
        ok: true,
        toast: {
          type: "success",
          title: "Payout Recorded",
          description: `${formatUsd(payout.amountCents)} marked as sent to the landlord.`,
        },
      });
    } catch (error) {
      if (isAppError(error) && error.fieldErrors) {
        return data<AdminActionResult>({ ok: false, fieldErrors: error.fieldErrors }, { status: 400 });
      }
      if (!isAppError(error)) context.logger.error({ err: error }, "record payout failed");
      return data<AdminActionResult>(
        { ok: false, toast: { type: "error", title: "Error Recording Payout" } },
        { status: isAppError(error) ? error.status : 500 },
      );
    }
  }
  return data<AdminActionResult>(
    { ok: false, toast: { type: "error", title: "Unknown action" } },
    { status: 400 },
  );
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
      <AdminApprovals campaigns={loaderData.campaigns} />
    </section>
  );
}
