import { ALERT_CHOICES, SAVED_SEARCH_NAME_MAX, SAVED_SEARCHES_PATH } from "@common/saved-search";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label, Select } from "~/components/ui/field";
import { useT } from "~/lib/i18n";

/** The alerts choice as a labelled select (the save form and each saved search's own form). */
export function AlertsSelect({ id, value }: { id: string; value: string }) {
  const t = useT();
  return (
    <div>
      <Label htmlFor={id}>{t("savedSearches.alerts")}</Label>
      <Select id={id} name="alerts" defaultValue={value} required>
        {ALERT_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {t(`savedSearches.alerts.${choice}`)}
          </option>
        ))}
      </Select>
    </div>
  );
}

/**
 * "Save this search" on /rentals: a name and the alerts choice, posted with the page's query to the saved
 * searches page. A visitor gets the sign-in link that comes back to this search.
 */
export function SaveSearchForm({ signedIn, search }: { signedIn: boolean; search: string }) {
  const t = useT();
  const query = search.replace(/^\?/, "");
  const here = `/rentals${query ? `?${query}` : ""}`;
  return (
    <Card className="mt-6 space-y-3 p-4" data-testid="save-search">
      <h2 className="font-semibold">{t("savedSearches.save.title")}</h2>
      <p className="text-sm text-slate-600">{t("savedSearches.save.hint")}</p>
      {signedIn ? (
        <Form method="post" action={SAVED_SEARCHES_PATH} className="space-y-3">
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="query" value={query} />
          <div>
            <Label htmlFor="save-search-name">{t("savedSearches.name")}</Label>
            <Input id="save-search-name" name="name" required maxLength={SAVED_SEARCH_NAME_MAX} />
          </div>
          <AlertsSelect id="save-search-alerts" value="instant" />
          <Button type="submit" className="w-full">
            {t("savedSearches.save.button")}
          </Button>
        </Form>
      ) : (
        <Link
          to={`/auth?redirectTo=${encodeURIComponent(here)}`}
          className="inline-block font-semibold text-brand-700 underline"
        >
          {t("savedSearches.save.signIn")}
        </Link>
      )}
    </Card>
  );
}
