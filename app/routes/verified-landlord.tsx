import { landlordStartHref } from "@common/redirect-to";
import { Link } from "react-router";
import { type Feature, FeatureCards } from "~/components/feature-cards";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { type Translate, useT } from "~/lib/i18n";
import { pageMessages, serverT } from "~/lib/i18n.server";
import type { Route } from "./+types/verified-landlord";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: loaderData.meta.title },
        { name: "description", content: loaderData.meta.description },
        { property: "og:title", content: loaderData.meta.ogTitle },
      ]
    : [];

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.locale, "static");
  // Signed out: sign up as a landlord first; a renter confirms adding the landlord tools; a landlord goes
  // straight to the dashboard.
  return {
    startHref: landlordStartHref(context.user?.role),
    messages: pageMessages(context.locale, "static"),
    meta: {
      title: t("static.landlord.meta.title"),
      description: t("static.landlord.meta.description"),
      ogTitle: t("static.landlord.title"),
    },
  };
}

const reasons = (t: Translate): Feature[] => [
  {
    icon: "shield-check",
    title: t("static.landlord.trusted.title"),
    text: t("static.landlord.trusted.text"),
  },
  {
    icon: "users",
    title: t("static.landlord.renters.title"),
    text: t("static.landlord.renters.text"),
  },
  {
    icon: "eye",
    title: t("static.landlord.exposure.title"),
    text: t("static.landlord.exposure.text"),
  },
];

const BENEFITS = ["badge", "rotation", "filter", "direct"] as const;

export default function VerifiedLandlord({ loaderData }: Route.ComponentProps) {
  const { startHref } = loaderData;
  const t = useT();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center">
          <Icon name="badge-check" className="mx-auto size-12 text-brand-600" />
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">
            {t("static.landlord.title")}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">{t("static.landlord.intro")}</p>
          <Button asChild size="lg" className="mt-8">
            <Link to={startHref}>{t("static.landlord.getStarted")}</Link>
          </Button>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="why-heading">
        <h2 id="why-heading" className="text-2xl font-bold sm:text-3xl">
          {t("static.landlord.why")}
        </h2>
        <FeatureCards items={reasons(t)} className="md:grid-cols-3" />
      </section>

      <section className="mx-auto grid max-w-6xl gap-6 px-4 py-6 md:grid-cols-2">
        <Card className="p-6">
          <h2 className="flex items-center gap-2 text-2xl font-bold">
            <Icon name="badge-check" className="size-6 text-brand-600" />{" "}
            {t("static.landlord.benefits.title")}
          </h2>
          <ul className="mt-4 space-y-2 text-slate-700">
            {BENEFITS.map((b) => (
              <li key={b} className="flex gap-2">
                <Icon name="star" className="mt-1 size-4 shrink-0 text-amber-500" />
                {t(`static.landlord.benefits.${b}`)}
              </li>
            ))}
          </ul>
        </Card>
        <Card className="p-6">
          <h2 className="flex items-center gap-2 text-2xl font-bold">
            <Icon name="trending-up" className="size-6 text-brand-600" /> {t("static.landlord.premium.title")}
          </h2>
          <p className="mt-4 text-slate-700">{t("static.landlord.premium.text")}</p>
        </Card>
      </section>

      <section className="mx-auto max-w-4xl px-4 py-12 text-center">
        <h2 className="text-2xl font-bold sm:text-3xl">{t("static.landlord.ready.title")}</h2>
        <p className="mt-2 text-slate-600">{t("static.landlord.ready.text")}</p>
        <Button asChild size="lg" className="mt-6">
          <Link to={startHref}>{t("static.landlord.ready.cta")}</Link>
        </Button>
      </section>
    </>
  );
}
