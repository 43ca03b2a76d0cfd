import { MAX_SAVED_SEARCHES, SAVED_SEARCH_NAME_MAX, SAVED_SEARCHES_PATH } from "@common/saved-search";
import type { SavedSearchRow } from "@server/saved-searches/service";
import { Form, Link } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { Button } from "~/components/ui/button";
import { Badge, Card } from "~/components/ui/card";
import { FormErrors, Input, Label } from "~/components/ui/field";
import { useT } from "~/lib/i18n";
import { AlertsSelect } from "./save-search-form";

type Row = Omit<SavedSearchRow, "createdAt">;
export type SavedSearchDone = "save" | "rename" | "alerts" | "pause" | "resume" | "delete";

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
