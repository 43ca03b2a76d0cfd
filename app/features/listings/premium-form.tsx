import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useT } from "~/lib/i18n";

/**
 * An admin's premium placement switch on a listing page (POST /admin/listings/{id}/premium). Premium is
 * for verified landlords only: otherwise the card says so and offers nothing.
 */
export function PremiumForm({
  listingId,
  featured,
  landlordVerified,
}: {
  listingId: string;
  featured: boolean;
  landlordVerified: boolean;
}) {
  const t = useT();
  const action = `/admin/listings/${listingId}/premium`;
  const busy = useNavigation().formAction === action;
  return (
    <Card tone="amber" className="p-5">
      <h2 className="text-lg font-bold">{t("listings.premium.title")}</h2>
      <p className="mt-1 text-sm text-slate-700">
        {featured
          ? t("listings.premium.on")
          : landlordVerified
            ? t("listings.premium.off")
            : t("listings.premium.unverified")}
      </p>
      {featured || landlordVerified ? (
        <Form method="post" action={action} className="mt-3">
          <input type="hidden" name="premium" value={featured ? "off" : "on"} />
          <Button type="submit" variant={featured ? "outline" : "primary"} disabled={busy}>
            {featured ? t("listings.premium.remove") : t("listings.premium.make")}
          </Button>
        </Form>
      ) : null}
    </Card>
  );
}
