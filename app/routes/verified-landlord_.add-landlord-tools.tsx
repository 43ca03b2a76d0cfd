import { ADD_LANDLORD_TOOLS_PATH, authHref, authHrefFor } from "@common/redirect-to";
import { isAppError } from "@server/errors";
import { addLandlordRole } from "@server/profiles/service";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { AccessDenied } from "~/features/dashboard/access-denied";
import { redirectWithToast } from "~/lib/flash.server";
import { useT } from "~/lib/i18n";
import { pageMessages, serverT } from "~/lib/i18n.server";
import type { Route } from "./+types/verified-landlord_.add-landlord-tools";

const DASHBOARD = "/landlord-dashboard";
const INTENT = "add-landlord-tools";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...(loaderData ? [{ title: loaderData.title }] : []),
  { name: "robots", content: "noindex" },
];

/**
 * "Become a Verified Landlord Today" for a signed-in renter: a confirmation before the account gets the
 * landlord tools. Signed out: sign up as a landlord; a landlord already has them; an admin cannot.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = context;
  if (!user) throw redirect(authHrefFor(request, { role: "landlord" }));
  if (user.role === "landlord") throw redirect(DASHBOARD);
  const page = {
    messages: pageMessages(context.locale, "static"),
    title: serverT(context.locale, "static")("static.addTools.meta.title"),
  };
  if (user.role !== "renter") return data({ ...page, refused: true as const }, { status: 403 });
  return { ...page, refused: false as const };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") !== INTENT) return data({ refused: false as const }, { status: 400 });
  let changed: boolean;
  try {
    ({ changed } = await addLandlordRole(context.deps.db, context.user));
  } catch (error) {
    // Anything but an AppError is not ours to explain: the error page (logged).
    if (!isAppError(error)) throw error;
    if (error.code === "UNAUTHENTICATED")
      throw redirect(authHref(ADD_LANDLORD_TOOLS_PATH, { role: "landlord" }));
    return data({ refused: true as const }, { status: 403 });
  }
  // A landlord already has the tools: nothing to say.
  if (!changed) return redirect(DASHBOARD);
  return redirectWithToast(context, DASHBOARD, {
    type: "success",
    title: "Landlord tools added",
    description: "List your first property, then get verified.",
  });
}

export default function AddLandlordTools({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const t = useT();
  if (loaderData.refused || actionData?.refused)
    return <AccessDenied message={t("static.addTools.adminRefused")} />;
  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <Card className="p-6 sm:p-8">
        <Icon name="building-complex" className="size-10 text-brand-600" />
        <h1 className="mt-4 text-2xl font-extrabold sm:text-3xl">{t("static.addTools.title")}</h1>
        <p className="mt-3 text-slate-700">{t("static.addTools.becomes")}</p>
        <p className="mt-3 text-slate-700">
          {t("static.addTools.keeps")}{" "}
          <Link to="/contact" className="font-medium text-brand-700 underline">
            {t("static.addTools.contactUs")}
          </Link>
          .
        </p>
        <Form method="post" className="mt-6 flex flex-wrap gap-3">
          <input type="hidden" name="intent" value={INTENT} />
          <Button type="submit" size="lg" disabled={busy}>
            {t("static.addTools.confirm")}
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to="/verified-landlord">{t("static.addTools.notNow")}</Link>
          </Button>
        </Form>
      </Card>
    </section>
  );
}
