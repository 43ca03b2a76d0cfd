import { data } from "react-router";
import { NotFound } from "~/features/shell/not-found";
import type { Route } from "./+types/$";

export async function loader({ request, context }: Route.LoaderArgs) {
  context.logger.info({ path: new URL(request.url).pathname }, "404 not found");
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Page not found | Affordable" },
  { name: "robots", content: "noindex" },
];

export default function CatchAll() {
  return <NotFound />;
}
