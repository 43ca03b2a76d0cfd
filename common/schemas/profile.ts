import { z } from "zod";
import { fullNameSchema } from "./auth";
import { singleLineText } from "./text";

export const E164_PATTERN = /^\+[1-9]\d{1,14}$/;
export const PHONE_MESSAGE = "Please enter phone number in E.164 format (e.g., +1234567890)";

export const profileUpdateSchema = z.object({
  fullName: fullNameSchema,
  /** Optional; an empty phone is stored as null. */
  phone: singleLineText()
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || E164_PATTERN.test(v), PHONE_MESSAGE),
  /** "Email me about unread messages": a checkbox, so absent means off. */
  messageEmails: z.preprocess((v) => v === "on" || v === true || v === "true", z.boolean()),
});

export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;
