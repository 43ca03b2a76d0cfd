CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"phone" text,
	"role" text DEFAULT 'renter' NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_email_unique" UNIQUE("email"),
	CONSTRAINT "profiles_role_check" CHECK ("profiles"."role" in ('renter', 'landlord', 'admin')),
	CONSTRAINT "profiles_phone_e164" CHECK ("profiles"."phone" is null or "profiles"."phone" ~ '^\+[1-9][0-9]{1,14}$'),
	CONSTRAINT "profiles_full_name_length" CHECK (char_length("profiles"."full_name") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"renter_id" text NOT NULL,
	"move_in_date" date,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_one_per_renter" UNIQUE("listing_id","renter_id"),
	CONSTRAINT "applications_message_length" CHECK ("applications"."message" is null or char_length("applications"."message") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"country" text DEFAULT 'United States' NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"zip_code" text,
	"latitude" double precision,
	"longitude" double precision,
	"price_cents" integer NOT NULL,
	"security_deposit_cents" integer DEFAULT 0 NOT NULL,
	"pet_fees_cents" integer,
	"bedrooms" integer,
	"bathrooms" numeric(3, 1),
	"accepts_section_8" boolean DEFAULT false NOT NULL,
	"image_url" text,
	"featured" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_price_nonnegative" CHECK ("listings"."price_cents" >= 0),
	CONSTRAINT "listings_deposit_nonnegative" CHECK ("listings"."security_deposit_cents" >= 0),
	CONSTRAINT "listings_pet_fees_nonnegative" CHECK ("listings"."pet_fees_cents" is null or "listings"."pet_fees_cents" >= 0),
	CONSTRAINT "listings_bedrooms_nonnegative" CHECK ("listings"."bedrooms" is null or "listings"."bedrooms" >= 0),
	CONSTRAINT "listings_bathrooms_half_steps" CHECK ("listings"."bathrooms" is null or ("listings"."bathrooms" >= 0 and "listings"."bathrooms" * 2 = trunc("listings"."bathrooms" * 2))),
	CONSTRAINT "listings_status_check" CHECK ("listings"."status" in ('active', 'paused')),
	CONSTRAINT "listings_title_length" CHECK (char_length("listings"."title") between 1 and 200),
	CONSTRAINT "listings_image_url_http" CHECK ("listings"."image_url" is null or "listings"."image_url" ~* '^(https?://|/images/)')
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" text NOT NULL,
	"receiver_id" text NOT NULL,
	"listing_id" uuid,
	"message_text" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_text_length" CHECK (char_length(btrim("messages"."message_text")) between 1 and 5000),
	CONSTRAINT "messages_not_to_self" CHECK ("messages"."sender_id" <> "messages"."receiver_id")
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rent_party_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"provider" text NOT NULL,
	"provider_invoice_id" text,
	"provider_payment_id" text,
	"status" text DEFAULT 'waiting' NOT NULL,
	"counted_at" timestamp with time zone,
	"donor_name" text,
	"donor_email" text,
	"receipt_number" text,
	"receipt_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donations_receipt_number_unique" UNIQUE("receipt_number"),
	CONSTRAINT "donations_provider_invoice" UNIQUE("provider","provider_invoice_id"),
	CONSTRAINT "donations_amount_positive" CHECK ("donations"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"status" text NOT NULL,
	"donation_id" uuid,
	"payload" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_once" UNIQUE("provider","provider_payment_id","status")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rent_party_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"note" text,
	"sent_by" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "rent_parties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"story" text NOT NULL,
	"goal_amount_cents" integer NOT NULL,
	"amount_raised_cents" integer DEFAULT 0 NOT NULL,
	"landlord_name" text NOT NULL,
	"landlord_email" text NOT NULL,
	"landlord_phone" text,
	"renter_id" text,
	"verified" boolean DEFAULT false NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_by" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rent_parties_goal_min" CHECK ("rent_parties"."goal_amount_cents" >= 100),
	CONSTRAINT "rent_parties_raised_nonnegative" CHECK ("rent_parties"."amount_raised_cents" >= 0),
	CONSTRAINT "rent_parties_title_length" CHECK (char_length("rent_parties"."title") between 1 and 200),
	CONSTRAINT "rent_parties_story_length" CHECK (char_length("rent_parties"."story") between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_message_length" CHECK (char_length("contact_messages"."message") between 10 and 5000)
);
--> statement-breakpoint
CREATE TABLE "pwa_installs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"user_agent" text,
	"platform" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pwa_installs_platform_check" CHECK ("pwa_installs"."platform" in ('mobile', 'desktop'))
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_renter_id_profiles_id_fk" FOREIGN KEY ("renter_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_profiles_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_receiver_id_profiles_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_rent_party_id_rent_parties_id_fk" FOREIGN KEY ("rent_party_id") REFERENCES "public"."rent_parties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_rent_party_id_rent_parties_id_fk" FOREIGN KEY ("rent_party_id") REFERENCES "public"."rent_parties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_sent_by_profiles_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_parties" ADD CONSTRAINT "rent_parties_renter_id_profiles_id_fk" FOREIGN KEY ("renter_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_parties" ADD CONSTRAINT "rent_parties_verified_by_profiles_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pwa_installs" ADD CONSTRAINT "pwa_installs_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "applications_listing_created_idx" ON "applications" USING btree ("listing_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_renter_created_idx" ON "applications" USING btree ("renter_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_owner_created_idx" ON "listings" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_public_price_idx" ON "listings" USING btree ("price_cents") WHERE "listings"."status" = 'active' and "listings"."price_cents" > 0;--> statement-breakpoint
CREATE INDEX "listings_featured_idx" ON "listings" USING btree ("price_cents") WHERE "listings"."featured" and "listings"."status" = 'active' and "listings"."price_cents" > 0;--> statement-breakpoint
CREATE INDEX "listings_city_state_idx" ON "listings" USING btree (lower("city"),lower("state"),"price_cents");--> statement-breakpoint
CREATE INDEX "listings_state_idx" ON "listings" USING btree (lower("state"),"price_cents");--> statement-breakpoint
CREATE INDEX "messages_receiver_unread_idx" ON "messages" USING btree ("receiver_id","sender_id") WHERE not "messages"."is_read";--> statement-breakpoint
CREATE INDEX "messages_receiver_created_idx" ON "messages" USING btree ("receiver_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_sender_created_idx" ON "messages" USING btree ("sender_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "donations_party_idx" ON "donations" USING btree ("rent_party_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payouts_party_idx" ON "payouts" USING btree ("rent_party_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rent_parties_created_idx" ON "rent_parties" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rent_parties_public_idx" ON "rent_parties" USING btree ("featured","created_at" DESC NULLS LAST) WHERE "rent_parties"."verified" and "rent_parties"."is_active";--> statement-breakpoint
CREATE INDEX "rent_parties_renter_idx" ON "rent_parties" USING btree ("renter_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST);