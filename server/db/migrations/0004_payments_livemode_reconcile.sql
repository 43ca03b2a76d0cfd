CREATE TABLE "deployment_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donations" DROP CONSTRAINT "donations_provider_invoice";--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "livemode" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "livemode" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_invoices" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "donations_provider_invoice_idx" ON "donations" USING btree ("provider","provider_invoice_id");--> statement-breakpoint
CREATE INDEX "donations_unsettled_idx" ON "donations" USING btree ("updated_at") WHERE "donations"."status" <> 'finished' and "donations"."status" <> 'refunded';--> statement-breakpoint
CREATE INDEX "sandbox_invoices_unnotified_idx" ON "sandbox_invoices" USING btree ("updated_at") WHERE "sandbox_invoices"."status" <> 'waiting' and "sandbox_invoices"."notified_at" is null;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_provider_payment" UNIQUE("provider","provider_payment_id");--> statement-breakpoint
-- Money that went through the sandbox provider was never real.
UPDATE "donations" SET "livemode" = false WHERE "provider" = 'sandbox';--> statement-breakpoint
-- Invoices settled before this migration were notified at the time.
UPDATE "sandbox_invoices" SET "notified_at" = "updated_at" WHERE "status" <> 'waiting';
