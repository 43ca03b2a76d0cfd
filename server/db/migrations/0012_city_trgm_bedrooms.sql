-- The city's trigram index also carries the bedrooms (btree_gin): at 1M listings "city=chi&bedrooms=2" fetched every home of the matching cities to find none. PGlite loads the extension in server/db/client.ts.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "listings_city_trgm_idx";--> statement-breakpoint
CREATE INDEX "listings_city_trgm_idx" ON "listings" USING gin ("city" gin_trgm_ops,"bedrooms") WHERE "listings"."status" = 'active' and "listings"."price_cents" > 0;
