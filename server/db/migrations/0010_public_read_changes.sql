CREATE TABLE "public_read_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- What public pages list (listing cards, home and city campaigns) is read from these four tables. Every
-- statement that changes one of them records a row, committed with it: the read cache keys its entries on
-- this table, so a cached list never outlives a change, whichever app instance made it.
CREATE FUNCTION "record_public_read_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "public_read_changes" DEFAULT VALUES;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "listings_public_read_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listings" FOR EACH STATEMENT EXECUTE FUNCTION "record_public_read_change"();
--> statement-breakpoint
CREATE TRIGGER "listing_photos_public_read_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listing_photos" FOR EACH STATEMENT EXECUTE FUNCTION "record_public_read_change"();
--> statement-breakpoint
CREATE TRIGGER "profiles_public_read_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "profiles" FOR EACH STATEMENT EXECUTE FUNCTION "record_public_read_change"();
--> statement-breakpoint
CREATE TRIGGER "rent_parties_public_read_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rent_parties" FOR EACH STATEMENT EXECUTE FUNCTION "record_public_read_change"();
