import { US_STATES, usStateName } from "@common/us-states";
import { useLocale } from "~/lib/i18n";

/**
 * A state select's options: a blank first choice, then the 50 states, named in the page's language (in its
 * alphabetical order) and valued by code.
 */
export function UsStateOptions({ blank }: { blank: string }) {
  const locale = useLocale();
  const states = US_STATES.map((s) => ({ code: s.code, name: usStateName(s, locale) })).sort((a, b) =>
    a.name.localeCompare(b.name, locale),
  );
  return (
    <>
      <option value="">{blank}</option>
      {states.map((s) => (
        <option key={s.code} value={s.code}>
          {s.name}
        </option>
      ))}
    </>
  );
}
