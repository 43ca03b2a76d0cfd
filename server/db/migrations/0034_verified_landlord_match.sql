-- A landlord who becomes verified: their public listings now pass "Verified landlords only", so they are
-- queued for the saved-search matcher like new listings, in the verifying transaction, whatever code path
-- set verified_at (the admin's approval, the seed, SQL). The pairs' primary key keeps each (search,
-- listing) alert to once ever, so the searches that had already matched them send nothing again.
CREATE FUNCTION "landlord_verified_match_enqueue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.verified_at IS NULL AND NEW.verified_at IS NOT NULL THEN
    INSERT INTO "listing_match_outbox" ("listing_id")
      SELECT "id" FROM "listings" WHERE "owner_id" = NEW.id AND "status" = 'active' AND "price_cents" > 0
    ON CONFLICT ("listing_id") DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "profiles_verified_match_outbox" AFTER UPDATE OF "verified_at" ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION "landlord_verified_match_enqueue"();
