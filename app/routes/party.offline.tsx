import { WifiOff } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { Route } from "./+types/party.offline";

export const meta: Route.MetaFunction = () => [
  { title: "Campaign unavailable offline | Affordable" },
  { name: "robots", content: "noindex" },
];

/** The offline campaign fallback (spec section 2). */
export default function PartyOffline() {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <WifiOff className="mx-auto size-12 text-slate-400" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">Campaign unavailable offline</h1>
      <p className="mt-2 text-slate-600">
        Please connect to the internet to view campaign details and make donations.
      </p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        Try Again
      </Button>
    </section>
  );
}
