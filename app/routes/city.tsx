import { cityPageForPath } from "@common/city-pages";
import { data } from "react-router";
import { CityPageView } from "~/features/cities/city-page";
import { cityPageHeaders, loadCityPage } from "~/features/cities/city-page.server";
import { cityMeta } from "~/features/cities/city-seo";
import type { Route } from "./+types/city";

// The 12 city pages: app/routes.ts registers this module at /{slug} for every city of common/city-pages.ts.

export function loader(args: Route.LoaderArgs) {
  const headers = cityPageHeaders(args);
  const page = loadCityPage(args, cityPageForPath(args.pattern));
  return headers ? data(page, { headers }) : page;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ data, location }) =>
  cityMeta(cityPageForPath(location.pathname), data);

export default function CityPage({ loaderData }: Route.ComponentProps) {
  return <CityPageView data={loaderData} />;
}
