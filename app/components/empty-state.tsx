import { Link } from "react-router";
import { Card } from "~/components/ui/card";

/** A list with nothing in it yet: what it would hold, and a link to where to find some. */
export function EmptyState({
  message,
  linkTo,
  linkLabel,
}: {
  message: string;
  linkTo: string;
  linkLabel: string;
}) {
  return (
    <Card className="p-6 text-center">
      <p className="text-slate-700">{message}</p>
      <Link to={linkTo} className="mt-3 inline-block font-semibold text-brand-700 underline">
        {linkLabel}
      </Link>
    </Card>
  );
}
