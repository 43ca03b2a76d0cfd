ALTER TABLE "applications" DROP CONSTRAINT "applications_one_per_renter";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "profile_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "viewing_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "viewing_place" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "decline_note" text;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_open_per_renter" ON "applications" USING btree ("listing_id","renter_id") WHERE "applications"."status" not in ('declined', 'withdrawn');--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('new', 'viewed', 'viewing_proposed', 'approved', 'declined', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_viewing_place_length" CHECK ("applications"."viewing_place" is null or char_length("applications"."viewing_place") <= 300);--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_decline_note_length" CHECK ("applications"."decline_note" is null or char_length("applications"."decline_note") <= 1000);