import { describe, expect, it } from "vitest";
import {
  APPLICATION_MOVES,
  APPLICATION_STATUSES,
  type ApplicationMove,
  type ApplicationStatus,
  allowedMoves,
  DECLINE_REASONS,
  isOpen,
  moveRefusal,
  nextStatus,
} from "./application-rules";

/** Every move from every status: the expected status, or null where the move is refused. */
const TABLE: Record<ApplicationStatus, Record<ApplicationMove, ApplicationStatus | null>> = {
  new: {
    view: "viewed",
    propose_viewing: "viewing_proposed",
    approve: "approved",
    decline: "declined",
    withdraw: "withdrawn",
  },
  viewed: {
    view: null,
    propose_viewing: "viewing_proposed",
    approve: "approved",
    decline: "declined",
    withdraw: "withdrawn",
  },
  viewing_proposed: {
    view: null,
    propose_viewing: "viewing_proposed",
    approve: "approved",
    decline: "declined",
    withdraw: "withdrawn",
  },
  approved: { view: null, propose_viewing: null, approve: null, decline: null, withdraw: null },
  declined: { view: null, propose_viewing: null, approve: null, decline: null, withdraw: null },
  withdrawn: { view: null, propose_viewing: null, approve: null, decline: null, withdraw: null },
};

describe("application moves", () => {
  for (const from of APPLICATION_STATUSES) {
    for (const move of APPLICATION_MOVES) {
      const expected = TABLE[from][move];
      it(`${move} from ${from}: ${expected ?? "refused"}`, () => {
        expect(nextStatus(from, move)).toBe(expected);
        if (expected) expect(moveRefusal(from, move)).toBeNull();
        else expect(moveRefusal(from, move)).toMatch(/^This application/);
      });
    }
  }

  it("says why a decided application can't be answered", () => {
    expect(moveRefusal("declined", "approve")).toBe("This application was already declined.");
    expect(moveRefusal("withdrawn", "decline")).toBe("This application was withdrawn by the renter.");
    expect(moveRefusal("approved", "withdraw")).toBe("This application was already approved.");
  });

  it("offers each side only its own allowed answers", () => {
    expect(allowedMoves("new", "landlord")).toEqual(["view", "propose_viewing", "approve", "decline"]);
    expect(allowedMoves("viewing_proposed", "landlord")).toEqual(["propose_viewing", "approve", "decline"]);
    expect(allowedMoves("viewed", "renter")).toEqual(["withdraw"]);
    expect(allowedMoves("declined", "renter")).toEqual([]);
  });

  it("counts new, viewed and viewing proposed as open", () => {
    expect(APPLICATION_STATUSES.filter(isOpen)).toEqual(["new", "viewed", "viewing_proposed"]);
  });

  it("has no decline reason about vouchers or income", () => {
    for (const reason of DECLINE_REASONS) expect(reason).not.toMatch(/voucher|income|section|8/i);
  });
});
