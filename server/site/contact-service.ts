import { eq } from "drizzle-orm";
import {
  CONTACT_FAILED_MESSAGE,
  type ContactMessageInput,
  contactMessageSchema,
} from "../../common/schemas/contact";
import { parseWith } from "../../common/schemas/form-data";
import type { Database } from "../db/client";
import { contactMessages } from "../db/schema/site";
import { AppError } from "../errors";
import type { Mailer } from "../integrations/email/mailer";
import type { Logger } from "../logger";

/**
 * Stores a contact message, then emails it to the support address. The message is kept even if the
 * email fails, so nothing is lost; the failure is reported to the sender so they can email directly.
 * A database failure is ours, not an upstream's: UNAVAILABLE (503), with the same message.
 */
export async function submitContactMessage(
  deps: { db: Database; mailer: Mailer; logger: Logger; supportEmail: string },
  input: unknown,
): Promise<{ id: string }> {
  const parsed = parseWith(contactMessageSchema, input);
  if (!parsed.ok) throw new AppError("BAD_REQUEST", "Please check the form", parsed.fieldErrors);
  const data: ContactMessageInput = parsed.data;
  let row: { id: string };
  try {
    [row] = await deps.db
      .insert(contactMessages)
      .values({ fullName: data.fullName, email: data.email, message: data.message })
      .returning({ id: contactMessages.id });
  } catch (error) {
    deps.logger.error({ err: error }, "contact message could not be stored");
    throw new AppError("UNAVAILABLE", CONTACT_FAILED_MESSAGE);
  }
  try {
    await deps.mailer.send({
      to: deps.supportEmail,
      replyTo: data.email,
      subject: `Contact form: ${data.fullName}`,
      text: `From: ${data.fullName} <${data.email}>\n\n${data.message}\n`,
    });
  } catch (error) {
    deps.logger.error({ err: error, contactMessageId: row.id }, "contact email failed");
    throw new AppError("UPSTREAM_FAILED", CONTACT_FAILED_MESSAGE);
  }
  try {
    await deps.db
      .update(contactMessages)
      .set({ emailedAt: new Date() })
      .where(eq(contactMessages.id, row.id));
  } catch (error) {
    // Stored and emailed: the sender is done, only the bookkeeping is missing.
    deps.logger.error({ err: error, contactMessageId: row.id }, "contact message not marked as emailed");
  }
  return row;
}
