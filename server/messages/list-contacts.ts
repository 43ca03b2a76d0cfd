import { eq, inArray, or, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { requireUser, type SessionUser } from "../auth/session";
import type { Executor } from "../db/client";
import { profiles } from "../db/schema/auth";
import { applications, listings } from "../db/schema/listings";
import { conversations } from "../db/schema/messages";
import { otherOf } from "./find-conversation";

export interface Contact {
  /** "personId" or "personId:listingId": the New Message dialog's `contact` value. */
  value: string;
  label: string;
}

/**
 * The people I may start a conversation with: those I have a conversation with, the landlords of listings
 * I applied to, and the renters who applied to my listings (with that listing). Never every user.
 */
export async function listContacts(db: Executor, user: SessionUser | null): Promise<Contact[]> {
  const me = requireUser(user).id;
  const contacts = new Map<string, Contact>();
  const add = (personId: string, name: string, listingId: string | null, title: string | null) => {
    const value = listingId ? `${personId}:${listingId}` : personId;
    if (!contacts.has(value)) contacts.set(value, { value, label: title ? `${name} (${title})` : name });
  };
  // The other side of my applications: `other` is whose profile to name, `mine` picks my side.
  const acrossApplications = (other: AnyPgColumn, mine: SQL) =>
    db
      .select({ id: profiles.id, name: profiles.fullName, listingId: listings.id, title: listings.title })
      .from(applications)
      .innerJoin(listings, eq(listings.id, applications.listingId))
      .innerJoin(profiles, eq(profiles.id, other))
      .where(mine);
  const applied = await acrossApplications(listings.ownerId, eq(applications.renterId, me));
  for (const r of applied) add(r.id, r.name, r.listingId, r.title);
  const applicants = await acrossApplications(applications.renterId, eq(listings.ownerId, me));
  for (const r of applicants) add(r.id, r.name, r.listingId, r.title);
  const talked = await db
    .select({
      userLow: conversations.userLow,
      userHigh: conversations.userHigh,
      listingId: conversations.listingId,
      title: listings.title,
    })
    .from(conversations)
    .leftJoin(listings, eq(listings.id, conversations.listingId))
    .where(or(eq(conversations.userLow, me), eq(conversations.userHigh, me)));
  const names = new Map<string, string>();
  const otherIds = [...new Set(talked.map((c) => otherOf(c, me)))];
  if (otherIds.length > 0) {
    for (const p of await db
      .select({ id: profiles.id, name: profiles.fullName })
      .from(profiles)
      .where(inArray(profiles.id, otherIds))) {
      names.set(p.id, p.name);
    }
  }
  for (const c of talked) {
    const other = otherOf(c, me);
    add(other, names.get(other) ?? "", c.listingId, c.title);
  }
  contacts.delete(me);
  return [...contacts.values()].sort((a, b) => a.label.localeCompare(b.label));
}
