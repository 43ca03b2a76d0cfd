import { and, count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { RoleName } from "../../common/constants";
import { accounts, profiles, sessions } from "../db/schema/auth";
import { applications } from "../db/schema/listings";
import { donations, rentParties, sandboxInvoices } from "../db/schema/rent-parties";
import { listingPhotos } from "../db/schema/verification";
import { createListing, createMessage, createRentParty, createUser } from "../db/seed/factories";
import type { TestApp } from "./app";

/**
 * The cast of the security tests: nobody signed in, two renters, two landlords and an admin, each a real
 * account with a real session cookie; and the private resources that belong to the "A" side.
 */

export const ACTORS = ["anonymous", "renterA", "renterB", "landlordA", "landlordB", "admin"] as const;
export type Actor = (typeof ACTORS)[number];

export interface Account {
  id: string;
  email: string;
  role: RoleName;
  cookie: string;
}

export type Cast = Record<Exclude<Actor, "anonymous">, Account>;

const ROLES: Record<Exclude<Actor, "anonymous">, RoleName> = {
  renterA: "renter",
  renterB: "renter",
  landlordA: "landlord",
  landlordB: "landlord",
  admin: "admin",
};

let address = 0;
/** A client address of its own for every request: per-address rate limits stay out of the way. */
export function nextClientAddress(): string {
  address++;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

/** Signs `email` in through the real endpoint and returns the new session's cookie. */
export async function signIn(t: TestApp, email: string, password = "password123"): Promise<string> {
  const res = await t.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": nextClientAddress() },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

export async function createCast(t: TestApp): Promise<Cast> {
  const cast = {} as Cast;
  for (const [actor, role] of Object.entries(ROLES) as [keyof Cast, RoleName][]) {
    const user = await createUser(t.deps.db, { role, fullName: `${actor} person` });
    cast[actor] = { id: user.id, email: user.email, role, cookie: await signIn(t, user.email) };
  }
  return cast;
}

let serial = 0;

/**
 * Fresh resources of the A side, made for each check so that no check depends on another: landlord A's
 * active listing, renter A's application to it, renter A's pending campaign (its landlord has not
 * answered), one its landlord confirmed (not verified yet) and a verified campaign (with
 * a finished donation, and a waiting one whose sandbox invoice is open). `marker` is unique to this set.
 */
export async function createResources(t: TestApp, cast: Cast) {
  const db = t.deps.db;
  const marker = `m${(++serial).toString(36)}x${Date.now().toString(36)}`;
  const listing = await createListing(db, { ownerId: cast.landlordA.id, title: `Listing ${marker}` });
  const [application] = await db
    .insert(applications)
    .values({
      listingId: listing.id,
      renterId: cast.renterA.id,
      moveInDate: new Date(Date.now() + 30 * 864e5).toISOString().slice(0, 10),
      message: `Application note ${marker}`,
    })
    .returning();
  const pending = await createRentParty(db, {
    renterId: cast.renterA.id,
    title: `Pending campaign ${marker}`,
    landlordEmail: `landlord-${marker}@private.example`,
  });
  // Not verified yet, but its landlord confirmed through their link: the one an admin may verify.
  const confirmed = await createRentParty(db, {
    renterId: cast.renterA.id,
    title: `Confirmed campaign ${marker}`,
    landlordStatus: "confirmed",
  });
  const live = await createRentParty(db, {
    renterId: cast.renterA.id,
    title: `Live campaign ${marker}`,
    verified: true,
    verifiedAt: new Date(),
    amountRaisedCents: 5_000,
  });
  const [donation] = await db
    .insert(donations)
    .values({
      rentPartyId: live.id,
      amountCents: 5_000,
      provider: "sandbox",
      livemode: false,
      status: "finished",
      countedAt: new Date(),
      donorName: `Donor ${marker}`,
      donorEmail: `donor-${marker}@private.example`,
    })
    .returning();
  const [waiting] = await db
    .insert(donations)
    .values({ rentPartyId: live.id, amountCents: 2_500, provider: "sandbox", livemode: false })
    .returning();
  const invoice = await t.deps.payments.createInvoice({
    orderId: waiting.id,
    amountCents: 2_500,
    description: `Donation to ${live.title} (Rent Party)`,
    ipnCallbackUrl: `${t.deps.publicUrl}/api/payments/webhook/sandbox`,
    successUrl: `${t.deps.publicUrl}/party/${live.id}/thank-you?donation=${waiting.id}`,
    cancelUrl: `${t.deps.publicUrl}/party/${live.id}`,
  });
  await db
    .update(donations)
    .set({ providerInvoiceId: invoice.invoiceId })
    .where(eq(donations.id, waiting.id));
  // A conversation of renter A's with a landlord of its own (per cell, so a block in one cell never
  // reaches another), with a private message.
  const host = await createUser(db, { role: "landlord", fullName: `Host ${marker}` });
  const hostListing = await createListing(db, { ownerId: host.id, title: `Host listing ${marker}` });
  const chatMessage = await createMessage(db, {
    senderId: host.id,
    receiverId: cast.renterA.id,
    listingId: hostListing.id,
    messageText: `Private message ${marker}`,
  });
  const chat = { id: chatMessage.conversationId, text: chatMessage.messageText, hostId: host.id };
  // Two photos on landlord A's listing (rows only: the files are not needed to move or remove them).
  const photos = await db
    .insert(listingPhotos)
    .values(
      [0, 1].map((position) => ({
        listingId: listing.id,
        storagePrefix: `photos/${marker}/p${position}`,
        position,
        width: 640,
        height: 480,
      })),
    )
    .returning();
  return {
    marker,
    listing,
    application,
    pending,
    confirmed,
    live,
    donation,
    waiting,
    invoiceId: invoice.invoiceId,
    chat,
    photos,
  };
}

export type Resources = Awaited<ReturnType<typeof createResources>>;

export async function rowCount(t: TestApp, table: PgTable): Promise<number> {
  const [{ n }] = await t.deps.db.select({ n: count() }).from(table);
  return Number(n);
}

/** What the checks read back: one row's columns, or a count. */
export const readBack = {
  profile: async (t: TestApp, id: string) => {
    const [row] = await t.deps.db
      .select({ fullName: profiles.fullName, phone: profiles.phone, role: profiles.role })
      .from(profiles)
      .where(eq(profiles.id, id));
    return row;
  },
  password: async (t: TestApp, userId: string) => {
    const [row] = await t.deps.db
      .select({ password: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, userId));
    return row?.password;
  },
  sessionsOf: async (t: TestApp, userId: string) => {
    const [{ n }] = await t.deps.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId));
    return Number(n);
  },
  party: async (t: TestApp, id: string) => {
    const [row] = await t.deps.db
      .select({
        verified: rentParties.verified,
        raised: rentParties.amountRaisedCents,
        closedAt: rentParties.closedAt,
      })
      .from(rentParties)
      .where(eq(rentParties.id, id));
    return row;
  },
  donation: async (t: TestApp, id: string) => {
    const [row] = await t.deps.db
      .select({ status: donations.status, paymentId: donations.providerPaymentId })
      .from(donations)
      .where(eq(donations.id, id));
    return row;
  },
  invoice: async (t: TestApp, id: string) => {
    const [row] = await t.deps.db
      .select({ status: sandboxInvoices.status })
      .from(sandboxInvoices)
      .where(and(eq(sandboxInvoices.id, id)));
    return row?.status;
  },
};
