import { StaticPage } from "~/features/static/static-page";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = () => [
  { title: "Terms of Service | Affordable" },
  {
    name: "description",
    content: "The terms for renters, landlords and donors using Affordable and Rent Party.",
  },
];

export default function Terms() {
  return (
    <StaticPage title="Terms of Service">
      <p>By using Affordable you agree to these terms. They are written to be read, so please do.</p>
      <h2>The marketplace</h2>
      <ul>
        <li>Renters and landlords deal directly. Affordable is not an agent and takes no commission.</li>
        <li>
          Landlords may not charge application fees through the platform or ask renters to pay before a lease
          is signed.
        </li>
        <li>Listings must be real, available, and honestly priced. We remove listings that are not.</li>
        <li>
          Section 8 and other housing vouchers must be treated like any other source of income where the law
          requires it.
        </li>
      </ul>
      <h2>Rent Party campaigns</h2>
      <ul>
        <li>
          A renter may start a campaign for rent they owe. We verify the situation and contact the property
          owner first.
        </li>
        <li>Donations are paid to the property owner, never to the renter.</li>
        <li>Donations are personal gifts. They are not tax-deductible.</li>
      </ul>
      <h2>Your account</h2>
      <ul>
        <li>Keep your password to yourself. You are responsible for what is done with your account.</li>
        <li>We may suspend accounts that post scams, harass others or break these terms.</li>
      </ul>
      <h2>Support</h2>
      <p>Questions about these terms? Write to us from the Contact page. We reply within 24-48 hours.</p>
    </StaticPage>
  );
}
