import { resetPasswordSchema } from "@common/schemas/auth";
import { formDataToObject, parseWith } from "@common/schemas/form-data";
import { isAppError } from "@server/errors";
import { data, Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, Input } from "~/components/ui/field";
import { authErrorMessage, consumeAuthAttempt } from "~/features/auth/auth-api.server";
import { redirectWithToast } from "~/lib/flash.server";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => [
  { title: "Choose a new password | Affordable" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { token: url.searchParams.get("token") ?? "", invalid: url.searchParams.get("error") !== null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseWith(resetPasswordSchema, formDataToObject(await request.formData()));
  if (!parsed.ok)
    return data({ fieldErrors: parsed.fieldErrors, formError: parsed.fieldErrors.token }, { status: 400 });
  try {
    await consumeAuthAttempt(context);
    await context.deps.auth.api.resetPassword({
      body: { token: parsed.data.token, newPassword: parsed.data.password },
    });
  } catch (error) {
    const message = isAppError(error)
      ? error.message
      : (authErrorMessage(error) ?? "This reset link is invalid or has expired");
    return data({ fieldErrors: {} as Record<string, string>, formError: message }, { status: 400 });
  }
  return redirectWithToast(context, "/auth", {
    type: "success",
    title: "Password updated",
    description: "Sign in with your new password.",
  });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const missing = !loaderData.token || loaderData.invalid;
  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <Card className="p-6">
        <h1 className="text-2xl font-bold">Choose a new password</h1>
        {missing ? (
          <p role="alert" className="mt-4 text-slate-700">
            This reset link is invalid or has expired.{" "}
            <Link to="/forgot-password" className="text-brand-700 underline">
              Ask for a new one
            </Link>
            .
          </p>
        ) : (
          <Form method="post" className="mt-6 space-y-4" noValidate>
            <input type="hidden" name="token" value={loaderData.token} />
            {actionData?.formError ? (
              <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
                {actionData.formError}
              </p>
            ) : null}
            <Field id="new-password" label="New password" error={actionData?.fieldErrors?.password}>
              {(p) => <Input {...p} name="password" type="password" autoComplete="new-password" required />}
            </Field>
            <Button type="submit" className="w-full" disabled={busy}>
              {busy ? "Saving..." : "Save new password"}
            </Button>
          </Form>
        )}
      </Card>
    </section>
  );
}
