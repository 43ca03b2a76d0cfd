import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VALID_LISTING_FORM } from "../common/schemas/test-support";
import type { SessionUser } from "./auth/session";
import { renterApplicationProfiles, renterDocuments } from "./db/schema/applications";
import { profiles, verifications } from "./db/schema/auth";
import { favourites } from "./db/schema/favourites";
import { applications, listings } from "./db/schema/listings";
import { conversations, messageBlocks, messageReports, messages } from "./db/schema/messages";
import { donations, landlordConfirmations, payouts, rentParties } from "./db/schema/rent-parties";
import { renterVouchers } from "./db/schema/renter-vouchers";
import { savedSearches } from "./db/schema/saved-searches";
import { contactMessages, pwaInstalls } from "./db/schema/site";
import { listingPhotos, listingReports, verificationRequests } from "./db/schema/verification";
import { demoPdf } from "./db/seed/demo-verification";
import { createListing, createUser } from "./db/seed/factories";
import { unsubscribeToken } from "./saved-searches/unsubscribe-token";
import {
  ACTORS,
  type Actor,
  type Cast,
  createCast,
  createResources,
  nextClientAddress,
  type Resources,
  readBack,
  rowCount,
  signIn,
} from "./test/actors";
import { TEST_ORIGIN, type TestApp } from "./test/app";
import { type AuthEndpoint, fillParams, listApiEndpoints, pageKey } from "./test/endpoints";
import { asFile, makePng } from "./test/images";
import { loadPageRoutes, mountPageRoutes, type PageRoute } from "./test/pages";
import { createPartyTestApp } from "./test/rent-parties";
import { saveRenterVoucher } from "./vouchers/renter-voucher";

/**
 * Who may do what: every API endpoint (read from the Hono app, the open Better Auth endpoints included)
 * and every page loader and action (read from app/routes.ts), called by nobody, renter A, renter B,
 * landlord A, landlord B and an admin. The resources belong to the A side (landlord A's listing, renter
 * A's application and campaigns), made afresh for every cell, so B must be refused whatever A may do.
 * Each cell checks the status (and a redirect's target), whether a private value shows in the answer,
 * and whether the data changed, read back from the database.
 *
 * Adding an endpoint, a page action or a loader of private data without its row here fails the first test.
 */

let t: TestApp;
let cast: Cast;
let pageRoutes: PageRoute[];
/** "METHOD /path" of every API route the app serves, Better Auth's open endpoints one by one. */
let apiEndpoints: string[];
/** Better Auth endpoints that are not on the allow-list: they must answer 404 to everyone. */
let closedAuthEndpoints: AuthEndpoint[];

/**
 * An expected answer: a status, or a status and where it redirects ("302 /auth"; a trailing "*" matches
 * any rest, the query string is ignored).
 */
type Outcome = number | `${number} ${string}`;

interface Request {
  method?: "GET" | "POST";
  path: string;
  /** A JSON body (API) ... */
  json?: unknown;
  /** ... or a web form's fields (pages) ... */
  form?: Record<string, string>;
  /** ... or a multipart form with files (upload pages): its fields, or a function that builds it. */
  multipart?: (() => Promise<FormData>) | Record<string, string | File>;
  headers?: Record<string, string>;
  /** Use a session of its own (the request ends it) rather than the actor's shared one. */
  ownSession?: boolean;
  /** An event stream: read its first chunk, then hang up. */
  stream?: boolean;
}

interface Case {
  /** "GET /api/health", "POST /api/admin/rent-parties/:id/verify", "loader routes/renter-dashboard", ... */
  endpoint: string;
  name: string;
  request: (r: Resources) => Request;
  expect: Record<Actor, Outcome>;
  /** Reads what the request could change; compared before and after. */
  probe?: (r: Resources) => Promise<unknown>;
  /** Whose request changes what `probe` reads (everyone else's must not). */
  writers?: readonly Actor[];
  /** A private value and who may see it in the answer (everyone else must not). */
  secret?: { value: (r: Resources) => string; seenBy: readonly Actor[] };
  /** Puts back what a writer's request changed in the shared cast (a role), before the next actor's turn. */
  restore?: () => Promise<void>;
}

const SIGNED_IN = ACTORS.filter((a) => a !== "anonymous");
const RENTERS = ["renterA", "renterB"] as const;
const LANDLORDS = ["landlordA", "landlordB"] as const;

/** Every actor gets `outcome`, except those listed in `except`. */
function all(outcome: Outcome, except: Partial<Record<Actor, Outcome>> = {}): Record<Actor, Outcome> {
  return Object.fromEntries(ACTORS.map((a) => [a, except[a] ?? outcome])) as Record<Actor, Outcome>;
}
const each = (actors: readonly Actor[], outcome: Outcome) =>
  Object.fromEntries(actors.map((a) => [a, outcome])) as Partial<Record<Actor, Outcome>>;

const FUTURE_DATE = new Date(Date.now() + 60 * 864e5).toISOString().slice(0, 10);
let uniqueEmail = 0;
const freshEmail = () => `matrix-${++uniqueEmail}-${Date.now().toString(36)}@example.com`;

const LISTING_FORM = { ...VALID_LISTING_FORM, title: "Matrix test listing" };
const CAMPAIGN = {
  title: "Help with my rent",
  story: "My hours were cut this month.",
  goalAmount: "500",
  landlordName: "Lee Landlord",
  landlordEmail: "lee@example.com",
  city: "Chicago",
  state: "IL",
};

/** The A side's private values (the unique marker keeps one cell's resources apart from another's). */
const secretOf = {
  applicationNote: (r: Resources) => r.application.message ?? "",
  campaignLandlordEmail: (r: Resources) => r.pending.landlordEmail,
  donorName: (r: Resources) => r.donation.donorName ?? "",
};

/** The first chunk of a streamed answer; then the stream is cancelled (the client hangs up). */
async function firstChunk(res: Response): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) return "";
  const { value } = await reader.read();
  await reader.cancel();
  return new TextDecoder().decode(value);
}

/** Photo actions on landlord A's listing: the owner is sent back to the page; everyone else is refused. */
const PHOTO_ACTION = all(403, {
  anonymous: "302 /auth",
  landlordA: "302 /landlord-dashboard/listings/*",
  landlordB: 404,
});

/** A listing's photos in order. */
async function photoOrder(listingId: string) {
  return t.deps.db
    .select({ id: listingPhotos.id, position: listingPhotos.position })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listingId))
    .orderBy(asc(listingPhotos.position));
}

/**
 * Landlord verification (made once, before the cases): a request whose documents only admins read, two
 * pending requests for Approve and Reject, and a verified landlord for Revoke. The admin acts last in
 * each case, so every other actor meets them unchanged.
 */
const verification = { readable: "", approve: "", reject: "", verifiedLandlord: "", premiumListing: "" };
const DOCUMENT_MARKER = "matrix-private-document-marker";
const PDF_BYTES = demoPdf([DOCUMENT_MARKER]);
const pdfFile = (name: string) => new File([new Uint8Array(PDF_BYTES)], name, { type: "application/pdf" });

async function createVerificationFixtures() {
  const pending = async () => {
    const landlord = await createUser(t.deps.db, { role: "landlord" });
    const documentKey = `verification/matrix-${crypto.randomUUID().replaceAll("-", "")}.pdf`;
    await t.deps.storage.put("private", documentKey, PDF_BYTES, "application/pdf");
    const [request] = await t.deps.db
      .insert(verificationRequests)
      .values({
        landlordId: landlord.id,
        documentKind: "deed",
        documentKey,
        documentType: "application/pdf",
        identityKind: "government_id",
        identityKey: documentKey,
        identityType: "application/pdf",
      })
      .returning();
    return request.id;
  };
  verification.readable = await pending();
  verification.approve = await pending();
  verification.reject = await pending();
  const verified = await createUser(t.deps.db, { role: "landlord" });
  await t.deps.db.update(profiles).set({ verifiedAt: new Date() }).where(eq(profiles.id, verified.id));
  verification.verifiedLandlord = verified.id;
  // Premium placement needs a verified landlord: one of its own, so a revocation case cannot touch it.
  const premiumOwner = await createUser(t.deps.db, { role: "landlord" });
  await t.deps.db.update(profiles).set({ verifiedAt: new Date() }).where(eq(profiles.id, premiumOwner.id));
  verification.premiumListing = (await createListing(t.deps.db, { ownerId: premiumOwner.id })).id;
}

/**
 * Listing reports (made once): an open report to dismiss, and one whose listing an admin pauses. The admin
 * acts last, so every other actor meets them open.
 */
const reports = { dismiss: "", pause: "", pausedListing: "" };

async function createReportFixtures() {
  const landlord = await createUser(t.deps.db, { role: "landlord" });
  const report = async () => {
    const listing = await createListing(t.deps.db, {
      ownerId: landlord.id,
      title: "Matrix reported listing",
    });
    const [row] = await t.deps.db
      .insert(listingReports)
      .values({ listingId: listing.id, reason: "scam", details: "matrix report" })
      .returning();
    return { id: row.id, listingId: listing.id };
  };
  reports.dismiss = (await report()).id;
  const paused = await report();
  reports.pause = paused.id;
  reports.pausedListing = paused.listingId;
}

/**
 * Renter A's application profile and two private documents (made once, put back after a writer's turn):
 * one to read, one to delete. Renter A's application to landlord A's listing (in every cell's resources)
 * is what lets landlord A open them.
 */
const applicant = { readable: crypto.randomUUID(), deletable: crypto.randomUUID() };
const APPLICANT_MARKER = "matrix-renter-document-marker";
const APPLICANT_PDF = demoPdf([APPLICANT_MARKER]);
const APPLICANT_ABOUT = "matrix-applicant-about-marker";

async function createApplicantFixtures() {
  await t.deps.db
    .insert(renterApplicationProfiles)
    .values({ renterId: cast.renterA.id, adults: 2, about: APPLICANT_ABOUT })
    .onConflictDoNothing();
  for (const id of [applicant.readable, applicant.deletable]) {
    const storageKey = `renter-documents/matrix${id.replaceAll("-", "")}.pdf`;
    await t.deps.storage.put("private", storageKey, APPLICANT_PDF, "application/pdf");
    await t.deps.db
      .insert(renterDocuments)
      .values({
        id,
        renterId: cast.renterA.id,
        kind: "pay_stub",
        storageKey,
        contentType: "application/pdf",
        sizeBytes: APPLICANT_PDF.length,
        fileName: "stub.pdf",
      })
      .onConflictDoNothing();
  }
}

const applicantProfileRow = async () =>
  (
    await t.deps.db
      .select()
      .from(renterApplicationProfiles)
      .where(eq(renterApplicationProfiles.renterId, cast.renterA.id))
  )[0] ?? null;

const applicantDocumentIds = async () =>
  (
    await t.deps.db
      .select({ id: renterDocuments.id })
      .from(renterDocuments)
      .where(eq(renterDocuments.renterId, cast.renterA.id))
      .orderBy(asc(renterDocuments.id))
  ).map((d) => d.id);

const APPLICATION_PROFILE_PAGE = "/renter-dashboard/application-profile";
const reportRow = async (id: string) =>
  (await t.deps.db.select().from(listingReports).where(eq(listingReports.id, id)))[0]?.status;

const verificationRow = async (id: string) =>
  (await t.deps.db.select().from(verificationRequests).where(eq(verificationRequests.id, id)))[0]?.status;

/** Only renter A is in the conversation `r.chat` (with a landlord made for the cell). */
const applicationStatus = async (id: string) =>
  (
    await t.deps.db.select({ status: applications.status }).from(applications).where(eq(applications.id, id))
  )[0]?.status;

const CHAT_OUTSIDERS = { anonymous: "302 /auth", renterA: "302 /messages" } as const;

/** Renter A's own voucher: its payment standard is the private value nobody else may see. */
const VOUCHER_STANDARD = "2345.67";
/** Renter A's saved search: its name is seen only on A's saved searches page. */
const SAVED_SEARCH_NAME = "Matrix saved search of renter A";
let savedSearchId = "";
async function createSavedSearchFixture() {
  const [row] = await t.deps.db
    .insert(savedSearches)
    .values({
      ownerId: cast.renterA.id,
      name: SAVED_SEARCH_NAME,
      query: "city=Chicago",
      filter: {},
      city: "chicago",
    })
    .returning({ id: savedSearches.id });
  savedSearchId = row.id;
}
const renterASavedSearches = async () =>
  t.deps.db
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      alerts: savedSearches.alerts,
      paused: savedSearches.paused,
    })
    .from(savedSearches)
    .where(eq(savedSearches.ownerId, cast.renterA.id))
    .orderBy(asc(savedSearches.id));
const restoreSavedSearches = async () => {
  await t.deps.db.delete(savedSearches).where(eq(savedSearches.ownerId, cast.renterA.id));
  await createSavedSearchFixture();
};
const SAVED_SEARCHES_PAGE = "/renter-dashboard/saved-searches";

async function createVoucherFixture() {
  await saveRenterVoucher(t.deps, { id: cast.renterA.id } as SessionUser, {
    bedrooms: "2",
    paymentStandard: VOUCHER_STANDARD,
  });
}
const voucherRow = async () =>
  t.deps.db.select().from(renterVouchers).where(eq(renterVouchers.userId, cast.renterA.id));

/** Renter A's saved home: the cheapest public listing (first in search), its title seen only on A's list. */
const SAVED_HOME_TITLE = "Matrix saved home of renter A";
let savedHomeId = "";
async function createFavouriteFixture() {
  if (!savedHomeId) {
    const home = await createListing(t.deps.db, {
      ownerId: cast.landlordA.id,
      title: SAVED_HOME_TITLE,
      priceCents: 100,
    });
    savedHomeId = home.id;
  }
  await t.deps.db
    .insert(favourites)
    .values({ profileId: cast.renterA.id, listingId: savedHomeId })
    .onConflictDoNothing();
}
/** Every actor's saved homes removed, then renter A's one saved home again (the saved-homes rows' restore). */
async function resetFavourites() {
  await t.deps.db.delete(favourites);
  await createFavouriteFixture();
}
const renterAFavourites = async () =>
  t.deps.db
    .select({ listingId: favourites.listingId })
    .from(favourites)
    .where(eq(favourites.profileId, cast.renterA.id))
    .orderBy(asc(favourites.listingId));

const CASES: Case[] = [
  // ---- My voucher: everyone reads and writes only their own (account, or the visitor's own cookie) ----
  {
    endpoint: "loader routes/my-voucher",
    name: "the My voucher page shows only the caller's own voucher",
    request: () => ({ path: "/my-voucher" }),
    expect: all(200),
    secret: { value: () => VOUCHER_STANDARD, seenBy: ["renterA"] },
  },
  {
    endpoint: "action routes/my-voucher",
    name: "a voucher is saved on the caller's own account (a visitor's in their own cookie)",
    request: () => ({ method: "POST", path: "/my-voucher", form: { intent: "save", bedrooms: "3" } }),
    expect: all("302 /my-voucher"),
    probe: voucherRow,
    writers: ["renterA"],
    restore: createVoucherFixture,
  },
  {
    endpoint: "action routes/my-voucher",
    name: "Delete my voucher deletes only the caller's own",
    request: () => ({ method: "POST", path: "/my-voucher", form: { intent: "delete" } }),
    expect: all("302 /my-voucher"),
    probe: voucherRow,
    writers: ["renterA"],
    restore: createVoucherFixture,
  },
  {
    endpoint: "loader routes/rentals._index",
    name: "a search's voucher verdicts are the caller's own voucher's, nobody else's",
    request: () => ({ path: "/rentals?fitsVoucher=true" }),
    expect: all(200),
    // The verdict itself, in the loader data (the texts travel to everyone).
    secret: { value: () => '"voucherFit":{"kind":"fits"}', seenBy: ["renterA"] },
  },
  // ---- Saved homes (favourites): everyone signed in reads and writes only their own ----
  {
    endpoint: "action routes/renter-dashboard_.saved-homes",
    name: "the heart saves a home on the caller's own list; a visitor signs in first",
    request: (r) => ({
      method: "POST",
      path: "/renter-dashboard/saved-homes",
      form: { listingId: r.listing.id, intent: "save", redirectTo: "/rentals" },
    }),
    expect: all("302 /rentals", { anonymous: "302 /auth" }),
    probe: renterAFavourites,
    writers: ["renterA"],
    // Every signed-in actor's POST saves to their own list: back to renterA's one saved home only.
    restore: resetFavourites,
  },
  {
    endpoint: "action routes/renter-dashboard_.saved-homes",
    name: "removing a home takes it off the caller's own list only",
    request: () => ({
      method: "POST",
      path: "/renter-dashboard/saved-homes",
      form: { listingId: savedHomeId, intent: "remove", redirectTo: "/rentals" },
    }),
    expect: all("302 /rentals", { anonymous: "302 /auth" }),
    probe: renterAFavourites,
    writers: ["renterA"],
    restore: resetFavourites,
  },
  {
    endpoint: "loader routes/renter-dashboard_.saved-homes",
    name: "Saved homes lists the caller's own saved homes only",
    request: () => ({ path: "/renter-dashboard/saved-homes" }),
    expect: all(200, { anonymous: "302 /auth" }),
    secret: { value: () => SAVED_HOME_TITLE, seenBy: ["renterA"] },
  },
  {
    endpoint: "loader routes/rentals._index",
    name: "the hearts on search cards are the caller's own",
    request: () => ({ path: "/rentals" }),
    expect: all(200),
    secret: { value: () => '"saved":true', seenBy: ["renterA"] },
  },
  {
    endpoint: "loader routes/rentals.$id",
    name: "the heart on a listing page is the caller's own",
    request: () => ({ path: `/rentals/${savedHomeId}` }),
    expect: all(200),
    secret: { value: () => '"savedHome":true', seenBy: ["renterA"] },
  },
  // ---- Saved searches and their unsubscribe links ----
  {
    endpoint: "loader routes/renter-dashboard_.saved-searches",
    name: "Saved searches lists the caller's own searches, to renters",
    request: () => ({ path: SAVED_SEARCHES_PAGE }),
    expect: all(403, { anonymous: "302 /auth", ...each(RENTERS, 200) }),
    secret: { value: () => SAVED_SEARCH_NAME, seenBy: ["renterA"] },
  },
  {
    endpoint: "action routes/renter-dashboard_.saved-searches",
    name: "a renter saves a search of their own",
    request: () => ({
      method: "POST",
      path: SAVED_SEARCHES_PAGE,
      form: { intent: "save", name: "Saved through the matrix", alerts: "daily", query: "city=Chicago" },
    }),
    expect: all(403, { anonymous: "302 /auth", ...each(RENTERS, `302 ${SAVED_SEARCHES_PAGE}`) }),
    probe: renterASavedSearches,
    writers: ["renterA"],
    restore: restoreSavedSearches,
  },
  {
    endpoint: "action routes/renter-dashboard_.saved-searches",
    name: "only its renter pauses, renames or deletes a saved search",
    request: () => ({
      method: "POST",
      path: SAVED_SEARCHES_PAGE,
      form: { intent: "delete", id: savedSearchId },
    }),
    expect: all(403, { anonymous: "302 /auth", renterA: `302 ${SAVED_SEARCHES_PAGE}`, renterB: 404 }),
    probe: renterASavedSearches,
    writers: ["renterA"],
    restore: restoreSavedSearches,
  },
  {
    endpoint: "loader routes/unsubscribe.$token",
    name: "an unsubscribe link shows its search's name to whoever holds it, and changes nothing",
    request: () => ({ path: `/unsubscribe/${unsubscribeToken(t.deps.cookieSecret, savedSearchId)}` }),
    expect: all(200),
    probe: renterASavedSearches,
  },
  {
    endpoint: "action routes/unsubscribe.$token",
    name: "an unsubscribe link turns off its own search's alerts, for whoever holds it (no sign-in)",
    request: () => ({
      method: "POST",
      path: `/unsubscribe/${unsubscribeToken(t.deps.cookieSecret, savedSearchId)}`,
      form: { "List-Unsubscribe": "One-Click" },
    }),
    expect: all(200),
    probe: renterASavedSearches,
    writers: ACTORS,
    restore: restoreSavedSearches,
  },
  {
    endpoint: "action routes/unsubscribe.$token",
    name: "a forged unsubscribe link changes nothing",
    request: () => ({
      method: "POST",
      path: `/unsubscribe/${savedSearchId}.zzzzzz.${"A".repeat(43)}`,
      form: { "List-Unsubscribe": "One-Click" },
    }),
    expect: all(400),
    probe: renterASavedSearches,
  },
  // ---- The renter's application profile and private documents ----
  {
    endpoint: "loader routes/renter-dashboard_.application-profile",
    name: "the application profile page, to renters (their own profile only)",
    request: () => ({ path: APPLICATION_PROFILE_PAGE }),
    expect: all(403, { anonymous: "302 /auth", ...each(RENTERS, 200) }),
    secret: { value: () => APPLICANT_ABOUT, seenBy: ["renterA"] },
  },
  {
    endpoint: "action routes/renter-dashboard_.application-profile",
    name: "a renter saves their own profile",
    request: () => ({
      method: "POST",
      path: APPLICATION_PROFILE_PAGE,
      form: { intent: "save", adults: "3", about: "Saved through the matrix" },
    }),
    expect: all(403, { anonymous: "302 /auth", ...each(RENTERS, `302 ${APPLICATION_PROFILE_PAGE}`) }),
    probe: applicantProfileRow,
    writers: ["renterA"],
  },
  {
    endpoint: "action routes/renter-dashboard_.application-profile",
    name: "a renter uploads a document of their own",
    request: () => ({
      method: "POST",
      path: APPLICATION_PROFILE_PAGE,
      multipart: { intent: "upload", kind: "pay_stub", file: pdfFile("stub.pdf") },
    }),
    expect: all(403, { anonymous: "302 /auth", ...each(RENTERS, `302 ${APPLICATION_PROFILE_PAGE}`) }),
    probe: applicantDocumentIds,
    writers: ["renterA"],
    restore: async () => {
      await t.deps.db.delete(renterDocuments).where(eq(renterDocuments.renterId, cast.renterA.id));
      await createApplicantFixtures();
    },
  },
  {
    endpoint: "action routes/renter-dashboard_.application-profile",
    name: "only its renter deletes a document",
    request: () => ({
      method: "POST",
      path: APPLICATION_PROFILE_PAGE,
      form: { intent: "delete-document", documentId: applicant.deletable },
    }),
    expect: all(403, { anonymous: "302 /auth", renterA: `302 ${APPLICATION_PROFILE_PAGE}`, renterB: 404 }),
    probe: applicantDocumentIds,
    writers: ["renterA"],
    restore: createApplicantFixtures,
  },
  {
    endpoint: "action routes/renter-dashboard_.application-profile",
    name: "a renter deletes their own whole profile",
    request: () => ({
      method: "POST",
      path: APPLICATION_PROFILE_PAGE,
      form: { intent: "delete-profile", confirm: "on" },
    }),
    expect: all(403, { anonymous: "302 /auth", ...each(RENTERS, `302 ${APPLICATION_PROFILE_PAGE}`) }),
    probe: async () => [await applicantProfileRow(), await applicantDocumentIds()],
    writers: ["renterA"],
    restore: createApplicantFixtures,
  },
  {
    endpoint: "loader routes/application-documents.$id",
    name: "a renter's document, to the renter and the landlord of a listing they applied to",
    request: () => ({ path: `/application-documents/${applicant.readable}` }),
    expect: all(404, { renterA: 200, landlordA: 200 }),
    secret: { value: () => APPLICANT_MARKER, seenBy: ["renterA", "landlordA"] },
  },
  // ---- Landlord verification ----
  {
    endpoint: "loader routes/landlord-dashboard_.verification",
    name: "the Get verified page, to landlords (their own status and listings)",
    request: () => ({ path: "/landlord-dashboard/verification" }),
    expect: all(403, { anonymous: "302 /auth", ...each(LANDLORDS, 200) }),
    secret: { value: (r) => r.listing.title, seenBy: ["landlordA"] },
  },
  {
    endpoint: "action routes/landlord-dashboard_.verification",
    name: "a landlord sends documents for their own listing only",
    request: (r) => ({
      method: "POST",
      path: "/landlord-dashboard/verification",
      multipart: {
        documentKind: "deed",
        document: pdfFile("deed.pdf"),
        identityKind: "government_id",
        identity: pdfFile("id.jpg"),
        listingIds: r.listing.id,
      },
    }),
    expect: all(403, {
      anonymous: "302 /auth",
      landlordA: "302 /landlord-dashboard/verification",
      landlordB: 400,
    }),
    probe: () => rowCount(t, verificationRequests),
    writers: ["landlordA"],
  },
  {
    endpoint: "loader routes/admin.verifications",
    name: "the verification queue, to admins only",
    request: () => ({ path: "/admin/verifications" }),
    expect: all("302 /", { admin: 200 }),
  },
  {
    endpoint: "loader routes/admin.verifications_.$id.$file",
    name: "a verification document, to admins only",
    request: () => ({ path: `/admin/verifications/${verification.readable}/document` }),
    expect: all(403, { anonymous: 404, admin: 200 }),
    secret: { value: () => DOCUMENT_MARKER, seenBy: ["admin"] },
  },
  {
    endpoint: "action routes/admin.verifications",
    name: "only an admin approves a request",
    request: () => ({
      method: "POST",
      path: "/admin/verifications",
      form: { intent: "approve", requestId: verification.approve },
    }),
    expect: all("302 /", { admin: "302 /admin/verifications" }),
    probe: () => verificationRow(verification.approve),
    writers: ["admin"],
  },
  {
    endpoint: "action routes/admin.verifications",
    name: "only an admin rejects a request",
    request: () => ({
      method: "POST",
      path: "/admin/verifications",
      form: { intent: "reject", requestId: verification.reject, reason: "Unreadable" },
    }),
    expect: all("302 /", { admin: "302 /admin/verifications" }),
    probe: () => verificationRow(verification.reject),
    writers: ["admin"],
  },
  {
    endpoint: "action routes/admin.verifications",
    name: "only an admin revokes a badge",
    request: () => ({
      method: "POST",
      path: "/admin/verifications",
      form: { intent: "revoke", landlordId: verification.verifiedLandlord, reason: "Forged deed" },
    }),
    expect: all("302 /", { admin: "302 /admin/verifications" }),
    probe: async () =>
      (
        await t.deps.db
          .select({ verifiedAt: profiles.verifiedAt })
          .from(profiles)
          .where(eq(profiles.id, verification.verifiedLandlord))
      )[0],
    writers: ["admin"],
  },
  // ---- Listing reports ----
  {
    endpoint: "action routes/rentals.$id",
    name: "anyone, signed in or not, reports a listing",
    request: (r) => ({
      method: "POST",
      path: `/rentals/${r.listing.id}`,
      form: { intent: "report", reason: "scam", details: "Asked for a deposit by wire." },
    }),
    expect: all(200),
    probe: () => rowCount(t, listingReports),
    writers: ACTORS,
  },
  {
    endpoint: "loader routes/admin.reports",
    name: "the listing report queue, to admins only",
    request: () => ({ path: "/admin/reports" }),
    expect: all("302 /", { admin: 200 }),
    secret: { value: () => "matrix report", seenBy: ["admin"] },
  },
  {
    endpoint: "action routes/admin.reports",
    name: "only an admin dismisses a report",
    request: () => ({
      method: "POST",
      path: "/admin/reports",
      form: { intent: "dismiss", reportId: reports.dismiss },
    }),
    expect: all("302 /", { admin: 200 }),
    probe: () => reportRow(reports.dismiss),
    writers: ["admin"],
  },
  {
    endpoint: "action routes/admin.reports",
    name: "only an admin pauses a reported listing",
    request: () => ({
      method: "POST",
      path: "/admin/reports",
      form: { intent: "pause", reportId: reports.pause },
    }),
    expect: all("302 /", { admin: 200 }),
    probe: async () => [
      await reportRow(reports.pause),
      (await t.deps.db.select().from(listings).where(eq(listings.id, reports.pausedListing)))[0]?.status,
    ],
    writers: ["admin"],
  },
  // ---- Messages ----
  {
    endpoint: "loader routes/admin.messages",
    name: "reported conversations, to admins only",
    request: () => ({ path: "/admin/messages" }),
    expect: all("302 /", { admin: 200 }),
  },
  {
    endpoint: "action routes/admin.messages",
    name: "only an admin decides on a report",
    request: () => ({
      method: "POST",
      path: "/admin/messages",
      form: { reportId: "00000000-0000-4000-8000-000000000000", decision: "dismiss" },
    }),
    expect: all("302 /", { admin: 404 }),
  },
  {
    endpoint: "GET /api/messages/events",
    name: "the event stream, to signed-in people (their own events only)",
    request: () => ({ path: "/api/messages/events", stream: true }),
    expect: all(200, { anonymous: 401 }),
  },
  {
    endpoint: "loader routes/messages",
    name: "a thread, to its participants only",
    request: (r) => ({ path: `/messages?c=${r.chat.id}` }),
    expect: all(200, { anonymous: "302 /auth" }),
    secret: { value: (r) => r.chat.text, seenBy: ["renterA"] },
  },
  {
    endpoint: "action routes/messages",
    name: "only a participant replies in a thread",
    request: (r) => ({
      method: "POST",
      path: "/messages",
      form: { intent: "send", conversationId: r.chat.id, messageText: "Is Monday fine?" },
    }),
    expect: all(404, CHAT_OUTSIDERS),
    probe: () => rowCount(t, messages),
    writers: ["renterA"],
  },
  {
    endpoint: "action routes/messages",
    name: "New Message goes only to one's contacts",
    request: (r) => ({
      method: "POST",
      path: "/messages",
      form: { intent: "new", contact: `${r.chat.hostId}:${r.listing.id}`, messageText: "Hello" },
    }),
    expect: all(400, { anonymous: "302 /auth" }),
    probe: () => rowCount(t, messages),
    writers: [],
  },
  {
    endpoint: "action routes/messages",
    name: "only a participant blocks",
    request: (r) => ({
      method: "POST",
      path: "/messages",
      form: { intent: "block", conversationId: r.chat.id },
    }),
    expect: all(404, CHAT_OUTSIDERS),
    probe: () => rowCount(t, messageBlocks),
    writers: ["renterA"],
  },
  {
    endpoint: "action routes/messages",
    name: "only a participant reports",
    request: (r) => ({
      method: "POST",
      path: "/messages",
      form: { intent: "report", conversationId: r.chat.id, reason: "Asked for a wire transfer" },
    }),
    expect: all(404, CHAT_OUTSIDERS),
    probe: () => rowCount(t, messageReports),
    writers: ["renterA"],
  },
  {
    endpoint: "action routes/messages",
    name: "only the receiver marks a thread's new message read (the open page does)",
    request: (r) => ({
      method: "POST",
      path: "/messages",
      form: { intent: "read", conversationId: r.chat.id },
    }),
    expect: all(404, { anonymous: "302 /auth", renterA: 200 }),
    probe: async (r) =>
      (
        await t.deps.db
          .select({ isRead: messages.isRead })
          .from(messages)
          .where(eq(messages.conversationId, r.chat.id))
      ).map((m) => m.isRead),
    writers: ["renterA"],
  },

  // ---- API: site, health, SEO ----
  { endpoint: "GET /api/health", name: "health", request: () => ({ path: "/api/health" }), expect: all(200) },
  {
    endpoint: "POST /api/send-contact-email",
    name: "anyone may write to support",
    request: () => ({
      method: "POST",
      path: "/api/send-contact-email",
      json: { fullName: "Dana", email: "dana@example.com", message: "A question about a listing." },
    }),
    expect: all(201),
    probe: () => rowCount(t, contactMessages),
    writers: ACTORS,
  },
  {
    endpoint: "POST /api/pwa-installs",
    name: "anyone's install is recorded (as the session's user or null)",
    request: () => ({ method: "POST", path: "/api/pwa-installs", json: { platform: "mobile" } }),
    expect: all(201),
    probe: () => rowCount(t, pwaInstalls),
    writers: ACTORS,
  },
  {
    endpoint: "GET /sitemap.xml",
    name: "lists verified campaigns only",
    request: () => ({ path: "/sitemap.xml" }),
    expect: all(200),
    secret: { value: (r) => r.pending.id, seenBy: [] },
  },
  { endpoint: "GET /robots.txt", name: "robots", request: () => ({ path: "/robots.txt" }), expect: all(200) },
  {
    endpoint: "GET /og/:kind/:file",
    name: "a public listing's shared-link image, for anyone",
    request: (r) => ({ path: `/og/listing/${r.listing.id}.png` }),
    expect: all(200),
  },
  {
    endpoint: "GET /og/:kind/:file",
    name: "no shared-link image of something that is not public",
    request: () => ({ path: "/og/listing/00000000-0000-4000-8000-000000000000.png" }),
    expect: all(404),
  },
  {
    endpoint: "GET /media/*",
    name: "public photos only: a private document's key is never served",
    request: () => ({ path: "/media/private/docs/0123456789abcdef0123456789abcdef.pdf" }),
    expect: all(404),
  },

  // ---- API: Rent Parties ----
  {
    endpoint: "POST /api/rent-parties",
    name: "any signed-in user may start a (pending) campaign",
    request: () => ({ method: "POST", path: "/api/rent-parties", json: CAMPAIGN }),
    expect: all(201, { anonymous: 401 }),
    probe: () => rowCount(t, rentParties),
    writers: SIGNED_IN,
  },
  {
    endpoint: "POST /api/create-crypto-payment",
    name: "anyone may donate to a verified campaign",
    request: (r) => ({
      method: "POST",
      path: "/api/create-crypto-payment",
      json: { rent_party_id: r.live.id, amount: 25 },
    }),
    expect: all(201),
    probe: () => rowCount(t, donations),
    writers: ACTORS,
  },
  {
    endpoint: "POST /api/create-crypto-payment",
    name: "nobody may donate to a pending campaign",
    request: (r) => ({
      method: "POST",
      path: "/api/create-crypto-payment",
      json: { rent_party_id: r.pending.id, amount: 25 },
    }),
    expect: all(403),
    probe: () => rowCount(t, donations),
  },
  {
    endpoint: "POST /api/payments/webhook/:provider",
    name: "an unsigned 'finished' claim moves no money, whoever sends it",
    request: (r) => ({
      method: "POST",
      path: "/api/payments/webhook/sandbox",
      json: {
        payment_id: "sbx_pay_forged",
        invoice_id: r.invoiceId,
        order_id: r.waiting.id,
        payment_status: "finished",
        price_amount: 25,
      },
      headers: { "x-sandbox-sig": "0".repeat(128) },
    }),
    expect: all(401),
    probe: async (r) => [await readBack.donation(t, r.waiting.id), await readBack.party(t, r.live.id)],
  },
  {
    endpoint: "POST /api/payments/webhook/:provider",
    name: "a provider that is not configured is not found",
    request: (r) => ({
      method: "POST",
      path: "/api/payments/webhook/nowpayments",
      json: { payment_id: "1", invoice_id: r.invoiceId, payment_status: "finished" },
    }),
    expect: all(404),
    probe: async (r) => [await readBack.donation(t, r.waiting.id), await readBack.party(t, r.live.id)],
  },
  {
    endpoint: "GET /api/admin/rent-parties",
    name: "only an admin sees every campaign, pending ones included",
    request: () => ({ path: "/api/admin/rent-parties" }),
    expect: all(403, { anonymous: 401, admin: 200 }),
    secret: { value: (r) => r.pending.title, seenBy: ["admin"] },
  },
  {
    endpoint: "POST /api/admin/rent-parties/:id/verify",
    name: "only an admin verifies a campaign its landlord confirmed",
    request: (r) => ({ method: "POST", path: `/api/admin/rent-parties/${r.confirmed.id}/verify` }),
    expect: all(403, { anonymous: 401, admin: 200 }),
    probe: (r) => readBack.party(t, r.confirmed.id),
    writers: ["admin"],
  },
  {
    endpoint: "POST /api/admin/rent-parties/:id/verify",
    name: "nobody verifies a campaign its landlord has not confirmed, not even an admin",
    request: (r) => ({ method: "POST", path: `/api/admin/rent-parties/${r.pending.id}/verify` }),
    expect: all(403, { anonymous: 401, admin: 409 }),
    probe: (r) => readBack.party(t, r.pending.id),
  },
  {
    endpoint: "POST /api/admin/rent-parties/:id/payouts",
    name: "only an admin records a payout",
    request: (r) => ({
      method: "POST",
      path: `/api/admin/rent-parties/${r.live.id}/payouts`,
      json: { amount: "10", reference: "TX-1", note: "Bank transfer" },
    }),
    expect: all(403, { anonymous: 401, admin: 201 }),
    probe: () => rowCount(t, payouts),
    writers: ["admin"],
  },

  // ---- API: Better Auth's open endpoints ----
  {
    endpoint: "POST /api/auth/sign-up/email",
    name: "anyone may create an account (a renter's, never an admin's)",
    request: () => ({
      method: "POST",
      path: "/api/auth/sign-up/email",
      json: { email: freshEmail(), password: "password123", name: "New Person", role: "admin" },
    }),
    expect: all(400),
    probe: () => rowCount(t, profiles),
  },
  {
    endpoint: "POST /api/auth/sign-up/email",
    name: "anyone may create a renter account",
    request: () => ({
      method: "POST",
      path: "/api/auth/sign-up/email",
      json: { email: freshEmail(), password: "password123", name: "New Person", role: "renter" },
    }),
    expect: all(200),
    probe: () => rowCount(t, profiles),
    writers: ACTORS,
  },
  {
    endpoint: "POST /api/auth/sign-in/email",
    name: "a wrong password opens no session, whoever asks",
    request: () => ({
      method: "POST",
      path: "/api/auth/sign-in/email",
      json: { email: cast.renterA.email, password: "wrong-password" },
    }),
    expect: all(401),
    probe: () => readBack.sessionsOf(t, cast.renterA.id),
  },
  {
    endpoint: "POST /api/auth/sign-out",
    name: "signing out ends only the caller's own session",
    request: () => ({ method: "POST", path: "/api/auth/sign-out", json: {}, ownSession: true }),
    expect: all(200),
    probe: () => readBack.sessionsOf(t, cast.renterA.id),
    writers: ["renterA"],
  },
  {
    endpoint: "GET /api/auth/get-session",
    name: "a session shows its own account only",
    request: () => ({ path: "/api/auth/get-session" }),
    expect: all(200),
    secret: { value: () => cast.renterA.email, seenBy: ["renterA"] },
  },
  {
    endpoint: "POST /api/auth/request-password-reset",
    name: "anyone may ask for a reset link (it goes to the account's email)",
    request: () => ({
      method: "POST",
      path: "/api/auth/request-password-reset",
      json: { email: cast.renterA.email, redirectTo: "/reset-password" },
    }),
    expect: all(200),
    probe: () => rowCount(t, verifications),
    writers: ACTORS,
  },
  {
    endpoint: "GET /api/auth/reset-password/:token",
    name: "a made-up reset link goes back to the page with an error",
    request: () => ({ path: "/api/auth/reset-password/made-up-token?callbackURL=%2Freset-password" }),
    expect: all("302 /reset-password"),
  },
  {
    endpoint: "POST /api/auth/reset-password",
    name: "a made-up token changes no password",
    request: () => ({
      method: "POST",
      path: "/api/auth/reset-password",
      json: { token: "made-up-token", newPassword: "new-password-123" },
    }),
    expect: all(400),
    probe: () => readBack.password(t, cast.renterA.id),
  },

  // ---- Pages: dashboards and the profile form ----
  {
    endpoint: "loader routes/renter-dashboard",
    name: "renter A's campaigns and applications, to renter A only",
    request: () => ({ path: "/renter-dashboard" }),
    expect: all(403, { anonymous: "302 /auth", ...each(RENTERS, 200) }),
    secret: { value: secretOf.applicationNote, seenBy: ["renterA"] },
  },
  {
    endpoint: "loader routes/renter-dashboard",
    name: "renter A's pending campaign, to renter A only",
    request: () => ({ path: "/renter-dashboard" }),
    expect: all(403, { anonymous: "302 /auth", ...each(RENTERS, 200) }),
    secret: { value: (r) => r.pending.title, seenBy: ["renterA"] },
  },
  {
    endpoint: "action routes/renter-dashboard",
    name: "the profile form changes the caller's own profile only",
    request: (r) => ({
      method: "POST",
      path: "/renter-dashboard",
      form: { intent: "profile", fullName: `Renamed ${r.marker}`, phone: "+12025550123" },
    }),
    expect: all(403, { anonymous: "302 /auth", ...each(RENTERS, 200) }),
    probe: () => readBack.profile(t, cast.renterA.id),
    writers: ["renterA"],
  },
  {
    endpoint: "loader routes/landlord-dashboard",
    name: "applications to landlord A's listing, to landlord A only",
    request: () => ({ path: "/landlord-dashboard" }),
    expect: all(403, { anonymous: "302 /auth", ...each(LANDLORDS, 200) }),
    secret: { value: secretOf.applicationNote, seenBy: ["landlordA"] },
  },
  {
    endpoint: "action routes/landlord-dashboard",
    name: "the profile form changes the caller's own profile only",
    request: (r) => ({
      method: "POST",
      path: "/landlord-dashboard",
      form: { intent: "profile", fullName: `Renamed ${r.marker}`, phone: "+12025550123" },
    }),
    expect: all(403, { anonymous: "302 /auth", ...each(LANDLORDS, 200) }),
    probe: () => readBack.profile(t, cast.landlordA.id),
    writers: ["landlordA"],
  },
  {
    endpoint: "loader routes/verified-landlord_.add-landlord-tools",
    name: "the confirmation that adds the landlord tools, to renters; landlords go to their dashboard",
    request: () => ({ path: "/verified-landlord/add-landlord-tools" }),
    expect: all("302 /landlord-dashboard", { anonymous: "302 /auth", ...each(RENTERS, 200), admin: 403 }),
  },
  {
    endpoint: "action routes/verified-landlord_.add-landlord-tools",
    name: "a renter makes their own account a landlord's, nobody else's; no other role changes",
    request: () => ({
      method: "POST",
      path: "/verified-landlord/add-landlord-tools",
      form: { intent: "add-landlord-tools" },
    }),
    expect: all("302 /landlord-dashboard", { anonymous: "302 /auth", admin: 403 }),
    probe: () => Promise.all(SIGNED_IN.map((a) => readBack.profile(t, cast[a].id))),
    writers: RENTERS,
    restore: async () => {
      for (const a of RENTERS)
        await t.deps.db.update(profiles).set({ role: "renter" }).where(eq(profiles.id, cast[a].id));
    },
  },
  {
    endpoint: "action routes/admin.listings.$id.premium",
    name: "only an admin grants premium placement",
    request: () => ({
      method: "POST",
      path: `/admin/listings/${verification.premiumListing}/premium`,
      form: { premium: "on" },
    }),
    expect: all("302 /", { admin: "302 /rentals/*" }),
    probe: async () =>
      (await t.deps.db.select().from(listings).where(eq(listings.id, verification.premiumListing)))[0]
        .featured,
    writers: ["admin"],
  },
  {
    endpoint: "action routes/landlord-dashboard_.listings.$id.status",
    name: "only the owner pauses a listing",
    request: (r) => ({
      method: "POST",
      path: `/landlord-dashboard/listings/${r.listing.id}/status`,
      form: { status: "paused" },
    }),
    expect: all("302 /landlord-dashboard", { anonymous: "302 /auth" }),
    probe: async (r) =>
      (await t.deps.db.select().from(listings).where(eq(listings.id, r.listing.id)))[0].status,
    writers: ["landlordA"],
  },
  {
    endpoint: "loader routes/landlord-dashboard_.listings.$id.applications",
    name: "a listing's applications, to its owner only",
    request: (r) => ({ path: `/landlord-dashboard/listings/${r.listing.id}/applications` }),
    expect: all(403, { anonymous: "302 /auth", landlordA: 200, landlordB: 404 }),
    secret: { value: secretOf.applicationNote, seenBy: ["landlordA"] },
  },
  {
    endpoint: "loader routes/landlord-dashboard_.listings.$id.photos",
    name: "a listing's photo manager, to its owner only",
    request: (r) => ({ path: `/landlord-dashboard/listings/${r.listing.id}/photos` }),
    expect: all(403, { anonymous: "302 /auth", landlordA: 200, landlordB: 404 }),
    secret: { value: (r) => r.photos[1].id, seenBy: ["landlordA"] },
  },
  {
    endpoint: "action routes/landlord-dashboard_.listings.$id.photos",
    name: "only the owner adds photos",
    request: (r) => ({
      method: "POST",
      path: `/landlord-dashboard/listings/${r.listing.id}/photos`,
      multipart: async () => {
        const form = new FormData();
        form.append("intent", "upload");
        form.append("photos", asFile(await makePng(64, 48), "porch.png", "image/png"));
        return form;
      },
    }),
    expect: PHOTO_ACTION,
    probe: (r) => photoOrder(r.listing.id),
    writers: ["landlordA"],
  },
  {
    endpoint: "action routes/landlord-dashboard_.listings.$id.photos",
    name: "only the owner chooses the cover",
    request: (r) => ({
      method: "POST",
      path: `/landlord-dashboard/listings/${r.listing.id}/photos`,
      form: { intent: "cover", photoId: r.photos[1].id },
    }),
    expect: PHOTO_ACTION,
    probe: (r) => photoOrder(r.listing.id),
    writers: ["landlordA"],
  },
  {
    endpoint: "action routes/landlord-dashboard_.listings.$id.photos",
    name: "only the owner moves a photo",
    request: (r) => ({
      method: "POST",
      path: `/landlord-dashboard/listings/${r.listing.id}/photos`,
      form: { intent: "down", photoId: r.photos[0].id },
    }),
    expect: PHOTO_ACTION,
    probe: (r) => photoOrder(r.listing.id),
    writers: ["landlordA"],
  },
  {
    endpoint: "action routes/landlord-dashboard_.listings.$id.photos",
    name: "only the owner removes a photo",
    request: (r) => ({
      method: "POST",
      path: `/landlord-dashboard/listings/${r.listing.id}/photos`,
      form: { intent: "remove", photoId: r.photos[0].id },
    }),
    expect: PHOTO_ACTION,
    probe: (r) => photoOrder(r.listing.id),
    writers: ["landlordA"],
  },
  {
    endpoint: "action routes/landlord-dashboard_.listings.$id.photos",
    name: "a photo of another listing is not the owner's to move",
    request: (r) => ({
      method: "POST",
      path: `/landlord-dashboard/listings/${r.listing.id}/photos`,
      form: { intent: "cover", photoId: "00000000-0000-4000-8000-000000000000" },
    }),
    expect: { ...PHOTO_ACTION, landlordA: 404 },
    probe: (r) => photoOrder(r.listing.id),
    writers: [],
  },
  {
    endpoint: "loader routes/landlord-dashboard_.applications.$id",
    name: "an application's review page, to its listing's owner only (opening it marks it viewed)",
    request: (r) => ({ path: `/landlord-dashboard/applications/${r.application.id}` }),
    expect: all(403, { anonymous: "302 /auth", landlordA: 200, landlordB: 404 }),
    secret: { value: secretOf.applicationNote, seenBy: ["landlordA"] },
    probe: (r) => applicationStatus(r.application.id),
    writers: ["landlordA"],
  },
  {
    endpoint: "action routes/landlord-dashboard_.applications.$id",
    name: "only the listing's owner approves an application",
    request: (r) => ({
      method: "POST",
      path: `/landlord-dashboard/applications/${r.application.id}`,
      form: { intent: "approve" },
    }),
    expect: all(403, {
      anonymous: "302 /auth",
      ...each(LANDLORDS, "302 /landlord-dashboard/applications/*"),
    }),
    probe: (r) => applicationStatus(r.application.id),
    writers: ["landlordA"],
  },
  {
    endpoint: "action routes/landlord-dashboard_.applications.$id",
    name: "only the listing's owner declines an application",
    request: (r) => ({
      method: "POST",
      path: `/landlord-dashboard/applications/${r.application.id}`,
      form: { intent: "decline", declineReason: "no_longer_available", declineNote: "Rented already." },
    }),
    expect: all(403, {
      anonymous: "302 /auth",
      ...each(LANDLORDS, "302 /landlord-dashboard/applications/*"),
    }),
    probe: (r) => applicationStatus(r.application.id),
    writers: ["landlordA"],
  },
  {
    endpoint: "action routes/landlord-dashboard_.applications.$id",
    name: "only the listing's owner proposes a viewing",
    request: (r) => ({
      method: "POST",
      path: `/landlord-dashboard/applications/${r.application.id}`,
      form: {
        intent: "propose_viewing",
        viewingDate: FUTURE_DATE,
        viewingTime: "17:00",
        viewingPlace: "Lobby",
      },
    }),
    expect: all(403, {
      anonymous: "302 /auth",
      ...each(LANDLORDS, "302 /landlord-dashboard/applications/*"),
    }),
    probe: (r) => applicationStatus(r.application.id),
    writers: ["landlordA"],
  },
  {
    endpoint: "loader routes/applications.$id.messages",
    name: "an application's thread opens for its renter and its listing's owner only",
    request: (r) => ({ path: `/applications/${r.application.id}/messages` }),
    expect: all(404, { anonymous: "302 /auth", renterA: "302 /messages", landlordA: "302 /messages" }),
    probe: () => rowCount(t, conversations),
    writers: ["renterA", "landlordA"],
  },
  {
    endpoint: "action routes/applications.$id.withdraw",
    name: "only the renter who applied withdraws the application",
    request: (r) => ({
      method: "POST",
      path: `/applications/${r.application.id}/withdraw`,
      form: { intent: "withdraw" },
    }),
    expect: all("302 /renter-dashboard", { anonymous: "302 /auth" }),
    probe: (r) => applicationStatus(r.application.id),
    writers: ["renterA"],
  },

  // ---- Pages: listings ----
  {
    endpoint: "loader routes/list-property",
    name: "the new-listing form, to landlords",
    request: () => ({ path: "/list-property" }),
    expect: all(403, { anonymous: 401, ...each(LANDLORDS, 200) }),
  },
  {
    endpoint: "loader routes/list-property",
    name: "the edit form, to the listing's owner only",
    request: (r) => ({ path: `/list-property?edit=${r.listing.id}` }),
    expect: all(403, { anonymous: 401, landlordA: 200, landlordB: 404 }),
    secret: { value: (r) => r.listing.id, seenBy: ["landlordA"] },
  },
  {
    endpoint: "action routes/list-property",
    name: "landlords list properties",
    request: () => ({ method: "POST", path: "/list-property", form: LISTING_FORM }),
    expect: all(403, { anonymous: 401, ...each(LANDLORDS, "302 /landlord-dashboard") }),
    probe: () => rowCount(t, listings),
    writers: LANDLORDS,
  },
  {
    endpoint: "action routes/list-property",
    name: "only the owner edits a listing",
    request: (r) => ({
      method: "POST",
      path: "/list-property",
      form: { ...LISTING_FORM, listingId: r.listing.id, title: `Taken over ${r.marker}` },
    }),
    expect: all(403, { anonymous: 401, landlordA: "302 /landlord-dashboard" }),
    probe: async (r) =>
      (await t.deps.db.select().from(listings).where(eq(listings.id, r.listing.id)))[0].title,
    writers: ["landlordA"],
  },
  // A public loader with rows of its own: its query parameters (the sort included) read alike for everyone.
  ...["newest", "price_asc", "cheapest", "%00", "NEWEST%20"].map(
    (sort): Case => ({
      endpoint: "loader routes/rentals._index",
      name: `the search sorted by ${JSON.stringify(sort)} (an unknown order is ignored) answers everyone alike`,
      request: () => ({ path: `/rentals?sort=${sort}&city=Chicago` }),
      expect: all(sort === "%00" ? 400 : 200),
    }),
  ),
  {
    endpoint: "loader routes/rentals.$id",
    name: "the listing page shows renter A their own application only",
    request: (r) => ({ path: `/rentals/${r.listing.id}` }),
    expect: all(200),
    secret: { value: (r) => r.application.id, seenBy: ["renterA"] },
  },
  {
    endpoint: "action routes/rentals.$id",
    name: "signed-in users message the landlord, who cannot message themself",
    request: (r) => ({
      method: "POST",
      path: `/rentals/${r.listing.id}`,
      form: { intent: "message", messageText: "Is it still available?" },
    }),
    expect: all(200, { anonymous: 401, landlordA: 403 }),
    probe: () => rowCount(t, messages),
    writers: ["renterA", "renterB", "landlordB", "admin"],
  },
  {
    endpoint: "action routes/rentals.$id",
    name: "renters apply once; nobody else applies",
    request: (r) => ({
      method: "POST",
      path: `/rentals/${r.listing.id}`,
      form: { intent: "apply", moveInDate: FUTURE_DATE, message: "I would love to see it." },
    }),
    expect: all(403, { anonymous: 401, renterA: 409, renterB: 200 }),
    probe: () => rowCount(t, applications),
    writers: ["renterB"],
  },

  // ---- Pages: Rent Parties ----
  {
    endpoint: "loader routes/admin.approvals",
    name: "the approvals grid, to admins only",
    request: () => ({ path: "/admin/approvals" }),
    expect: all("302 /", { admin: 200 }),
    secret: { value: (r) => r.pending.title, seenBy: ["admin"] },
  },
  {
    endpoint: "action routes/admin.approvals",
    name: "only an admin verifies, once the landlord confirmed",
    request: (r) => ({
      method: "POST",
      path: "/admin/approvals",
      form: { intent: "verify", id: r.confirmed.id },
    }),
    expect: all("302 /", { admin: "302 /admin/approvals" }),
    probe: (r) => readBack.party(t, r.confirmed.id),
    writers: ["admin"],
  },
  {
    endpoint: "action routes/admin.approvals",
    name: "Verify waits for the landlord's confirmation, even for an admin",
    request: (r) => ({
      method: "POST",
      path: "/admin/approvals",
      form: { intent: "verify", id: r.pending.id },
    }),
    expect: all("302 /", { admin: 409 }),
    probe: (r) => readBack.party(t, r.pending.id),
  },
  {
    endpoint: "action routes/admin.approvals",
    name: "only an admin records a payout",
    request: (r) => ({
      method: "POST",
      path: "/admin/approvals",
      form: { intent: "payout", id: r.live.id, amount: "10", reference: "TX-1", note: "Sent" },
    }),
    expect: all("302 /", { admin: 200 }),
    probe: () => rowCount(t, payouts),
    writers: ["admin"],
  },
  {
    endpoint: "action routes/admin.approvals",
    name: "only an admin resends the landlord's link",
    request: (r) => ({
      method: "POST",
      path: "/admin/approvals",
      form: { intent: "resend", id: r.pending.id },
    }),
    expect: all("302 /", { admin: "302 /admin/approvals" }),
    probe: () => rowCount(t, landlordConfirmations),
    writers: ["admin"],
  },
  {
    endpoint: "action routes/admin.approvals",
    name: "only an admin closes a campaign",
    request: (r) => ({
      method: "POST",
      path: "/admin/approvals",
      form: { intent: "close", id: r.live.id },
    }),
    expect: all("302 /", { admin: "302 /admin/approvals" }),
    probe: (r) => readBack.party(t, r.live.id),
    writers: ["admin"],
  },
  {
    endpoint: "action routes/admin.approvals",
    name: "only an admin closes a campaign whose landlord never answered",
    request: (r) => ({
      method: "POST",
      path: "/admin/approvals",
      form: { intent: "close", id: r.pending.id },
    }),
    expect: all("302 /", { admin: "302 /admin/approvals" }),
    probe: (r) => readBack.party(t, r.pending.id),
    writers: ["admin"],
  },
  {
    endpoint: "loader routes/landlord-confirm.$token",
    name: "a forged landlord link shows its message to everyone, nothing else",
    request: () => ({ path: `/landlord-confirm/${"A".repeat(43)}` }),
    expect: all(404),
    secret: { value: secretOf.campaignLandlordEmail, seenBy: [] },
  },
  {
    endpoint: "action routes/landlord-confirm.$token",
    name: "a forged landlord link confirms nothing",
    request: () => ({
      method: "POST",
      path: `/landlord-confirm/${"A".repeat(43)}`,
      form: { decision: "confirm", tenancy: "on", amountOwed: "100", payoutPreference: "Check" },
    }),
    expect: all(404),
    probe: (r) => readBack.party(t, r.pending.id),
  },
  {
    endpoint: "loader routes/start-rent-party",
    name: "public rent help before a campaign is open to visitors",
    request: () => ({ path: "/start-rent-party?state=IL" }),
    expect: all(200),
  },
  {
    endpoint: "loader routes/start-rent-party",
    name: "the campaign form needs a sign-in",
    request: () => ({ path: "/start-rent-party?continue=1&state=IL" }),
    expect: all(200, { anonymous: "302 /auth" }),
  },
  {
    endpoint: "action routes/start-rent-party",
    name: "signed-in users submit a campaign for review",
    request: () => ({ method: "POST", path: "/start-rent-party", form: CAMPAIGN }),
    expect: all("302 /", { anonymous: "302 /auth" }),
    probe: () => rowCount(t, rentParties),
    writers: SIGNED_IN,
  },
  {
    endpoint: "loader routes/party.$id",
    name: "a campaign page never shows its landlord's contact",
    request: (r) => ({ path: `/party/${r.pending.id}` }),
    expect: all(200),
    secret: { value: secretOf.campaignLandlordEmail, seenBy: [] },
  },
  {
    endpoint: "action routes/party.$id",
    name: "anyone donates to a verified campaign",
    request: (r) => ({ method: "POST", path: `/party/${r.live.id}`, form: { preset: "25" } }),
    expect: all("302 /sandbox/invoice/*"),
    probe: () => rowCount(t, donations),
    writers: ACTORS,
  },
  {
    endpoint: "action routes/party.$id",
    name: "nobody donates to a pending campaign",
    request: (r) => ({ method: "POST", path: `/party/${r.pending.id}`, form: { preset: "25" } }),
    // Refused in place: the form shows "Campaign Pending Approval" (the action answers the service's 403).
    expect: all(403),
    probe: () => rowCount(t, donations),
  },
  {
    endpoint: "loader routes/party.$id_.thank-you",
    name: "the thank-you link shows its donation (the id in the link is the key)",
    request: (r) => ({ path: `/party/${r.live.id}/thank-you?donation=${r.donation.id}` }),
    expect: all(200),
    secret: { value: secretOf.donorName, seenBy: ACTORS },
  },
  {
    endpoint: "loader routes/party.$id_.thank-you",
    name: "a donation shows under its own campaign only",
    request: (r) => ({ path: `/party/${r.pending.id}/thank-you?donation=${r.donation.id}` }),
    expect: all(200),
    secret: { value: secretOf.donorName, seenBy: [] },
  },
  {
    endpoint: "loader routes/sandbox.invoice.$invoiceId",
    name: "the sandbox invoice page (test money; the id in the link is the key)",
    request: (r) => ({ path: `/sandbox/invoice/${r.invoiceId}` }),
    expect: all(200),
  },
  {
    endpoint: "action routes/sandbox.invoice.$invoiceId",
    name: "paying a sandbox invoice (test money) settles it and returns to the thank-you page",
    request: (r) => ({ method: "POST", path: `/sandbox/invoice/${r.invoiceId}`, form: { intent: "pay" } }),
    expect: all("302 /party/*"),
    probe: (r) => readBack.invoice(t, r.invoiceId),
    writers: ACTORS,
  },

  // ---- Pages: accounts ----
  {
    endpoint: "loader routes/auth",
    name: "the sign-in page sends signed-in users home",
    request: () => ({ path: "/auth" }),
    expect: all("302 /", { anonymous: 200 }),
  },
  {
    endpoint: "loader routes/auth",
    name: "signed in, the sign-in page goes on to a same-site redirectTo",
    request: () => ({ path: "/auth?redirectTo=%2Frentals" }),
    expect: all("302 /rentals", { anonymous: 200 }),
  },
  {
    endpoint: "loader routes/auth",
    name: "signed in, an off-site redirectTo is refused: home instead",
    request: () => ({ path: "/auth?redirectTo=%2F%2Fevil.example" }),
    expect: all("302 /", { anonymous: 200 }),
  },
  {
    endpoint: "action routes/auth",
    name: "a wrong password opens no session",
    request: () => ({
      method: "POST",
      path: "/auth",
      form: { intent: "signin", email: cast.renterA.email, password: "wrong-password" },
    }),
    expect: all("302 /", { anonymous: 401 }),
    probe: () => readBack.sessionsOf(t, cast.renterA.id),
  },
  {
    endpoint: "action routes/auth",
    name: "sign-up, for visitors only, never as an admin",
    request: () => ({
      method: "POST",
      path: "/auth",
      form: {
        intent: "signup",
        fullName: "New Person",
        email: freshEmail(),
        password: "password123",
        role: "admin",
      },
    }),
    expect: all("302 /", { anonymous: 400 }),
    probe: () => rowCount(t, profiles),
  },
  {
    endpoint: "action routes/auth",
    name: "sign-up, for visitors only",
    request: () => ({
      method: "POST",
      path: "/auth",
      form: {
        intent: "signup",
        fullName: "New Person",
        email: freshEmail(),
        password: "password123",
        role: "landlord",
      },
    }),
    expect: all("302 /"),
    probe: () => rowCount(t, profiles),
    writers: ["anonymous"],
  },
  {
    endpoint: "action routes/forgot-password",
    name: "anyone may ask for a reset link",
    request: () => ({ method: "POST", path: "/forgot-password", form: { email: cast.renterA.email } }),
    expect: all(200),
    probe: () => rowCount(t, verifications),
    writers: ACTORS,
  },
  {
    endpoint: "action routes/reset-password",
    name: "a made-up token changes no password",
    request: () => ({
      method: "POST",
      path: "/reset-password",
      form: { token: "made-up-token", password: "new-password-123" },
    }),
    expect: all(400),
    probe: () => readBack.password(t, cast.renterA.id),
  },
  {
    endpoint: "action routes/sign-out",
    name: "signing out ends only the caller's own session",
    request: () => ({ method: "POST", path: "/sign-out", form: {}, ownSession: true }),
    expect: all("302 /"),
    probe: () => readBack.sessionsOf(t, cast.renterA.id),
    writers: ["renterA"],
  },

  // ---- Pages: public forms ----
  {
    endpoint: "action routes/contact",
    name: "anyone may write to support",
    request: () => ({
      method: "POST",
      path: "/contact",
      form: { fullName: "Dana", email: "dana@example.com", message: "A question about a listing." },
    }),
    expect: all(200),
    probe: () => rowCount(t, contactMessages),
    writers: ACTORS,
  },
  {
    endpoint: "action routes/_index",
    name: "the location form only sets the visitor's own cookie",
    request: () => ({
      method: "POST",
      path: "/",
      form: { intent: "location", country: "United States", state: "IL", city: "Chicago" },
    }),
    expect: all("302 /"),
  },
];

/**
 * Loaders that read nothing private: what they return is the same for everyone, or only the caller's
 * own session (the root layout's name and role, a flash toast), or a redirect.
 */
const PUBLIC_LOADERS: Record<string, string> = {
  "loader root": "the header's name and role come from the caller's own session; the flash toast is theirs",
  "loader routes/_index": "home page: public listings and campaigns, the visitor's own location",
  "loader routes/rentals._index":
    "search over public (active, priced) listings; a voucher's verdicts are the caller's own (row above)",
  "loader routes/my-voucher_.agencies": "HUD's public directory of housing agencies",
  "loader routes/city": "city pages: public listings, campaigns and market figures",
  "loader routes/contact": "the support address",
  "loader routes/reset-password": "echoes the token from the link the user opened",
  "loader routes/verified-landlord": "a link that depends on whether the caller is signed in",
  "loader routes/$": "the 404 page",
  "loader routes/sign-out": "redirect only",
  "loader routes/applications.$id.withdraw": "redirect only",
  "loader routes/landlord-dashboard_.listings.$id.status": "redirect only",
  // Pages whose loader sends only their texts in the page's language (docs/i18n.md).
  "loader routes/forgot-password": "the page's texts",
  "loader routes/privacy": "the page's texts",
  "loader routes/terms": "the page's texts",
  "loader routes/story": "the page's texts",
  "loader routes/rentals.offline": "the offline screen's texts",
  "loader routes/party.offline": "the offline screen's texts",
  "loader routes/vouchers.fmr":
    "HUD's public FMR for the ZIP and size the caller sends; nothing stored or private",
};

beforeAll(async () => {
  t = await createPartyTestApp({ TRUST_PROXY: "1" });
  // The app's own routes, before the page routes are mounted beside them.
  ({ open: apiEndpoints, closedAuth: closedAuthEndpoints } = listApiEndpoints(t));
  pageRoutes = await loadPageRoutes();
  mountPageRoutes(t, pageRoutes);
  cast = await createCast(t);
  await createVerificationFixtures();
  await createReportFixtures();
  await createApplicantFixtures();
  await createVoucherFixture();
  await createSavedSearchFixture();
  await createFavouriteFixture();
});
afterAll(() => t.close());

/** The cookie `actor` sends with `req`: none, their shared session's, or a new session's. */
async function cookieFor(actor: Actor, req: Request): Promise<string | undefined> {
  if (actor === "anonymous") return undefined;
  return req.ownSession ? signIn(t, cast[actor].email) : cast[actor].cookie;
}

async function send(cookie: string | undefined, req: Request): Promise<Response> {
  const headers: Record<string, string> = { "x-forwarded-for": nextClientAddress(), ...req.headers };
  let body: string | FormData | undefined;
  if (req.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(req.json);
  } else if (req.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(req.form).toString();
  } else if (req.multipart) {
    if (typeof req.multipart === "function") {
      body = await req.multipart();
    } else {
      // fetch sets the multipart content type with its boundary.
      const form = new FormData();
      for (const [name, value] of Object.entries(req.multipart)) form.append(name, value);
      body = form;
    }
  }
  if (cookie) headers.cookie = cookie;
  return t.request(req.path, { method: req.method ?? "GET", headers, body });
}

function describeOutcome(res: Response): string {
  const location = res.headers.get("location");
  if (!location) return String(res.status);
  const url = new URL(location, TEST_ORIGIN);
  return `${res.status} ${url.origin === TEST_ORIGIN ? url.pathname : url.href}`;
}

function matches(actual: string, expected: Outcome): boolean {
  const want = String(expected);
  return want.endsWith("*") ? actual.startsWith(want.slice(0, -1)) : actual === want;
}

let cells = 0;

describe("authorization matrix", () => {
  it("has a row for every API endpoint, page action and private loader, and no stale row", () => {
    const inMatrix = new Set(CASES.map((c) => c.endpoint));
    const required = new Set(apiEndpoints);
    const allowedPublic = new Set<string>();
    for (const route of pageRoutes) {
      if (route.module.action) required.add(pageKey("action", route));
      if (route.module.loader) {
        const key = pageKey("loader", route);
        if (key in PUBLIC_LOADERS) allowedPublic.add(key);
        else required.add(key);
      }
    }
    expect([...required].filter((k) => !inMatrix.has(k)).sort(), "endpoints without a row").toEqual([]);
    expect(
      [...inMatrix].filter((k) => !required.has(k) && !allowedPublic.has(k)).sort(),
      "rows of no endpoint",
    ).toEqual([]);
    expect(
      Object.keys(PUBLIC_LOADERS).filter((k) => !allowedPublic.has(k)),
      "public loaders that no longer exist",
    ).toEqual([]);
    expect(apiEndpoints.length).toBeGreaterThan(15);
    expect(closedAuthEndpoints.length).toBeGreaterThan(10);
  });

  it.each(CASES.map((c) => [`${c.endpoint}: ${c.name}`, c] as const))("%s", async (_label, c) => {
    const failures: string[] = [];
    for (const actor of ACTORS) {
      const r = await createResources(t, cast);
      const req = c.request(r);
      const cookie = await cookieFor(actor, req);
      const before = c.probe ? JSON.stringify(await c.probe(r)) : undefined;
      const res = await send(cookie, req);
      const text = req.stream ? await firstChunk(res) : await res.text();
      cells++;
      const got = describeOutcome(res);
      if (!matches(got, c.expect[actor])) failures.push(`${actor}: got ${got}, expected ${c.expect[actor]}`);
      if (c.probe) {
        const changed = JSON.stringify(await c.probe(r)) !== before;
        const shouldChange = c.writers?.includes(actor) ?? false;
        if (changed !== shouldChange) failures.push(`${actor}: data ${changed ? "changed" : "unchanged"}`);
      }
      if (c.secret) {
        const shown = text.includes(c.secret.value(r));
        if (shown !== c.secret.seenBy.includes(actor)) {
          failures.push(`${actor}: private value ${shown ? "shown" : "not shown"}`);
        }
      }
      await c.restore?.();
    }
    expect(failures).toEqual([]);
  });

  it("answers 404 to everyone on every Better Auth endpoint off the allow-list", async () => {
    const failures: string[] = [];
    for (const endpoint of closedAuthEndpoints) {
      for (const actor of ACTORS) {
        const path = fillParams(endpoint.path);
        const res = await send(actor === "anonymous" ? undefined : cast[actor].cookie, {
          method: endpoint.method as "GET" | "POST",
          path,
          ...(endpoint.method === "POST" ? { json: { role: "admin", name: "Taken Over" } } : {}),
        });
        await res.arrayBuffer();
        cells++;
        if (res.status !== 404) failures.push(`${actor} ${endpoint.method} ${path}: ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
    // Nobody became an admin or got renamed on the way.
    expect(await readBack.profile(t, cast.renterA.id)).toMatchObject({ role: "renter" });
  });
});

afterAll(() => {
  const endpoints = new Set(CASES.map((c) => c.endpoint)).size;
  console.log(
    `authorization matrix: ${endpoints} endpoints (${apiEndpoints.length} API, ${endpoints - apiEndpoints.length} page loaders/actions) in ${CASES.length} cases × ${ACTORS.length} actors, plus ${closedAuthEndpoints.length} closed auth endpoints × ${ACTORS.length}: ${cells} cells checked`,
  );
});
