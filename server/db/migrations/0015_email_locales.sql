ALTER TABLE "donations" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "rent_parties" ADD COLUMN "landlord_locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_locale_check" CHECK ("donations"."locale" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "rent_parties" ADD CONSTRAINT "rent_parties_landlord_locale_check" CHECK ("rent_parties"."landlord_locale" in ('en', 'es'));--> statement-breakpoint
-- Campaigns started before the form asked: their landlord's emails stay in the renter's language, as they were.
UPDATE "rent_parties" SET "landlord_locale" = "profiles"."locale" FROM "profiles" WHERE "profiles"."id" = "rent_parties"."renter_id";
