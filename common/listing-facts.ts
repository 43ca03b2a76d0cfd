/** How a listing's where and when read on cards and its page (issue 28): pure rules, no texts. */

/** Whole days from `since` to `now` (0 on the same day or for a future `since`). */
export function daysSince(since: Date | string, now: Date): number {
  const ms = now.getTime() - new Date(since).getTime();
  return ms > 0 ? Math.floor(ms / 86_400_000) : 0;
}

/** "Available now" when there is no date or it is today or past (`today` is YYYY-MM-DD). */
export function isAvailableNow(availableFrom: string | null, today: string): boolean {
  return availableFrom === null || availableFrom <= today;
}

/** The street line as the page shows it: "123 Main St, Unit 4B" (the unit's word is the page's). */
export function streetAddress(
  addressLine: string | null,
  unit: string | null,
  unitWord: string,
): string | null {
  if (!addressLine) return null;
  return unit ? `${addressLine}, ${unitWord} ${unit}` : addressLine;
}
