import type { RentHelpProgram } from "@common/rent-help";
import { Form, Link } from "react-router";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Label, Select } from "~/components/ui/field";
import { UsStateOptions } from "~/components/ui/us-state-options";

/**
 * Before the start form: public programs that can pay rent arrears or stop an eviction, for the renter's
 * state, then one click on to the Rent Party. Open to visitors: only the campaign form asks them to sign in.
 * Works without JavaScript (the state picker is a GET form).
 */
export function PublicHelpFirst({
  state,
  stateName,
  programs,
  signedIn,
}: {
  state: string | null;
  stateName: string | null;
  programs: RentHelpProgram[];
  /** A visitor sees the programs too; starting the campaign asks them to sign in first. */
  signedIn: boolean;
}) {
  const continueHref = `/start-rent-party?continue=1${state ? `&state=${state}` : ""}`;
  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 text-xl font-bold">
        <Icon name="life-buoy" className="size-6 shrink-0 text-brand-600" />
        Before you start: help that can pay the rent you owe
      </h2>
      <p className="mt-2 text-slate-700">
        Public programs can often pay rent arrears or stop an eviction, and they don't have to be paid back.
        Check them first{stateName ? ` in ${stateName}` : ""}; a Rent Party can cover what they don't.
      </p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <Label htmlFor="help-state">Your state</Label>
          <div className="w-56">
            <Select id="help-state" name="state" defaultValue={state ?? ""}>
              <UsStateOptions blank="Choose a state" />
            </Select>
          </div>
        </div>
        <Button type="submit" variant="outline">
          Show programs
        </Button>
      </Form>
      <ul className="mt-5 space-y-3">
        {programs.map((p) => (
          <li key={p.url} className="rounded-lg border border-slate-200 p-4">
            <a
              href={p.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {p.name}
              <Icon name="external-link" className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
            <p className="mt-1 text-sm text-slate-700">{p.description}</p>
            <p className="mt-1 text-xs text-slate-500">Link last checked {p.checked}</p>
          </li>
        ))}
      </ul>
      <Button asChild size="lg" className="mt-6">
        <Link to={continueHref}>Continue to Rent Party</Link>
      </Button>
      {signedIn ? null : (
        <p className="mt-2 text-sm text-slate-600">
          You'll sign in or create a free account to start your campaign. The programs above don't need one.
        </p>
      )}
    </Card>
  );
}
