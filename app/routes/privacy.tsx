import { StaticPage } from "~/features/static/static-page";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = () => [
  { title: "Privacy Policy | Affordable" },
  {
    name: "description",
    content: "How Affordable collects, uses and protects the information of renters, landlords and donors.",
  },
];

/**
 * Every line states what the code does today: what each table and file holds, and whether anything deletes
 * it on its own. Change the text when that changes; never promise a deletion the app does not carry out.
 */
export default function Privacy() {
  return (
    <StaticPage title="Privacy Policy">
      <p className="text-sm text-slate-500">Last modified: December 2024</p>
      <p>
        Affordable connects renters directly with landlords and hosts Rent Party campaigns. This policy
        explains what we collect, why, how long we keep it and the choices you have.
      </p>
      <h2>What we collect and how long we keep it</h2>
      <ul>
        <li>
          <strong>Account details</strong>: your name, email address, optional phone number, whether you are a
          renter or a landlord, and your password, stored only as a salted hash. Kept until you ask us to
          delete your account.
        </li>
        <li>
          <strong>Ownership and ID documents</strong> a landlord uploads to be verified (for example a deed,
          tax bill or management agreement, and a government ID or business registration), with our
          team&apos;s decision and its reason. They are stored privately: only our admins can open them. We
          keep them until you ask us to delete them; they are not deleted automatically after a decision.
        </li>
        <li>
          <strong>Listings and photos</strong> landlords publish. Photos are resized and saved without their
          location data or other embedded details. A photo is deleted when the landlord removes it; listings
          stay until you ask us to delete them.
        </li>
        <li>
          <strong>Messages</strong> between renters and landlords, applications (move-in date and message),
          and reports and blocks you make. Kept until you ask us to delete them. Our admins read a
          conversation only when someone reports it.
        </li>
        <li>
          <strong>Rent Party campaigns</strong>: your story, goal, city and state, and the landlord&apos;s
          name, email and optional phone you give us so the landlord can confirm the tenancy.
        </li>
        <li>
          <strong>Payout details</strong>: the amount owed a landlord confirms, how the landlord asks to be
          paid (seen only by our admins), and each payout we send (amount, date and the transaction or check
          reference).
        </li>
        <li>
          <strong>Payment and donation records</strong>: amount, campaign, status, the payment provider&apos;s
          references and notices, your receipt number, and the name and email you choose to give for a
          receipt. Your card or wallet details go to the payment provider, never to us. These records are the
          campaign&apos;s ledger, so we keep them with it; on request we remove your name and email from a
          donation.
        </li>
        <li>
          <strong>Emails we send you</strong> (receipts, password resets, message notices, campaign updates).
          Our sending queue deletes its copy automatically, within about two weeks of sending. We record that
          a receipt or notice was sent, and our server log notes each email&apos;s recipient and subject.
        </li>
        <li>
          <strong>Your approximate location</strong>, worked out on our own server from your network (IP)
          address with a built-in lookup table, to show nearby rentals and the rent help for your state. No
          outside service sees your address and we don&apos;t store the result. A city you choose yourself is
          kept in a cookie on your device for a year.
        </li>
        <li>
          <strong>Sign-in sessions</strong>: the network address and browser you signed in from. A session
          ends when you sign out or after 30 days without a visit.
        </li>
        <li>
          <strong>Abuse limits</strong>: counts of attempts per network address (sign-in, messages, donations,
          reports) to stop abuse. Each count is deleted automatically soon after its time window (one minute
          to one day) has passed.
        </li>
        <li>
          <strong>Messages to our team</strong> through the Contact page (name, email and message), and, if
          you install the app, your browser type. Kept until you ask us to delete them.
        </li>
      </ul>
      <h2>How we use it</h2>
      <ul>
        <li>
          To run the marketplace: show listings, deliver messages and applications, verify landlords and
          campaigns, and send payouts to landlords.
        </li>
        <li>To send the emails you expect: receipts, password resets and replies to your questions.</li>
        <li>
          To keep the platform free of scams: we review campaigns, landlord documents and reported listings
          and messages, and messages that ask for money before a viewing show a warning.
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
        documents, or to get a copy of your data, contact us through the Contact page and we will respond
        within 24-48 hours.
      </p>
      <h2>Security</h2>
      <p>
        Passwords are stored only as salted hashes, sessions use secure cookies, verification documents are
        kept in private storage only our admins can open, and payment details are handled by the payment
        provider, never by us.
      </p>
    </StaticPage>
  );
}
