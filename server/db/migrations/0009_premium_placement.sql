CREATE INDEX "listings_public_premium_price_idx" ON "listings" USING btree ("featured" DESC NULLS LAST,"price_cents","id","bedrooms","bathrooms","accepts_section_8") WHERE "listings"."status" = 'active' and "listings"."price_cents" > 0;--> statement-breakpoint
-- Premium placement is for verified landlords only: earlier "featured" flags on other landlords' listings end.
UPDATE "listings" SET "featured" = false WHERE "featured" AND NOT EXISTS (SELECT 1 FROM "profiles" WHERE "profiles"."id" = "listings"."owner_id" AND "profiles"."verified_at" IS NOT NULL);
