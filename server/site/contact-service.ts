import {
  CONTACT_FAILED_MESSAGE,
  type ContactMessageInput,
  contactMessageSchema,
} from "../../common/schemas/contact";
import type { AppDeps } from "../context";
import { contactMessages } from "../db/schema/site";
import { AppError } from "../errors";
import { EMAIL_JOB } from "../jobs/email";
import type { Logger } from "../logger";
import { RATE_LIMIT_MESSAGE } from "../rate-limits/limiter";
import { parseInput } from "../validation";

/**
 * Stores a contact message and, in the same transaction, queues its email to the support address: the
 * queue retries the email until it is delivered, so the sender is done once this returns. A database
 * failure is ours, not an upstream's: UNAVAILABLE (503), with the spec's message. Messages are limited
 * per client address.
 */
export async function submitContactMessage(
  deps: Pick<AppDeps, "db" | "jobs" | "rateLimiter" | "logger" | "supportEmail">,
  input: unknown,
  client: { ip: string; logger?: Logger },
): Promise<{ id: string }> {
  const data: ContactMessageInput = parseInput(contactMessageSchema, input);
  if (!(await deps.rateLimiter.consume("contact", client.ip))) {
    throw new AppError("RATE_LIMITED", RATE_LIMIT_MESSAGE);
  }
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contactMessages)
        // emailed_at: handed to the email queue, which delivers it.
        .values({ fullName: data.fullName, email: data.email, message: data.message, emailedAt: new Date() })
        .returning({ id: contactMessages.id });
      await deps.jobs.send(
        EMAIL_JOB,
        {
          to: deps.supportEmail,
          replyTo: data.email,
          subject: `Contact form: ${data.fullName}`,
          text: `From: ${data.fullName} <${data.email}>\n\n${data.message}\n`,
        },
        { tx },
      );
      return row;
    });
  } catch (error) {
    (client.logger ?? deps.logger).error({ err: error }, "contact message could not be stored");
    throw new AppError("UNAVAILABLE", CONTACT_FAILED_MESSAGE);
  }
}
