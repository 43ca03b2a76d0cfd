import { dateTimeFormat } from "./date-format";
import { formatDate } from "./format";
import { LOCALE_TAGS, type Locale } from "./i18n";
import { DEFAULT_TIME_ZONE, stateTimeZone } from "./time-zone";

/**
 * A landlord's answers to an application (propose a viewing, decline): limits, messages and the viewing's
 * time, which pages show without loading the schema (common/schemas/application-answer.ts).
 */

export const VIEWING_PLACE_MAX = 300;
export const DECLINE_NOTE_MAX = 1000;

export const VIEWING_IN_PAST = "The viewing must be in the future";
export const CHOOSE_DECLINE_REASON = "Please choose a reason";
/** A note that refuses vouchers: refused, with why (source of income is protected in many places). */
export const SOURCE_OF_INCOME_NOTE =
  "Remove text that refuses vouchers: turning a renter down for paying with a housing voucher is source-of-income discrimination, illegal in many states and cities";

export const HUD_FAIR_HOUSING_URL =
  "https://www.hud.gov/program_offices/fair_housing_equal_opp/fair_housing_act_overview";

/** The home's time zone: its state's, else the default (a viewing is at the home's local time). */
export function homeTimeZone(state: string | null | undefined): string {
  return stateTimeZone(state) ?? DEFAULT_TIME_ZONE;
}

/** The UTC offset of `timeZone` at `instant`, in minutes (east positive). */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = dateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute"), n("second"));
  return Math.round((asUtc - instant) / 60_000);
}

/** "2026-12-03" at "17:00" in `timeZone` as an instant (the wall time a landlord typed for the home). */
export function zonedTime(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  const [h, min] = time.split(":").map(Number);
  const wall = Date.UTC(y, m - 1, d, h, min);
  // Twice: the offset at the first guess may differ from the offset at the answer across a DST change.
  let instant = wall - offsetMinutes(wall, timeZone) * 60_000;
  instant = wall - offsetMinutes(instant, timeZone) * 60_000;
  return new Date(instant);
}

/** A viewing's time as the renter reads it: "Thu, Dec 3, 5:00 PM EST" in the home's zone. */
export function formatViewing(value: Date | string, timeZone: string, locale: Locale = "en"): string {
  return dateTimeFormat(LOCALE_TAGS[locale], {
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(new Date(value));
}

/** A move-in date (a calendar day, no zone). */
export function formatMoveIn(date: string, locale: Locale = "en"): string {
  return formatDate(`${date}T12:00:00`, undefined, locale);
}
