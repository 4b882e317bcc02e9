CREATE TABLE "cart_discounts" (
	"cart_id" text NOT NULL,
	"discount_id" text NOT NULL,
	CONSTRAINT "cart_discounts_cart_id_discount_id_pk" PRIMARY KEY("cart_id","discount_id")
);
--> statement-breakpoint
CREATE TABLE "cart_gift_cards" (
	"cart_id" text NOT NULL,
	"gift_card_id" text NOT NULL,
	CONSTRAINT "cart_gift_cards_cart_id_gift_card_id_pk" PRIMARY KEY("cart_id","gift_card_id")
);
--> statement-breakpoint
CREATE TABLE "discount_regions" (
	"discount_id" text NOT NULL,
	"region_id" text NOT NULL,
	CONSTRAINT "discount_regions_discount_id_region_id_pk" PRIMARY KEY("discount_id","region_id")
);
--> statement-breakpoint
CREATE TABLE "discount_rule" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"description" text,
	"value" integer NOT NULL,
	"allocation" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"is_dynamic" boolean DEFAULT false NOT NULL,
	"rule_id" text NOT NULL,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"parent_discount_id" text,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"valid_duration" text,
	"usage_limit" integer,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gift_card_transaction" (
	"id" text PRIMARY KEY NOT NULL,
	"gift_card_id" text NOT NULL,
	"order_id" text NOT NULL,
	"amount" integer NOT NULL,
	"is_taxable" boolean,
	"tax_rate" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_card" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"value" integer NOT NULL,
	"balance" integer NOT NULL,
	"region_id" text NOT NULL,
	"order_id" text,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"ends_at" timestamp with time zone,
	"tax_rate" real,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_discounts" (
	"order_id" text NOT NULL,
	"discount_id" text NOT NULL,
	CONSTRAINT "order_discounts_order_id_discount_id_pk" PRIMARY KEY("order_id","discount_id")
);
--> statement-breakpoint
CREATE TABLE "order" (
	"id" text PRIMARY KEY NOT NULL,
	"display_id" serial NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"fulfillment_status" text DEFAULT 'not_fulfilled' NOT NULL,
	"payment_status" text DEFAULT 'not_paid' NOT NULL,
	"cart_id" text,
	"customer_id" text NOT NULL,
	"email" text NOT NULL,
	"billing_address_id" text,
	"shipping_address_id" text,
	"region_id" text NOT NULL,
	"currency_code" text NOT NULL,
	"tax_rate" real,
	"draft_order_id" text,
	"canceled_at" timestamp with time zone,
	"no_notification" boolean,
	"idempotency_key" text,
	"external_id" text,
	"sales_channel_id" text,
	"subtotal" integer NOT NULL,
	"discount_total" integer NOT NULL,
	"shipping_total" integer NOT NULL,
	"item_tax_total" integer NOT NULL,
	"shipping_tax_total" integer NOT NULL,
	"gift_card_total" integer NOT NULL,
	"gift_card_tax_total" integer NOT NULL,
	"tax_total" integer NOT NULL,
	"total" integer NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_session" (
	"id" text PRIMARY KEY NOT NULL,
	"cart_id" text,
	"provider_id" text NOT NULL,
	"is_selected" boolean,
	"is_initiated" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" text,
	"amount" integer,
	"payment_authorized_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" text PRIMARY KEY NOT NULL,
	"cart_id" text,
	"order_id" text,
	"amount" integer NOT NULL,
	"currency_code" text NOT NULL,
	"amount_refunded" integer DEFAULT 0 NOT NULL,
	"provider_id" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"captured_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"idempotency_key" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text,
	"payment_id" text,
	"amount" integer NOT NULL,
	"note" text,
	"reason" text NOT NULL,
	"idempotency_key" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_method" (
	"id" text PRIMARY KEY NOT NULL,
	"shipping_option_id" text NOT NULL,
	"cart_id" text,
	"order_id" text,
	"price" integer NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_option_requirement" (
	"id" text PRIMARY KEY NOT NULL,
	"shipping_option_id" text NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shipping_option" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region_id" text NOT NULL,
	"profile_id" text,
	"provider_id" text NOT NULL,
	"price_type" text NOT NULL,
	"amount" integer,
	"is_return" boolean DEFAULT false NOT NULL,
	"admin_only" boolean DEFAULT false NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cart_discounts" ADD CONSTRAINT "cart_discounts_cart_id_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."cart"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_discounts" ADD CONSTRAINT "cart_discounts_discount_id_discount_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discount"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_gift_cards" ADD CONSTRAINT "cart_gift_cards_cart_id_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."cart"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_gift_cards" ADD CONSTRAINT "cart_gift_cards_gift_card_id_gift_card_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_card"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_regions" ADD CONSTRAINT "discount_regions_discount_id_discount_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discount"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_regions" ADD CONSTRAINT "discount_regions_region_id_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."region"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount" ADD CONSTRAINT "discount_rule_id_discount_rule_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."discount_rule"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_transaction" ADD CONSTRAINT "gift_card_transaction_gift_card_id_gift_card_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_card"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card" ADD CONSTRAINT "gift_card_region_id_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."region"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_discount_id_discount_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discount"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_cart_id_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."cart"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_billing_address_id_address_id_fk" FOREIGN KEY ("billing_address_id") REFERENCES "public"."address"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_shipping_address_id_address_id_fk" FOREIGN KEY ("shipping_address_id") REFERENCES "public"."address"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_region_id_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."region"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_sales_channel_id_sales_channel_id_fk" FOREIGN KEY ("sales_channel_id") REFERENCES "public"."sales_channel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_session" ADD CONSTRAINT "payment_session_cart_id_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."cart"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_session" ADD CONSTRAINT "payment_session_provider_id_payment_provider_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."payment_provider"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_method" ADD CONSTRAINT "shipping_method_shipping_option_id_shipping_option_id_fk" FOREIGN KEY ("shipping_option_id") REFERENCES "public"."shipping_option"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_method" ADD CONSTRAINT "shipping_method_cart_id_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."cart"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_option_requirement" ADD CONSTRAINT "shipping_option_requirement_shipping_option_id_shipping_option_id_fk" FOREIGN KEY ("shipping_option_id") REFERENCES "public"."shipping_option"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_option" ADD CONSTRAINT "shipping_option_region_id_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."region"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_option" ADD CONSTRAINT "shipping_option_provider_id_fulfillment_provider_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."fulfillment_provider"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_code_idx" ON "discount" USING btree ("code") WHERE "discount"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "gift_card_transaction_order_idx" ON "gift_card_transaction" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_code_idx" ON "gift_card" USING btree ("code") WHERE "gift_card"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "order_display_id_idx" ON "order" USING btree ("display_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_cart_idx" ON "order" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "order_customer_idx" ON "order" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "order_email_idx" ON "order" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_session_cart_provider_idx" ON "payment_session" USING btree ("cart_id","provider_id");--> statement-breakpoint
CREATE INDEX "payment_order_idx" ON "payment" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_cart_idx" ON "payment" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "refund_order_idx" ON "refund" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shipping_method_cart_idx" ON "shipping_method" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "shipping_method_order_idx" ON "shipping_method" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shipping_option_requirement_option_idx" ON "shipping_option_requirement" USING btree ("shipping_option_id");--> statement-breakpoint
CREATE INDEX "shipping_option_region_idx" ON "shipping_option" USING btree ("region_id");