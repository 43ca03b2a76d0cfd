CREATE TABLE "landlord_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rent_party_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landlord_confirmations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "payouts" DROP CONSTRAINT "payouts_amount_positive";--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "rent_parties" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "rent_parties" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "rent_parties" ADD COLUMN "headline_name" text;--> statement-breakpoint
ALTER TABLE "rent_parties" ADD COLUMN "landlord_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "rent_parties" ADD COLUMN "amount_owed_cents" integer;--> statement-breakpoint
ALTER TABLE "rent_parties" ADD COLUMN "landlord_payout_preference" text;--> statement-breakpoint
ALTER TABLE "rent_parties" ADD COLUMN "landlord_dispute_reason" text;--> statement-breakpoint
ALTER TABLE "rent_parties" ADD COLUMN "landlord_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rent_parties" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "landlord_confirmations" ADD CONSTRAINT "landlord_confirmations_rent_party_id_rent_parties_id_fk" FOREIGN KEY ("rent_party_id") REFERENCES "public"."rent_parties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "landlord_confirmations_party_idx" ON "landlord_confirmations" USING btree ("rent_party_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rent_parties_state_idx" ON "rent_parties" USING btree ("state","created_at" DESC NULLS LAST) WHERE "rent_parties"."verified" and "rent_parties"."is_active";--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_amount_nonzero" CHECK ("payouts"."amount_cents" <> 0);--> statement-breakpoint
ALTER TABLE "rent_parties" ADD CONSTRAINT "rent_parties_amount_owed_positive" CHECK ("rent_parties"."amount_owed_cents" is null or "rent_parties"."amount_owed_cents" > 0);--> statement-breakpoint
-- hand-written below
ALTER TABLE "rent_parties" ADD CONSTRAINT "rent_parties_landlord_status_known" CHECK ("landlord_status" in ('pending', 'confirmed', 'disputed'));--> statement-breakpoint
ALTER TABLE "rent_parties" ADD CONSTRAINT "rent_parties_amount_owed_within_goal" CHECK ("amount_owed_cents" is null or "amount_owed_cents" <= "goal_amount_cents");
