CREATE TABLE "claim_image" (
	"id" text PRIMARY KEY NOT NULL,
	"claim_item_id" text NOT NULL,
	"url" text NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "claim_item_tags" (
	"item_id" text NOT NULL,
	"tag_id" text NOT NULL,
	CONSTRAINT "claim_item_tags_item_id_tag_id_pk" PRIMARY KEY("item_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "claim_item" (
	"id" text PRIMARY KEY NOT NULL,
	"claim_order_id" text NOT NULL,
	"item_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"quantity" integer NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "claim_order" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payment_status" text DEFAULT 'na' NOT NULL,
	"fulfillment_status" text DEFAULT 'not_fulfilled' NOT NULL,
	"order_id" text NOT NULL,
	"shipping_address_id" text,
	"refund_amount" integer,
	"canceled_at" timestamp with time zone,
	"no_notification" boolean,
	"idempotency_key" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "claim_tag" (
	"id" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "claim_image" ADD CONSTRAINT "claim_image_claim_item_id_claim_item_id_fk" FOREIGN KEY ("claim_item_id") REFERENCES "public"."claim_item"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_item_tags" ADD CONSTRAINT "claim_item_tags_item_id_claim_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."claim_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_item_tags" ADD CONSTRAINT "claim_item_tags_tag_id_claim_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."claim_tag"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_item" ADD CONSTRAINT "claim_item_claim_order_id_claim_order_id_fk" FOREIGN KEY ("claim_order_id") REFERENCES "public"."claim_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_item" ADD CONSTRAINT "claim_item_item_id_line_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."line_item"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_item" ADD CONSTRAINT "claim_item_variant_id_product_variant_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_order" ADD CONSTRAINT "claim_order_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_order" ADD CONSTRAINT "claim_order_shipping_address_id_address_id_fk" FOREIGN KEY ("shipping_address_id") REFERENCES "public"."address"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_image_item_idx" ON "claim_image" USING btree ("claim_item_id");--> statement-breakpoint
CREATE INDEX "claim_item_tags_tag_idx" ON "claim_item_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "claim_item_claim_idx" ON "claim_item" USING btree ("claim_order_id");--> statement-breakpoint
CREATE INDEX "claim_item_item_idx" ON "claim_item" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "claim_order_order_idx" ON "claim_order" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_tag_value_live_idx" ON "claim_tag" USING btree ("value") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "shipping_method_claim_idx" ON "shipping_method" USING btree ("claim_order_id");