/**
 * An application's statuses and the moves between them: the one place that says which answer is allowed
 * from which status (the service refuses the others with `moveRefusal`'s message; the pages offer only
 * the allowed ones). Pure: the database, the pages and the tests all read it.
 */

export const APPLICATION_STATUSES = [
  "new",
  "viewed",
  "viewing_proposed",
  "approved",
  "declined",
  "withdrawn",
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** What someone does to an application: the landlord opens it or answers; the renter withdraws. */
export const APPLICATION_MOVES = ["view", "propose_viewing", "approve", "decline", "withdraw"] as const;
export type ApplicationMove = (typeof APPLICATION_MOVES)[number];

/** Who may make each move: the listing's landlord, or the renter who applied. */
export const MOVE_ACTOR: Record<ApplicationMove, "landlord" | "renter"> = {
  view: "landlord",
  propose_viewing: "landlord",
  approve: "landlord",
  decline: "landlord",
  withdraw: "renter",
};

const MOVE_TARGET: Record<ApplicationMove, ApplicationStatus> = {
  view: "viewed",
  propose_viewing: "viewing_proposed",
  approve: "approved",
  decline: "declined",
  withdraw: "withdrawn",
};

/**
 * The statuses each move starts from. A proposed viewing may be proposed again (the renter asked for
 * another time); a decided application (approved, declined, withdrawn) is final.
 */
const MOVE_FROM: Record<ApplicationMove, readonly ApplicationStatus[]> = {
  view: ["new"],
  propose_viewing: ["new", "viewed", "viewing_proposed"],
  approve: ["new", "viewed", "viewing_proposed"],
  decline: ["new", "viewed", "viewing_proposed"],
  withdraw: ["new", "viewed", "viewing_proposed"],
};

/** Open: the landlord may still answer and the renter may not apply again to that listing. */
export const OPEN_STATUSES: readonly ApplicationStatus[] = ["new", "viewed", "viewing_proposed"];

export function isOpen(status: ApplicationStatus): boolean {
  return OPEN_STATUSES.includes(status);
}

/** The status a move leads to from `from`, or null when that move is not allowed from there. */
export function nextStatus(from: ApplicationStatus, move: ApplicationMove): ApplicationStatus | null {
  return MOVE_FROM[move].includes(from) ? MOVE_TARGET[move] : null;
}

/** The moves allowed from a status for one side (the page shows these answers, no others). */
export function allowedMoves(from: ApplicationStatus, actor: "landlord" | "renter"): ApplicationMove[] {
  return APPLICATION_MOVES.filter((m) => MOVE_ACTOR[m] === actor && nextStatus(from, m) !== null);
}

const FINAL_MESSAGE: Partial<Record<ApplicationStatus, string>> = {
  approved: "This application was already approved.",
  declined: "This application was already declined.",
  withdrawn: "This application was withdrawn by the renter.",
};

/** Why a move is refused from a status (the service's message), or null when it is allowed. */
export function moveRefusal(from: ApplicationStatus, move: ApplicationMove): string | null {
  if (nextStatus(from, move)) return null;
  return FINAL_MESSAGE[from] ?? "This application can't be changed that way.";
}

/**
 * Why a landlord declines: picked from this list. Fair housing: no "voucher" or "source of income"
 * entry, nor anything about who the household is; refusing a voucher holder is illegal in many places.
 */
export const DECLINE_REASONS = [
  "rented_to_another_applicant",
  "no_longer_available",
  "move_in_date",
  "incomplete_application",
  "rental_history",
  "other",
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** A landlord with this many applications on one listing sees them a page at a time. */
export const APPLICATIONS_PAGE_SIZE = 20;
