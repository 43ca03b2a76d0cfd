import { OfflineScreen } from "~/components/offline-screen";
import { useT } from "~/lib/i18n";
import { pageMessages, serverT } from "~/lib/i18n.server";
import type { Route } from "./+types/party.offline";

export function loader({ context }: Route.LoaderArgs) {
  return {
    title: serverT(context.locale, "rentParty", "cards")("rentParty.meta.offline"),
    messages: pageMessages(context.locale, "rentParty", "cards"),
  };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.title ?? "Campaign unavailable offline | Affordable" },
  { name: "robots", content: "noindex" },
];

/** The offline campaign fallback, served by the service worker for /party/* offline (docs/pwa.md). */
export default function PartyOffline() {
  const t = useT();
  return <OfflineScreen title={t("rentParty.offline.title")} text={t("rentParty.offline.text")} />;
}
