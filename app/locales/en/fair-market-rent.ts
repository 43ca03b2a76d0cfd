/**
 * HUD Fair Market Rents where a page shows them: the listing page's Voucher fit panel, the landlord form's
 * hint and utilities fields, the city pages' table, and the housing agencies.
 */
export default {
  "fmr.panel.title": "Voucher fit",
  "fmr.panel.notSection8":
    "The landlord has not marked this home as accepting Section 8: ask them before you apply.",
  "fmr.source": "HUD FY{year} Fair Market Rent",
  "fmr.panel.figure":
    "{amount} a month for {bedrooms, plural, =0 {a studio} other {a #-bedroom}} in ZIP code {zip}",
  "fmr.basis.zip": "ZIP code {zip}'s own Small Area FMR.",
  "fmr.basis.area": "The FMR of the area: {area}.",
  "fmr.range": "Usual payment standard: {low} to {high} a month (90–110 % of the FMR).",
  "fmr.within":
    "The rent is within the Fair Market Rent for {bedrooms, plural, =0 {a studio} other {a #-bedroom}} here",
  "fmr.above":
    "The rent is {amount} above the Fair Market Rent for {bedrooms, plural, =0 {a studio} other {a #-bedroom}} here — ask your housing agency; the 40 % rule may still allow it",
  "fmr.rentOnly": "This compares the rent only: the listing does not say what the tenant pays for utilities.",
  "fmr.withUtilities":
    "Counted with {amount} a month of utilities the tenant pays (the landlord's estimate).",
  "fmr.utilitiesIncluded": "Utilities are included in the rent.",
  "fmr.agencyDecides":
    "Your housing agency sets the payment standard (usually 90–110 % of the FMR) and makes the final decision.",
  "fmr.city.title": "Section 8 in {city}: Fair Market Rents and housing agencies",
  "fmr.table.caption": "HUD FY{year} Fair Market Rents, {place}",
  "fmr.table.size": "Size",
  "fmr.table.rent": "Fair Market Rent a month",
  "fmr.table.bedrooms": "{count, plural, =0 {Studio} one {# bedroom} other {# bedrooms}}",
  "fmr.table.basisZip": "ZIP code {zip}'s own Small Area FMR.",
  "fmr.table.basisArea": "For ZIP code {zip}: the FMR of the {area}.",
  "fmr.agencies.title": "Housing agencies that run vouchers",
  "fmr.agencies.county": "In {county}",
  "fmr.agencies.state": "Elsewhere in the state ({count, plural, one {# agency} other {# agencies}})",
  "fmr.agencies.none": "We have no voucher agency on file for this county.",
  "fmr.agencies.section8": "Section 8 (Housing Choice Vouchers)",
  "fmr.agencies.combined": "Vouchers and public housing",
  "fmr.agencies.phone": "Phone",
  "fmr.agencies.email": "Email",
  "fmr.form.utilitiesIncluded": "Utilities included in the rent",
  "fmr.form.tenantUtilities": "Monthly utilities the tenant pays (estimate, $)",
  "fmr.form.tenantUtilitiesHint":
    "Whole dollars, 0 to 2,000. Voucher holders' rent limits count it. Leave it empty if you don't know.",
  "fmr.form.hint":
    "HUD FY{year} Fair Market Rent for {bedrooms, plural, =0 {a studio} other {a #-bedroom}} in ZIP code {zip}: {amount} a month.",
  "fmr.form.within": "The rent is within it.",
  "fmr.form.above": "The rent is {amount} above it: voucher holders may not be able to take it.",
  "fmr.form.unknownZip": "We have no Fair Market Rent for this ZIP code",
} as const;
