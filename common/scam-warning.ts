/**
 * Messages that ask for money outside the platform before a viewing (wire transfers, gift cards, crypto,
 * payment apps, "deposit to hold", the landlord who is abroad and mails the keys) get a calm warning on
 * both sides of the conversation. A hint, not a verdict: nothing is blocked on these words.
 */

const PATTERNS: RegExp[] = [
  /\bwire\s*(?:transfer|the\s+(?:money|deposit|rent|funds)|me)\b/i,
  /\bwestern\s*union\b|\bmoney\s*gram\b/i,
  /\bgift\s*cards?\b|\b(?:itunes|google\s*play|steam|amazon)\s+cards?\b/i,
  /\b(?:bitcoin|btc|crypto(?:currency)?|usdt|tether|ethereum)\b/i,
  /\b(?:zelle|cash\s*app|venmo|paypal\s+friends)\b/i,
  /\bdeposit\s+to\s+hold\b|\bhold\s+(?:it|the\s+(?:unit|place|apartment))\s+(?:for\s+you\s+)?(?:with|if\s+you\s+send)\b/i,
  /\b(?:out\s+of\s+(?:the\s+)?(?:country|state|town)|overseas|abroad|on\s+a\s+mission)\b/i,
  /\bmail\s+(?:you\s+)?the\s+keys?\b|\bsend\s+(?:you\s+)?the\s+keys?\b/i,
];

export function looksLikePaymentScam(text: string): boolean {
  return PATTERNS.some((pattern) => pattern.test(text));
}

export const SCAM_WARNING_TITLE = "Be careful with payment requests";
export const SCAM_WARNING_TEXT =
  "This conversation mentions paying outside Affordable (wire transfer, gift cards, crypto or a payment app). " +
  "Never send money before you have seen the home in person and signed a lease. If something feels off, report it.";
