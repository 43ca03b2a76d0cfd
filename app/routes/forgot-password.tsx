import { forgotPasswordSchema } from "@common/schemas/auth";
import { formDataToObject, parseWith } from "@common/schemas/form-data";
import { isAppError } from "@server/errors";
import { data, Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, Input } from "~/components/ui/field";
import { consumeAuthAttempt } from "~/features/auth/auth-api.server";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => [
  { title: "Reset your password | Affordable" },
  { name: "description", content: "Get a link to choose a new password for your Affordable account." },
];

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseWith(forgotPasswordSchema, formDataToObject(await request.formData()));
  if (!parsed.ok)
    return data({ sent: false, fieldErrors: parsed.fieldErrors, formError: undefined }, { status: 400 });
  try {
    await consumeAuthAttempt(context);
  } catch (error) {
    if (isAppError(error))
      return data(
        { sent: false, fieldErrors: {} as Record<string, string>, formError: error.message },
        { status: 429 },
      );
    throw error;
  }
  try {
    await context.deps.auth.api.requestPasswordReset({
      body: { email: parsed.data.email, redirectTo: "/reset-password" },
    });
  } catch (error) {
    // The answer is the same whether or not the account exists, so nobody can probe for accounts.
    context.logger.warn({ err: error }, "password reset request failed");
  }
  return { sent: true, fieldErrors: {} as Record<string, string>, formError: undefined };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <Card className="p-6">
        <h1 className="text-2xl font-bold">Reset your password</h1>
        {actionData?.sent ? (
          <p role="status" className="mt-4 text-slate-700">
            If an account exists for that email, we've sent a link to reset the password. It works for one
            hour.
          </p>
        ) : (
          <Form method="post" className="mt-6 space-y-4" noValidate>
            <p className="text-sm text-slate-600">
              Enter your account's email and we'll send you a reset link.
            </p>
            {actionData?.formError ? (
              <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
                {actionData.formError}
              </p>
            ) : null}
            <Field id="reset-email" label="Email" error={actionData?.fieldErrors?.email}>
              {(p) => <Input {...p} name="email" type="email" autoComplete="email" required />}
            </Field>
            <Button type="submit" className="w-full" disabled={busy}>
              {busy ? "Sending..." : "Send reset link"}
            </Button>
          </Form>
        )}
        <p className="mt-6 text-center text-sm">
          <Link to="/auth" className="text-brand-700 underline">
            Back to Sign In
          </Link>
        </p>
      </Card>
    </section>
  );
}
