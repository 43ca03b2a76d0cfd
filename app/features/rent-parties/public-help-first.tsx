import { formatDate } from "@common/format";
import type { RentHelpProgram } from "@common/rent-help";
import { Form, Link } from "react-router";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Label, Select } from "~/components/ui/field";
import { UsStateOptions } from "~/components/ui/us-state-options";
import { useLocale, useT } from "~/lib/i18n";

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
  const t = useT();
  const locale = useLocale();
  const continueHref = `/start-rent-party?continue=1${state ? `&state=${state}` : ""}`;
  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 text-xl font-bold">
        <Icon name="life-buoy" className="size-6 shrink-0 text-brand-600" />
        {t("rentParty.help.heading")}
      </h2>
      <p className="mt-2 text-slate-700">
        {stateName ? t("rentParty.help.textInState", { state: stateName }) : t("rentParty.help.text")}
      </p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <Label htmlFor="help-state">{t("rentParty.help.state")}</Label>
          <div className="w-56">
            <Select id="help-state" name="state" defaultValue={state ?? ""}>
              <UsStateOptions blank={t("rentParty.help.chooseState")} />
            </Select>
          </div>
        </div>
        <Button type="submit" variant="outline">
          {t("rentParty.help.show")}
        </Button>
      </Form>
      <ul className="mt-5 space-y-3">
        {programs.map((p) => (
          <li key={p.id} className="rounded-lg border border-slate-200 p-4">
            <a
              href={p.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {t(`rentParty.help.program.${p.id}.name`)}
              <Icon name="external-link" className="size-4" />
              <span className="sr-only">{t("rentParty.help.newTab")}</span>
            </a>
            <p className="mt-1 text-sm text-slate-700">{t(`rentParty.help.program.${p.id}.description`)}</p>
            <p className="mt-1 text-xs text-slate-500">
              {t("rentParty.help.checked", { date: formatDate(`${p.checked}T12:00:00`, undefined, locale) })}
            </p>
          </li>
        ))}
      </ul>
      <Button asChild size="lg" className="mt-6">
        <Link to={continueHref}>{t("rentParty.help.continue")}</Link>
      </Button>
      {signedIn ? null : <p className="mt-2 text-sm text-slate-600">{t("rentParty.help.signIn")}</p>}
    </Card>
  );
}
