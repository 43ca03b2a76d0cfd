-- The distance search (server/listings/distance-sql.ts): each listing's point as a unit vector (cube), GiST-indexed.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "geo" "cube" GENERATED ALWAYS AS (cube(array[cos(radians(latitude)) * cos(radians(longitude)), cos(radians(latitude)) * sin(radians(longitude)), sin(radians(latitude))])) STORED;--> statement-breakpoint
CREATE INDEX "listings_public_geo_idx" ON "listings" USING gist ("geo") WHERE "listings"."status" = 'active' and "listings"."price_cents" > 0;