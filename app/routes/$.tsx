import { data } from "react-router";
import { NotFound } from "~/features/shell/not-found";
import { serverT } from "~/lib/i18n.server";
import type { Route } from "./+types/$";

export async function loader({ request, context }: Route.LoaderArgs) {
  context.logger.info({ path: new URL(request.url).pathname }, "404 not found");
  // The tab's title in the page's language (the page itself is the shell's NotFound).
  return data({ title: serverT(context.locale, "shell")("shell.notFound.metaTitle") }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: loaded?.title ?? "Page not found | Affordable" },
  { name: "robots", content: "noindex" },
];

export default function CatchAll() {
  return <NotFound />;
}
