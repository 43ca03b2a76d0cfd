import { staticMeta } from "~/features/static/meta";
import { staticPageData } from "~/features/static/meta.server";
import { StaticPage } from "~/features/static/static-page";
import { useT } from "~/lib/i18n";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ loaderData }) => staticMeta(loaderData);

export async function loader({ context }: Route.LoaderArgs) {
  return staticPageData(context.locale, "static.terms.meta.title", "static.terms.meta.description");
}

export default function Terms() {
  const t = useT();
  return (
    <StaticPage title={t("static.terms.title")}>
      <p>{t("static.terms.intro")}</p>
      <h2>{t("static.terms.marketplace.title")}</h2>
      <ul>
        <li>{t("static.terms.marketplace.direct")}</li>
        <li>{t("static.terms.marketplace.fees")}</li>
        <li>{t("static.terms.marketplace.real")}</li>
        <li>{t("static.terms.marketplace.vouchers")}</li>
      </ul>
      <h2>{t("static.terms.rentParty.title")}</h2>
      <ul>
        <li>{t("static.terms.rentParty.start")}</li>
        <li>{t("static.terms.rentParty.owner")}</li>
        <li>{t("static.terms.rentParty.gifts")}</li>
      </ul>
      <h2>{t("static.terms.account.title")}</h2>
      <ul>
        <li>{t("static.terms.account.password")}</li>
        <li>{t("static.terms.account.suspend")}</li>
      </ul>
      <h2>{t("static.terms.support.title")}</h2>
      <p>{t("static.terms.support.text")}</p>
    </StaticPage>
  );
}
