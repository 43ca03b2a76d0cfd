import { SAVED_SEARCHES_PATH } from "@common/saved-search";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useT } from "~/lib/i18n";

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
