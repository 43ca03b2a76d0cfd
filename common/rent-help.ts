import { findUsState } from "./us-states";

/**
 * Public help that can pay rent arrears or stop an eviction, shown before the Rent Party start form
 * (public help first: a Rent Party is the last resort). Data, not code: add a program by adding an entry.
 * Each link was checked by hand on `checked`; a state's own entries come first, then the national ones
 * every renter can use.
 */
export interface RentHelpProgram {
  name: string;
  /** What it does for a renter behind on rent, in one sentence. */
  description: string;
  url: string;
  /** ISO date the link was last checked. */
  checked: string;
  kind: "211" | "rental_assistance" | "legal_aid";
}

const CHECKED = "2026-11-22";

/** For every state: 211 (local emergency help), rental assistance search and legal aid. */
const NATIONAL: RentHelpProgram[] = [
  {
    name: "211: call or text 211",
    description:
      "Free, confidential line that connects you with local emergency rent help, utility help and shelters.",
    url: "https://www.211.org",
    checked: CHECKED,
    kind: "211",
  },
  {
    name: "Rental assistance finder (CFPB)",
    description: "Find the emergency rental assistance program that serves your city, county or state.",
    url: "https://www.consumerfinance.gov/renthelp/",
    checked: CHECKED,
    kind: "rental_assistance",
  },
  {
    name: "LawHelp.org: free legal aid",
    description:
      "Got an eviction notice? Find free legal aid and know your rights as a tenant in your state.",
    url: "https://www.lawhelp.org",
    checked: CHECKED,
    kind: "legal_aid",
  },
];

/** State legal-aid and tenant-help sites, by state code. */
const BY_STATE: Record<string, RentHelpProgram[]> = {
  IL: [
    {
      name: "Illinois Legal Aid Online",
      description: "Free legal help and step-by-step guides for Illinois tenants facing eviction.",
      url: "https://www.illinoislegalaid.org",
      checked: CHECKED,
      kind: "legal_aid",
    },
  ],
  CA: [
    {
      name: "LawHelpCA",
      description: "Find free legal aid near you and guides for California tenants facing eviction.",
      url: "https://www.lawhelpca.org",
      checked: CHECKED,
      kind: "legal_aid",
    },
  ],
  TX: [
    {
      name: "TexasLawHelp.org",
      description: "Free legal information, forms and legal aid for Texas tenants facing eviction.",
      url: "https://texaslawhelp.org",
      checked: CHECKED,
      kind: "legal_aid",
    },
  ],
  NY: [
    {
      name: "LawHelpNY",
      description: "Find free legal help in New York, including help for tenants facing eviction.",
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
