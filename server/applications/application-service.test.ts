import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SOURCE_OF_INCOME_NOTE, VIEWING_IN_PAST } from "../../common/application-answers";
import type { SessionUser } from "../auth/session";
import type { DatabaseHandle } from "../db/client";
import { renterApplicationProfiles } from "../db/schema/applications";
import { applications } from "../db/schema/listings";
import { createListing } from "../db/seed/factories";
import { createJobQueue, type JobQueue } from "../jobs/queue";
import { createLogger } from "../logger";
import { createTestDatabase } from "../test/database";
import { expectAppError, oldUser } from "../test/messaging";
import {
  ALREADY_APPLIED,
  applyToListing,
  findOwnApplication,
  listLandlordApplications,
  listRenterApplications,
  moveApplication,
  openApplicationThread,
  readApplicationForLandlord,
} from "./application-service";
import { listOwnProfileViews } from "./profile-service";

/** Applying, the landlord's answers and the renter's withdrawal, with the emails they queue. */

let database: DatabaseHandle;
let jobs: JobQueue;
let deps: { db: DatabaseHandle["db"]; jobs: JobQueue; publicUrl: string };
let landlord: SessionUser;
let otherLandlord: SessionUser;
let renter: SessionUser;
let otherRenter: SessionUser;
let admin: SessionUser;
let listingId: string;
let otherListingId: string;
let pausedId: string;

const soon = () => new Date(Date.now() + 14 * 864e5).toISOString().slice(0, 10);
const nextYear = () => new Date(Date.now() + 200 * 864e5).toISOString().slice(0, 10);

/** The emails queued so far (the email job's payloads), oldest first. */
async function emails(): Promise<{ to: string; subject: string; text: string }[]> {
  const result = await database.db.execute<{ data: { to: string; subject: string; text: string } }>(
    sql`select data from pgboss.job where name = 'email-send' order by created_on, id`,
  );
  return result.rows.map((r) => r.data);
}

beforeAll(async () => {
  database = await createTestDatabase();
  jobs = await createJobQueue({ database, logger: createLogger("silent"), maintenance: false });
  deps = { db: database.db, jobs, publicUrl: "https://affordable.test" };
  landlord = await oldUser(database.db, { role: "landlord", fullName: "Linda Landlord" });
  otherLandlord = await oldUser(database.db, { role: "landlord", fullName: "Otto Owner", locale: "es" });
  renter = await oldUser(database.db, { role: "renter", fullName: "Rita Renter" });
  otherRenter = await oldUser(database.db, { role: "renter", fullName: "Rosa Renter", locale: "es" });
  admin = await oldUser(database.db, { role: "admin", fullName: "Ada Admin" });
  ({ id: listingId } = await createListing(database.db, {
    ownerId: landlord.id,
    title: "Apply here",
    status: "active",
  }));
  ({ id: otherListingId } = await createListing(database.db, {
    ownerId: otherLandlord.id,
    title: "Casa de Otto",
    status: "active",
  }));
  ({ id: pausedId } = await createListing(database.db, {
    ownerId: landlord.id,
    title: "Paused",
    status: "paused",
  }));
});

afterAll(async () => {
  await jobs?.stop();
  await database?.close();
});

describe("applying", () => {
  it("a renter applies in one step; the landlord's email is queued with it; a second open one is refused", async () => {
    const before = (await emails()).length;
    const app = await applyToListing(deps, renter, listingId, { moveInDate: soon(), message: "Hello!" });
    const [row] = await database.db.select().from(applications).where(eq(applications.id, app.id));
    expect(row).toMatchObject({ status: "new", message: "Hello!", renterId: renter.id, decidedAt: null });
    expect((await findOwnApplication(database.db, renter, listingId))?.id).toBe(app.id);
    const sent = (await emails()).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0].to).toBe(landlord.email);
    expect(sent[0].subject).toBe('New application for "Apply here"');
    expect(sent[0].text).toContain(`https://affordable.test/landlord-dashboard/applications/${app.id}`);
    const again = await expectAppError(
      applyToListing(deps, renter, listingId, { moveInDate: soon() }),
      "CONFLICT",
    );
    expect(again.message).toBe(ALREADY_APPLIED);
    expect((await emails()).length).toBe(before + 1);
  });

  it("attaches the renter's saved profile as it is then: later edits do not change what the landlord sees", async () => {
    const keeper = await oldUser(database.db, { role: "renter", fullName: "Kim Keeper" });
    await database.db
      .insert(renterApplicationProfiles)
      .values({ renterId: keeper.id, adults: 2, about: "Quiet pair" });
    const { id: ownListing } = await createListing(database.db, {
      ownerId: otherLandlord.id,
      title: "Snapshot test",
      status: "active",
    });
    const app = await applyToListing(deps, keeper, ownListing, { moveInDate: soon() });
    await database.db
      .update(renterApplicationProfiles)
      .set({ about: "Edited later" })
      .where(eq(renterApplicationProfiles.renterId, keeper.id));
    const [row] = await database.db.select().from(applications).where(eq(applications.id, app.id));
    expect(row.profileSnapshot).toMatchObject({ adults: 2, about: "Quiet pair", documents: [] });
  });

  it("emails a Spanish landlord in Spanish, with the Spanish link", async () => {
    const app = await applyToListing(deps, renter, otherListingId, { moveInDate: soon() });
    const last = (await emails()).at(-1);
    expect(last?.to).toBe(otherLandlord.email);
    expect(last?.subject).toBe('Nueva solicitud para "Casa de Otto"');
    expect(last?.text).toContain(`https://affordable.test/es/landlord-dashboard/applications/${app.id}`);
  });

  it("refuses visitors, landlords, paused listings and bad input, storing nothing", async () => {
    const count = await database.db.$count(applications);
    await expectAppError(applyToListing(deps, null, listingId, { moveInDate: soon() }), "UNAUTHENTICATED");
    await expectAppError(applyToListing(deps, landlord, listingId, { moveInDate: soon() }), "FORBIDDEN");
    await expectAppError(applyToListing(deps, otherRenter, pausedId, { moveInDate: soon() }), "NOT_FOUND");
    await expectAppError(applyToListing(deps, otherRenter, "nope", { moveInDate: soon() }), "NOT_FOUND");
    for (const moveInDate of ["", "2001-01-01", "2030-02-31x"]) {
      const e = await expectAppError(
        applyToListing(deps, otherRenter, listingId, { moveInDate }),
        "BAD_REQUEST",
      );
      expect(e.fieldErrors?.moveInDate).toMatch(/\S/);
    }
    const long = await expectAppError(
      applyToListing(deps, otherRenter, listingId, { moveInDate: soon(), message: "x".repeat(2001) }),
      "BAD_REQUEST",
    );
    expect(long.fieldErrors?.message).toMatch(/\S/);
    expect(await database.db.$count(applications)).toBe(count);
  });

  it("the landlord sees their own listings' applications, newest first, 20 a page; a renter only theirs", async () => {
    await applyToListing(deps, otherRenter, listingId, { moveInDate: soon(), message: "Second" });
    const mine = await listLandlordApplications(database.db, landlord);
    expect(mine.items[0]).toMatchObject({ message: "Second", renterId: otherRenter.id, status: "new" });
    expect(mine.items[1]).toMatchObject({ renterName: "Rita Renter", message: "Hello!" });
    const page = await listLandlordApplications(database.db, landlord, { listingId, page: 1 });
    expect(page.total).toBe(2);
    // The listing's own check gives the page its listing: no other read of it.
    expect(page.listing).toEqual({ id: listingId, title: "Apply here" });
    expect(mine.listing).toBeNull();
    await expectAppError(listLandlordApplications(database.db, landlord, { listingId: "nope" }), "NOT_FOUND");
    expect((await listLandlordApplications(database.db, landlord, { listingId, page: 2 })).items).toEqual([]);
    await expectAppError(listLandlordApplications(database.db, otherLandlord, { listingId }), "FORBIDDEN");
    await expectAppError(listLandlordApplications(database.db, renter), "FORBIDDEN");
    const renters = await listRenterApplications(database.db, renter);
    expect(renters.map((a) => a.listingTitle).sort()).toEqual(["Apply here", "Casa de Otto"]);
    expect(renters.every((a) => a.message !== "Second")).toBe(true);
    await expectAppError(listRenterApplications(database.db, admin), "FORBIDDEN");
  });
});

describe("answers", () => {
  let applicationId: string;
  beforeAll(async () => {
    const [row] = await database.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.renterId, renter.id))
      .orderBy(applications.createdAt)
      .limit(1);
    applicationId = row.id;
  });

  it("opening a new application marks it viewed, once, and tells the renter", async () => {
    const before = (await emails()).length;
    const review = await readApplicationForLandlord(deps, landlord, applicationId);
    expect(review).toMatchObject({ status: "viewed", message: "Hello!", renterName: "Rita Renter" });
    expect(review.profileSnapshot).toBeNull();
    await readApplicationForLandlord(deps, landlord, applicationId);
    const sent = (await emails()).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0].to).toBe(renter.email);
    expect(sent[0].text).toContain("https://affordable.test/renter-dashboard#applications");
  });

  it("nobody but the listing's landlord opens or answers it", async () => {
    for (const who of [otherLandlord, renter, otherRenter, admin]) {
      await expectAppError(
        readApplicationForLandlord(deps, who, applicationId),
        who.role === "landlord" ? "NOT_FOUND" : "FORBIDDEN",
      );
      await expectAppError(moveApplication(deps, who, applicationId, "approve"), "NOT_FOUND");
    }
    await expectAppError(moveApplication(deps, null, applicationId, "approve"), "UNAUTHENTICATED");
    await expectAppError(moveApplication(deps, otherRenter, applicationId, "withdraw"), "NOT_FOUND");
  });

  it("proposes a viewing at the home's local time (Chicago), refusing a past one and bad input", async () => {
    const before = (await emails()).length;
    const past = await expectAppError(
      moveApplication(deps, landlord, applicationId, "propose_viewing", {
        viewingDate: "2020-01-01",
        viewingTime: "17:00",
        viewingPlace: "Front door",
      }),
      "BAD_REQUEST",
    );
    expect(past.fieldErrors?.viewingDate).toBe(VIEWING_IN_PAST);
    const bad = await expectAppError(
      moveApplication(deps, landlord, applicationId, "propose_viewing", {
        viewingDate: "x",
        viewingTime: "25:00",
      }),
      "BAD_REQUEST",
    );
    expect(Object.keys(bad.fieldErrors ?? {}).sort()).toEqual(["viewingDate", "viewingPlace", "viewingTime"]);
    const day = nextYear();
    const moved = await moveApplication(deps, landlord, applicationId, "propose_viewing", {
      viewingDate: day,
      viewingTime: "17:00",
      viewingPlace: "Front door on Elm",
    });
    expect(moved.status).toBe("viewing_proposed");
    const [row] = await database.db.select().from(applications).where(eq(applications.id, applicationId));
    const local = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/Chicago",
      hourCycle: "h23",
      hour: "2-digit",
      minute: "2-digit",
    }).format(row.viewingAt ?? new Date(0));
    expect(local).toBe("17:00");
    expect(row.viewingPlace).toBe("Front door on Elm");
    const sent = (await emails()).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toContain("proposes a viewing on");
    expect(sent[0].text).toContain("Front door on Elm");
  });

  it("refuses a decline note that refuses vouchers, and a reason not on the list; changes nothing", async () => {
    const before = (await emails()).length;
    const note = await expectAppError(
      moveApplication(deps, landlord, applicationId, "decline", {
        declineReason: "other",
        declineNote: "Sorry, no Section 8.",
      }),
      "BAD_REQUEST",
    );
    expect(note.fieldErrors?.declineNote).toBe(SOURCE_OF_INCOME_NOTE);
    const reason = await expectAppError(
      moveApplication(deps, landlord, applicationId, "decline", { declineReason: "voucher" }),
      "BAD_REQUEST",
    );
    expect(reason.fieldErrors?.declineReason).toMatch(/\S/);
    const [row] = await database.db.select().from(applications).where(eq(applications.id, applicationId));
    expect(row.status).toBe("viewing_proposed");
    expect((await emails()).length).toBe(before);
  });

  it("two tabs answering at once: one status, one email, the other told what happened", async () => {
    const before = (await emails()).length;
    const results = await Promise.allSettled([
      moveApplication(deps, landlord, applicationId, "approve"),
      moveApplication(deps, landlord, applicationId, "decline", {
        declineReason: "rented_to_another_applicant",
      }),
    ]);
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r) => r.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const reason = (lost[0] as PromiseRejectedResult).reason;
    expect(reason.code).toBe("CONFLICT");
    expect(reason.message).toMatch(/^This application was already (approved|declined)\.$/);
    const [row] = await database.db.select().from(applications).where(eq(applications.id, applicationId));
    expect(row.status).toBe((won[0] as PromiseFulfilledResult<{ status: string }>).value.status);
    expect(row.decidedAt).not.toBeNull();
    expect((await emails()).length).toBe(before + 1);
  });

  it("a decided application takes no more answers; the renter may withdraw an open one, the landlord hears", async () => {
    await expectAppError(moveApplication(deps, landlord, applicationId, "approve"), "CONFLICT");
    await expectAppError(moveApplication(deps, renter, applicationId, "withdraw"), "CONFLICT");
    const [open] = await database.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.listingId, otherListingId));
    const before = (await emails()).length;
    expect((await moveApplication(deps, renter, open.id, "withdraw")).status).toBe("withdrawn");
    const sent = (await emails()).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0].to).toBe(otherLandlord.email);
    expect(sent[0].subject).toBe('Se retiró una solicitud para "Casa de Otto"');
    // Withdrawn: the renter may apply again.
    const again = await applyToListing(deps, renter, otherListingId, { moveInDate: soon() });
    expect(again.id).not.toBe(open.id);
  });

  it("the declined renter's email is in their language, with the reason and note", async () => {
    const [row] = await database.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.renterId, otherRenter.id));
    await moveApplication(deps, landlord, row.id, "decline", {
      declineReason: "move_in_date",
      declineNote: "We need someone from March.",
    });
    const last = (await emails()).at(-1);
    expect(last?.to).toBe(otherRenter.email);
    expect(last?.text).toContain("Motivo: La fecha de mudanza no funciona.");
    expect(last?.text).toContain("We need someone from March.");
    expect(last?.text).toContain("https://affordable.test/es/renter-dashboard#applications");
  });
});

describe("the profile as sent, on the landlord's review page", () => {
  it("is shown while open or up to 30 days after the decision, each look recorded for the renter", async () => {
    const sharer = await oldUser(database.db, { role: "renter", fullName: "Sam Sharer" });
    await database.db
      .insert(renterApplicationProfiles)
      .values({ renterId: sharer.id, adults: 1, about: "Hi" });
    const { id: home } = await createListing(database.db, {
      ownerId: landlord.id,
      title: "Access window",
      status: "active",
    });
    const app = await applyToListing(deps, sharer, home, { moveInDate: soon() });
    const open = await readApplicationForLandlord(deps, landlord, app.id);
    expect(open.profileSnapshot).toMatchObject({ adults: 1, about: "Hi" });
    const views = await listOwnProfileViews(database.db, sharer);
    expect(views.map((v) => v.listingTitle)).toEqual(["Access window"]);

    await moveApplication(deps, landlord, app.id, "decline", { declineReason: "other" });
    const decided = new Date(Date.now() - 29 * 864e5);
    await database.db.update(applications).set({ decidedAt: decided }).where(eq(applications.id, app.id));
    expect((await readApplicationForLandlord(deps, landlord, app.id)).profileSnapshot).not.toBeNull();
    const expired = new Date(Date.now() - 31 * 864e5);
    await database.db.update(applications).set({ decidedAt: expired }).where(eq(applications.id, app.id));
    const late = await readApplicationForLandlord(deps, landlord, app.id);
    expect(late.status).toBe("declined");
    expect(late.profileSnapshot).toBeNull();
  });
});

describe("the application's message thread", () => {
  it("opens one thread for the renter and the listing's landlord, nobody else", async () => {
    const [row] = await database.db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.renterId, renter.id), eq(applications.listingId, listingId)))
      .limit(1);
    const forLandlord = await openApplicationThread(database.db, landlord, row.id);
    const forRenter = await openApplicationThread(database.db, renter, row.id);
    expect(forRenter).toBe(forLandlord);
    for (const who of [otherLandlord, otherRenter, admin]) {
      await expectAppError(openApplicationThread(database.db, who, row.id), "NOT_FOUND");
    }
    await expectAppError(openApplicationThread(database.db, null, row.id), "UNAUTHENTICATED");
    await expectAppError(openApplicationThread(database.db, renter, "nope"), "NOT_FOUND");
  });
});
