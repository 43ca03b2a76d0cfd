/**
 * Text that refuses Section 8 / Housing Choice Voucher holders ("no Section 8", "no vouchers", "Sec 8 not
 * accepted", "no HCV"...). Refusing voucher holders is illegal in many states and cities: the listing form
 * refuses such text when the listing says it accepts Section 8, and a listing that says it elsewhere gets an
 * automatic "discriminatory" report for the admins (server/reports). One pattern, here, for both.
 */

/** "Section 8", "Sec 8", "Sec. 8", "section-8", "S8", "S-8", "Section VIII". */
const SECTION_8 = String.raw`(?:sec(?:tion)?\.?[\s-]*(?:8|viii)|s[\s-]?8)`;
/** Voucher words: "voucher(s)", "housing voucher(s)", "HCV", "housing choice voucher(s)". */
const VOUCHER = String.raw`(?:(?:housing\s+(?:choice\s+)?)?vouchers?|hcv)`;
const SUBJECT = String.raw`(?:${SECTION_8}(?:\s+(?:housing|tenants?|vouchers?|applicants?|program))?|${VOUCHER})`;
const REFUSED = String.raw`(?:not\s+(?:accepted|allowed|welcome|considered|taken|eligible)|(?:is|are)\s+not\s+(?:accepted|allowed|welcome|considered|taken)|unaccepted|declined|prohibited|excluded)`;

const PATTERNS = [
  // "no Section 8", "no s8", "no vouchers", "no housing vouchers", "no HCV", "NO SEC-8!"
  String.raw`\bno[\s.:,-]+(?:${SUBJECT})(?![a-z0-9])`,
  // "Section 8 not accepted", "vouchers are not accepted", "section 8 tenants not welcome"
  String.raw`(?<![a-z0-9])${SUBJECT}\s*(?:[-:,]\s*)?${REFUSED}\b`,
  // "we don't / do not / won't / will not / cannot accept / take Section 8"
  String.raw`\b(?:don'?t|do\s+not|won'?t|will\s+not|can'?not|can'?t|does\s+not|doesn'?t|not)\s+(?:accept(?:ing)?|take|taking|allow|rent\s+to)\s+(?:any\s+)?${SUBJECT}(?![a-z0-9])`,
  // "Section 8: no", "vouchers - no"
  String.raw`(?<![a-z0-9])${SUBJECT}\s*[:-]\s*no\b`,
];

const REFUSES_SECTION_8 = new RegExp(PATTERNS.map((p) => `(?:${p})`).join("|"), "iu");

/** Whether listing text refuses Section 8 voucher holders (case-insensitive; "sec 8", "section-8", "S8"). */
export function refusesSection8(text: string | null | undefined): boolean {
  if (!text) return false;
  // Curly apostrophes and non-breaking spaces read like their plain forms.
  return REFUSES_SECTION_8.test(text.replace(/[\u2018\u2019]/g, "'").replace(/\u00a0/g, " "));
}

export const SECTION_8_REFUSAL_MESSAGE = "This listing accepts Section 8: remove text that refuses vouchers.";

/** The details of the automatic report on a listing whose text refuses Section 8. */
export const AUTOMATIC_SECTION_8_REPORT = "Automatic: the listing text refuses Section 8 vouchers.";
