import {
  applicationProfileDeleteSchema,
  applicationProfileSchema,
  renterDocumentDeleteSchema,
  renterDocumentUploadSchema,
} from "@common/schemas/application-profile";
import { parseWithZod } from "@conform-to/zod/v4";
import { deleteOwnDocument, listOwnDocuments, uploadDocument } from "@server/applications/documents-service";
import {
  deleteOwnProfile,
  getOwnProfile,
  listOwnProfileViews,
  saveOwnProfile,
} from "@server/applications/profile-service";
import { Link } from "react-router";
import {
  ApplicationProfileForm,
  DeleteProfilePanel,
  DocumentsPanel,
  ProfileViews,
} from "~/features/applications/application-profile-page";
import { AccessDenied } from "~/features/dashboard/access-denied";
import { deniedResponse, gateDashboard } from "~/features/dashboard/dashboard.server";
import { reply, replyError } from "~/lib/action-result.server";
import { redirectWithToast } from "~/lib/flash.server";
import { resultFor } from "~/lib/forms";
import { useT } from "~/lib/i18n";
import { pageMessages, serverT } from "~/lib/i18n.server";
import type { Route } from "./+types/renter-dashboard_.application-profile";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData && "title" in loaderData ? loaderData.title : "Application profile | Affordable" },
  { name: "robots", content: "noindex" },
];

const PATH = "/renter-dashboard/application-profile";

export async function loader({ context, request }: Route.LoaderArgs) {
  const gate = gateDashboard(context, "renter", request);
  if ("denied" in gate) return deniedResponse({ profile: null, documents: [], views: [] });
  const { db } = context.deps;
  const [profile, documents, views] = await Promise.all([
    getOwnProfile(db, gate.user),
    listOwnDocuments(db, gate.user),
    listOwnProfileViews(db, gate.user),
  ]);
  return {
    denied: false as const,
    profile,
    documents,
    views,
    title: serverT(context.locale, "applicationProfile")("applicationProfile.meta.title"),
    messages: pageMessages(context.locale, "applicationProfile"),
  };
}

const SAVE_FAILED = { type: "error", title: "Profile not saved" } as const;
const UPLOAD_FAILED = { type: "error", title: "Document not uploaded" } as const;
const DELETE_FAILED = { type: "error", title: "Not deleted" } as const;
const UNEXPECTED = "Something went wrong. Please try again.";

/** Four forms, told apart by their intent; each service checks the renter and the input again. */
export async function action({ request, context }: Route.ActionArgs) {
  const gate = gateDashboard(context, "renter", request);
  if ("denied" in gate) return deniedResponse({ status: "error" as const });
  const formData = await request.formData();
  const intent = formData.get("intent");
  const { deps, logger } = context;
  if (intent === "upload") {
    const submission = parseWithZod(formData, { schema: renterDocumentUploadSchema });
    if (submission.status !== "success") return reply(submission, { toast: UPLOAD_FAILED });
    try {
      await uploadDocument(deps, gate.user, submission.payload);
    } catch (error) {
      return replyError(submission, error, {
        toast: UPLOAD_FAILED,
        unexpected: { logger, message: UNEXPECTED },
      });
    }
    return redirectWithToast(context, PATH, { type: "success", title: "Document uploaded" });
  }
  if (intent === "delete-document") {
    const submission = parseWithZod(formData, { schema: renterDocumentDeleteSchema });
    if (submission.status !== "success") return reply(submission, { toast: DELETE_FAILED });
    try {
      await deleteOwnDocument(deps, gate.user, submission.payload);
    } catch (error) {
      return replyError(submission, error, {
        toast: DELETE_FAILED,
        unexpected: { logger, message: UNEXPECTED },
      });
    }
    return redirectWithToast(context, PATH, { type: "success", title: "Document deleted" });
  }
  if (intent === "delete-profile") {
    const submission = parseWithZod(formData, { schema: applicationProfileDeleteSchema });
    if (submission.status !== "success") return reply(submission, { toast: DELETE_FAILED });
    try {
      await deleteOwnProfile(deps, gate.user);
    } catch (error) {
      return replyError(submission, error, {
        toast: DELETE_FAILED,
        unexpected: { logger, message: UNEXPECTED },
      });
    }
    return redirectWithToast(context, PATH, { type: "success", title: "Application profile deleted" });
  }
  const submission = parseWithZod(formData, { schema: applicationProfileSchema });
  if (submission.status !== "success") return reply(submission, { toast: SAVE_FAILED });
  try {
    await saveOwnProfile(deps.db, gate.user, submission.payload);
  } catch (error) {
    return replyError(submission, error, { toast: SAVE_FAILED, unexpected: { logger, message: UNEXPECTED } });
  }
  return redirectWithToast(context, PATH, { type: "success", title: "Application profile saved" });
}

export default function ApplicationProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.denied) {
    return <AccessDenied message="Access Denied: This dashboard is only available to renters." />;
  }
  const result = actionData && "denied" in actionData ? undefined : actionData;
  const hasSomething = loaderData.profile !== null || loaderData.documents.length > 0;
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <p>
        <Link to="/renter-dashboard" className="text-sm font-medium text-brand-700 underline">
          {t("applicationProfile.back")}
        </Link>
      </p>
      <header className="space-y-2">
        <h1 className="text-3xl font-extrabold">{t("applicationProfile.title")}</h1>
        <p className="text-slate-700">{t("applicationProfile.intro")}</p>
        <p className="text-sm text-slate-600">{t("applicationProfile.fairHousing")}</p>
      </header>
      <ApplicationProfileForm profile={loaderData.profile} lastResult={resultFor(result, "save")} />
      <DocumentsPanel
        documents={loaderData.documents}
        lastResult={resultFor(result, "upload") ?? resultFor(result, "delete-document")}
      />
      <ProfileViews views={loaderData.views} />
      {hasSomething ? <DeleteProfilePanel lastResult={resultFor(result, "delete-profile")} /> : null}
    </section>
  );
}
