import { PHONE_MESSAGE } from "@common/phone";
import profileLimits from "@common/schemas/profile?limits";
import { getFormProps, getInputProps } from "@conform-to/react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, FormErrors, Input } from "~/components/ui/field";
import { type ActionResult, formSchema, hintedInputProps, useSchemaForm } from "~/lib/forms";
import { useT } from "~/lib/i18n";
import { showToast } from "~/lib/toast";

const profileUpdateForm = formSchema(
  () => import("@common/schemas/profile"),
  "profileUpdateSchema",
  profileLimits,
);

export interface ProfileView {
  fullName: string;
  email: string;
  phone: string | null;
  /** Email about messages left unread. */
  messageEmails: boolean;
}

/** Profile settings: view mode, and edit mode with Save Changes / Cancel. Posts intent=profile. */
export function ProfileCard({ profile }: { profile: ProfileView }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const fetcher = useFetcher<ActionResult>();
  const saving = fetcher.state !== "idle";
  const [form, fields] = useSchemaForm(profileUpdateForm, {
    id: "profile",
    lastResult: fetcher.data,
    defaultValue: {
      fullName: profile.fullName,
      phone: profile.phone ?? "",
      messageEmails: profile.messageEmails ? "on" : undefined,
    },
    // The spec's toasts, also when the browser stops the submit (the server sends the same ones).
    onInvalidSubmit: (error) =>
      showToast(
        error.phone
          ? { type: "error", title: "Invalid phone number", description: PHONE_MESSAGE }
          : {
              type: "error",
              title: "Update failed",
              description: "Failed to update profile. Please try again.",
            },
      ),
  });

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.status === "success") setEditing(false);
  }, [fetcher.state, fetcher.data]);

  return (
    <Card className="p-6">
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-lg font-semibold">{t("dashboard.profile.title")}</h2>
        {!editing ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            {t("dashboard.profile.edit")}
          </Button>
        ) : null}
      </div>
      {editing ? (
        <fetcher.Form method="post" className="mt-4 space-y-4" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="profile" />
          <FormErrors id={form.errorId} errors={form.errors} />
          <Field meta={fields.fullName} label={t("dashboard.profile.fullName")}>
            <Input {...getInputProps(fields.fullName, { type: "text" })} autoComplete="name" />
          </Field>
          <Field
            meta={fields.phone}
            label={t("dashboard.profile.phoneOptional")}
            hint={t("dashboard.profile.phoneHint")}
          >
            <Input {...hintedInputProps(fields.phone, "tel")} autoComplete="tel" />
          </Field>
          <div className="flex items-center gap-2">
            <input
              {...getInputProps(fields.messageEmails, { type: "checkbox" })}
              className="size-4 accent-brand-600"
            />
            <label htmlFor={fields.messageEmails.id} className="text-sm">
              {t("dashboard.profile.messageEmailsLabel")}
            </label>
          </div>
          <div className="flex gap-2">
            <Button type="submit" disabled={saving}>
              {saving ? t("dashboard.profile.saving") : t("dashboard.profile.save")}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
              {t("dashboard.profile.cancel")}
            </Button>
          </div>
        </fetcher.Form>
      ) : (
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-500">{t("dashboard.profile.fullName")}</dt>
            <dd className="font-medium">{profile.fullName}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{t("dashboard.profile.email")}</dt>
            <dd className="font-medium break-all">{profile.email}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{t("dashboard.profile.phone")}</dt>
            <dd className="font-medium">{profile.phone ?? t("dashboard.profile.notSet")}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{t("dashboard.profile.messageEmails")}</dt>
            <dd className="font-medium">
              {profile.messageEmails ? t("dashboard.profile.on") : t("dashboard.profile.off")}
            </dd>
          </div>
        </dl>
      )}
    </Card>
  );
}
