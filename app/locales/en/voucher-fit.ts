/**
 * A renter's voucher on the pages that list rentals: the verdict on each card and on the listing page,
 * and the "Fits my voucher" search filter. Sent with those pages (small: the form's texts are in myVoucher).
 */
export default {
  "voucherFit.fits": "Fits your voucher",
  "voucherFit.over": "Over your payment standard by {amount}",
  "voucherFit.fortyPercent":
    "May fit under the 40 % rule: your share would be {share} a month ({percent} % of your income)",
  "voucherFit.yourVoucher": "Your voucher",
  "voucherFit.agencyDecides":
    "Your housing agency sets the payment standard (usually 90–110 % of the FMR) and makes the final decision.",
  "voucherFit.setVoucher": "Set your voucher",
  "voucherFit.editVoucher": "Edit my voucher",
  "voucherFit.filter.fits": "Fits my voucher",
  "voucherFit.filter.size": "Voucher size",
  "voucherFit.filter.anySize": "No voucher",
  "voucherFit.filter.bedrooms": "{count, plural, =0 {Studio} one {# bedroom} other {# bedrooms}}",
  "voucherFit.filter.yours": "Your voucher: {count, plural, =0 {studio} one {# bedroom} other {# bedrooms}}",
  "voucherFit.filter.shown":
    "Showing homes that fit {count, plural, =0 {a studio voucher} other {a #-bedroom voucher}} (HUD FY2026 Fair Market Rent).",
  "voucherFit.filter.apply": "Show homes",
  "voucherFit.filter.needsSize": "Choose a voucher size, or save your voucher, to use Fits my voucher.",
} as const;
