/**
 * Intl.DateTimeFormat objects kept per language and options. Building one costs tens of microseconds
 * (ICU loads the pattern and the zone); formatting with a built one, about one. `toLocaleDateString` with
 * options builds a new one on every call, which was most of the render time of a list of dated rows (200
 * applications: one date and one move-in day each). Keys are few: two languages, a dozen option sets and
 * the readers' time zones (valid IANA names only, common/time-zone.ts), so the map stays small; it is
 * emptied should it ever pass a bound.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATS = 1000;

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    if (formats.size >= MAX_FORMATS) formats.clear();
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
