import { Link } from "react-router";
import { ApplicationProfileCard } from "~/features/applications/application-profile-card";
import { AccessDenied } from "~/features/dashboard/access-denied";
import {
  dashboardAction,
  deniedResponse,
  gateDashboard,
  loadDashboardCommon,
} from "~/features/dashboard/dashboard.server";
import { dashboardClientAction } from "~/features/dashboard/dashboard-client-action";
import { loadMyApplications } from "~/features/listings/listings-dashboard.server";
import { MyApplications } from "~/features/listings/my-applications";
import { MessagesPanel } from "~/features/messages/messages-panel";
import { ProfileCard } from "~/features/profile/profile-card";
import { MyRentParties } from "~/features/rent-parties/my-rent-parties";
import { useT } from "~/lib/i18n";
import { pageMessages, serverT } from "~/lib/i18n.server";
import type { Route } from "./+types/renter-dashboard";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Renter Dashboard | Affordable" },
  { name: "robots", content: "noindex" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const gate = gateDashboard(context, "renter", request);
  const title = serverT(context.locale, "dashboard")("dashboard.renter.meta.title");
  if ("denied" in gate) return deniedResponse({ profile: null, title });
  const { user } = gate;
  // Feature sections load here (My Rent Parties, My Applications, messages), each from its own service.
  const [common, myApplications] = await Promise.all([
    loadDashboardCommon(context, user),
    loadMyApplications(context),
  ]);
  // The application profile card's texts (the dashboard area, with this page's header, comes with the common part).
  return {
    ...common,
    myApplications,
    title,
    messages: [common.messages, pageMessages(context.locale, "applicationProfile")],
  };
}

export const action = ({ request, context }: Route.ActionArgs) => dashboardAction(context, "renter", request);
export const clientAction = dashboardClientAction;

export default function RenterDashboard({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.denied || !loaderData.profile) {
    return <AccessDenied message="Access Denied: This dashboard is only available to renters." />;
  }
  const { profile } = loaderData;
  return (
    <section className="mx-auto max-w-6xl space-y-8 px-4 py-10">
      <header>
        <h1 className="text-3xl font-extrabold">
          {t("dashboard.renter.welcome", { name: profile.fullName })}
        </h1>
        <p className="mt-1 text-slate-600">{t("dashboard.renter.intro")}</p>
        <p className="mt-2 text-sm">
          <Link to="/my-voucher" className="font-semibold text-brand-700 underline">
            {t("dashboard.renter.myVoucher")}
          </Link>
          <span className="text-slate-600">{t("dashboard.renter.myVoucherText")}</span>
        </p>
        <p className="mt-1 text-sm">
          <Link to="/renter-dashboard/saved-searches" className="font-semibold text-brand-700 underline">
            {t("dashboard.renter.savedSearches")}
          </Link>
        </p>
        <p className="mt-1 text-sm">
          <Link to="/renter-dashboard/saved-homes" className="font-semibold text-brand-700 underline">
            {t("dashboard.renter.savedHomes")}
          </Link>
        </p>
      </header>
      <ProfileCard profile={profile} />
      <ApplicationProfileCard />
      <MessagesPanel conversations={loaderData.latestConversations} now={loaderData.now} />
      {/* Feature sections: My Rent Parties, My Applications. */}
      <MyRentParties parties={loaderData.myRentParties} />
      <MyApplications applications={loaderData.myApplications} />
    </section>
  );
}
