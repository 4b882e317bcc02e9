CREATE TABLE "draft_order" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"display_id" serial NOT NULL,
	"cart_id" text,
	"order_id" text,
	"canceled_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"no_notification_order" boolean,
	"metadata" jsonb,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_claim_token" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"order_ids" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "draft_order" ADD CONSTRAINT "draft_order_cart_id_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."cart"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_order" ADD CONSTRAINT "draft_order_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_claim_token" ADD CONSTRAINT "order_claim_token_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "draft_order_display_id_idx" ON "draft_order" USING btree ("display_id");--> statement-breakpoint
CREATE UNIQUE INDEX "draft_order_cart_idx" ON "draft_order" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "draft_order_created_idx" ON "draft_order" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_claim_token_customer_idx" ON "order_claim_token" USING btree ("customer_id");