ALTER TABLE "listings" ADD COLUMN "voucher_margin_cents" integer;--> statement-breakpoint
CREATE INDEX "listings_public_voucher_margin_idx" ON "listings" USING btree ("voucher_margin_cents","price_cents","bedrooms","bathrooms","accepts_section_8") WHERE "listings"."status" = 'active' and "listings"."price_cents" > 0 and "listings"."voucher_margin_cents" is not null;--> statement-breakpoint
CREATE INDEX "listings_public_voucher_price_idx" ON "listings" USING btree ("price_cents","id","voucher_margin_cents","bedrooms","bathrooms","accepts_section_8") WHERE "listings"."status" = 'active' and "listings"."price_cents" > 0 and "listings"."voucher_margin_cents" is not null;--> statement-breakpoint
-- "Fits my voucher" as an indexed comparison: each listing keeps the gross rent in cents less the highest FMR it can be compared at (its ZIP's, for sizes up to its bedrooms, at most 8: a voucher's size, or all 0-8 when the bedrooms are unknown; 5+ as HUD's rule, rounded up). Whatever the voucher, the FMR used for a listing is one of those, so a match has this margin at most the voucher's 40 % headroom: the search range-scans it (listings_public_voucher_margin_idx) and checks the rule exactly on those candidates only. Null: no FMR (outside the United States, or a ZIP HUD does not know). Gross rent counts the tenant's utilities estimate, none when not given (common/voucher-rules.ts grossRent).
-- One place computes it: this function, called by the trigger below on every insert and on an update of what it reads; a reload of fair_market_rents (server/vouchers/fmr-table.ts) sets the column to null, which the trigger recomputes.
CREATE FUNCTION "listing_voucher_margin"(p_country text, p_zip text, p_bedrooms integer, p_price_cents integer, p_utilities integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT p_price_cents + 100 * coalesce(p_utilities, 0) - 100 * greatest(
    f.fmr_0,
    CASE WHEN s.n >= 1 THEN f.fmr_1 END,
    CASE WHEN s.n >= 2 THEN f.fmr_2 END,
    CASE WHEN s.n >= 3 THEN f.fmr_3 END,
    CASE WHEN s.n >= 4 THEN f.fmr_4 END,
    CASE WHEN s.n >= 5 THEN ceil(f.fmr_4 * (1 + 0.15 * (s.n - 4)))::integer END)
  FROM fair_market_rents f, (SELECT least(coalesce(p_bedrooms, 8), 8) AS n) s
  WHERE p_country = 'United States'
    AND f.zip = substring(p_zip from '^\s*([0-9]{5})(?:-[0-9]{4})?\s*$')
$$;--> statement-breakpoint
CREATE FUNCTION "listings_voucher_margin_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.voucher_margin_cents := listing_voucher_margin(NEW.country, NEW.zip_code, NEW.bedrooms, NEW.price_cents, NEW.tenant_utilities_monthly);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "listings_voucher_margin" BEFORE INSERT OR UPDATE OF country, zip_code, bedrooms, price_cents, tenant_utilities_monthly, voucher_margin_cents ON "listings" FOR EACH ROW EXECUTE FUNCTION "listings_voucher_margin_follow"();--> statement-breakpoint
-- The existing listings, without queueing each for the saved-search matcher (migration 0028's trigger): nothing a search shows changed.
ALTER TABLE "listings" DISABLE TRIGGER "listings_match_outbox";--> statement-breakpoint
UPDATE listings SET voucher_margin_cents = NULL WHERE country = 'United States';--> statement-breakpoint
ALTER TABLE "listings" ENABLE TRIGGER "listings_match_outbox";
