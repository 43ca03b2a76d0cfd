import {
  ALERT_CHOICES,
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCHES_PATH,
} from "@common/saved-search";
import type { SavedSearchRow } from "@server/saved-searches/service";
import { Form, Link } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { Button } from "~/components/ui/button";
import { Badge, Card } from "~/components/ui/card";
import { FormErrors, Input, Label, Select } from "~/components/ui/field";
import { useT } from "~/lib/i18n";

type Row = Omit<SavedSearchRow, "createdAt">;
export type SavedSearchDone = "save" | "rename" | "alerts" | "pause" | "resume" | "delete";

/** The alerts choice as a labelled select (the save form and each saved search's own form). */
function AlertsSelect({ id, value }: { id: string; value: string }) {
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

function SavedSearchItem({ search }: { search: Row }) {
  const t = useT();
  const headingId = `saved-search-${search.id}`;
  return (
    <Card className="space-y-3 p-4" role="article" aria-labelledby={headingId} data-testid="saved-search">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {search.name}
        </h2>
        {search.paused ? <Badge tone="warning">{t("savedSearches.paused")}</Badge> : null}
      </div>
      <p className="text-sm text-slate-700">{t("savedSearches.newMatches", { count: search.newMatches })}</p>
      {search.notUnderstood.length > 0 ? (
        <p className="text-sm text-amber-800">{t("savedSearches.notUnderstood")}</p>
      ) : null}
      <p>
        <Link to={`/rentals?${search.query}`} className="font-semibold text-brand-700 underline">
          {t("savedSearches.open")}
        </Link>
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Form method="post" action={SAVED_SEARCHES_PATH} className="flex items-end gap-2">
          <input type="hidden" name="id" value={search.id} />
          <div className="grow">
            <Label htmlFor={`name-${search.id}`}>{t("savedSearches.name")}</Label>
            <Input
              id={`name-${search.id}`}
              name="name"
              defaultValue={search.name}
              required
              maxLength={SAVED_SEARCH_NAME_MAX}
            />
          </div>
          <Button type="submit" name="intent" value="rename" variant="outline">
            {t("savedSearches.rename")}
          </Button>
        </Form>
        <Form method="post" action={SAVED_SEARCHES_PATH} className="flex items-end gap-2">
          <input type="hidden" name="id" value={search.id} />
          <div className="grow">
            <AlertsSelect id={`alerts-${search.id}`} value={search.alerts} />
          </div>
          <Button type="submit" name="intent" value="alerts" variant="outline">
            {t("savedSearches.saveAlerts")}
          </Button>
        </Form>
      </div>
      <Form method="post" action={SAVED_SEARCHES_PATH} className="flex flex-wrap gap-2">
        <input type="hidden" name="id" value={search.id} />
        <Button
          type="submit"
          name="intent"
          value={search.paused ? "resume" : "pause"}
          variant="outline"
          aria-describedby={headingId}
        >
          {search.paused ? t("savedSearches.resume") : t("savedSearches.pause")}
        </Button>
        <Button
          type="submit"
          name="intent"
          value="delete"
          variant="outline-danger"
          aria-describedby={headingId}
        >
          {t("savedSearches.delete")}
        </Button>
      </Form>
    </Card>
  );
}

/** The saved searches page (/renter-dashboard/saved-searches): each search, its new matches, its controls. */
export function SavedSearches({
  searches,
  done,
  error,
}: {
  searches: Row[];
  done: SavedSearchDone | null;
  error: string | null;
}) {
  const t = useT();
  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <p className="text-sm">
        <Link to="/renter-dashboard" className="text-brand-700 underline">
          {t("savedSearches.back")}
        </Link>
      </p>
      <header>
        <h1 className="text-3xl font-extrabold">{t("savedSearches.title")}</h1>
        <p className="mt-1 text-slate-600">{t("savedSearches.intro")}</p>
        {searches.length > 0 ? (
          <p className="mt-1 text-sm text-slate-600">
            {t("savedSearches.count", { count: searches.length, max: MAX_SAVED_SEARCHES })}
          </p>
        ) : null}
      </header>
      <div aria-live="polite">
        {done ? (
          <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
            {t(`savedSearches.done.${done}`)}
          </p>
        ) : null}
        <FormErrors errors={error ? [error] : undefined} />
      </div>
      {searches.length === 0 ? (
        <EmptyState
          message={t("savedSearches.empty")}
          linkTo="/rentals"
          linkLabel={t("savedSearches.browse")}
        />
      ) : (
        <div className="space-y-4">
          {searches.map((search) => (
            <SavedSearchItem key={search.id} search={search} />
          ))}
        </div>
      )}
    </section>
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

export type UnsubscribeState =
  | { status: "confirm" | "done" | "off"; name: string }
  | { status: "invalid" | "expired" | "gone" };

/** The unsubscribe page (/unsubscribe/:token): confirm with one button; works without signing in. */
export function Unsubscribe({ state }: { state: UnsubscribeState }) {
  const t = useT();
  return (
    <section className="mx-auto max-w-xl space-y-4 px-4 py-12">
      <h1 className="text-3xl font-extrabold">{t("unsubscribe.title")}</h1>
      {state.status === "confirm" ? (
        <Form method="post" className="space-y-4">
          <input type="hidden" name="List-Unsubscribe" value="One-Click" />
          <p>{t("unsubscribe.confirm", { name: state.name })}</p>
          <Button type="submit">{t("unsubscribe.button")}</Button>
        </Form>
      ) : (
        <p role="status" className="text-slate-800">
          {state.status === "done"
            ? t("unsubscribe.done", { name: state.name })
            : state.status === "off"
              ? t("unsubscribe.off", { name: state.name })
              : t(`unsubscribe.${state.status}`)}
        </p>
      )}
      <p>
        <Link to={SAVED_SEARCHES_PATH} className="text-brand-700 underline">
          {t("unsubscribe.manage")}
        </Link>
      </p>
    </section>
  );
}
