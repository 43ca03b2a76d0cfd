import { signInSchema, signUpSchema } from "@common/schemas/auth";
import { formDataToObject, parseWith } from "@common/schemas/form-data";
import { isAppError } from "@server/errors";
import { data, redirect } from "react-router";
import {
  authErrorMessage,
  authHeaders,
  consumeAuthAttempt,
  cookiesOf,
} from "~/features/auth/auth-api.server";
import { AuthPage } from "~/features/auth/auth-page";
import { redirectWithToast } from "~/lib/flash.server";
import type { Route } from "./+types/auth";

export const meta: Route.MetaFunction = () => [
  { title: "Sign In or Sign Up | Affordable" },
  { name: "description", content: "Sign in or create a free Affordable account as a renter or a landlord." },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  if (context.user) throw redirect("/");
  const url = new URL(request.url);
  const role = url.searchParams.get("role") === "landlord" ? "landlord" : "renter";
  const tab = url.searchParams.get("tab") === "signup" || url.searchParams.has("role") ? "signup" : "signin";
  return { role, tab } as const;
}

export type AuthActionData = {
  intent: "signin" | "signup";
  fieldErrors?: Record<string, string>;
  formError?: string;
};

export async function action({ request, context }: Route.ActionArgs) {
  if (context.user) throw redirect("/");
  const form = formDataToObject(await request.formData());
  const intent = form.intent === "signup" ? "signup" : "signin";
  try {
    await consumeAuthAttempt(context);
  } catch (error) {
    if (isAppError(error)) return data<AuthActionData>({ intent, formError: error.message }, { status: 429 });
    throw error;
  }

  if (intent === "signup") {
    const parsed = parseWith(signUpSchema, form);
    if (!parsed.ok) return data<AuthActionData>({ intent, fieldErrors: parsed.fieldErrors }, { status: 400 });
    try {
      const { headers } = await context.deps.auth.api.signUpEmail({
        body: {
          name: parsed.data.fullName,
          email: parsed.data.email,
          password: parsed.data.password,
          role: parsed.data.role,
        },
        headers: authHeaders(request, context),
        returnHeaders: true,
      });
      return redirectWithToast(
        context,
        "/",
        { type: "success", title: "Account created successfully!" },
        cookiesOf(headers),
      );
    } catch (error) {
      context.logger.info({ err: authErrorMessage(error) }, "sign-up refused");
      return data<AuthActionData>(
        { intent, formError: authErrorMessage(error) ?? "Failed to create account" },
        { status: 400 },
      );
    }
  }

  const parsed = parseWith(signInSchema, form);
  if (!parsed.ok) return data<AuthActionData>({ intent, fieldErrors: parsed.fieldErrors }, { status: 400 });
  try {
    const { headers } = await context.deps.auth.api.signInEmail({
      body: { email: parsed.data.email, password: parsed.data.password },
      headers: authHeaders(request, context),
      returnHeaders: true,
    });
    return redirectWithToast(context, "/", { type: "success", title: "Welcome back!" }, cookiesOf(headers));
  } catch (error) {
    return data<AuthActionData>(
      { intent, formError: authErrorMessage(error) ?? "Failed to sign in" },
      { status: 401 },
    );
  }
}

export default function AuthRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AuthPage defaultRole={loaderData.role} defaultTab={loaderData.tab} result={actionData} />;
}
