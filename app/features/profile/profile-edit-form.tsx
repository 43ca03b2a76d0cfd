import { PHONE_MESSAGE } from "@common/phone";
import profileLimits from "@common/schemas/profile?limits";
import { getFormProps, getInputProps } from "@conform-to/react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormErrors, Input } from "~/components/ui/field";
import { type ActionResult, formSchema, hintedInputProps, useSchemaForm } from "~/lib/forms";
import { useT } from "~/lib/i18n";
import { showToast } from "~/lib/toast";
import type { ProfileView } from "./profile-card";

const profileUpdateForm = formSchema(
  () => import("@common/schemas/profile"),
  "profileUpdateSchema",
  profileLimits,
);

/**
 * Profile Settings' edit mode (Save Changes / Cancel), posting intent=profile. Its own module: Conform and
 * the form's helpers load when someone is about to press Edit Profile, not with the dashboards.
 */
export function ProfileEditForm({ profile, onDone }: { profile: ProfileView; onDone: () => void }) {
  const t = useT();
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
    if (fetcher.state === "idle" && fetcher.data?.status === "success") onDone();
  }, [fetcher.state, fetcher.data, onDone]);

  return (
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
        <Button type="button" variant="ghost" onClick={onDone}>
          {t("dashboard.profile.cancel")}
        </Button>
      </div>
    </fetcher.Form>
  );
}
