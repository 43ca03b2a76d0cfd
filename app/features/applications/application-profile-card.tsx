import { APPLICATION_PROFILE_PATH } from "@common/application-profile";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useT } from "~/lib/i18n";

/** The renter dashboard's way to the application profile page. */
export function ApplicationProfileCard() {
  const t = useT();
  return (
    <Card className="p-5" role="region" aria-labelledby="application-profile-heading">
      <h2 id="application-profile-heading" className="text-xl font-bold">
        {t("applicationProfile.title")}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{t("applicationProfile.card.text")}</p>
      <Button asChild className="mt-4">
        <Link to={APPLICATION_PROFILE_PATH}>{t("applicationProfile.card.link")}</Link>
      </Button>
    </Card>
  );
}
