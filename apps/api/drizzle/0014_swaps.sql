CREATE TABLE "swap" (
	"id" text PRIMARY KEY NOT NULL,
	"fulfillment_status" text DEFAULT 'not_fulfilled' NOT NULL,
	"payment_status" text DEFAULT 'not_paid' NOT NULL,
	"order_id" text NOT NULL,
	"difference_due" integer,
	"shipping_address_id" text,
	"cart_id" text,
	"confirmed_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"no_notification" boolean,
	"allow_backorder" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "swap" ADD CONSTRAINT "swap_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swap" ADD CONSTRAINT "swap_shipping_address_id_address_id_fk" FOREIGN KEY ("shipping_address_id") REFERENCES "public"."address"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swap" ADD CONSTRAINT "swap_cart_id_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."cart"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "swap_order_idx" ON "swap" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "swap_created_idx" ON "swap" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "swap_cart_idx" ON "swap" USING btree ("cart_id");