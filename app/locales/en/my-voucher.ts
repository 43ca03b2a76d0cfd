import { VOUCHER_MESSAGES } from "@common/my-voucher";

/** The "My voucher" page (/my-voucher): the form, its errors and what is saved. */
export default {
  "myVoucher.meta.title": "My voucher",
  "myVoucher.meta.description":
    "Tell us your Housing Choice Voucher and every listing says whether it fits. Private: landlords never see it.",
  "myVoucher.title": "My voucher",
  "myVoucher.intro":
    "Tell us about your Housing Choice Voucher (Section 8) and every listing will say whether it fits, using HUD FY2026 Fair Market Rents.",
  "myVoucher.private": "Private: only you see this. Landlords never do, and you can delete it at any time.",
  "myVoucher.savedOnAccount": "Saved on your account.",
  "myVoucher.savedInBrowser": "Saved in this browser only. Log in to keep it on your account.",
  "myVoucher.notSaved": "No voucher saved yet.",
  "myVoucher.fromProfile":
    "Filled in from your application profile: check it, then save it to see your verdict on every listing.",
  "myVoucher.bedrooms": "Voucher bedroom size",
  "myVoucher.bedroomsHint": "The bedroom size printed on your voucher.",
  "myVoucher.choose": "Choose…",
  "myVoucher.bedroomOption": "{count, plural, =0 {Studio (0 bedrooms)} one {# bedroom} other {# bedrooms}}",
  "myVoucher.agency": "Housing agency (optional)",
  "myVoucher.agencyHint": "Type your agency's name, city or code, then pick it from the list.",
  "myVoucher.agencyPlaceholder": "e.g. Chicago Housing Authority",
  "myVoucher.agencyResults":
    "{count, plural, =0 {No agency found} one {# agency found} other {# agencies found}}",
  "myVoucher.agencySearching": "Searching…",
  "myVoucher.agencyChosen": "Chosen: {name}",
  "myVoucher.paymentStandard": "Payment standard (optional)",
  "myVoucher.paymentStandardHint":
    "Dollars a month, from your agency's letter. Without it we use the Fair Market Rent.",
  "myVoucher.grossIncome": "Monthly income before deductions (optional)",
  "myVoucher.adjustedIncome": "Adjusted monthly income (optional)",
  "myVoucher.incomeHint":
    "Used only for the 40 % rule. Adjusted income is on your agency's paperwork, if you know it.",
  "myVoucher.save": "Save my voucher",
  "myVoucher.saving": "Saving…",
  "myVoucher.delete": "Delete my voucher",
  "myVoucher.deleteHint": "Removes everything on this page from our records (or from this browser).",
  "myVoucher.agencyDecides":
    "Your housing agency sets the payment standard (usually 90–110 % of the FMR) and makes the final decision.",
  "myVoucher.browse": "Browse rentals that fit",
  [`error.${VOUCHER_MESSAGES.bedrooms}` as const]: VOUCHER_MESSAGES.bedrooms,
  [`error.${VOUCHER_MESSAGES.agency}` as const]: VOUCHER_MESSAGES.agency,
  [`error.${VOUCHER_MESSAGES.paymentStandard}` as const]: VOUCHER_MESSAGES.paymentStandard,
  [`error.${VOUCHER_MESSAGES.income}` as const]: VOUCHER_MESSAGES.income,
  [`error.${VOUCHER_MESSAGES.adjustedAboveGross}` as const]: VOUCHER_MESSAGES.adjustedAboveGross,
} as const;
