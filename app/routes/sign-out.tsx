import { redirect } from "react-router";
import { authHeaders, cookiesOf } from "~/features/auth/auth-api.server";
import type { Route } from "./+types/sign-out";

export async function action({ request, context }: Route.ActionArgs) {
  if (!context.user) return redirect("/");
  const { headers } = await context.deps.auth.api.signOut({
    headers: authHeaders(request, context),
    returnHeaders: true,
  });
  return redirect("/", { headers: cookiesOf(headers) });
}

export async function loader() {
  return redirect("/");
}
