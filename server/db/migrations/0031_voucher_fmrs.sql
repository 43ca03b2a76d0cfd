DROP INDEX "listings_public_voucher_margin_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "voucher_fmrs" integer[];--> statement-breakpoint
CREATE INDEX "listings_public_voucher_margin_idx" ON "listings" USING btree ("voucher_margin_cents","price_cents","bedrooms","bathrooms","accepts_section_8","tenant_utilities_monthly","voucher_fmrs") WHERE "listings"."status" = 'active' and "listings"."price_cents" > 0 and "listings"."voucher_margin_cents" is not null;--> statement-breakpoint
-- Each listing keeps its ZIP's FMRs for 0-4 bedrooms (voucher_fmrs), set with voucher_margin_cents by the same trigger, so "Fits my voucher" checks the rule on the row without probing fair_market_rents, and listings_public_voucher_margin_idx holds every column the rule reads: the capped count is an index-only scan. Null outside the United States or for a ZIP HUD does not know.
CREATE FUNCTION "listing_voucher_fmrs"(p_country text, p_zip text) RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT ARRAY[f.fmr_0, f.fmr_1, f.fmr_2, f.fmr_3, f.fmr_4]
  FROM fair_market_rents f
  WHERE p_country = 'United States'
    AND f.zip = substring(p_zip from '^\s*([0-9]{5})(?:-[0-9]{4})?\s*$')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "listings_voucher_margin_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.voucher_margin_cents := listing_voucher_margin(NEW.country, NEW.zip_code, NEW.bedrooms, NEW.price_cents, NEW.tenant_utilities_monthly);
  NEW.voucher_fmrs := listing_voucher_fmrs(NEW.country, NEW.zip_code);
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER "listings_voucher_margin" ON "listings";--> statement-breakpoint
CREATE TRIGGER "listings_voucher_margin" BEFORE INSERT OR UPDATE OF country, zip_code, bedrooms, price_cents, tenant_utilities_monthly, voucher_margin_cents, voucher_fmrs ON "listings" FOR EACH ROW EXECUTE FUNCTION "listings_voucher_margin_follow"();--> statement-breakpoint
-- The existing listings, without queueing each for the saved-search matcher (migration 0028's trigger): nothing a search shows changed.
ALTER TABLE "listings" DISABLE TRIGGER "listings_match_outbox";--> statement-breakpoint
UPDATE listings SET voucher_margin_cents = NULL WHERE country = 'United States';--> statement-breakpoint
ALTER TABLE "listings" ENABLE TRIGGER "listings_match_outbox";
