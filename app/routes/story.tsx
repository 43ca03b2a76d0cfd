import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { staticMeta } from "~/features/static/meta";
import { staticPageData } from "~/features/static/meta.server";
import { StaticPage } from "~/features/static/static-page";
import { useT } from "~/lib/i18n";
import type { Route } from "./+types/story";

export const meta: Route.MetaFunction = ({ loaderData }) => staticMeta(loaderData);

export async function loader({ context }: Route.LoaderArgs) {
  return staticPageData(context.locale, "static.story.meta.title", "static.story.meta.description");
}

export default function Story() {
  const t = useT();
  return (
    <StaticPage title={t("static.story.title")}>
      <p>{t("static.story.p1")}</p>
      <p>{t("static.story.p2")}</p>
      <h2>{t("static.story.rentParty")}</h2>
      <p>{t("static.story.p3")}</p>
      <h2>{t("static.story.join")}</h2>
      <div className="flex flex-wrap gap-3 pt-2">
        <Button asChild>
          <Link to="/list-property">{t("static.story.listProperty")}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/start-rent-party">{t("static.story.startRentParty")}</Link>
        </Button>
      </div>
    </StaticPage>
  );
}
