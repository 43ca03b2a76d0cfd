import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { homeTimeZone, VIEWING_IN_PAST, zonedTime } from "../../common/application-answers";
import {
  APPLICATIONS_PAGE_SIZE,
  type ApplicationMove,
  type ApplicationStatus,
  MOVE_ACTOR,
  moveRefusal,
  nextStatus,
} from "../../common/application-rules";
import { LANDLORDS_ONLY } from "../../common/constants";
import { listingTitle } from "../../common/format";
import { applicationSchema } from "../../common/schemas/application";
import { declineSchema, viewingProposalSchema } from "../../common/schemas/application-answer";
import { isUuid } from "../../common/schemas/id";
import { requireRole, requireUser, type SessionUser } from "../auth/session";
import type { AppDeps } from "../context";
import type { Executor } from "../db/client";
import { profiles } from "../db/schema/auth";
import { applications, listings } from "../db/schema/listings";
import { AppError } from "../errors";
import { NOT_YOUR_LISTING } from "../listings/listing-service";
import { ensureConversation } from "../messages/find-conversation";
import { parseInput } from "../validation";
import { canSeeApplicantData } from "./access";
import {
  queueNewApplicationEmail,
  queueStatusEmail,
  queueWithdrawnEmail,
  type StatusNews,
} from "./application-emails";
import { recordProfileView } from "./profile-service";
import { buildProfileSnapshot } from "./profile-snapshot";

export const LOGIN_TO_APPLY = "Please log in to apply for this rental.";
export const RENTERS_ONLY_APPLY = "Only renters can apply for rentals.";
export const ALREADY_APPLIED = "You have already applied for this listing.";
export const APPLICATION_NOT_FOUND = "This application doesn't exist.";
const LISTING_NOT_FOUND = "This listing doesn't exist or is no longer available.";

type Deps = Pick<AppDeps, "db" | "jobs" | "publicUrl">;

/** Applications still waiting for an answer (the partial unique index allows one per renter and listing). */
const isOpenRow = sql`${applications.status} not in ('declined', 'withdrawn')`;

/**
 * A renter applies for an active listing in one step: move-in date, message, and their saved profile as
 * it is now (a snapshot the landlord sees even if the renter edits later); the landlord's email is queued
 * in the same transaction. One open application per listing: after a decline or a withdrawal, again.
 */
export async function applyToListing(
  deps: Deps,
  user: SessionUser | null,
  listingId: unknown,
  input: unknown,
) {
  if (!user) throw new AppError("UNAUTHENTICATED", LOGIN_TO_APPLY);
  const renter = requireRole(user, ["renter"], RENTERS_ONLY_APPLY);
  if (!isUuid(listingId)) throw new AppError("NOT_FOUND", LISTING_NOT_FOUND);
  const { moveInDate, message } = parseInput(applicationSchema, input ?? {});
  return deps.db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ id: listings.id, title: listings.title, ownerId: listings.ownerId })
      .from(listings)
      .where(and(eq(listings.id, listingId), eq(listings.status, "active")))
      .limit(1);
    if (!listing) throw new AppError("NOT_FOUND", LISTING_NOT_FOUND);
    const profileSnapshot = await buildProfileSnapshot(tx, renter.id);
    const [row] = await tx
      .insert(applications)
      .values({
        listingId: listing.id,
        renterId: renter.id,
        moveInDate,
        message: message ?? null,
        profileSnapshot,
      })
      .onConflictDoNothing({ target: [applications.listingId, applications.renterId], where: isOpenRow })
      .returning({ id: applications.id, createdAt: applications.createdAt });
    if (!row) throw new AppError("CONFLICT", ALREADY_APPLIED);
    const people = await tx
      .select({ id: profiles.id, email: profiles.email, name: profiles.fullName, locale: profiles.locale })
      .from(profiles)
      .where(inArray(profiles.id, [listing.ownerId, renter.id]));
    const landlord = people.find((p) => p.id === listing.ownerId);
    const applicant = people.find((p) => p.id === renter.id);
    if (landlord) {
      await queueNewApplicationEmail(tx, deps, landlord, {
        id: row.id,
        renterName: applicant?.name ?? "",
        listingTitle: listingTitle(listing.title, landlord.locale),
        moveInDate: moveInDate ?? null,
      });
    }
    return row;
  });
}

/** The acting renter's open application for a listing, if any (the listing page shows it). */
export async function findOwnApplication(db: Executor, user: SessionUser | null, listingId: string) {
  if (user?.role !== "renter") return null;
  if (!isUuid(listingId)) return null;
  const [row] = await db
    .select({
      id: applications.id,
      status: applications.status,
      moveInDate: applications.moveInDate,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .where(and(eq(applications.listingId, listingId), eq(applications.renterId, user.id), isOpenRow))
    .limit(1);
  return row ?? null;
}

/**
 * Applications for the landlord's own listings, newest first (a landlord sees only those: a renter's details
 * reach only the landlord they applied to). With `listingId`, only that listing's, which must be the
 * landlord's own (returned as `listing`); `page` (from 1) gives 20 at a time.
 */
export async function listLandlordApplications(
  db: Executor,
  user: SessionUser | null,
  options: { listingId?: unknown; limit?: number; page?: number } = {},
) {
  const landlord = requireRole(user, ["landlord"], LANDLORDS_ONLY);
  const conditions = [eq(listings.ownerId, landlord.id)];
  let listing: { id: string; title: string } | null = null;
  if (options.listingId !== undefined) {
    if (!isUuid(options.listingId)) throw new AppError("NOT_FOUND", LISTING_NOT_FOUND);
    const [found] = await db
      .select({ id: listings.id, title: listings.title, ownerId: listings.ownerId })
      .from(listings)
      .where(eq(listings.id, options.listingId))
      .limit(1);
    if (!found) throw new AppError("NOT_FOUND", LISTING_NOT_FOUND);
    if (found.ownerId !== landlord.id) throw new AppError("FORBIDDEN", NOT_YOUR_LISTING);
    listing = { id: found.id, title: found.title };
    conditions.push(eq(applications.listingId, options.listingId));
  }
  const where = and(...conditions);
  const limit = options.page ? APPLICATIONS_PAGE_SIZE : options.limit;
  const offset = options.page ? (Math.max(1, Math.floor(options.page)) - 1) * APPLICATIONS_PAGE_SIZE : 0;
  const query = db
    .select({
      id: applications.id,
      listingId: applications.listingId,
      listingTitle: listings.title,
      renterId: applications.renterId,
      renterName: profiles.fullName,
      renterEmail: profiles.email,
      moveInDate: applications.moveInDate,
      message: applications.message,
      status: applications.status,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .innerJoin(listings, eq(listings.id, applications.listingId))
    .innerJoin(profiles, eq(profiles.id, applications.renterId))
    .where(where)
    .orderBy(desc(applications.createdAt), desc(applications.id));
  const [items, [{ total }]] = await Promise.all([
    limit ? query.limit(limit).offset(offset) : query,
    db
      .select({ total: count() })
      .from(applications)
      .innerJoin(listings, eq(listings.id, applications.listingId))
      .where(where),
  ]);
  // With `listingId`, that listing (its page needs no other read of it).
  return { items, total: Number(total), listing };
}

export type LandlordApplication = Awaited<ReturnType<typeof listLandlordApplications>>["items"][number];

/**
 * The applications the acting user sent, newest first: never anyone else's. A renter's, or a landlord's
 * who sent them as a renter before adding the landlord tools (the landlord dashboard shows them).
 */
export async function listRenterApplications(db: Executor, user: SessionUser | null) {
  const renter = requireRole(
    user,
    ["renter", "landlord"],
    "Access Denied: This dashboard is only available to renters.",
  );
  return db
    .select({
      id: applications.id,
      listingId: applications.listingId,
      listingTitle: listings.title,
      city: listings.city,
      state: listings.state,
      priceCents: listings.priceCents,
      listingStatus: listings.status,
      moveInDate: applications.moveInDate,
      message: applications.message,
      status: applications.status,
      viewingAt: applications.viewingAt,
      viewingPlace: applications.viewingPlace,
      declineReason: applications.declineReason,
      declineNote: applications.declineNote,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .innerJoin(listings, eq(listings.id, applications.listingId))
    .where(eq(applications.renterId, renter.id))
    .orderBy(desc(applications.createdAt), desc(applications.id));
}

export type RenterApplication = Awaited<ReturnType<typeof listRenterApplications>>[number];

/** The application's row with its listing, locked for the change (SELECT ... FOR UPDATE OF applications). */
async function lockApplication(tx: Executor, applicationId: string) {
  const [row] = await tx
    .select({
      id: applications.id,
      status: applications.status,
      renterId: applications.renterId,
      ownerId: listings.ownerId,
      title: listings.title,
      state: listings.state,
    })
    .from(applications)
    .innerJoin(listings, eq(listings.id, applications.listingId))
    .where(eq(applications.id, applicationId))
    .for("update", { of: applications });
  return row;
}

/**
 * One move of an application (common/application-rules.ts): the landlord opens it, proposes a viewing,
 * approves or declines; the renter withdraws. Made on the locked row, so two tabs answering at once leave
 * one status: the second sees the first's answer and is refused with its message. The email (the renter's,
 * or the landlord's for a withdrawal) is queued in the same transaction.
 */
export async function moveApplication(
  deps: Deps,
  user: SessionUser | null,
  applicationId: unknown,
  move: ApplicationMove,
  input?: unknown,
) {
  const actor = requireUser(user);
  if (!isUuid(applicationId)) throw new AppError("NOT_FOUND", APPLICATION_NOT_FOUND);
  const viewing = move === "propose_viewing" ? parseInput(viewingProposalSchema, input ?? {}) : null;
  const decline = move === "decline" ? parseInput(declineSchema, input ?? {}) : null;
  return deps.db.transaction(async (tx) => {
    const row = await lockApplication(tx, applicationId);
    const side = MOVE_ACTOR[move];
    const mine =
      row &&
      (side === "landlord"
        ? actor.role === "landlord" && row.ownerId === actor.id
        : row.renterId === actor.id);
    // Someone else's application: the same answer as a missing one.
    if (!row || !mine) throw new AppError("NOT_FOUND", APPLICATION_NOT_FOUND);
    const from = row.status as ApplicationStatus;
    const to = nextStatus(from, move);
    if (!to) throw new AppError("CONFLICT", moveRefusal(from, move) ?? APPLICATION_NOT_FOUND);
    const now = new Date();
    const timeZone = homeTimeZone(row.state);
    const changes: Partial<typeof applications.$inferInsert> = { status: to, statusChangedAt: now };
    let news: StatusNews | null = null;
    if (viewing) {
      const viewingAt = zonedTime(viewing.viewingDate, viewing.viewingTime, timeZone);
      if (viewingAt.getTime() <= now.getTime()) {
        throw new AppError("BAD_REQUEST", VIEWING_IN_PAST, { viewingDate: VIEWING_IN_PAST });
      }
      Object.assign(changes, { viewingAt, viewingPlace: viewing.viewingPlace });
      news = { status: "viewing_proposed", viewingAt, viewingPlace: viewing.viewingPlace, timeZone };
    } else if (decline) {
      Object.assign(changes, {
        declineReason: decline.declineReason,
        declineNote: decline.declineNote ?? null,
        decidedAt: now,
      });
      news = { status: "declined", reason: decline.declineReason, note: decline.declineNote ?? null };
    } else if (to === "approved" || to === "viewed") {
      if (to === "approved") changes.decidedAt = now;
      news = { status: to };
    } else {
      changes.decidedAt = now;
    }
    await tx.update(applications).set(changes).where(eq(applications.id, row.id));
    const people = await tx
      .select({ id: profiles.id, email: profiles.email, name: profiles.fullName, locale: profiles.locale })
      .from(profiles)
      .where(inArray(profiles.id, [row.ownerId, row.renterId]));
    const renter = people.find((p) => p.id === row.renterId);
    const landlord = people.find((p) => p.id === row.ownerId);
    // Each email names the listing in its reader's language when it has no title.
    if (news && renter)
      await queueStatusEmail(tx, deps, renter, listingTitle(row.title, renter.locale), news);
    if (move === "withdraw" && landlord) {
      await queueWithdrawnEmail(tx, deps, landlord, {
        id: row.id,
        renterName: renter?.name ?? "",
        listingTitle: listingTitle(row.title, landlord.locale),
      });
    }
    return { id: row.id, status: to };
  });
}

/**
 * The landlord's review page: the application to one of their own listings, the profile as sent and the
 * answers allowed now. Opening a new application marks it viewed (the renter hears of it).
 */
export async function readApplicationForLandlord(
  deps: Deps,
  user: SessionUser | null,
  applicationId: unknown,
) {
  const landlord = requireRole(user, ["landlord"], LANDLORDS_ONLY);
  if (!isUuid(applicationId)) throw new AppError("NOT_FOUND", APPLICATION_NOT_FOUND);
  const read = async () => {
    const [row] = await deps.db
      .select({
        id: applications.id,
        status: applications.status,
        moveInDate: applications.moveInDate,
        message: applications.message,
        profileSnapshot: applications.profileSnapshot,
        viewingAt: applications.viewingAt,
        viewingPlace: applications.viewingPlace,
        declineReason: applications.declineReason,
        declineNote: applications.declineNote,
        decidedAt: applications.decidedAt,
        createdAt: applications.createdAt,
        renterId: applications.renterId,
        renterName: profiles.fullName,
        listingId: listings.id,
        listingTitle: listings.title,
        listingState: listings.state,
        ownerId: listings.ownerId,
      })
      .from(applications)
      .innerJoin(listings, eq(listings.id, applications.listingId))
      .innerJoin(profiles, eq(profiles.id, applications.renterId))
      .where(eq(applications.id, applicationId))
      .limit(1);
    if (!row || row.ownerId !== landlord.id) throw new AppError("NOT_FOUND", APPLICATION_NOT_FOUND);
    return row;
  };
  let row = await read();
  if (row.status === "new") {
    try {
      // Only the status changes (moveApplication's "view"): the row read above stays true.
      const moved = await moveApplication(deps, user, row.id, "view");
      row = { ...row, status: moved.status };
    } catch (error) {
      // Another tab opened or answered it meanwhile: show what it is now.
      if (!(error instanceof AppError && error.code === "CONFLICT")) throw error;
      row = await read();
    }
  }
  // The profile as sent is the renter's private data: shown only while access.ts allows (open, or 30 days
  // after the decision), and each look is recorded for the renter's "Who has seen your profile".
  const access = { listingOwnerId: row.ownerId, status: row.status, decidedAt: row.decidedAt };
  if (!canSeeApplicantData(landlord, row.renterId, access)) return { ...row, profileSnapshot: null };
  if (row.profileSnapshot) {
    await recordProfileView(deps.db, {
      renterId: row.renterId,
      listingId: row.listingId,
      viewerId: landlord.id,
    });
  }
  return row;
}

/**
 * The message thread of an application's renter and the listing's landlord about that listing (Contact
 * for the landlord, Messages for the renter), created empty if they have none: its id, for the inbox.
 */
export async function openApplicationThread(db: Executor, user: SessionUser | null, applicationId: unknown) {
  const me = requireUser(user);
  if (!isUuid(applicationId)) throw new AppError("NOT_FOUND", APPLICATION_NOT_FOUND);
  const [row] = await db
    .select({ renterId: applications.renterId, ownerId: listings.ownerId, listingId: listings.id })
    .from(applications)
    .innerJoin(listings, eq(listings.id, applications.listingId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  const mine = row && (row.renterId === me.id || (me.role === "landlord" && row.ownerId === me.id));
  if (!row || !mine || row.renterId === row.ownerId) throw new AppError("NOT_FOUND", APPLICATION_NOT_FOUND);
  return ensureConversation(db, row.renterId, row.ownerId, row.listingId);
}
