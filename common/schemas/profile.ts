import { z } from "zod";
import { E164_PATTERN, PHONE_MESSAGE } from "../phone";
import { fullNameSchema } from "./auth";
import { singleLineText } from "./text";

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
