import { type RouteConfig, route } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";
import { CITY_PAGES } from "../common/city-pages";

const CITY_ROUTE = "routes/city.tsx";

// One module per URL under app/routes, named by React Router's flat-routes convention
// (e.g. rentals.$id.tsx is /rentals/:id, $.tsx is the 404 catch-all); except the city pages: one module,
// routes/city.tsx, registered at /{slug} for each city of common/city-pages.ts.
export default flatRoutes({ ignoredRouteFiles: [CITY_ROUTE] }).then((routes) => [
  ...CITY_PAGES.map((city) => route(city.slug, CITY_ROUTE, { id: `city-${city.slug}` })),
  ...routes,
]) satisfies RouteConfig;
