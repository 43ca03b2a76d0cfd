/**
 * Message times, as the spec words them. The conversation list shows the time today, "Yesterday", the
 * weekday name under 7 days, else month and day; a thread shows a clock time within 24 hours, otherwise
 * date and time.
 * `timeZone` is the viewer's (undefined: this runtime's).
 */

function dayKey(date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat("en-CA", {
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

const clock = (date: Date, timeZone?: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(date);

/** The conversation list's time: "3:45 PM", "Yesterday", "Monday", "Nov 3". */
export function formatConversationTime(date: Date, now: Date, timeZone?: string): string {
  const days = calendarDaysBetween(date, now, timeZone);
  if (days <= 0) return clock(date, timeZone);
  if (days === 1) return "Yesterday";
  if (days < 7) return new Intl.DateTimeFormat("en-US", { timeZone, weekday: "long" }).format(date);
  return new Intl.DateTimeFormat("en-US", { timeZone, month: "short", day: "numeric" }).format(date);
}

/** A message's time in a thread: "3:45 PM" within 24 hours, otherwise "Nov 3, 2026, 3:45 PM". */
export function formatMessageTime(date: Date, now: Date, timeZone?: string): string {
  if (Math.abs(now.getTime() - date.getTime()) < 24 * 3_600_000) return clock(date, timeZone);
  return new Intl.DateTimeFormat("en-US", {
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
