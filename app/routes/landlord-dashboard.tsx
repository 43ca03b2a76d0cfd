import { listConversations } from "@server/messages/service";
import { getMessageEmails } from "@server/profiles/service";
import { listMyRentParties } from "@server/rent-parties/rent-party-service";
import { getVerificationStatus } from "@server/verification/service";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { AccessDenied } from "~/features/dashboard/access-denied";
import { deniedResponse, gateDashboard, profileAction } from "~/features/dashboard/dashboard.server";
import { UPDATE_FAILED } from "~/features/dashboard/dashboard-texts";
import { RenterApplications, YourActiveListings } from "~/features/listings/landlord-sections";
import { loadLandlordListingsSection } from "~/features/listings/listings-dashboard.server";
import { MessagesPanel } from "~/features/messages/messages-panel";
import { ProfileCard } from "~/features/profile/profile-card";
import { MyRentParties } from "~/features/rent-parties/my-rent-parties";
import { GetVerifiedPanel } from "~/features/verification/verification-panel";
import { keepTypedOnFailure } from "~/lib/keep-typed";
import type { Route } from "./+types/landlord-dashboard";

export const meta: Route.MetaFunction = () => [
  { title: "Landlord Dashboard | Affordable" },
  { name: "robots", content: "noindex" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const gate = gateDashboard(context, "landlord", request);
  if ("denied" in gate) return deniedResponse({ profile: null });
  const { user } = gate;
  // Feature sections load here (Your Active Listings, Renter Applications, messages), each from its own service.
  const listingsSection = await loadLandlordListingsSection(context, new URL(request.url));
  const verification = await getVerificationStatus(context.deps.db, user);
  return {
    denied: false as const,
    profile: {
      fullName: user.fullName,
      email: user.email,
      phone: user.phone,
      messageEmails: await getMessageEmails(context.deps.db, user),
    },
    listingsSection,
    verification: { ...verification, since: verification.since?.toISOString() ?? null },
    // Rent Parties this landlord started for a tenant (shown only when there are some).
    myRentParties: (await listMyRentParties(context.deps.db, user)).map((p) => ({
      ...p,
      createdAt: p.createdAt.toISOString(),
    })),
    latestConversations: await listConversations(context.deps.db, user, { limit: 5 }),
    now: new Date().toISOString(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const gate = gateDashboard(context, "landlord", request);
  if ("denied" in gate) return deniedResponse({ ok: false as const });
  const formData = await request.formData();
  if (formData.get("intent") === "profile") return profileAction(context, formData);
  return deniedResponse({ ok: false as const });
}

/** A profile edit that cannot reach the server keeps what was typed and says "Update failed". */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepTypedOnFailure(serverAction, { message: UPDATE_FAILED.description, toast: UPDATE_FAILED });
}

export default function LandlordDashboard({ loaderData }: Route.ComponentProps) {
  if (loaderData.denied || !loaderData.profile) {
    return <AccessDenied message="Access Denied: This dashboard is only available to landlords." />;
  }
  const { profile } = loaderData;
  return (
    <section className="mx-auto max-w-6xl space-y-8 px-4 py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold">Welcome, {profile.fullName}</h1>
          <p className="mt-1 text-slate-600">Manage your listings and the renters who apply.</p>
        </div>
        <Button asChild>
          <Link to="/list-property">List a New Property</Link>
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
    </section>
  );
}
