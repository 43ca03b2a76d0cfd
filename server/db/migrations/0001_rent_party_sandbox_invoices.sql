CREATE TABLE "sandbox_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"order_description" text NOT NULL,
	"price_amount_cents" integer NOT NULL,
	"ipn_callback_url" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"payment_id" text,
	"status" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_invoices_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "sandbox_invoices_amount_positive" CHECK ("sandbox_invoices"."price_amount_cents" > 0)
);
