import { PHONE_MESSAGE } from "@common/schemas/profile";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, Input } from "~/components/ui/field";
import { showToast } from "~/lib/toast";

export interface ProfileView {
  fullName: string;
  email: string;
  phone: string | null;
}

type ProfileResult = { ok: true } | { ok: false; fieldErrors?: Record<string, string> };

/** Profile settings: view mode, and edit mode with Save Changes / Cancel. Posts intent=profile. */
export function ProfileCard({ profile }: { profile: ProfileView }) {
  const [editing, setEditing] = useState(false);
  const fetcher = useFetcher<ProfileResult>();
  const saving = fetcher.state !== "idle";
  const result = fetcher.data;
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};

  useEffect(() => {
    if (fetcher.state !== "idle" || !result) return;
    if (result.ok) {
      setEditing(false);
      showToast({ type: "success", title: "Profile updated" });
    } else if (result.fieldErrors?.phone) {
      showToast({ type: "error", title: "Invalid phone number", description: PHONE_MESSAGE });
    } else {
      showToast({
        type: "error",
        title: "Update failed",
        description: "Failed to update profile. Please try again.",
      });
    }
  }, [fetcher.state, result]);

  return (
    <Card className="p-6">
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-lg font-semibold">Profile Settings</h2>
        {!editing ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            Edit Profile
          </Button>
        ) : null}
      </div>
      {editing ? (
        <fetcher.Form method="post" className="mt-4 space-y-4" noValidate>
          <input type="hidden" name="intent" value="profile" />
          <Field id="profile-name" label="Full Name" error={errors.fullName}>
            {(p) => (
              <Input
                {...p}
                name="fullName"
                defaultValue={profile.fullName}
                autoComplete="name"
                maxLength={100}
              />
            )}
          </Field>
          <Field
            id="profile-phone"
            label="Phone (optional)"
            hint="E.164 format, e.g. +1234567890"
            error={errors.phone}
          >
            {(p) => (
              <Input {...p} name="phone" type="tel" defaultValue={profile.phone ?? ""} autoComplete="tel" />
            )}
          </Field>
          <div className="flex gap-2">
            <Button type="submit" disabled={saving}>
              {saving ? "Saving..." : "Save Changes"}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </fetcher.Form>
      ) : (
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-500">Full Name</dt>
            <dd className="font-medium">{profile.fullName}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Email</dt>
            <dd className="font-medium break-all">{profile.email}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Phone</dt>
            <dd className="font-medium">{profile.phone ?? "Not set"}</dd>
          </div>
        </dl>
      )}
    </Card>
  );
}
