import { OfflineScreen } from "~/components/offline-screen";
import { useT } from "~/lib/i18n";
import { pageMessages, serverT } from "~/lib/i18n.server";
import type { Route } from "./+types/rentals.offline";

export function loader({ context }: Route.LoaderArgs) {
  return {
    messages: pageMessages(context.locale, "listings", "cards"),
    title: serverT(context.locale, "listings", "cards")("listings.offline.title"),
  };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.title ?? "You're offline"} | Affordable` },
  { name: "robots", content: "noindex" },
];

/** The offline rentals fallback, served by the service worker for pages offline (docs/pwa.md). */
export default function RentalsOffline() {
  const t = useT();
  return <OfflineScreen title={t("listings.offline.title")} text={t("listings.offline.text")} />;
}
