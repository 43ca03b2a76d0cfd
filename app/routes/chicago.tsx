import { CityPageView } from "~/features/cities/city-page";
import { loadCityPage } from "~/features/cities/city-page.server";
import { cityMeta } from "~/features/cities/city-seo";
import type { Route } from "./+types/chicago";

const SLUG = "chicago";

export function loader(args: Route.LoaderArgs) {
  return loadCityPage(args, SLUG);
}

export const meta: Route.MetaFunction = ({ data }) => cityMeta(SLUG, data);

export default function CityPage({ loaderData }: Route.ComponentProps) {
  return <CityPageView data={loaderData} />;
}
