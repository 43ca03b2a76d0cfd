CREATE TABLE "fair_market_rents" (
	"zip" text PRIMARY KEY NOT NULL,
	"fmr_0" integer NOT NULL,
	"fmr_1" integer NOT NULL,
	"fmr_2" integer NOT NULL,
	"fmr_3" integer NOT NULL,
	"fmr_4" integer NOT NULL,
	"basis" text,
	"area_name" text,
	CONSTRAINT "fair_market_rents_basis_check" CHECK ("fair_market_rents"."basis" in ('zip', 'area'))
);
--> statement-breakpoint
CREATE TABLE "reference_data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "utilities_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "tenant_utilities_monthly" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_tenant_utilities_range" CHECK ("listings"."tenant_utilities_monthly" is null or "listings"."tenant_utilities_monthly" between 0 and 2000);