CREATE TABLE "application_profile_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"renter_id" text NOT NULL,
	"listing_id" uuid NOT NULL,
	"viewer_id" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_profile_views_one_per_viewer" UNIQUE("renter_id","listing_id","viewer_id")
);
--> statement-breakpoint
CREATE TABLE "renter_application_profiles" (
	"renter_id" text PRIMARY KEY NOT NULL,
	"adults" integer NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"monthly_income" integer,
	"income_sources" text[] DEFAULT '{}' NOT NULL,
	"voucher_agency" text,
	"voucher_bedrooms" integer,
	"voucher_expires_on" date,
	"current_address" text,
	"current_address_duration" text,
	"previous_landlord_name" text,
	"previous_landlord_contact" text,
	"pets" text,
	"about" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renter_application_profiles_adults_range" CHECK ("renter_application_profiles"."adults" between 1 and 20),
	CONSTRAINT "renter_application_profiles_children_range" CHECK ("renter_application_profiles"."children" between 0 and 20),
	CONSTRAINT "renter_application_profiles_income_range" CHECK ("renter_application_profiles"."monthly_income" is null or "renter_application_profiles"."monthly_income" between 0 and 100000),
	CONSTRAINT "renter_application_profiles_voucher_bedrooms_range" CHECK ("renter_application_profiles"."voucher_bedrooms" is null or "renter_application_profiles"."voucher_bedrooms" between 0 and 8),
	CONSTRAINT "renter_application_profiles_about_length" CHECK ("renter_application_profiles"."about" is null or char_length("renter_application_profiles"."about") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "renter_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"renter_id" text NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"file_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renter_documents_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "renter_documents_kind_check" CHECK ("renter_documents"."kind" in ('pay_stub', 'voucher', 'id', 'other')),
	CONSTRAINT "renter_documents_size_range" CHECK ("renter_documents"."size_bytes" between 1 and 10485760),
	CONSTRAINT "renter_documents_file_name_length" CHECK (char_length("renter_documents"."file_name") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "application_profile_views" ADD CONSTRAINT "application_profile_views_renter_id_profiles_id_fk" FOREIGN KEY ("renter_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_profile_views" ADD CONSTRAINT "application_profile_views_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_profile_views" ADD CONSTRAINT "application_profile_views_viewer_id_profiles_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renter_application_profiles" ADD CONSTRAINT "renter_application_profiles_renter_id_profiles_id_fk" FOREIGN KEY ("renter_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renter_documents" ADD CONSTRAINT "renter_documents_renter_id_profiles_id_fk" FOREIGN KEY ("renter_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_profile_views_renter_viewed_idx" ON "application_profile_views" USING btree ("renter_id","viewed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "renter_documents_renter_created_idx" ON "renter_documents" USING btree ("renter_id","created_at" DESC NULLS LAST);
