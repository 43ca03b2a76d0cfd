import { redirectAfterAuth, safeRedirectPath } from "@common/redirect-to";
import { signInSchema, signUpSchema } from "@common/schemas/auth";
import { parseWithZod } from "@conform-to/zod/v4";
import type { RequestContext } from "@server/context";
import { carryOverVisitorVoucher } from "@server/vouchers/renter-voucher";
import { redirect } from "react-router";
import {
  authErrorMessage,
  authHeaders,
  consumeAuthAttempt,
  cookiesOf,
} from "~/features/auth/auth-api.server";
import { AuthPage } from "~/features/auth/auth-page";
import { reply, replyError } from "~/lib/action-result.server";
import { redirectWithToast } from "~/lib/flash.server";
import { pageMessages, serverT } from "~/lib/i18n.server";
import type { Route } from "./+types/auth";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: "description", content: loaderData.description }] : [];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"));
  if (context.user) throw redirect(redirectTo ?? "/");
  const role = url.searchParams.get("role") === "landlord" ? "landlord" : "renter";
  const tab = url.searchParams.get("tab") === "signup" || url.searchParams.has("role") ? "signup" : "signin";
  const t = serverT(context.locale, "auth");
  return {
    role,
    tab,
    redirectTo,
    title: t("auth.meta.title"),
    description: t("auth.meta.description"),
    messages: pageMessages(context.locale, "auth"),
  } as const;
}

/** Passwords are never sent back into the page. */
const hideFields = ["password"];
const errorToast = (title: string) => ({ type: "error" as const, title });

/** Sign in and sign up: two forms on one page, told apart by their hidden `intent`. */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  // Back to the page that sent the visitor here (a same-site relative path only), else home.
  const back = redirectAfterAuth(formData.get("redirectTo"));
  if (context.user) throw redirect(back);
  return formData.get("intent") === "signup"
    ? signUp(request, context, formData, back)
    : signIn(request, context, formData, back);
}

async function signUp(request: Request, context: RequestContext, formData: FormData, back: string) {
  const submission = parseWithZod(formData, { schema: signUpSchema });
  try {
    await consumeAuthAttempt(context);
  } catch (error) {
    return replyError(submission, error, { hideFields, toast: (e) => errorToast(e.message) });
  }
  if (submission.status !== "success") return reply(submission, { hideFields });
  const { fullName, email, password, role } = submission.value;
  try {
    // `role` is not a Better Auth input field: its sign-up hook (server/auth/auth.ts) reads it from the body.
    const body = { name: fullName, email, password, role };
    const { headers, response } = await context.deps.auth.api.signUpEmail({
      body,
      headers: authHeaders(request, context),
      returnHeaders: true,
    });
    return redirectWithToast(
      context,
      back,
      { type: "success", title: "Account created successfully!" },
      await withVoucherCarriedOver(context, request, response.user.id, cookiesOf(headers)),
    );
  } catch (error) {
    const message = authErrorMessage(error) ?? "Failed to create account";
    context.logger.info({ err: message }, "sign-up refused");
    return reply(submission, { status: 400, formErrors: [message], toast: errorToast(message), hideFields });
  }
}

async function signIn(request: Request, context: RequestContext, formData: FormData, back: string) {
  const submission = parseWithZod(formData, { schema: signInSchema });
  try {
    await consumeAuthAttempt(context);
  } catch (error) {
    return replyError(submission, error, { hideFields, toast: (e) => errorToast(e.message) });
  }
  if (submission.status !== "success") return reply(submission, { hideFields });
  try {
    const { headers, response } = await context.deps.auth.api.signInEmail({
      body: { email: submission.value.email, password: submission.value.password },
      headers: authHeaders(request, context),
      returnHeaders: true,
    });
    const cookies = await withVoucherCarriedOver(context, request, response.user.id, cookiesOf(headers));
    return redirectWithToast(context, back, { type: "success", title: "Welcome back!" }, cookies);
  } catch (error) {
    const message = authErrorMessage(error) ?? "Failed to sign in";
    return reply(submission, { status: 401, formErrors: [message], toast: errorToast(message), hideFields });
  }
}

/**
 * A visitor's "My voucher" (cookie) becomes the account's when it has none, and the cookie goes: signed in,
 * the account's voucher is the one that counts.
 */
async function withVoucherCarriedOver(
  context: RequestContext,
  request: Request,
  userId: string,
  headers: Headers,
): Promise<Headers> {
  const clear = await carryOverVisitorVoucher(context.deps, userId, request);
  if (clear) headers.append("Set-Cookie", clear);
  return headers;
}

export default function AuthRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthPage
      defaultRole={loaderData.role}
      defaultTab={loaderData.tab}
      result={actionData}
      redirectTo={loaderData.redirectTo}
    />
  );
}
