import { and, desc, eq, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { LISTING_REPORT_MESSAGES } from "../../common/listing-report";
import { isUuid } from "../../common/schemas/id";
import { listingReportDecisionSchema, listingReportSchema } from "../../common/schemas/listing-report";
import { AUTOMATIC_SECTION_8_REPORT, refusesSection8 } from "../../common/section8";
import { requireRole, type SessionUser } from "../auth/session";
import type { AppDeps } from "../context";
import type { Executor } from "../db/client";
import { profiles } from "../db/schema/auth";
import { listings } from "../db/schema/listings";
import { listingReports } from "../db/schema/verification";
import { AppError } from "../errors";
import { EMAIL_JOB } from "../jobs/email";
import { RATE_LIMIT_MESSAGE } from "../rate-limits/limiter";
import { firstFieldError, parseInput } from "../validation";
import { listingPausedEmail } from "./emails";

/**
 * Listing reports: anyone, signed in or not, reports a public listing ("Report this listing");
 * admins see the open reports, dismiss one, or pause the listing, which resolves all its open reports and
 * emails the landlord why, in one transaction. Listing text that refuses Section 8 is reported
 * automatically (`flagSection8Refusal`, called by the listing service in its transaction).
 */

const NOT_FOUND = LISTING_REPORT_MESSAGES.listingNotFound;

/** Reports a public (active) listing. Limited per client address and per listing; nothing is saved over it. */
export async function createReport(
  deps: Pick<AppDeps, "db" | "rateLimiter">,
  user: SessionUser | null,
  listingId: unknown,
  input: unknown,
  client: { ip: string },
) {
  const value = parseInput(listingReportSchema, input ?? {}, firstFieldError);
  if (!isUuid(listingId)) throw new AppError("NOT_FOUND", NOT_FOUND);
  if (!(await deps.rateLimiter.consume("listingReport", client.ip))) {
    throw new AppError("RATE_LIMITED", RATE_LIMIT_MESSAGE);
  }
  const [listing] = await deps.db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.status, "active")))
    .limit(1);
  if (!listing) throw new AppError("NOT_FOUND", NOT_FOUND);
  if (!(await deps.rateLimiter.consume("listingReportPerListing", listing.id))) {
    throw new AppError("RATE_LIMITED", RATE_LIMIT_MESSAGE);
  }
  const [row] = await deps.db
    .insert(listingReports)
    .values({
      listingId: listing.id,
      reporterId: user?.id ?? null,
      reason: value.reason,
      details: value.details ?? null,
    })
    .returning({ id: listingReports.id });
  return row;
}

const reporters = alias(profiles, "reporters");

/** The admin queue: open reports, newest first, with the listing, its landlord and the reporter. */
export async function listOpenReports(db: Executor, user: SessionUser | null) {
  requireRole(user, ["admin"]);
  return db
    .select({
      id: listingReports.id,
      reason: listingReports.reason,
      details: listingReports.details,
      createdAt: listingReports.createdAt,
      listingId: listings.id,
      listingTitle: listings.title,
      listingStatus: listings.status,
      landlordName: profiles.fullName,
      reporterName: reporters.fullName,
    })
    .from(listingReports)
    .innerJoin(listings, eq(listings.id, listingReports.listingId))
    .leftJoin(profiles, eq(profiles.id, listings.ownerId))
    .leftJoin(reporters, eq(reporters.id, listingReports.reporterId))
    .where(eq(listingReports.status, "open"))
    .orderBy(desc(listingReports.createdAt), desc(listingReports.id))
    .limit(200);
}

export type OpenListingReport = Awaited<ReturnType<typeof listOpenReports>>[number];

/** An open report, locked for a decision (or NOT_FOUND: unknown or already resolved). */
async function lockOpenReport(tx: Executor, reportId: string) {
  if (!isUuid(reportId)) throw new AppError("NOT_FOUND", LISTING_REPORT_MESSAGES.reportNotFound);
  const [report] = await tx
    .select()
    .from(listingReports)
    .where(and(eq(listingReports.id, reportId), eq(listingReports.status, "open")))
    .for("update");
  if (!report) throw new AppError("NOT_FOUND", LISTING_REPORT_MESSAGES.reportNotFound);
  return report;
}

/** Dismiss: resolves one open report without acting on the listing (who and when are recorded). */
export async function resolveReport(deps: Pick<AppDeps, "db">, user: SessionUser | null, input: unknown) {
  const admin = requireRole(user, ["admin"]);
  const { reportId } = parseInput(listingReportDecisionSchema, input ?? {}, firstFieldError);
  return deps.db.transaction(async (tx) => {
    const report = await lockOpenReport(tx, reportId);
    const [row] = await tx
      .update(listingReports)
      .set({ status: "resolved", resolvedBy: admin.id, resolvedAt: new Date() })
      .where(eq(listingReports.id, report.id))
      .returning({ id: listingReports.id });
    return row;
  });
}

/**
 * Pauses the reported listing, resolves every open report of it and queues the landlord's email saying
 * why: all in one transaction (the email exists exactly when the pause commits).
 */
export async function pauseReportedListing(
  deps: Pick<AppDeps, "db" | "jobs" | "publicUrl">,
  user: SessionUser | null,
  input: unknown,
) {
  const admin = requireRole(user, ["admin"]);
  const { reportId } = parseInput(listingReportDecisionSchema, input ?? {}, firstFieldError);
  return deps.db.transaction(async (tx) => {
    const report = await lockOpenReport(tx, reportId);
    const [listing] = await tx
      .select({ id: listings.id, title: listings.title, ownerId: listings.ownerId })
      .from(listings)
      .where(eq(listings.id, report.listingId))
      .for("update");
    if (!listing) throw new AppError("NOT_FOUND", NOT_FOUND);
    const now = new Date();
    await tx.update(listings).set({ status: "paused", updatedAt: now }).where(eq(listings.id, listing.id));
    const resolved = await tx
      .update(listingReports)
      .set({ status: "resolved", resolvedBy: admin.id, resolvedAt: now })
      .where(and(eq(listingReports.listingId, listing.id), eq(listingReports.status, "open")))
      .returning({ id: listingReports.id, reason: listingReports.reason });
    const [landlord] = listing.ownerId
      ? await tx
          .select({ email: profiles.email, fullName: profiles.fullName, locale: profiles.locale })
          .from(profiles)
          .where(eq(profiles.id, listing.ownerId))
      : [];
    if (landlord) {
      await deps.jobs.send(
        EMAIL_JOB,
        listingPausedEmail({
          to: landlord.email,
          name: landlord.fullName,
          listingTitle: listing.title,
          reasons: resolved.map((r) => r.reason),
          publicUrl: deps.publicUrl,
          locale: landlord.locale,
        }),
        { tx },
      );
    }
    return { listingId: listing.id, resolved: resolved.length, notified: Boolean(landlord) };
  });
}

/**
 * Listing text that refuses Section 8 gets one open automatic "discriminatory" report (reporter null),
 * unless one is already open. Called by the listing service inside its transaction, after its write (which
 * holds the listing's row lock, so two edits do not both add one).
 */
export async function flagSection8Refusal(
  tx: Executor,
  listing: { id: string; title: string; description: string | null },
) {
  if (!refusesSection8(listing.title) && !refusesSection8(listing.description)) return false;
  const [open] = await tx
    .select({ id: listingReports.id })
    .from(listingReports)
    .where(
      and(
        eq(listingReports.listingId, listing.id),
        eq(listingReports.status, "open"),
        isNull(listingReports.reporterId),
        eq(listingReports.details, AUTOMATIC_SECTION_8_REPORT),
      ),
    )
    .limit(1);
  if (open) return false;
  await tx.insert(listingReports).values({
    listingId: listing.id,
    reporterId: null,
    reason: "discriminatory",
    details: AUTOMATIC_SECTION_8_REPORT,
  });
  return true;
}
