ALTER TABLE "saved_searches" ADD COLUMN "distance_origin" "cube";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "distance_chord" double precision;--> statement-breakpoint
CREATE INDEX "saved_searches_distance_pending_idx" ON "saved_searches" USING btree ("id") WHERE "saved_searches"."distance_chord" is not null and "saved_searches"."distance_origin" is null;--> statement-breakpoint
-- Searches saved before these columns with a "within N miles" part wait to be located by the match job
-- (a chord without a place matches nothing): their place is found from the stored query, in code.
UPDATE "saved_searches" SET "distance_chord" = 0 WHERE "query" ~ '(^|&)radius=';
