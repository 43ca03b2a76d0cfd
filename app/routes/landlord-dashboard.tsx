import { getVerificationStatus } from "@server/verification/service";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { AccessDenied } from "~/features/dashboard/access-denied";
import {
  dashboardAction,
  deniedResponse,
  gateDashboard,
  loadDashboardCommon,
} from "~/features/dashboard/dashboard.server";
import { dashboardClientAction } from "~/features/dashboard/dashboard-client-action";
import { RenterApplications, YourActiveListings } from "~/features/listings/landlord-sections";
import {
  loadLandlordListingsSection,
  loadMyApplications,
} from "~/features/listings/listings-dashboard.server";
import { MyApplications } from "~/features/listings/my-applications";
import { MessagesPanel } from "~/features/messages/messages-panel";
import { ProfileCard } from "~/features/profile/profile-card";
import { MyRentParties } from "~/features/rent-parties/my-rent-parties";
import { GetVerifiedPanel } from "~/features/verification/verification-status";
import { useT } from "~/lib/i18n";
import { pageMessages, serverT } from "~/lib/i18n.server";
import type { Route } from "./+types/landlord-dashboard";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Landlord Dashboard | Affordable" },
  { name: "robots", content: "noindex" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const gate = gateDashboard(context, "landlord", request);
  const title = serverT(context.locale, "dashboard")("dashboard.landlord.meta.title");
  if ("denied" in gate) return deniedResponse({ profile: null, title });
  const { user } = gate;
  // Feature sections load here (Your Active Listings, Renter Applications, messages), each from its own service.
  const [common, listingsSection, verification, myApplications] = await Promise.all([
    loadDashboardCommon(context, user),
    loadLandlordListingsSection(context, new URL(request.url)),
    getVerificationStatus(context.deps.db, user),
    // Applications this account sent as a renter, before it added the landlord tools.
    loadMyApplications(context),
  ]);
  return {
    ...common,
    listingsSection,
    myApplications,
    verification,
    title,
    // My Rent Parties' texts (the common part's), and the Get verified panel's.
    messages: [common.messages, pageMessages(context.locale, "verification")],
  };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  dashboardAction(context, "landlord", request);
export const clientAction = dashboardClientAction;

export default function LandlordDashboard({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.denied || !loaderData.profile) {
    return <AccessDenied message="Access Denied: This dashboard is only available to landlords." />;
  }
  const { profile } = loaderData;
  return (
    <section className="mx-auto max-w-6xl space-y-8 px-4 py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold">
            {t("dashboard.landlord.welcome", { name: profile.fullName })}
          </h1>
          <p className="mt-1 text-slate-600">{t("dashboard.landlord.intro")}</p>
        </div>
        <Button asChild>
          <Link to="/list-property">{t("dashboard.landlord.listProperty")}</Link>
        </Button>
      </header>
      <ProfileCard profile={profile} />
      <GetVerifiedPanel status={loaderData.verification} />
      <MessagesPanel conversations={loaderData.latestConversations} now={loaderData.now} />
      {/* Feature sections: Your Active Listings, Renter Applications. */}
      <YourActiveListings
        listings={loaderData.listingsSection.listings.items}
        total={loaderData.listingsSection.listings.total}
        showAll={loaderData.listingsSection.showAllListings}
      />
      <RenterApplications
        applications={loaderData.listingsSection.applications.items}
        total={loaderData.listingsSection.applications.total}
        showAll={loaderData.listingsSection.showAllApplications}
      />
      {loaderData.myRentParties.length > 0 ? <MyRentParties parties={loaderData.myRentParties} /> : null}
      {loaderData.myApplications.length > 0 ? (
        <MyApplications applications={loaderData.myApplications} />
      ) : null}
    </section>
  );
}
