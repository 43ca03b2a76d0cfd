import { type Feature, FeatureCards } from "~/components/feature-cards";
import { Card } from "~/components/ui/card";
import { useT } from "~/lib/i18n";

/** The campaign page's 3-step "How Rent Parties Work" block. */
export function HowRentPartiesWork() {
  const t = useT();
  const steps: Feature[] = [
    { icon: "pen-line", title: t("rentParty.how.step1Title"), text: t("rentParty.how.step1Text") },
    { icon: "badge-check", title: t("rentParty.how.step2Title"), text: t("rentParty.how.step2Text") },
    { icon: "hand-coins", title: t("rentParty.how.step3Title"), text: t("rentParty.how.step3Text") },
  ];
  return (
    <section aria-labelledby="how-rent-parties-work" className="mt-10">
      <h2 id="how-rent-parties-work" className="text-2xl font-bold">
        {t("rentParty.how.heading")}
      </h2>
      <FeatureCards items={steps} className="md:grid-cols-3" ordered />
    </section>
  );
}

/** The "how it works" list beside the Start a Rent Party form. */
export function StartHowItWorks() {
  const t = useT();
  return (
    <Card className="p-6">
      <h2 className="text-lg font-bold">{t("rentParty.how.startHeading")}</h2>
      <ol className="mt-3 list-decimal space-y-3 pl-5 text-sm text-slate-700">
        <li>{t("rentParty.how.start1")}</li>
        <li>{t("rentParty.how.start2")}</li>
        <li>{t("rentParty.how.start3")}</li>
        <li>{t("rentParty.how.start4")}</li>
        <li>{t("rentParty.how.start5")}</li>
      </ol>
    </Card>
  );
}
