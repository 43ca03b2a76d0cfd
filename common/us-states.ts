/**
 * The 50 U.S. states: the one table of states (the Change Location dialog's and the list-property form's
 * state select). A U.S. state is stored everywhere by its two-letter code and shown by name.
 */
export const US_STATES = [
  { code: "AL", name: "Alabama" },
  { code: "AK", name: "Alaska" },
  { code: "AZ", name: "Arizona" },
  { code: "AR", name: "Arkansas" },
  { code: "CA", name: "California" },
  { code: "CO", name: "Colorado" },
  { code: "CT", name: "Connecticut" },
  { code: "DE", name: "Delaware" },
  { code: "FL", name: "Florida" },
  { code: "GA", name: "Georgia" },
  { code: "HI", name: "Hawaii" },
  { code: "ID", name: "Idaho" },
  { code: "IL", name: "Illinois" },
  { code: "IN", name: "Indiana" },
  { code: "IA", name: "Iowa" },
  { code: "KS", name: "Kansas" },
  { code: "KY", name: "Kentucky" },
  { code: "LA", name: "Louisiana" },
  { code: "ME", name: "Maine" },
  { code: "MD", name: "Maryland" },
  { code: "MA", name: "Massachusetts" },
  { code: "MI", name: "Michigan" },
  { code: "MN", name: "Minnesota" },
  { code: "MS", name: "Mississippi" },
  { code: "MO", name: "Missouri" },
  { code: "MT", name: "Montana" },
  { code: "NE", name: "Nebraska" },
  { code: "NV", name: "Nevada" },
  { code: "NH", name: "New Hampshire" },
  { code: "NJ", name: "New Jersey" },
  { code: "NM", name: "New Mexico" },
  { code: "NY", name: "New York" },
  { code: "NC", name: "North Carolina" },
  { code: "ND", name: "North Dakota" },
  { code: "OH", name: "Ohio" },
  { code: "OK", name: "Oklahoma" },
  { code: "OR", name: "Oregon" },
  { code: "PA", name: "Pennsylvania" },
  { code: "RI", name: "Rhode Island" },
  { code: "SC", name: "South Carolina" },
  { code: "SD", name: "South Dakota" },
  { code: "TN", name: "Tennessee" },
  { code: "TX", name: "Texas" },
  { code: "UT", name: "Utah" },
  { code: "VT", name: "Vermont" },
  { code: "VA", name: "Virginia" },
  { code: "WA", name: "Washington" },
  { code: "WV", name: "West Virginia" },
  { code: "WI", name: "Wisconsin" },
  { code: "WY", name: "Wyoming" },
] as const;

export type UsState = (typeof US_STATES)[number];

/**
 * The states whose usual Spanish name differs from the English one (as U.S. Spanish writes them: Nueva York,
 * Carolina del Norte); every other state is written alike in both languages.
 */
const SPANISH_STATE_NAMES: Partial<Record<UsState["code"], string>> = {
  HI: "Hawái",
  LA: "Luisiana",
  MI: "Míchigan",
  NC: "Carolina del Norte",
  ND: "Dakota del Norte",
  NJ: "Nueva Jersey",
  NM: "Nuevo México",
  NY: "Nueva York",
  OR: "Oregón",
  PA: "Pensilvania",
  SC: "Carolina del Sur",
  SD: "Dakota del Sur",
  WV: "Virginia Occidental",
};

/** A state's name in a page's language ("en" or "es"). */
export function usStateName(state: UsState, locale: string = "en"): string {
  return (locale === "es" ? SPANISH_STATE_NAMES[state.code] : undefined) ?? state.name;
}

/** A state by its two-letter code or its name (English or Spanish), case-insensitive; null for anything else. */
export function findUsState(value: string | null | undefined): UsState | null {
  const v = value?.trim().toLowerCase();
  if (!v) return null;
  return (
    US_STATES.find(
      (s) =>
        s.code.toLowerCase() === v ||
        s.name.toLowerCase() === v ||
        SPANISH_STATE_NAMES[s.code]?.toLowerCase() === v,
    ) ?? null
  );
}

/** The stored form of a U.S. state: its two-letter code when the value names or codes one, else the value trimmed. */
export function usStateCode(value: string): string {
  return findUsState(value)?.code ?? value.trim();
}

/**
 * How a stored state is shown: a U.S. state's name (from its code or its name) in the page's language,
 * anything else as it is.
 */
export function stateDisplayName(value: string, locale: string = "en"): string {
  const state = findUsState(value);
  return state ? usStateName(state, locale) : value;
}
