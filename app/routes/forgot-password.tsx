import { forgotPasswordSchema } from "@common/schemas/auth";
import authLimits from "@common/schemas/auth?limits";
import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { RESET_EMAIL_NOT_QUEUED } from "@server/auth/auth";
import { isAPIError } from "better-auth/api";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, FormErrors, Input } from "~/components/ui/field";
import { consumeAuthAttempt } from "~/features/auth/auth-api.server";
import { reply, replyError } from "~/lib/action-result.server";
import { formSchema, useSchemaForm } from "~/lib/forms";
import { useT } from "~/lib/i18n";
import { pageMessages, serverT } from "~/lib/i18n.server";
import type { Route } from "./+types/forgot-password";

const forgotPasswordForm = formSchema(
  () => import("@common/schemas/auth"),
  "forgotPasswordSchema",
  authLimits,
);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: "description", content: loaderData.description }] : [];

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.locale, "auth");
  return {
    title: t("auth.forgot.metaTitle"),
    description: t("auth.forgot.metaDescription"),
    messages: pageMessages(context.locale, "auth"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: forgotPasswordSchema });
  if (submission.status !== "success") return reply(submission);
  try {
    await consumeAuthAttempt(context);
  } catch (error) {
    return replyError(submission, error);
  }
  try {
    await context.deps.auth.api.requestPasswordReset({
      body: { email: submission.value.email, redirectTo: "/reset-password" },
    });
  } catch (error) {
    // An email that could not be queued is a failure to show, never a false "we've sent a link".
    if (isAPIError(error) && error.statusCode >= 500) {
      return replyError(submission, error, {
        unexpected: { logger: context.logger, message: RESET_EMAIL_NOT_QUEUED },
      });
    }
    // Otherwise the answer is the same whether or not the account exists, so nobody can probe for accounts.
    context.logger.warn({ err: error }, "password reset request failed");
  }
  return reply(submission);
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm(forgotPasswordForm, { id: "reset", lastResult: actionData });
  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <Card className="p-6">
        <h1 className="text-2xl font-bold">{t("auth.forgot.title")}</h1>
        {actionData?.status === "success" ? (
          <p role="status" className="mt-4 text-slate-700">
            {t("auth.forgot.sent")}
          </p>
        ) : (
          <Form method="post" className="mt-6 space-y-4" {...getFormProps(form)}>
            <p className="text-sm text-slate-600">{t("auth.forgot.intro")}</p>
            <FormErrors id={form.errorId} errors={form.errors} />
            <Field meta={fields.email} label={t("auth.email")}>
              <Input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" />
            </Field>
            <Button type="submit" className="w-full" disabled={busy}>
              {busy ? t("auth.forgot.sending") : t("auth.forgot.send")}
            </Button>
          </Form>
        )}
        <p className="mt-6 text-center text-sm">
          <Link to="/auth" className="text-brand-700 underline">
            {t("auth.forgot.backToSignIn")}
          </Link>
        </p>
      </Card>
    </section>
  );
}
