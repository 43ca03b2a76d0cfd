import { lazy, Suspense, useCallback, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useT } from "~/lib/i18n";
import { showToast } from "~/lib/toast";

// The edit form (Conform, the form helpers, the phone rule: about 12 KB gzip) loads on first use: pointing
// at or focusing Edit Profile starts the download, and the click opens the form once it is there.
const loadEditForm = () => import("./profile-edit-form");
const ProfileEditForm = lazy(() => loadEditForm().then((m) => ({ default: m.ProfileEditForm })));

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
  const close = useCallback(() => setEditing(false), []);
  const edit = () =>
    loadEditForm().then(
      () => setEditing(true),
      () =>
        showToast({
          type: "error",
          title: "Update failed",
          description: "Failed to update profile. Please try again.",
        }),
    );

  return (
    <Card className="p-6">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 className="text-lg font-semibold">{t("dashboard.profile.title")}</h2>
        {!editing ? (
          <Button
            variant="outline"
            size="sm"
            onPointerEnter={() => void loadEditForm().catch(() => {})}
            onFocus={() => void loadEditForm().catch(() => {})}
            onClick={() => void edit()}
          >
            {t("dashboard.profile.edit")}
          </Button>
        ) : null}
      </div>
      {editing ? (
        <Suspense fallback={null}>
          <ProfileEditForm profile={profile} onDone={close} />
        </Suspense>
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
