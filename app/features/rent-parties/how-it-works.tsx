import { type Feature, FeatureCards } from "~/components/feature-cards";
import { Card } from "~/components/ui/card";

const STEPS: Feature[] = [
  {
    icon: "pen-line",
    title: "1. Share your story",
    text: "A renter behind on rent starts a campaign with their story and the amount they owe.",
  },
  {
    icon: "badge-check",
    title: "2. We verify it",
    text: "Our team checks the situation and contacts the property owner before donations open.",
  },
  {
    icon: "hand-coins",
    title: "3. Donations go to the landlord",
    text: "Every dollar is paid to the landlord directly, never to the renter. Donors get a receipt.",
  },
];

/** The campaign page's 3-step "How Rent Parties Work" block. */
export function HowRentPartiesWork() {
  return (
    <section aria-labelledby="how-rent-parties-work" className="mt-10">
      <h2 id="how-rent-parties-work" className="text-2xl font-bold">
        How Rent Parties Work
      </h2>
      <FeatureCards items={STEPS} className="md:grid-cols-3" ordered />
    </section>
  );
}

/** The "how it works" list beside the Start a Rent Party form. */
export function StartHowItWorks() {
  return (
    <Card className="p-6">
      <h2 className="text-lg font-bold">How it works</h2>
      <ol className="mt-3 list-decimal space-y-3 pl-5 text-sm text-slate-700">
        <li>Tell your story and set a goal for the rent you owe.</li>
        <li>Give us your landlord's name and email so we can verify the situation with them.</li>
        <li>Our team reviews your campaign. Once verified, it goes live and donations open.</li>
        <li>Share your campaign page with friends, family and your community.</li>
        <li>
          Donations are paid directly to your landlord, never to you, so every dollar goes to your rent.
        </li>
      </ol>
    </Card>
  );
}
