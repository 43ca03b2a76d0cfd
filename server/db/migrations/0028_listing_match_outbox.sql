CREATE TABLE "listing_match_outbox" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_match_outbox" ADD CONSTRAINT "listing_match_outbox_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A listing that becomes public (listed active, resumed, or edited while active: any column but the
-- bookkeeping ones) is queued for the saved-search matcher in the same transaction, whatever code path
-- wrote it (the form, the dashboard's resume button, the seed, an admin's SQL).
CREATE FUNCTION "listing_match_enqueue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'active' AND NEW.price_cents > 0 AND (
    TG_OP = 'INSERT'
    OR (to_jsonb(OLD) - 'updated_at' - 'featured') IS DISTINCT FROM (to_jsonb(NEW) - 'updated_at' - 'featured')
  ) THEN
    INSERT INTO "listing_match_outbox" ("listing_id") VALUES (NEW.id) ON CONFLICT ("listing_id") DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "listings_match_outbox" AFTER INSERT OR UPDATE ON "listings"
  FOR EACH ROW EXECUTE FUNCTION "listing_match_enqueue"();
