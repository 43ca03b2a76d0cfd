import { OfflineScreen } from "~/components/offline-screen";
import type { Route } from "./+types/party.offline";

export const meta: Route.MetaFunction = () => [
  { title: "Campaign unavailable offline | Affordable" },
  { name: "robots", content: "noindex" },
];

/** The offline campaign fallback, served by the service worker for /party/* offline (docs/pwa.md). */
export default function PartyOffline() {
  return (
    <OfflineScreen
      title="Campaign unavailable offline"
      text="Please connect to the internet to view campaign details and make donations."
    />
  );
}
