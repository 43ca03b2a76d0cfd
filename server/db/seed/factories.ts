import crypto from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import type { RoleName } from "../../../common/constants";
import type { Locale } from "../../../common/i18n";
import type { Executor } from "../client";
import { accounts, profiles } from "../schema/auth";
import { listings } from "../schema/listings";
import { messages } from "../schema/messages";
import { rentParties } from "../schema/rent-parties";

/**
 * Test and demo data factories: the demo seed and the tests build rows the same way.
 * Users are real accounts (credential + hashed password) that can sign in.
 */

let counter = 0;
const next = () =>
  `${Date.now().toString(36)}${(++counter).toString(36)}${crypto.randomBytes(2).toString("hex")}`;

const hashCache = new Map<string, Promise<string>>();
function hashOnce(password: string) {
  // Hashing is deliberately slow; demo accounts share a password, so hash it once.
  let hash = hashCache.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashCache.set(password, hash);
  }
  return hash;
}

export interface UserInput {
  email?: string;
  fullName?: string;
  role?: RoleName;
  password?: string;
  phone?: string | null;
  locale?: Locale;
}

export async function createUser(db: Executor, input: UserInput = {}) {
  const id = crypto.randomUUID().replace(/-/g, "");
  const suffix = next();
  const [user] = await db
    .insert(profiles)
    .values({
      id,
      email: (input.email ?? `user-${suffix}@example.com`).toLowerCase(),
      fullName: input.fullName ?? `Test User ${suffix}`,
      role: input.role ?? "renter",
      phone: input.phone ?? null,
      locale: input.locale ?? "en",
      emailVerified: false,
    })
    .returning();
  await db.insert(accounts).values({
    id: crypto.randomUUID(),
    accountId: id,
    providerId: "credential",
    userId: id,
    password: await hashOnce(input.password ?? "password123"),
  });
  return user;
}

export type ListingInput = Partial<typeof listings.$inferInsert> & { ownerId: string };

export async function createListing(db: Executor, input: ListingInput) {
  const [row] = await db
    .insert(listings)
    .values({
      title: "Sunny 1BR near transit",
      description: "Bright apartment close to the bus line, laundry in the building.",
      country: "United States",
      state: "IL",
      city: "Chicago",
      zipCode: "60616",
      priceCents: 95_000,
      securityDepositCents: 95_000,
      bedrooms: 1,
      bathrooms: 1,
      acceptsSection8: false,
      ...input,
    })
    .returning();
  return row;
}

export type RentPartyInput = Partial<typeof rentParties.$inferInsert>;

/**
 * A campaign. A verified one (or one given `landlordStatus: "confirmed"`) comes with its landlord's
 * confirmation, as a real one must have before it goes live: the amount owed defaults to the goal, so the
 * target stays the goal unless `amountOwedCents` says otherwise. Any of these can be given explicitly.
 */
export async function createRentParty(db: Executor, input: RentPartyInput = {}) {
  const goalAmountCents = input.goalAmountCents ?? 120_000;
  const confirmed = input.landlordStatus === "confirmed" || (input.verified && !input.landlordStatus);
  const [row] = await db
    .insert(rentParties)
    .values({
      title: "Maria's rent catch-up",
      story: "I fell two months behind after my hours were cut. I'm back at work full time now.",
      goalAmountCents,
      landlordName: "Pat Landlord",
      landlordEmail: `landlord-${next()}@example.com`,
      verified: false,
      isActive: true,
      ...(confirmed
        ? {
            landlordStatus: "confirmed" as const,
            amountOwedCents: goalAmountCents,
            landlordAnsweredAt: new Date(),
          }
        : {}),
      ...input,
    })
    .returning();
  return row;
}

export async function createMessage(
  db: Executor,
  input: {
    senderId: string;
    receiverId: string;
    messageText?: string;
    listingId?: string | null;
    isRead?: boolean;
    createdAt?: Date;
  },
) {
  // The conversation of that pair and listing, as the messaging service files it.
  const [low, high] = [input.senderId, input.receiverId].sort();
  const at = input.createdAt ?? new Date();
  const conversation = await db.execute<{ id: string }>(sql`
    insert into conversations (user_low, user_high, listing_id, last_message_at, created_at)
    values (${low}, ${high}, ${input.listingId ?? null}, ${at}, ${at})
    on conflict (user_low, user_high, coalesce(listing_id, '00000000-0000-0000-0000-000000000000'::uuid))
    do update set last_message_at = greatest(conversations.last_message_at, excluded.last_message_at)
    returning id
  `);
  const [row] = await db
    .insert(messages)
    .values({
      messageText: "Hi! Is this still available?",
      ...input,
      createdAt: at,
      conversationId: conversation.rows[0].id,
    })
    .returning();
  return row;
}
