import { OfflineScreen } from "~/components/offline-screen";
import type { Route } from "./+types/rentals.offline";

export const meta: Route.MetaFunction = () => [
  { title: "You're offline | Affordable" },
  { name: "robots", content: "noindex" },
];

/** The offline rentals fallback, served by the service worker for pages offline (docs/pwa.md). */
export default function RentalsOffline() {
  return <OfflineScreen title="You're offline" text="Try again when reconnected to see available rentals." />;
}
