import { z } from "zod";
import { ALERT_CHOICES, SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_QUERY_MAX } from "../saved-search";

const name = z
  .string({ error: "Give the search a name." })
  .trim()
  .min(1, "Give the search a name.")
  .max(SAVED_SEARCH_NAME_MAX, `Use at most ${SAVED_SEARCH_NAME_MAX} characters.`);
const alerts = z.enum(ALERT_CHOICES, { error: "Choose how often to hear about new homes." });

/** "Save this search" on /rentals: a name, the alerts choice and the page's query string. */
export const saveSearchSchema = z.object({
  name,
  alerts,
  query: z.string().max(SAVED_SEARCH_QUERY_MAX, "This search is too long to save.").default(""),
});

/** A change on the saved searches page: rename, alerts, pause or resume, delete. */
export const savedSearchChangeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("rename"), id: z.uuid(), name }),
  z.object({ intent: z.literal("alerts"), id: z.uuid(), alerts }),
  z.object({ intent: z.literal("pause"), id: z.uuid() }),
  z.object({ intent: z.literal("resume"), id: z.uuid() }),
  z.object({ intent: z.literal("delete"), id: z.uuid() }),
]);
