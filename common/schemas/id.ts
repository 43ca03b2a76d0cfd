import { z } from "zod";

/** Row ids are UUIDs (gen_random_uuid). */
const uuidSchema = z.uuid();

/** Ids come from URLs: anything that is not a UUID simply does not exist (never a database error). */
export function isUuid(value: unknown): value is string {
  return uuidSchema.safeParse(value).success;
}
