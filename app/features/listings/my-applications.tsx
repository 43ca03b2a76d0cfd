import { formatDate, formatPrice, listingTitle } from "@common/format";
import type { RenterApplication } from "@server/applications/application-service";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Badge, Card } from "~/components/ui/card";
import { useTimeZone } from "~/lib/time-zone";

/** My Applications on the renter dashboard, with the spec's empty state and Browse Rentals. */
export function MyApplications({ applications }: { applications: RenterApplication[] }) {
  const timeZone = useTimeZone();
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-xl font-bold">My Applications</h2>
      {applications.length === 0 ? (
        <div className="mt-4 text-center">
          <p className="text-slate-600">You haven't applied for any rentals yet.</p>
          <Button asChild className="mt-4">
            <Link to="/rentals">Browse Rentals</Link>
          </Button>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {applications.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div>
                {a.listingStatus === "active" ? (
                  <Link to={`/rentals/${a.listingId}`} className="font-semibold hover:underline">
                    {listingTitle(a.listingTitle)}
                  </Link>
                ) : (
                  <span className="font-semibold">{listingTitle(a.listingTitle)}</span>
                )}
                <p className="text-sm text-slate-600">
                  {a.city}, {a.state} · {formatPrice(a.priceCents)}
                  {a.priceCents ? "/month" : ""}
                </p>
                <p className="text-xs text-slate-500">
                  Applied {formatDate(a.createdAt, timeZone)}
                  {a.moveInDate ? ` · Move-in ${formatDate(`${a.moveInDate}T12:00:00`)}` : ""}
                </p>
              </div>
              {a.listingStatus === "paused" ? (
                <Badge tone="warning">No longer listed</Badge>
              ) : (
                <Badge>Sent</Badge>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
