import crypto from "node:crypto";
import { isUuid } from "../../common/schemas/id";
import { deriveSecret } from "../secret";

/** How long an unsubscribe link works: a year (an old alert email's link still stops the alerts). */
export const UNSUBSCRIBE_TOKEN_DAYS = 365;
const PURPOSE = "saved-search-unsubscribe";

/**
 * The signed token of an alert email's unsubscribe link: the saved search's id, an expiry, and an
 * HMAC-SHA256 over both and this purpose, keyed by a secret derived from the app's (never the session
 * secret itself). It cannot be guessed, nor changed to name another search, nor reused for another
 * purpose; it works without signing in.
 */
export function unsubscribeToken(appSecret: string, searchId: string, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + UNSUBSCRIBE_TOKEN_DAYS * 24 * 60 * 60;
  return `${searchId}.${expires.toString(36)}.${signature(appSecret, searchId, expires)}`;
}

function signature(appSecret: string, searchId: string, expires: number): string {
  return crypto
    .createHmac("sha256", deriveSecret(appSecret, PURPOSE))
    .update(`${PURPOSE}:${searchId}:${expires}`)
    .digest("base64url");
}

/** The search a token names, or why it cannot be used ("invalid": forged or mangled; "expired"). */
export function readUnsubscribeToken(
  appSecret: string,
  token: string,
  now = new Date(),
): { searchId: string } | { error: "invalid" | "expired" } {
  const [searchId, expiresText, sig, extra] = token.split(".");
  if (extra !== undefined || !searchId || !expiresText || !sig || !isUuid(searchId))
    return { error: "invalid" };
  if (!/^[0-9a-z]{1,12}$/.test(expiresText)) return { error: "invalid" };
  const expires = Number.parseInt(expiresText, 36);
  const expected = Buffer.from(signature(appSecret, searchId, expires));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
    return { error: "invalid" };
  if (expires * 1000 < now.getTime()) return { error: "expired" };
  return { searchId };
}
