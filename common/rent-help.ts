import { findUsState } from "./us-states";

/**
 * Public help that can pay rent arrears or stop an eviction, shown before the Rent Party start form
 * (public help first: a Rent Party is the last resort). Data, not code: add a program by adding an entry,
 * its id, and its name and description in both catalogs.
 * Each link was checked by hand on `checked`; a state's own entries come first, then the national ones
 * every renter can use.
 */
export interface RentHelpProgram {
  /**
   * Names its texts in the catalogs (app/locales/<language>/rent-party.ts): its name
   * (`rentParty.help.program.<id>.name`, the official name kept) and what it does for a renter behind on rent
   * in one sentence (`rentParty.help.program.<id>.description`), in each language.
   */
  id: RentHelpProgramId;
  url: string;
  /** ISO date the link was last checked. */
  checked: string;
  kind: "211" | "rental_assistance" | "legal_aid";
}

/** Every program's id: each has its name and description in both catalogs (catalogs.test.ts). */
export const RENT_HELP_PROGRAM_IDS = [
  "us211",
  "cfpb",
  "lawHelp",
  "illinoisLegalAid",
  "lawHelpCa",
  "texasLawHelp",
  "lawHelpNy",
] as const;
export type RentHelpProgramId = (typeof RENT_HELP_PROGRAM_IDS)[number];

const CHECKED = "2026-11-22";

/** For every state: 211 (local emergency help), rental assistance search and legal aid. */
const NATIONAL: RentHelpProgram[] = [
  {
    id: "us211",
    url: "https://www.211.org",
    checked: CHECKED,
    kind: "211",
  },
  {
    id: "cfpb",
    url: "https://www.consumerfinance.gov/renthelp/",
    checked: CHECKED,
    kind: "rental_assistance",
  },
  {
    id: "lawHelp",
    url: "https://www.lawhelp.org",
    checked: CHECKED,
    kind: "legal_aid",
  },
];

/** State legal-aid and tenant-help sites, by state code. */
const BY_STATE: Record<string, RentHelpProgram[]> = {
  IL: [
    {
      id: "illinoisLegalAid",
      url: "https://www.illinoislegalaid.org",
      checked: CHECKED,
      kind: "legal_aid",
    },
  ],
  CA: [
    {
      id: "lawHelpCa",
      url: "https://www.lawhelpca.org",
      checked: CHECKED,
      kind: "legal_aid",
    },
  ],
  TX: [
    {
      id: "texasLawHelp",
      url: "https://texaslawhelp.org",
      checked: CHECKED,
      kind: "legal_aid",
    },
  ],
  NY: [
    {
      id: "lawHelpNy",
      url: "https://www.lawhelpny.org",
      checked: CHECKED,
      kind: "legal_aid",
    },
  ],
};

/** The programs for a state (code or name): its own first, then the national ones. Unknown: national only. */
export function rentHelpFor(state: string | null | undefined): RentHelpProgram[] {
  const code = findUsState(state)?.code;
  return [...(code ? (BY_STATE[code] ?? []) : []), ...NATIONAL];
}
