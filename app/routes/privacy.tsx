import { StaticPage } from "~/features/static/static-page";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = () => [
  { title: "Privacy Policy | Affordable" },
  {
    name: "description",
    content: "How Affordable collects, uses and protects the information of renters, landlords and donors.",
  },
];

export default function Privacy() {
  return (
    <StaticPage title="Privacy Policy">
      <p className="text-sm text-slate-500">Last modified: December 2024</p>
      <p>
        Affordable connects renters directly with landlords and hosts Rent Party campaigns. This policy
        explains what we collect, why, and the choices you have.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>
          Account details: your name, email address, optional phone number and whether you are a renter or a
          landlord.
        </li>
        <li>Listings landlords publish, applications renters send, and messages between users.</li>
        <li>
          Rent Party campaigns, including the landlord contact details a renter provides so we can verify the
          situation.
        </li>
        <li>
          Donation records: amount, campaign, and the name and email a donor chooses to give for a receipt.
        </li>
        <li>
          Your approximate location, worked out on our own server from your network address, to show nearby
          rentals.
        </li>
      </ul>
      <h2>How we use it</h2>
      <ul>
        <li>
          To run the marketplace: show listings, deliver messages and applications, and verify campaigns.
        </li>
        <li>To send the emails you expect: receipts, password resets and replies to your questions.</li>
        <li>
          To keep the platform free of scams: we review campaigns and listings and may contact property
          owners.
        </li>
      </ul>
      <h2>What we never do</h2>
      <ul>
        <li>We never sell your personal information.</li>
        <li>
          We never charge application fees, and we never send donations to renters: they go to the landlord.
        </li>
      </ul>
      <h2>Your choices</h2>
      <p>
        You can update your name and phone number from your dashboard at any time. To delete your account or
        get a copy of your data, contact us through the Contact page and we will respond within 24-48 hours.
      </p>
      <h2>Security</h2>
      <p>
        Passwords are stored only as salted hashes, sessions use secure cookies, and payment details are
        handled by the payment provider, never by us.
      </p>
    </StaticPage>
  );
}
