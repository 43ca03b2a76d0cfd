import { z } from "zod";
import { fullNameSchema } from "./auth";
import { optionalPhoneSchema } from "./phone";

export const profileUpdateSchema = z.object({
  fullName: fullNameSchema,
  /** Optional; an empty phone is stored as null, any other in E.164 form. */
  phone: optionalPhoneSchema(),
  /** "Email me about unread messages": a checkbox, so absent means off. */
  messageEmails: z.preprocess((v) => v === "on" || v === true || v === "true", z.boolean()),
});

export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;
