import { PHONE_MESSAGE } from "@common/phone";
import { CONTROL_CHARACTERS_MESSAGE, SINGLE_LINE_MESSAGE } from "@common/text-messages";
/** Texts of the rentParty area (see docs/i18n.md): campaign pages, donating, starting one, the landlord's link. */
export default {
  // Page titles and descriptions
  "rentParty.meta.campaign": "{title} | Rent Party | Affordable",
  "rentParty.meta.ogImageAlt": "{title}: campaign progress",
  "rentParty.meta.thankYou": "Thank you | {title} | Affordable",
  "rentParty.meta.offline": "Campaign unavailable offline | Affordable",
  "rentParty.meta.start": "Start a Rent Party | Affordable",
  "rentParty.meta.startDescription":
    "Behind on rent? Start a Rent Party: we verify your situation with your landlord, your community donates, and every dollar goes straight to your landlord.",
  "rentParty.meta.landlordConfirm": "Confirm a Rent Party | Affordable",

  // Offline screen
  "rentParty.offline.title": "Campaign unavailable offline",
  "rentParty.offline.text": "Please connect to the internet to view campaign details and make donations.",

  // Progress, goal and status (campaign page, cards, dashboards)

  // Campaign card

  // Campaign page
  "rentParty.campaign.landlordConfirmed": "Landlord confirmed the amount owed",
  "rentParty.campaign.excess":
    "{amount} was given above what is owed: it is kept as credit toward this tenant's next month of rent with the same landlord.",
  "rentParty.campaign.paidHeading": "Paid to the landlord",
  "rentParty.campaign.raised": "Raised:",
  "rentParty.campaign.paidLabel": "Paid to the landlord:",
  "rentParty.campaign.payout": "{amount} sent to the landlord on {day}",
  "rentParty.campaign.payoutCorrection": "{amount} correction to what was sent, recorded on {day}",
  "rentParty.campaign.reference": "(reference {reference})",
  "rentParty.campaign.noPayouts": "Nothing has been sent to the landlord yet.",
  "rentParty.campaign.story": "Story",
  "rentParty.campaign.landlord": "Landlord:",
  "rentParty.campaign.created": "Created:",
  "rentParty.campaign.closedTitle": "This campaign is closed.",
  "rentParty.campaign.closedText": "It no longer takes donations. What it raised and paid stays here.",
  "rentParty.campaign.goalReached": "Goal reached — thank you!",
  "rentParty.campaign.noLongerTaking": "This campaign is no longer taking donations.",
  "rentParty.campaign.support": "Support this campaign",
  "rentParty.campaign.stillNeeded": "Still needed:",
  "rentParty.campaign.pendingTitle": "Campaign Pending Approval.",
  "rentParty.campaign.pendingText": "Donations will be available once verified.",
  "rentParty.campaign.excessPolicy":
    "If donations go over what is owed (a payment already under way when the goal is reached), the extra is kept as credit toward the same tenant's next month of rent with the same landlord. It is never paid to the renter.",

  // Donate panel
  "rentParty.donate.form": "Donate",
  "rentParty.donate.amount": "Donation amount",
  "rentParty.donate.other": "Other amount (USD)",
  "rentParty.donate.otherPlaceholder": "Any amount from $1",
  "rentParty.donate.name": "Your name (optional)",
  "rentParty.donate.nameHint": "Leave empty to give anonymously.",
  "rentParty.donate.email": "Email for your receipt (optional)",
  "rentParty.donate.giveInstead": "Give {amount} instead",
  "rentParty.donate.creating": "Creating payment...",
  "rentParty.donate.crypto": "Donate with Crypto",
  "rentParty.donate.card": "Donate with Card",
  "rentParty.donate.note":
    "Paid in stablecoins through our payment partner. Every dollar goes to the landlord, never to the renter. Donations are personal gifts and are not tax-deductible.",
  "rentParty.donate.redirecting": "Redirecting to Payment",
  "rentParty.donate.failedTitle": "Payment Creation Failed",
  "rentParty.donate.failedText": "Unable to create crypto payment. Please try again later.",
  "rentParty.donate.comingSoon": "Coming Soon!",
  "rentParty.donate.comingSoonText": "Card donations are on their way.",

  // Share
  "rentParty.share.heading": "Share this campaign",
  "rentParty.share.share": "Share",
  "rentParty.share.link": "Campaign link",
  "rentParty.share.copy": "Copy link",
  "rentParty.share.on": "Share on",
  "rentParty.share.copied": "Link copied.",
  "rentParty.share.copyFailed": "Could not copy: select the link and copy it.",

  // Thank-you page
  "rentParty.thanks.title": "Thank you for your donation!",
  "rentParty.thanks.pendingTitle": "Thank you! Your payment is on its way",
  "rentParty.thanks.failedTitle": "This payment did not go through",
  "rentParty.thanks.receivedBefore": "Your gift of",
  "rentParty.thanks.receivedAfter": "to {title} has been received.",
  "rentParty.thanks.pending":
    "We're waiting for the payment network to confirm your {amount} gift to {title}. This can take a few minutes.",
  "rentParty.thanks.failed": "No money was taken. You can try again from the campaign page.",
  "rentParty.thanks.support": "Your support for {title} helps a neighbor stay housed.",
  "rentParty.thanks.receipt": "Receipt number",
  "rentParty.thanks.receiptEmailed": ". A receipt is on its way to your email.",
  "rentParty.thanks.landlordNote":
    "Every dollar is paid to the landlord, {landlord}, directly, never to the renter. Your donation is a personal gift and is not tax-deductible.",
  "rentParty.thanks.checkAgain": "Check again",
  "rentParty.thanks.back": "Back to the campaign",
  "rentParty.thanks.whatWasPaid": "What was paid to the landlord",

  // How it works
  "rentParty.how.heading": "How Rent Parties Work",
  "rentParty.how.step1Title": "1. Share your story",
  "rentParty.how.step1Text":
    "A renter behind on rent starts a campaign with their story and the amount they owe.",
  "rentParty.how.step2Title": "2. We verify it",
  "rentParty.how.step2Text":
    "Our team checks the situation and contacts the property owner before donations open.",
  "rentParty.how.step3Title": "3. Donations go to the landlord",
  "rentParty.how.step3Text":
    "Every dollar is paid to the landlord directly, never to the renter. Donors get a receipt.",
  "rentParty.how.startHeading": "How it works",
  "rentParty.how.start1": "Tell your story and set a goal for the rent you owe.",
  "rentParty.how.start2": "Give us your landlord's name and email so we can verify the situation with them.",
  "rentParty.how.start3": "Our team reviews your campaign. Once verified, it goes live and donations open.",
  "rentParty.how.start4": "Share your campaign page with friends, family and your community.",
  "rentParty.how.start5":
    "Donations are paid directly to your landlord, never to you, so every dollar goes to your rent.",

  // Start a Rent Party page
  "rentParty.start.title": "Start a Rent Party",
  "rentParty.start.intro":
    "Behind on rent or facing eviction? Tell your story. Once we verify it with your landlord, your community can chip in, and every dollar goes straight to your landlord.",
  "rentParty.help.heading": "Before you start: help that can pay the rent you owe",
  "rentParty.help.text":
    "Public programs can often pay rent arrears or stop an eviction, and they don't have to be paid back. Check them first; a Rent Party can cover what they don't.",
  "rentParty.help.textInState":
    "Public programs can often pay rent arrears or stop an eviction, and they don't have to be paid back. Check them first in {state}; a Rent Party can cover what they don't.",
  "rentParty.help.state": "Your state",
  "rentParty.help.chooseState": "Choose a state",
  "rentParty.help.show": "Show programs",
  "rentParty.help.newTab": "(opens in a new tab)",
  "rentParty.help.checked": "Link last checked {date}",
  "rentParty.help.continue": "Continue to Rent Party",
  "rentParty.help.signIn":
    "You'll sign in or create a free account to start your campaign. The programs above don't need one.",
  // The programs (common/rent-help.ts, by id): the official name kept, what it does in one sentence.
  "rentParty.help.program.us211.name": "211: call or text 211",
  "rentParty.help.program.us211.description":
    "Free, confidential line that connects you with local emergency rent help, utility help and shelters.",
  "rentParty.help.program.cfpb.name": "Rental assistance finder (CFPB)",
  "rentParty.help.program.cfpb.description":
    "Find the emergency rental assistance program that serves your city, county or state.",
  "rentParty.help.program.lawHelp.name": "LawHelp.org: free legal aid",
  "rentParty.help.program.lawHelp.description":
    "Got an eviction notice? Find free legal aid and know your rights as a tenant in your state.",
  "rentParty.help.program.illinoisLegalAid.name": "Illinois Legal Aid Online",
  "rentParty.help.program.illinoisLegalAid.description":
    "Free legal help and step-by-step guides for Illinois tenants facing eviction.",
  "rentParty.help.program.lawHelpCa.name": "LawHelpCA",
  "rentParty.help.program.lawHelpCa.description":
    "Find free legal aid near you and guides for California tenants facing eviction.",
  "rentParty.help.program.texasLawHelp.name": "TexasLawHelp.org",
  "rentParty.help.program.texasLawHelp.description":
    "Free legal information, forms and legal aid for Texas tenants facing eviction.",
  "rentParty.help.program.lawHelpNy.name": "LawHelpNY",
  "rentParty.help.program.lawHelpNy.description":
    "Find free legal help in New York, including help for tenants facing eviction.",

  // Start form
  "rentParty.form.title": "Campaign title",
  "rentParty.form.titlePlaceholder": "e.g. Maria's family needs help catching up",
  "rentParty.form.headline": "Your public headline:",
  "rentParty.form.subtitle": "Subtitle: {title}",
  "rentParty.form.useFirstName": 'Use my first name in the headline ("{headline}")',
  "rentParty.form.story": "Your story",
  "rentParty.form.storyHint": "What happened, what you owe, and how you'll stay on track.",
  "rentParty.form.goal": "Goal amount (USD)",
  "rentParty.form.city": "Your city",
  "rentParty.form.state": "Your state",
  "rentParty.form.landlord": "Your landlord",
  "rentParty.form.landlordName": "Landlord name",
  "rentParty.form.landlordEmail": "Landlord email",
  "rentParty.form.landlordPhone": "Landlord phone (optional)",
  "rentParty.form.phoneHint": "For example 312-555-0100, or +44 20 7946 0958 outside the U.S.",
  "rentParty.form.landlordLocale": "Landlord's language",
  "rentParty.form.landlordLocaleHint": "We email your landlord in this language.",
  "rentParty.form.submitting": "Submitting...",
  "rentParty.form.submit": "Submit Campaign",

  // The landlord's private link
  "rentParty.landlord.problemTitle": "This link can't be used",
  // Why (server/rent-parties/read-landlord-link.ts), English where written: docs/i18n.md.
  "error.This link is not valid. It may have been mistyped, replaced by a newer link, or already used. Please use the latest email we sent, or contact support.":
    "This link is not valid. It may have been mistyped, replaced by a newer link, or already used. Please use the latest email we sent, or contact support.",
  "error.This link has expired. Please contact support or ask your tenant to have a new link sent.":
    "This link has expired. Please contact support or ask your tenant to have a new link sent.",
  "rentParty.landlord.answeredTitle": "Thank you, your answer is recorded",
  "rentParty.landlord.answeredConfirm":
    "You confirmed the tenancy and the amount owed. Our team reviews the campaign next; donations are paid to you directly, and each payout is shown on the campaign page.",
  "rentParty.landlord.answeredDispute":
    "You disputed this campaign: it will not be verified. Our team will contact you.",
  "rentParty.landlord.title": "Confirm a Rent Party for your tenant",
  "rentParty.landlord.yourTenant": "Your tenant",
  "rentParty.landlord.intro":
    'Hello {landlord}. {renter} started "{title}" to raise rent owed to you (goal {goal}). Donations are paid to you directly. This link works once, until {date}.',
  "rentParty.landlord.introInPlace":
    'Hello {landlord}. {renter} started "{title}" in {place} to raise rent owed to you (goal {goal}). Donations are paid to you directly. This link works once, until {date}.',
  "rentParty.landlord.confirm": "Confirm",
  "rentParty.landlord.thisPerson": "This person",
  "rentParty.landlord.tenancy": "{renter} is my tenant at this address",
  "rentParty.landlord.amountOwed": "Amount owed (USD)",
  "rentParty.landlord.amountOwedHint": "At most the goal, {goal}. If lower, donations stop at this amount.",
  "rentParty.landlord.payout": "How you want to be paid",
  "rentParty.landlord.payoutHint":
    "e.g. check to your mailing address, or bank transfer. Kept private: only our team sees it.",
  "rentParty.landlord.confirmButton": "Confirm amount owed",
  "rentParty.landlord.dispute": "Dispute",
  "rentParty.landlord.whatIsWrong": "What is wrong",
  "rentParty.landlord.disputeButton": "Dispute this campaign",

  // My Rent Parties (dashboards)
  "rentParty.mine.heading": "My Rent Parties",
  "rentParty.mine.start": "Start a Rent Party",
  "rentParty.mine.empty": "You haven't started a Rent Party yet.",
  "rentParty.mine.started": "Started {date}",
  "rentParty.mine.stage": "Stage: {stage}.",
  "rentParty.stage.submitted": "Submitted",
  "rentParty.stage.waiting_for_landlord": "Waiting for landlord",
  "rentParty.stage.under_review": "Under review",
  "rentParty.stage.live": "Live",
  "rentParty.stage.funded": "Funded",
  "rentParty.stage.paid": "Paid to landlord",
  "rentParty.stage.closed": "Closed",
  "rentParty.next.submitted": "We will email your landlord a private link to confirm the amount owed.",
  "rentParty.next.waiting_for_landlord":
    "Your landlord has a private link to confirm that you are their tenant and the amount owed. Once they answer, our team reviews your campaign.",
  "rentParty.next.under_review":
    "Your landlord answered. Our team reviews your campaign; once verified, it goes live and donations open.",
  "rentParty.next.live": "Your campaign is live: share its page. Every dollar goes to your landlord.",
  "rentParty.next.funded":
    "Your goal is reached. We send the money to your landlord and record the payout on your campaign page.",
  "rentParty.next.paid": "The money was sent to your landlord. The payout is shown on your campaign page.",
  "rentParty.next.closed": "This campaign is closed and no longer takes donations.",
  "rentParty.next.disputed":
    "Your landlord disputed this campaign, so it cannot go live as it is. Our team will contact you.",

  // Form errors these pages can show (the schemas' and the services', which stay English: docs/i18n.md);
  // a figure in a message is a placeholder ({amount}, {max}), filled from the English text.
  // Start a Rent Party form
  "error.Title is required": "Title is required",
  "error.Title must be at most {max} characters": "Title must be at most {max} characters",
  "error.Story is required": "Story is required",
  "error.Story must be at most {max} characters": "Story must be at most {max} characters",
  "error.Goal amount is required": "Goal amount is required",
  "error.Goal amount must be a number": "Goal amount must be a number",
  "error.Goal amount must be at least {amount}": "Goal amount must be at least {amount}",
  "error.Goal amount must be at most {amount}": "Goal amount must be at most {amount}",
  "error.Goal amount must be in steps of $0.01": "Goal amount must be in steps of $0.01",
  "error.Landlord name is required": "Landlord name is required",
  "error.Landlord name must be at most {max} characters": "Landlord name must be at most {max} characters",
  "error.Landlord email is required": "Landlord email is required",
  "error.Please enter a valid email address": "Please enter a valid email address",
  "error.Email is too long": "Email is too long",
  [`error.${PHONE_MESSAGE}`]: PHONE_MESSAGE,
  "error.City is required": "City is required",
  "error.City must be at most {max} characters": "City must be at most {max} characters",
  "error.Please enter a real city name": "Please enter a real city name",
  "error.State is required": "State is required",
  "error.Please choose a U.S. state": "Please choose a U.S. state",
  "error.Please choose English or Español": "Please choose English or Español",
  [`error.${SINGLE_LINE_MESSAGE}`]: SINGLE_LINE_MESSAGE,
  [`error.${CONTROL_CHARACTERS_MESSAGE}`]: CONTROL_CHARACTERS_MESSAGE,
  // Donate panel
  "error.Donation amount is required": "Donation amount is required",
  "error.Donation amount must be a number": "Donation amount must be a number",
  "error.Donation amount must be at least {amount}": "Donation amount must be at least {amount}",
  "error.Donation amount must be at most {amount}": "Donation amount must be at most {amount}",
  "error.Donation amount must be in steps of $0.01": "Donation amount must be in steps of $0.01",
  "error.Name must be at most {max} characters": "Name must be at most {max} characters",
  "error.This campaign needs only {amount} more. Give {amount} instead.":
    "This campaign needs only {amount} more. Give {amount} instead.",
  "error.The rest of this goal is being paid right now. If a payment is not completed, donations open again within an hour.":
    "The rest of this goal is being paid right now. If a payment is not completed, donations open again within an hour.",
  "error.This campaign is closed and no longer takes donations.":
    "This campaign is closed and no longer takes donations.",
  "error.Goal reached — thank you! This campaign is no longer taking donations.":
    "Goal reached — thank you! This campaign is no longer taking donations.",
  "error.This campaign doesn't exist or is no longer active.":
    "This campaign doesn't exist or is no longer active.",
  "error.Campaign Pending Approval. Donations will be available once verified.":
    "Campaign Pending Approval. Donations will be available once verified.",
  "error.Unable to create crypto payment. Please try again later.":
    "Unable to create crypto payment. Please try again later.",
  "error.Too many attempts. Please wait a minute and try again.":
    "Too many attempts. Please wait a minute and try again.",
  // The landlord's link
  "error.Please confirm this person is your tenant at this address":
    "Please confirm this person is your tenant at this address",
  "error.Amount owed is required": "Amount owed is required",
  "error.Amount owed must be a number": "Amount owed must be a number",
  "error.Amount owed must be at least {amount}": "Amount owed must be at least {amount}",
  "error.Amount owed must be at most {amount}": "Amount owed must be at most {amount}",
  "error.Amount owed must be in steps of $0.01": "Amount owed must be in steps of $0.01",
  "error.Amount owed must be at most the campaign's goal, {amount}":
    "Amount owed must be at most the campaign's goal, {amount}",
  "error.How you want to be paid is required": "How you want to be paid is required",
  "error.How you want to be paid must be at most {max} characters":
    "How you want to be paid must be at most {max} characters",
  "error.What is wrong is required": "What is wrong is required",
  "error.What is wrong must be at most {max} characters": "What is wrong must be at most {max} characters",
  // The admin's payout form
  "error.Payout amount is required": "Payout amount is required",
  "error.Payout amount must be a number": "Payout amount must be a number",
  "error.Payout amount must be at least {amount}": "Payout amount must be at least {amount}",
  "error.Payout amount must be at most {amount}": "Payout amount must be at most {amount}",
  "error.Payout amount must be in steps of $0.01": "Payout amount must be in steps of $0.01",
  "error.Reference (transaction id or check number) is required":
    "Reference (transaction id or check number) is required",
  "error.Reference (transaction id or check number) must be at most {max} characters":
    "Reference (transaction id or check number) must be at most {max} characters",
  "error.Note must be at most {max} characters": "Note must be at most {max} characters",
  "error.A payout can be at most {amount}, the amount not yet paid out":
    "A payout can be at most {amount}, the amount not yet paid out",
  "error.A correction can take off at most {amount}, what was paid out":
    "A correction can take off at most {amount}, what was paid out",
  "error.Everything raised has already been paid out": "Everything raised has already been paid out",
  "error.The landlord disputed this campaign: no payout can be recorded.":
    "The landlord disputed this campaign: no payout can be recorded.",
} as const;
