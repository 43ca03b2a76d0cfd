CREATE TABLE "renter_vouchers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"bedrooms" smallint NOT NULL,
	"agency_code" text,
	"payment_standard_cents" integer,
	"gross_monthly_income_cents" integer,
	"adjusted_monthly_income_cents" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renter_vouchers_bedrooms_range" CHECK ("renter_vouchers"."bedrooms" between 0 and 8),
	CONSTRAINT "renter_vouchers_payment_standard_range" CHECK ("renter_vouchers"."payment_standard_cents" is null or "renter_vouchers"."payment_standard_cents" between 100 and 2000000),
	CONSTRAINT "renter_vouchers_gross_income_range" CHECK ("renter_vouchers"."gross_monthly_income_cents" is null or "renter_vouchers"."gross_monthly_income_cents" between 0 and 10000000),
	CONSTRAINT "renter_vouchers_adjusted_income_range" CHECK ("renter_vouchers"."adjusted_monthly_income_cents" is null or "renter_vouchers"."adjusted_monthly_income_cents" between 0 and 10000000)
);
--> statement-breakpoint
ALTER TABLE "renter_vouchers" ADD CONSTRAINT "renter_vouchers_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
