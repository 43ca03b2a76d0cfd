import { staticMeta } from "~/features/static/meta";
import { staticPageData } from "~/features/static/meta.server";
import { StaticPage } from "~/features/static/static-page";
import { useT } from "~/lib/i18n";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ loaderData }) => staticMeta(loaderData);

export async function loader({ context }: Route.LoaderArgs) {
  return staticPageData(context.locale, "static.privacy.meta.title", "static.privacy.meta.description");
}

/** What we collect, in order: each item is a bold label and the text after it (static.privacy.<item>.*). */
const COLLECTED = [
  "account",
  "documents",
  "listings",
  "messages",
  "campaigns",
  "payouts",
  "payments",
  "emails",
  "location",
  "sessions",
  "limits",
  "contact",
] as const;

/**
 * Every line states what the code does today: what each table and file holds, and whether anything deletes
 * it on its own. Change the text when that changes; never promise a deletion the app does not carry out.
 */
export default function Privacy() {
  const t = useT();
  return (
    <StaticPage title={t("static.privacy.title")}>
      <p className="text-sm text-slate-500">{t("static.privacy.modified")}</p>
      <p>{t("static.privacy.intro")}</p>
      <h2>{t("static.privacy.collect.title")}</h2>
      <ul>
        {COLLECTED.map((item) => (
          <li key={item}>
            <strong>{t(`static.privacy.${item}.label`)}</strong>
            {t(`static.privacy.${item}.text`)}
          </li>
        ))}
      </ul>
      <h2>{t("static.privacy.use.title")}</h2>
      <ul>
        <li>{t("static.privacy.use.run")}</li>
        <li>{t("static.privacy.use.emails")}</li>
        <li>{t("static.privacy.use.scams")}</li>
      </ul>
      <h2>{t("static.privacy.never.title")}</h2>
      <ul>
        <li>{t("static.privacy.never.sell")}</li>
        <li>{t("static.privacy.never.fees")}</li>
      </ul>
      <h2>{t("static.privacy.choices.title")}</h2>
      <p>{t("static.privacy.choices.text")}</p>
      <h2>{t("static.privacy.security.title")}</h2>
      <p>{t("static.privacy.security.text")}</p>
    </StaticPage>
  );
}
