import { describe, expect, it } from "vitest";
import { canSeeApplicantData, DECIDED_ACCESS_DAYS } from "./access";

const DAY = 86_400_000;
const now = new Date("2026-12-01T12:00:00Z");
const renterA = { id: "renter-a", role: "renter" as const };
const renterB = { id: "renter-b", role: "renter" as const };
const landlordA = { id: "landlord-a", role: "landlord" as const };
const landlordB = { id: "landlord-b", role: "landlord" as const };
const admin = { id: "admin", role: "admin" as const };

const open = { listingOwnerId: landlordA.id, status: "viewing_proposed", decidedAt: null };
const decidedAgo = (days: number, status = "declined") => ({
  listingOwnerId: landlordA.id,
  status,
  decidedAt: new Date(now.getTime() - days * DAY),
});

describe("who sees a renter's application data", () => {
  it("the renter always sees their own, with or without an application", () => {
    expect(canSeeApplicantData(renterA, renterA.id, null, now)).toBe(true);
    expect(canSeeApplicantData(renterA, renterA.id, decidedAgo(400), now)).toBe(true);
  });

  it("nobody else without an application: another renter, a landlord, an admin, a visitor", () => {
    for (const viewer of [renterB, landlordA, landlordB, admin, null]) {
      expect(canSeeApplicantData(viewer, renterA.id, null, now)).toBe(false);
    }
  });

  it("the listing's landlord while the application is open, never another landlord or an admin", () => {
    for (const status of ["new", "viewed", "viewing_proposed"]) {
      expect(canSeeApplicantData(landlordA, renterA.id, { ...open, status }, now)).toBe(true);
    }
    expect(canSeeApplicantData(landlordB, renterA.id, open, now)).toBe(false);
    expect(canSeeApplicantData(admin, renterA.id, open, now)).toBe(false);
    expect(canSeeApplicantData(renterB, renterA.id, open, now)).toBe(false);
    expect(canSeeApplicantData(null, renterA.id, open, now)).toBe(false);
  });

  it(`for ${DECIDED_ACCESS_DAYS} days after a decision, then no more`, () => {
    for (const status of ["approved", "declined", "withdrawn"]) {
      expect(canSeeApplicantData(landlordA, renterA.id, decidedAgo(29, status), now)).toBe(true);
      expect(canSeeApplicantData(landlordA, renterA.id, decidedAgo(30, status), now)).toBe(true);
      expect(canSeeApplicantData(landlordA, renterA.id, decidedAgo(30.01, status), now)).toBe(false);
    }
    // A decided status without its time grants nothing.
    expect(canSeeApplicantData(landlordA, renterA.id, { ...open, status: "approved" }, now)).toBe(false);
  });
});
