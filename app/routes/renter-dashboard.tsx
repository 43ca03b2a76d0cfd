import { listConversations } from "@server/messages/service";
import { getMessageEmails } from "@server/profiles/service";
import { listMyRentParties } from "@server/rent-parties/rent-party-service";
import { AccessDenied } from "~/features/dashboard/access-denied";
import { deniedResponse, gateDashboard, profileAction } from "~/features/dashboard/dashboard.server";
import { UPDATE_FAILED } from "~/features/dashboard/dashboard-texts";
import { loadMyApplications } from "~/features/listings/listings-dashboard.server";
import { MyApplications } from "~/features/listings/my-applications";
import { MessagesPanel } from "~/features/messages/messages-panel";
import { ProfileCard } from "~/features/profile/profile-card";
import { MyRentParties } from "~/features/rent-parties/my-rent-parties";
import { keepTypedOnFailure } from "~/lib/keep-typed";
import type { Route } from "./+types/renter-dashboard";

export const meta: Route.MetaFunction = () => [
  { title: "Renter Dashboard | Affordable" },
  { name: "robots", content: "noindex" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const gate = gateDashboard(context, "renter", request);
  if ("denied" in gate) return deniedResponse({ profile: null });
  const { user } = gate;
  // Feature sections load here (My Rent Parties, My Applications, messages), each from its own service.
  const myRentParties = (await listMyRentParties(context.deps.db, user)).map((p) => ({
    ...p,
    createdAt: p.createdAt.toISOString(),
  }));
  return {
    denied: false as const,
    profile: {
      fullName: user.fullName,
      email: user.email,
      phone: user.phone,
      messageEmails: await getMessageEmails(context.deps.db, user),
    },
    myRentParties,
    myApplications: await loadMyApplications(context),

    latestConversations: await listConversations(context.deps.db, user, { limit: 5 }),
    now: new Date().toISOString(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const gate = gateDashboard(context, "renter", request);
  if ("denied" in gate) return deniedResponse({ ok: false as const });
  const formData = await request.formData();
  if (formData.get("intent") === "profile") return profileAction(context, formData);
  return deniedResponse({ ok: false as const });
}

/** A profile edit that cannot reach the server keeps what was typed and says "Update failed". */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepTypedOnFailure(serverAction, { message: UPDATE_FAILED.description, toast: UPDATE_FAILED });
}

export default function RenterDashboard({ loaderData }: Route.ComponentProps) {
  if (loaderData.denied || !loaderData.profile) {
    return <AccessDenied message="Access Denied: This dashboard is only available to renters." />;
  }
  const { profile } = loaderData;
  return (
    <section className="mx-auto max-w-6xl space-y-8 px-4 py-10">
      <header>
        <h1 className="text-3xl font-extrabold">Welcome, {profile.fullName}</h1>
        <p className="mt-1 text-slate-600">Your rentals, applications and Rent Parties in one place.</p>
      </header>
      <ProfileCard profile={profile} />
      <MessagesPanel conversations={loaderData.latestConversations} now={loaderData.now} />
      {/* Feature sections: My Rent Parties, My Applications. */}
      <MyRentParties parties={loaderData.myRentParties} />
      <MyApplications applications={loaderData.myApplications} />
    </section>
  );
}
