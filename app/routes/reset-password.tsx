import { resetPasswordSchema } from "@common/schemas/auth";
import authLimits from "@common/schemas/auth?limits";
import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { AppError } from "@server/errors";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, FormErrors, Input } from "~/components/ui/field";
import { authErrorMessage, consumeAuthAttempt } from "~/features/auth/auth-api.server";
import { reply, replyError } from "~/lib/action-result.server";
import { redirectWithToast } from "~/lib/flash.server";
import { formSchema, useSchemaForm } from "~/lib/forms";
import { useT } from "~/lib/i18n";
import { pageMessages, serverT } from "~/lib/i18n.server";
import type { Route } from "./+types/reset-password";

const resetPasswordForm = formSchema(() => import("@common/schemas/auth"), "resetPasswordSchema", authLimits);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...(loaderData ? [{ title: loaderData.title }] : []),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    token: url.searchParams.get("token") ?? "",
    invalid: url.searchParams.get("error") !== null,
    title: serverT(context.locale, "auth")("auth.reset.metaTitle"),
    messages: pageMessages(context.locale, "auth"),
  };
}

const hideFields = ["password"];

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
  if (submission.status !== "success") return reply(submission, { hideFields });
  try {
    await consumeAuthAttempt(context);
    try {
      await context.deps.auth.api.resetPassword({
        body: { token: submission.value.token, newPassword: submission.value.password },
      });
    } catch (error) {
      const message = authErrorMessage(error) ?? "This reset link is invalid or has expired";
      throw new AppError("BAD_REQUEST", message);
    }
  } catch (error) {
    return replyError(submission, error, { hideFields });
  }
  return redirectWithToast(context, "/auth", {
    type: "success",
    title: "Password updated",
    description: "Sign in with your new password.",
  });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm(resetPasswordForm, { id: "reset", lastResult: actionData });
  const missing = !loaderData.token || loaderData.invalid;
  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <Card className="p-6">
        <h1 className="text-2xl font-bold">{t("auth.reset.title")}</h1>
        {missing ? (
          <p role="alert" className="mt-4 text-slate-700">
            {t("auth.reset.invalid")}{" "}
            <Link to="/forgot-password" className="text-brand-700 underline">
              {t("auth.reset.askNew")}
            </Link>
            .
          </p>
        ) : (
          <Form method="post" className="mt-6 space-y-4" {...getFormProps(form)}>
            <input type="hidden" name="token" value={loaderData.token} />
            {/* The token has no field of its own: its error is the form's. */}
            <FormErrors id={form.errorId} errors={[...(form.errors ?? []), ...(fields.token.errors ?? [])]} />
            <Field meta={fields.password} label={t("auth.reset.newPassword")}>
              <Input {...getInputProps(fields.password, { type: "password" })} autoComplete="new-password" />
            </Field>
            <Button type="submit" className="w-full" disabled={busy}>
              {busy ? t("auth.reset.saving") : t("auth.reset.save")}
            </Button>
          </Form>
        )}
      </Card>
    </section>
  );
}
