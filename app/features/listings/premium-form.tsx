import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";

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
  const action = `/admin/listings/${listingId}/premium`;
  const busy = useNavigation().formAction === action;
  return (
    <Card tone="amber" className="p-5">
      <h2 className="text-lg font-bold">Premium placement (admin)</h2>
      <p className="mt-1 text-sm text-slate-700">
        {featured
          ? "Premium: shown first in search and in the home page's Featured Listings, marked Featured."
          : landlordVerified
            ? "Not premium. Premium listings come first in search and rotate through Featured Listings."
            : "Only a verified landlord's listing can be premium."}
      </p>
      {featured || landlordVerified ? (
        <Form method="post" action={action} className="mt-3">
          <input type="hidden" name="premium" value={featured ? "off" : "on"} />
          <Button type="submit" variant={featured ? "outline" : "primary"} disabled={busy}>
            {featured ? "Remove premium" : "Make premium"}
          </Button>
        </Form>
      ) : null}
    </Card>
  );
}
