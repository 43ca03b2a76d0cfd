import type { RouteConfig } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

// One module per URL under app/routes, named by React Router's flat-routes convention
// (e.g. rentals.$id.tsx is /rentals/:id, $.tsx is the 404 catch-all).
export default flatRoutes() satisfies RouteConfig;
