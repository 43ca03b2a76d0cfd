import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { StaticPage } from "~/features/static/static-page";
import type { Route } from "./+types/story";

export const meta: Route.MetaFunction = () => [
  { title: "Our Story & Mission | Affordable" },
  {
    name: "description",
    content:
      "Why we built a rental marketplace with no agents, no scams and no application fees, and Rent Party.",
  },
];

export default function Story() {
  return (
    <StaticPage title="Our Story & Mission">
      <p>
        Finding an affordable home should not cost money you don't have. Yet renters pay application fee after
        application fee, meet fake listings, and get turned away for holding a housing voucher.
      </p>
      <p>
        We built Affordable so renters can deal directly with landlords: no agents, no scams, no application
        fees, no hidden fees. Section 8 vouchers are welcome here, and listings that accept them are easy to
        find.
      </p>
      <h2>Rent Party</h2>
      <p>
        When a family falls behind, a few hundred dollars can be the difference between staying home and an
        eviction. Rent Party lets neighbors help: a renter starts a campaign, we verify it with the property
        owner, and every donation goes straight to the landlord.
      </p>
      <h2>Join us</h2>
      <div className="flex flex-wrap gap-3 pt-2">
        <Button asChild>
          <Link to="/list-property">List Your Property</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/start-rent-party">Start a Rent Party</Link>
        </Button>
      </div>
    </StaticPage>
  );
}
