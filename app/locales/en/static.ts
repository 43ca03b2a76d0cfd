/** Texts of the static pages: story, privacy, terms, verified landlord (see docs/i18n.md). */
export default {
  "static.home": "Home",
  "static.breadcrumb": "Breadcrumb",
  "static.backHome": "Back to Homepage",

  "static.story.meta.title": "Our Story & Mission | Affordable",
  "static.story.meta.description":
    "Why we built a rental marketplace with no agents, no scams and no application fees, and Rent Party.",
  "static.story.title": "Our Story & Mission",
  "static.story.p1":
    "Finding an affordable home should not cost money you don't have. Yet renters pay application fee after application fee, meet fake listings, and get turned away for holding a housing voucher.",
  "static.story.p2":
    "We built Affordable so renters can deal directly with landlords: no agents, no scams, no application fees, no hidden fees. Section 8 vouchers are welcome here, and listings that accept them are easy to find.",
  "static.story.rentParty": "Rent Party",
  "static.story.p3":
    "When a family falls behind, a few hundred dollars can be the difference between staying home and an eviction. Rent Party lets neighbors help: a renter starts a campaign, we verify it with the property owner, and every donation goes straight to the landlord.",
  "static.story.join": "Join us",
  "static.story.listProperty": "List Your Property",
  "static.story.startRentParty": "Start a Rent Party",

  "static.privacy.meta.title": "Privacy Policy | Affordable",
  "static.privacy.meta.description":
    "How Affordable collects, uses and protects the information of renters, landlords and donors.",
  "static.privacy.title": "Privacy Policy",
  "static.privacy.modified": "Last modified: December 2024",
  "static.privacy.intro":
    "Affordable connects renters directly with landlords and hosts Rent Party campaigns. This policy explains what we collect, why, how long we keep it and the choices you have.",
  "static.privacy.collect.title": "What we collect and how long we keep it",
  "static.privacy.account.label": "Account details",
  "static.privacy.account.text":
    ": your name, email address, optional phone number, whether you are a renter or a landlord, and your password, stored only as a salted hash. Kept until you ask us to delete your account.",
  "static.privacy.documents.label": "Ownership and ID documents",
  "static.privacy.documents.text":
    " a landlord uploads to be verified (for example a deed, tax bill or management agreement, and a government ID or business registration), with our team's decision and its reason. They are stored privately: only our admins can open them. We keep them until you ask us to delete them; they are not deleted automatically after a decision.",
  "static.privacy.listings.label": "Listings and photos",
  "static.privacy.listings.text":
    " landlords publish. Photos are resized and saved without their location data or other embedded details. A photo is deleted when the landlord removes it; listings stay until you ask us to delete them.",
  "static.privacy.messages.label": "Messages",
  "static.privacy.messages.text":
    " between renters and landlords, applications (move-in date and message), and reports and blocks you make. Kept until you ask us to delete them. Our admins read a conversation only when someone reports it.",
  "static.privacy.campaigns.label": "Rent Party campaigns",
  "static.privacy.campaigns.text":
    ": your story, goal, city and state, and the landlord's name, email and optional phone you give us so the landlord can confirm the tenancy.",
  "static.privacy.payouts.label": "Payout details",
  "static.privacy.payouts.text":
    ": the amount owed a landlord confirms, how the landlord asks to be paid (seen only by our admins), and each payout we send (amount, date and the transaction or check reference).",
  "static.privacy.payments.label": "Payment and donation records",
  "static.privacy.payments.text":
    ": amount, campaign, status, the payment provider's references and notices, your receipt number, and the name and email you choose to give for a receipt. Your card or wallet details go to the payment provider, never to us. These records are the campaign's ledger, so we keep them with it; on request we remove your name and email from a donation.",
  "static.privacy.emails.label": "Emails we send you",
  "static.privacy.emails.text":
    " (receipts, password resets, message notices, campaign updates). Our sending queue deletes its copy automatically, within about two weeks of sending. We record that a receipt or notice was sent, and our server log notes each email's recipient and subject.",
  "static.privacy.location.label": "Your approximate location",
  "static.privacy.location.text":
    ", worked out on our own server from your network (IP) address with a built-in lookup table, to show nearby rentals and the rent help for your state. No outside service sees your address and we don't store the result. A city you choose yourself is kept in a cookie on your device for a year.",
  "static.privacy.sessions.label": "Sign-in sessions",
  "static.privacy.sessions.text":
    ": the network address and browser you signed in from. A session ends when you sign out or after 30 days without a visit.",
  "static.privacy.limits.label": "Abuse limits",
  "static.privacy.limits.text":
    ": counts of attempts per network address (sign-in, messages, donations, reports) to stop abuse. Each count is deleted automatically soon after its time window (one minute to one day) has passed.",
  "static.privacy.contact.label": "Messages to our team",
  "static.privacy.contact.text":
    " through the Contact page (name, email and message), and, if you install the app, your browser type. Kept until you ask us to delete them.",
  "static.privacy.use.title": "How we use it",
  "static.privacy.use.run":
    "To run the marketplace: show listings, deliver messages and applications, verify landlords and campaigns, and send payouts to landlords.",
  "static.privacy.use.emails":
    "To send the emails you expect: receipts, password resets and replies to your questions.",
  "static.privacy.use.scams":
    "To keep the platform free of scams: we review campaigns, landlord documents and reported listings and messages, and messages that ask for money before a viewing show a warning.",
  "static.privacy.never.title": "What we never do",
  "static.privacy.never.sell": "We never sell your personal information.",
  "static.privacy.never.fees":
    "We never charge application fees, and we never send donations to renters: they go to the landlord.",
  "static.privacy.choices.title": "Your choices",
  "static.privacy.choices.text":
    "You can update your name and phone number from your dashboard at any time. To delete your account or documents, or to get a copy of your data, contact us through the Contact page and we will respond within 24-48 hours.",
  "static.privacy.security.title": "Security",
  "static.privacy.security.text":
    "Passwords are stored only as salted hashes, sessions use secure cookies, verification documents are kept in private storage only our admins can open, and payment details are handled by the payment provider, never by us.",

  "static.terms.meta.title": "Terms of Service | Affordable",
  "static.terms.meta.description":
    "The terms for renters, landlords and donors using Affordable and Rent Party.",
  "static.terms.title": "Terms of Service",
  "static.terms.intro":
    "By using Affordable you agree to these terms. They are written to be read, so please do.",
  "static.terms.marketplace.title": "The marketplace",
  "static.terms.marketplace.direct":
    "Renters and landlords deal directly. Affordable is not an agent and takes no commission.",
  "static.terms.marketplace.fees":
    "Landlords may not charge application fees through the platform or ask renters to pay before a lease is signed.",
  "static.terms.marketplace.real":
    "Listings must be real, available, and honestly priced. We remove listings that are not.",
  "static.terms.marketplace.vouchers":
    "Section 8 and other housing vouchers must be treated like any other source of income where the law requires it.",
  "static.terms.rentParty.title": "Rent Party campaigns",
  "static.terms.rentParty.start":
    "A renter may start a campaign for rent they owe. We verify the situation and contact the property owner first.",
  "static.terms.rentParty.owner": "Donations are paid to the property owner, never to the renter.",
  "static.terms.rentParty.gifts": "Donations are personal gifts. They are not tax-deductible.",
  "static.terms.account.title": "Your account",
  "static.terms.account.password":
    "Keep your password to yourself. You are responsible for what is done with your account.",
  "static.terms.account.suspend":
    "We may suspend accounts that post scams, harass others or break these terms.",
  "static.terms.support.title": "Support",
  "static.terms.support.text":
    "Questions about these terms? Write to us from the Contact page. We reply within 24-48 hours.",

  "static.landlord.meta.title": "Become a Verified Landlord | Affordable",
  "static.landlord.meta.description":
    "Get a free verified badge, featured placement and renters who are ready to move. No agents and no fees: list directly on Affordable.",
  "static.landlord.title": "Become a Verified Landlord and Help Keep Renters Housed",
  "static.landlord.intro":
    "List for free, get a verification badge by sharing your ownership documents, and fill vacancies with renters who are ready to move.",
  "static.landlord.getStarted": "Get Started",
  "static.landlord.why": "Why landlords choose Affordable",
  "static.landlord.trusted.title": "A trusted platform",
  "static.landlord.trusted.text":
    "No scams and no fake listings: renters come here because they trust what they see.",
  "static.landlord.renters.title": "Verified renters",
  "static.landlord.renters.text":
    "Renters message you directly and apply for free, with their details up front.",
  "static.landlord.exposure.title": "Real exposure",
  "static.landlord.exposure.text":
    "Reach renters searching by city, budget and Section 8 across the country.",
  "static.landlord.benefits.title": "Verified benefits",
  "static.landlord.benefits.badge": "A free public verification badge on every listing",
  "static.landlord.benefits.rotation": "Featured rotation on the home page",
  "static.landlord.benefits.filter": "A place in the verified-only filter renters use",
  "static.landlord.benefits.direct": "Direct messages from renters, with no agent in between",
  "static.landlord.premium.title": "Premium listings",
  "static.landlord.premium.text":
    "Our team can make a verified landlord's listings premium: they sit at the top of search results, marked Featured, and take turns in the home page's Featured Listings.",
  "static.landlord.ready.title": "Ready to help keep renters housed?",
  "static.landlord.ready.text": "It takes a few minutes to list, and it's free.",
  "static.landlord.ready.cta": "Become a Verified Landlord Today",

  "static.addTools.meta.title": "Add Landlord Tools | Affordable",
  "static.addTools.title": "Add landlord tools to your account?",
  "static.addTools.becomes":
    "Your account becomes a landlord account: you can list properties, see the renters who apply and ask to be verified.",
  "static.addTools.keeps":
    "Your Rent Parties, your messages and the applications you have sent stay with your account. Applying for new rentals is for renter accounts; to go back to one,",
  "static.addTools.contactUs": "contact us",
  "static.addTools.confirm": "Yes, add landlord tools",
  "static.addTools.notNow": "Not now",
  "static.addTools.adminRefused": "Admin accounts can't add landlord tools.",
} as const;
