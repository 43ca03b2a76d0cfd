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
import { closeRentParty } from "@server/rent-parties/close-rent-party";
import { type AdminRentParty, listRentPartiesForAdmin } from "@server/rent-parties/list-rent-parties";
import { recordPayout } from "@server/rent-parties/record-payout";
import { resendLandlordLink } from "@server/rent-parties/resend-landlord-link";
import { verifyRentParty } from "@server/rent-parties/verify-rent-party";
import { useEffect } from "react";
import { data } from "react-router";
import { AdminNav } from "~/components/admin-nav";
import { AdminApprovals } from "~/features/rent-parties/admin-approvals";
import { reply, replyError } from "~/lib/action-result.server";
import { requireAdminPage } from "~/lib/admin-page.server";
import { redirectWithToast } from "~/lib/flash.server";
import type { ActionResult } from "~/lib/forms";
import { useT } from "~/lib/i18n";
import { pageMessages, serverT } from "~/lib/i18n.server";
import type { Toast } from "~/lib/toast";
import { showToast } from "~/lib/toast";
import type { Route } from "./+types/admin.approvals";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.title ?? "Admin Dashboard | Affordable" },
  { name: "robots", content: "noindex" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context);
  const title = serverT(context.locale, "admin")("admin.approvals.meta.title");
  try {
    return {
      title,
      campaigns: await listRentPartiesForAdmin(context.deps.db, admin),
      loadError: false,
      // The campaigns' status badges and progress bars are the cards'; the payout form's errors the Rent
      // Party area's.
      messages: pageMessages(context.locale, "admin", "cards", "rentParty"),
    };
  } catch (error) {
    context.logger.error({ err: error }, "admin campaigns load failed");
    return {
      title,
      campaigns: [] as AdminRentParty[],
      loadError: true,
      messages: pageMessages(context.locale, "admin", "cards", "rentParty"),
    };
  }
}

const PAYOUT_FAILED = { type: "error", title: "Error Recording Payout" } as const;

/**
 * Each campaign card's forms: intent=verify (Verify Campaign), intent=payout (Mark Payout Sent),
 * intent=resend (Resend landlord link), intent=close (Close Campaign).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminPage(context);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "verify" || intent === "resend" || intent === "close") {
    return campaignAction(context, admin, formData, CAMPAIGN_STEPS[intent]);
  }
  if (intent === "payout") return payout(context, admin, formData);
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

/** Verify, Resend and Close: a campaign id from the card's form, one service call, a flash toast when done. */
const CAMPAIGN_STEPS = {
  verify: {
    schema: verifyRentPartySchema,
    run: verifyRentParty,
    failed: { type: "error", title: "Error Verifying Campaign" },
    done: "Campaign Verified",
  },
  resend: {
    schema: resendLandlordLinkSchema,
    run: resendLandlordLink,
    failed: { type: "error", title: "Error Sending Link" },
    done: "Landlord link sent",
  },
  close: {
    schema: closeRentPartySchema,
    run: closeRentParty,
    failed: { type: "error", title: "Error Closing Campaign" },
    done: "Campaign Closed",
  },
} satisfies Record<string, CampaignStep>;

interface CampaignStep {
  schema: typeof verifyRentPartySchema | typeof resendLandlordLinkSchema | typeof closeRentPartySchema;
  run: (deps: RequestContext["deps"], admin: SessionUser, id: string) => Promise<unknown>;
  failed: Toast;
  done: string;
}

/** Runs one of CAMPAIGN_STEPS for the campaign id the card's form sent. */
async function campaignAction(
  context: RequestContext,
  admin: SessionUser,
  formData: FormData,
  step: CampaignStep,
) {
  const submission = parseWithZod(formData, { schema: step.schema });
  if (submission.status !== "success") return reply(submission, { toast: step.failed });
  try {
    await step.run(context.deps, admin, submission.value.id);
  } catch (error) {
    return replyError(submission, error, {
      toast: step.failed,
      unexpected: { logger: context.logger, message: step.failed.title },
    });
  }
  return doneWithToast(context, { type: "success", title: step.done });
}

async function payout(context: RequestContext, admin: SessionUser, formData: FormData) {
  const submission = parseWithZod(formData, { schema: payoutFormSchema });
  if (submission.status !== "success") return reply(submission);
  let amountCents: number;
  try {
    const { payout } = await recordPayout(context.deps, admin, submission.value.id, submission.payload);
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
  const t = useT();
  useEffect(() => {
    if (loaderData.loadError) showToast({ type: "error", title: "Error Loading Data" });
  }, [loaderData.loadError]);
  const pending = loaderData.campaigns.filter((c) => !c.verified).length;
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">{t("admin.approvals.title")}</h1>
      <p className="mt-1 text-slate-600">
        {t("admin.approvals.summary", { count: loaderData.campaigns.length, pending })}
      </p>
      <div className="mt-2">
        <AdminNav current="/admin/approvals" />
      </div>
      <AdminApprovals campaigns={loaderData.campaigns} />
    </section>
  );
}
