import { MESSAGE_REQUIRED } from "@common/message-rules";
import { CONTROL_CHARACTERS_MESSAGE, SINGLE_LINE_MESSAGE } from "@common/text-messages";
/**
 * The cards and small parts several pages show (listing and campaign cards, their facts, photos, badges and
 * progress, the Message dialog): a page that shows them sends this area, not the whole listings or Rent
 * Party catalog.
 */
export default {
  "listings.baths": "{count, plural, one {# bath} other {# baths}}",
  "listings.beds": "{count, plural, one {# bed} other {# beds}}",
  "listings.card.linkOf": "{label}: {title}",
  "listings.card.messageLandlordOf": "Message Landlord: {title}",
  "listings.card.viewDetails": "View Details",
  "listings.estimate.badge": "Estimate",
  "listings.estimate.median": "Median of {count} listings in this city",
  "listings.featured": "Featured",
  "listings.message.close": "Close",
  "listings.message.label": "Message",
  "listings.message.send": "Send Message",
  "listings.messageLandlord": "Message Landlord",
  "listings.noPhoto": "No photo yet",
  "listings.notAvailable": "N/A",
  "listings.perMonth": "/month",
  "listings.priceTbd": "Price TBD",
  "listings.section8Accepted": "Section 8 Accepted",
  "listings.withinVoucherLimits": "Within voucher limits",
  "listings.sending": "Sending...",
  "listings.studio": "Studio",
  "listings.untitled": "Untitled Property",
  "listings.verifiedLandlord": "Verified landlord",
  "rentParty.askedFor": "Asked for {asked}; the landlord confirmed {owed} owed",
  "rentParty.card.amountTbd": "Amount TBD",
  "rentParty.card.badge": "Rent Party",
  "rentParty.card.helpOut": "Help Out",
  "rentParty.card.helpOutLabel": "Help Out: {title}",
  "rentParty.card.progressLabel": "{title}: amount raised",
  "rentParty.goal": "Goal: {amount}",
  "rentParty.progress.label": "Amount raised",
  "rentParty.progress.raisedOf": "raised of {goal}",
  "rentParty.progress.valueText": "{raised} raised of {goal} ({percent}%)",
  "rentParty.status.closed": "Closed",
  "rentParty.status.inactive": "Inactive",
  "rentParty.status.pending": "Pending",
  "rentParty.status.verified": "Verified",

  // Message dialog's errors (the schema's and the service's, English where written: docs/i18n.md)
  [`error.${MESSAGE_REQUIRED}`]: MESSAGE_REQUIRED,
  "error.Must be at most {max} characters": "Must be at most {max} characters",
  [`error.${SINGLE_LINE_MESSAGE}`]: SINGLE_LINE_MESSAGE,
  [`error.${CONTROL_CHARACTERS_MESSAGE}`]: CONTROL_CHARACTERS_MESSAGE,
  "error.This listing doesn't exist or is no longer available.":
    "This listing doesn't exist or is no longer available.",
  "error.This listing has no landlord to message.": "This listing has no landlord to message.",
  "error.This is your own listing.": "This is your own listing.",
  "error.Please log in to send messages.": "Please log in to send messages.",
  "error.You're sending messages too quickly. Please wait a minute and try again.":
    "You're sending messages too quickly. Please wait a minute and try again.",
} as const;
