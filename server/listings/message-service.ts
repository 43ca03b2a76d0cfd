import { and, eq } from "drizzle-orm";
import { isUuid } from "../../common/schemas/id";
import { listingMessageSchema } from "../../common/schemas/message";
import type { SessionUser } from "../auth/session";
import type { AppDeps } from "../context";
import { listings } from "../db/schema/listings";
import { AppError } from "../errors";
import { type Delivery, deliverMessage, LOGIN_TO_MESSAGE } from "../messages/send-message";
import { parseInput } from "../validation";

export { LOGIN_TO_MESSAGE };
export const OWN_LISTING_MESSAGE = "This is your own listing.";
const LISTING_NOT_FOUND = "This listing doesn't exist or is no longer available.";

function parseMessage(input: unknown): string {
  return parseInput(listingMessageSchema, input ?? {}, (errors) => errors.messageText ?? "Message Required")
    .messageText;
}

/**
 * Message Landlord: the sender must be logged in and not the owner, and the listing
 * must have an owner. Stored as the spec's messages entity: unread, about that listing.
 */
export async function messageLandlord(
  deps: Pick<AppDeps, "db" | "rateLimiter" | "jobs">,
  user: SessionUser | null,
  listingId: unknown,
  input: unknown,
) {
  if (!user) throw new AppError("UNAUTHENTICATED", LOGIN_TO_MESSAGE);
  if (!isUuid(listingId)) throw new AppError("NOT_FOUND", LISTING_NOT_FOUND);
  const messageText = parseMessage(input);
  const [listing] = await deps.db
    .select({ id: listings.id, ownerId: listings.ownerId })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.status, "active")))
    .limit(1);
  if (!listing) throw new AppError("NOT_FOUND", LISTING_NOT_FOUND);
  if (!listing.ownerId) throw new AppError("BAD_REQUEST", "This listing has no landlord to message.");
  if (listing.ownerId === user.id) throw new AppError("FORBIDDEN", OWN_LISTING_MESSAGE);
  return storeMessage(deps, {
    senderId: user.id,
    receiverId: listing.ownerId,
    listingId: listing.id,
    messageText,
  });
}

/** Stores one unread message in the conversation of that pair and listing (server/messages). */
function storeMessage(deps: Pick<AppDeps, "db" | "rateLimiter" | "jobs">, message: Delivery) {
  return deliverMessage(deps, message);
}
