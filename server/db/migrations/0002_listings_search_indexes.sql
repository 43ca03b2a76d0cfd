-- Trigram indexes for the rentals search (case-insensitive partial match). PGlite loads the extension in server/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "listings_public_price_idx";--> statement-breakpoint
CREATE INDEX "listings_city_trgm_idx" ON "listings" USING gin ("city" gin_trgm_ops) WHERE "listings"."status" = 'active' and "listings"."price_cents" > 0;--> statement-breakpoint
CREATE INDEX "listings_state_trgm_idx" ON "listings" USING gin ("state" gin_trgm_ops) WHERE "listings"."status" = 'active' and "listings"."price_cents" > 0;--> statement-breakpoint
CREATE INDEX "listings_country_trgm_idx" ON "listings" USING gin ("country" gin_trgm_ops) WHERE "listings"."status" = 'active' and "listings"."price_cents" > 0;--> statement-breakpoint
CREATE INDEX "listings_zip_trgm_idx" ON "listings" USING gin ("zip_code" gin_trgm_ops) WHERE "listings"."status" = 'active' and "listings"."price_cents" > 0;--> statement-breakpoint
CREATE INDEX "listings_country_idx" ON "listings" USING btree (lower("country"),"price_cents");--> statement-breakpoint
CREATE INDEX "listings_zip_idx" ON "listings" USING btree (lower("zip_code"),"price_cents");--> statement-breakpoint
CREATE INDEX "listings_public_price_idx" ON "listings" USING btree ("price_cents","id","bedrooms","bathrooms","accepts_section_8") WHERE "listings"."status" = 'active' and "listings"."price_cents" > 0;