/**
 * Message times, as the spec words them. The conversation list shows the time today, "Yesterday", the
 * weekday name under 7 days, else month and day; a thread shows a clock time within 24 hours, otherwise
 * date and time.
 * `timeZone` is the viewer's (undefined: this runtime's); `locale` the page's language (names and clock).
 */

import { dateTimeFormat } from "./date-format";
import { LOCALE_TAGS, type Locale } from "./i18n";

function dayKey(date: Date, timeZone?: string): string {
  return dateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(date);
}

/** Whole calendar days between two dates in the viewer's time zone (0 = same day). */
function calendarDaysBetween(earlier: Date, later: Date, timeZone?: string): number {
  const a = Date.parse(`${dayKey(earlier, timeZone)}T00:00:00Z`);
  const b = Date.parse(`${dayKey(later, timeZone)}T00:00:00Z`);
  return Math.round((b - a) / 86_400_000);
}

const clock = (date: Date, timeZone?: string, locale: Locale = "en") =>
  dateTimeFormat(LOCALE_TAGS[locale], { timeZone, hour: "numeric", minute: "2-digit" }).format(date);

/**
 * The conversation list's time: "3:45 PM", "Yesterday", "Monday", "Nov 3" (Spanish: "3:45 p.m.", "Ayer",
 * "lunes", "3 nov"; the page gives its word for yesterday).
 */
export function formatConversationTime(
  date: Date,
  now: Date,
  timeZone?: string,
  locale: Locale = "en",
  yesterday = "Yesterday",
): string {
  const tag = LOCALE_TAGS[locale];
  const days = calendarDaysBetween(date, now, timeZone);
  if (days <= 0) return clock(date, timeZone, locale);
  if (days === 1) return yesterday;
  if (days < 7) return dateTimeFormat(tag, { timeZone, weekday: "long" }).format(date);
  return dateTimeFormat(tag, { timeZone, month: "short", day: "numeric" }).format(date);
}

/** A message's time in a thread: "3:45 PM" within 24 hours, otherwise "Nov 3, 2026, 3:45 PM". */
export function formatMessageTime(date: Date, now: Date, timeZone?: string, locale: Locale = "en"): string {
  if (Math.abs(now.getTime() - date.getTime()) < 24 * 3_600_000) return clock(date, timeZone, locale);
  return dateTimeFormat(LOCALE_TAGS[locale], {
    timeZone,
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(date);
}

/** Conversation and message previews: 50 characters (the product's limit), on one line. */
export const PREVIEW_LENGTH = 50;

export function messagePreview(text: string): string {
  const oneLine = text.replace(/\s+/g, " ").trim();
  return oneLine.length > PREVIEW_LENGTH ? `${oneLine.slice(0, PREVIEW_LENGTH)}...` : oneLine;
}
