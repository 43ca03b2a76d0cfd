ALTER TABLE "listings" ADD COLUMN "address_line" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "unit" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "show_exact_address" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "lease_length" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "utilities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "pets" text DEFAULT 'ask' NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "parking" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "laundry" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "accessibility" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_public_accessibility_idx" ON "listings" USING gin ("accessibility") WHERE "listings"."status" = 'active' and "listings"."price_cents" > 0 and cardinality("listings"."accessibility") > 0;--> statement-breakpoint
CREATE INDEX "listings_public_utilities_idx" ON "listings" USING gin ("utilities") WHERE "listings"."status" = 'active' and "listings"."price_cents" > 0 and cardinality("listings"."utilities") > 0;--> statement-breakpoint
CREATE INDEX "listings_public_available_idx" ON "listings" USING btree (coalesce("available_from", '-infinity'::date),"price_cents","id") WHERE "listings"."status" = 'active' and "listings"."price_cents" > 0;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_address_line_length" CHECK ("listings"."address_line" is null or char_length("listings"."address_line") <= 200);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_unit_length" CHECK ("listings"."unit" is null or char_length("listings"."unit") <= 50);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_lease_length_check" CHECK ("listings"."lease_length" is null or "listings"."lease_length" in ('month_to_month', '6_months', '12_months', 'other'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_utilities_check" CHECK ("listings"."utilities" <@ array['water', 'heat', 'electricity', 'gas', 'internet', 'trash']::text[]);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_utilities_included_set" CHECK (cardinality("listings"."utilities") = 0 or "listings"."utilities_included");--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_pets_check" CHECK ("listings"."pets" in ('cats_dogs', 'cats', 'dogs', 'none', 'ask'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_parking_check" CHECK ("listings"."parking" is null or "listings"."parking" in ('none', 'street', 'driveway', 'garage'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_laundry_check" CHECK ("listings"."laundry" is null or "listings"."laundry" in ('in_unit', 'in_building', 'none'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_accessibility_check" CHECK ("listings"."accessibility" <@ array['step_free', 'elevator', 'wheelchair_unit', 'grab_bars', 'roll_in_shower', 'ground_floor', 'visual_hearing']::text[]);