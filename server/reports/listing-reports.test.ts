import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LISTING_REPORT_MESSAGES } from "../../common/listing-report";
import { AUTOMATIC_SECTION_8_REPORT } from "../../common/section8";
import type { SessionUser } from "../auth/session";
import { listings } from "../db/schema/listings";
import { listingReports } from "../db/schema/verification";
import { createListing, createUser } from "../db/seed/factories";
import type { JobQueue } from "../jobs/queue";
import { createListing as createListingAsLandlord, updateListing } from "../listings/listing-service";
import { RATE_LIMIT_MESSAGE } from "../rate-limits/limiter";
import { nextClientAddress } from "../test/actors";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../test/app";
import { createReport, listOpenReports, pauseReportedListing, resolveReport } from "./listing-reports";

let t: TestApp;
let admin: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await acting("admin");
});
afterAll(() => t.close());

async function acting(
  role: "admin" | "renter" | "landlord",
  locale: "en" | "es" = "en",
): Promise<SessionUser> {
  const u = await createUser(t.deps.db, { role, locale });
  return { id: u.id, email: u.email, fullName: u.fullName, phone: null, role };
}

const deps = () => ({
  db: t.deps.db,
  jobs: t.deps.jobs,
  rateLimiter: t.deps.rateLimiter,
  publicUrl: TEST_ORIGIN,
});
const client = () => ({ ip: nextClientAddress() });

async function listingOf(landlord: SessionUser, values: Partial<typeof listings.$inferInsert> = {}) {
  return createListing(t.deps.db, { ownerId: landlord.id, title: `Home of ${landlord.fullName}`, ...values });
}

const reportsOf = (listingId: string) =>
  t.deps.db.select().from(listingReports).where(eq(listingReports.listingId, listingId));

const listingForm = (description: string, acceptsSection8 = false) => ({
  title: "Two-bedroom near the park",
  description,
  country: "United States",
  state: "IL",
  city: "Chicago",
  zipCode: "60616",
  addressLine: "2300 S State St",
  price: "1200",
  securityDeposit: "1200",
  bedrooms: "2",
  bathrooms: "1",
  ...(acceptsSection8 ? { acceptsSection8: "on" } : {}),
});

describe("createReport", () => {
  it("stores a visitor's report (no reporter) and a signed-in person's (with the reporter)", async () => {
    const landlord = await acting("landlord");
    const listing = await listingOf(landlord);
    await createReport(deps(), null, listing.id, { reason: "scam", details: "Asked for a wire." }, client());
    const renter = await acting("renter");
    await createReport(deps(), renter, listing.id, { reason: "already_rented", details: "  " }, client());
    const rows = await reportsOf(listing.id);
    expect(rows.map((r) => [r.reason, r.reporterId, r.details, r.status]).sort()).toEqual(
      [
        ["already_rented", renter.id, null, "open"],
        ["scam", null, "Asked for a wire.", "open"],
      ].sort(),
    );
  });

  it("refuses a bad reason, too-long details, a missing or paused listing: nothing saved", async () => {
    const landlord = await acting("landlord");
    const listing = await listingOf(landlord);
    await expect(
      createReport(deps(), null, listing.id, { reason: "boring" }, client()),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: LISTING_REPORT_MESSAGES.reason });
    await expect(
      createReport(deps(), null, listing.id, { reason: "other", details: "x".repeat(1001) }, client()),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: LISTING_REPORT_MESSAGES.detailsTooLong });
    await expect(
      createReport(deps(), null, listing.id, { reason: "other", details: "bad\u0000" }, client()),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000", undefined]) {
      await expect(createReport(deps(), null, id, { reason: "scam" }, client())).rejects.toMatchObject({
        code: "NOT_FOUND",
        message: LISTING_REPORT_MESSAGES.listingNotFound,
      });
    }
    const paused = await listingOf(landlord, { status: "paused" });
    await expect(createReport(deps(), null, paused.id, { reason: "scam" }, client())).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await reportsOf(listing.id)).toEqual([]);
    expect(await reportsOf(paused.id)).toEqual([]);
  });

  it("limits a burst per client address and per listing: the limiter's message, nothing saved", async () => {
    const landlord = await acting("landlord");
    const listing = await listingOf(landlord);
    const ip = nextClientAddress();
    const outcomes: string[] = [];
    for (let i = 0; i < 8; i++) {
      outcomes.push(
        await createReport(deps(), null, listing.id, { reason: "scam" }, { ip }).then(
          () => "saved",
          (e: Error) => e.message,
        ),
      );
    }
    expect(outcomes).toEqual([...Array(5).fill("saved"), ...Array(3).fill(RATE_LIMIT_MESSAGE)]);
    expect(await reportsOf(listing.id)).toHaveLength(5);

    // Many addresses on one listing: at most 20 an hour, whoever sends them.
    const other = await listingOf(landlord);
    let saved = 0;
    let limited = 0;
    for (let i = 0; i < 23; i++) {
      try {
        await createReport(deps(), null, other.id, { reason: "other" }, client());
        saved++;
      } catch (error) {
        expect(error).toMatchObject({ code: "RATE_LIMITED", message: RATE_LIMIT_MESSAGE });
        limited++;
      }
    }
    expect([saved, limited]).toEqual([20, 3]);
    expect(await reportsOf(other.id)).toHaveLength(20);
  });
});

describe("the admin queue", () => {
  it("is for admins only", async () => {
    const renter = await acting("renter");
    const landlord = await acting("landlord");
    for (const user of [null, renter, landlord]) {
      await expect(listOpenReports(t.deps.db, user)).rejects.toMatchObject({
        code: user ? "FORBIDDEN" : "UNAUTHENTICATED",
      });
      await expect(resolveReport(deps(), user, { reportId: crypto.randomUUID() })).rejects.toMatchObject({
        code: user ? "FORBIDDEN" : "UNAUTHENTICATED",
      });
      await expect(
        pauseReportedListing(deps(), user, { reportId: crypto.randomUUID() }),
      ).rejects.toMatchObject({ code: user ? "FORBIDDEN" : "UNAUTHENTICATED" });
    }
  });

  it("lists open reports newest first; Dismiss resolves one and records who and when", async () => {
    const landlord = await acting("landlord");
    const listing = await listingOf(landlord, { title: "Queue test home" });
    const renter = await acting("renter");
    const first = await createReport(deps(), null, listing.id, { reason: "wrong_price" }, client());
    await new Promise((r) => setTimeout(r, 5));
    const second = await createReport(
      deps(),
      renter,
      listing.id,
      { reason: "scam", details: "Hi" },
      client(),
    );
    const queue = (await listOpenReports(t.deps.db, admin)).filter((r) => r.listingId === listing.id);
    expect(queue.map((r) => r.id)).toEqual([second.id, first.id]);
    expect(queue[0]).toMatchObject({
      listingTitle: "Queue test home",
      landlordName: landlord.fullName,
      reporterName: renter.fullName,
      reason: "scam",
      details: "Hi",
    });
    expect(queue[1].reporterName).toBeNull();

    await resolveReport(deps(), admin, { reportId: first.id });
    const [row] = await t.deps.db.select().from(listingReports).where(eq(listingReports.id, first.id));
    expect(row).toMatchObject({ status: "resolved", resolvedBy: admin.id });
    expect(row.resolvedAt).toBeInstanceOf(Date);
    // The listing stays up; the report leaves the queue and cannot be decided twice.
    const [still] = await t.deps.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(still.status).toBe("active");
    expect((await listOpenReports(t.deps.db, admin)).some((r) => r.id === first.id)).toBe(false);
    await expect(resolveReport(deps(), admin, { reportId: first.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: LISTING_REPORT_MESSAGES.reportNotFound,
    });
    await expect(resolveReport(deps(), admin, { reportId: "nope" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("Pause: pauses the listing, resolves its open reports and queues the landlord's email, in one transaction", async () => {
    const landlord = await acting("landlord");
    const listing = await listingOf(landlord, { title: "Pause test home" });
    const a = await createReport(deps(), null, listing.id, { reason: "scam" }, client());
    await createReport(deps(), null, listing.id, { reason: "discriminatory" }, client());

    // The email cannot be queued: nothing changes (the pause and the resolutions roll back with it).
    const failingJobs = {
      ...t.deps.jobs,
      send: async () => {
        throw new Error("queue down");
      },
    } as unknown as JobQueue;
    await expect(
      pauseReportedListing({ ...deps(), jobs: failingJobs }, admin, { reportId: a.id }),
    ).rejects.toThrow("queue down");
    const [before] = await t.deps.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(before.status).toBe("active");
    expect((await reportsOf(listing.id)).every((r) => r.status === "open")).toBe(true);

    const sent = t.mailer.sent.length;
    const result = await pauseReportedListing(deps(), admin, { reportId: a.id });
    expect(result).toMatchObject({ listingId: listing.id, resolved: 2, notified: true });
    const [after] = await t.deps.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(after.status).toBe("paused");
    const rows = await reportsOf(listing.id);
    expect(rows.every((r) => r.status === "resolved" && r.resolvedBy === admin.id && r.resolvedAt)).toBe(
      true,
    );

    await t.drainJobs();
    const mail = t.mailer.sent.slice(sent).find((m) => m.to === landlord.email);
    expect(mail?.subject).toBe("Your Affordable listing was paused after a report");
    expect(mail?.text).toContain('"Pause test home"');
    expect(mail?.text).toContain("- Scam");
    expect(mail?.text).toContain("- Discriminatory");
    // A paused listing takes no new reports.
    await expect(createReport(deps(), null, listing.id, { reason: "scam" }, client())).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("Pause: a Spanish landlord's email is in Spanish, with the Spanish reasons and dashboard", async () => {
    const landlord = await acting("landlord", "es");
    const listing = await listingOf(landlord, { title: "Casa en pausa" });
    const report = await createReport(deps(), null, listing.id, { reason: "discriminatory" }, client());
    const sent = t.mailer.sent.length;
    await pauseReportedListing(deps(), admin, { reportId: report.id });
    await t.drainJobs();
    const mail = t.mailer.sent.slice(sent).find((m) => m.to === landlord.email);
    expect(mail?.subject).toBe("Pausamos tu anuncio de Affordable después de una denuncia");
    expect(mail?.text).toContain('tu anuncio "Casa en pausa" y lo pausó');
    expect(mail?.text).toContain("Lo denunciaron por:\n- Discriminatorio (p. ej. «no Sección 8»)\n");
    expect(mail?.text).toContain(`Tus anuncios: ${TEST_ORIGIN}/es/landlord-dashboard`);
  });
});

describe("automatic Section 8 flag", () => {
  it("reports listing text that refuses Section 8 on create and update, once while open", async () => {
    const landlord = await acting("landlord");
    const flagged = await createListingAsLandlord(
      t.deps.db,
      landlord,
      listingForm("Nice place. No Section 8."),
    );
    let rows = await reportsOf(flagged.id);
    expect(rows.map((r) => [r.reason, r.reporterId, r.details, r.status])).toEqual([
      ["discriminatory", null, AUTOMATIC_SECTION_8_REPORT, "open"],
    ]);

    // Edited again with the same text: still one open automatic report.
    await updateListing(t.deps.db, landlord, flagged.id, listingForm("No vouchers, no pets."));
    expect(await reportsOf(flagged.id)).toHaveLength(1);

    // Once an admin dismissed it, a new edit that still refuses is flagged again.
    await resolveReport(deps(), admin, { reportId: rows[0].id });
    await updateListing(t.deps.db, landlord, flagged.id, listingForm("sec-8 not accepted"));
    rows = await reportsOf(flagged.id);
    expect(rows.filter((r) => r.status === "open")).toHaveLength(1);

    // A clean listing, and one edited to clean text, get none.
    const clean = await createListingAsLandlord(t.deps.db, landlord, listingForm("Vouchers welcome."));
    expect(await reportsOf(clean.id)).toEqual([]);
    await updateListing(t.deps.db, landlord, clean.id, listingForm("Quiet street."));
    expect(await reportsOf(clean.id)).toEqual([]);

    // The automatic report shows in the queue as a visitor's would (no reporter).
    const queued = (await listOpenReports(t.deps.db, admin)).find((r) => r.listingId === flagged.id);
    expect(queued).toMatchObject({ reason: "discriminatory", reporterName: null });
  });

  it("with Section 8 ticked, the text is refused and nothing is saved", async () => {
    const landlord = await acting("landlord");
    await expect(
      createListingAsLandlord(t.deps.db, landlord, listingForm("No S8 tenants", true)),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { description: "This listing accepts Section 8: remove text that refuses vouchers." },
    });
    const mine = await t.deps.db.select().from(listings).where(eq(listings.ownerId, landlord.id));
    expect(mine).toEqual([]);
  });
});
