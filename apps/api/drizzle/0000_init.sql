CREATE TABLE "address" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text,
	"company" text,
	"first_name" text,
	"last_name" text,
	"address_1" text,
	"address_2" text,
	"city" text,
	"country_code" text,
	"province" text,
	"postal_code" text,
	"phone" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cart" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text,
	"billing_address_id" text,
	"shipping_address_id" text,
	"region_id" text NOT NULL,
	"customer_id" text,
	"payment_id" text,
	"type" text DEFAULT 'default' NOT NULL,
	"completed_at" timestamp with time zone,
	"payment_authorized_at" timestamp with time zone,
	"idempotency_key" text,
	"context" jsonb,
	"metadata" jsonb,
	"sales_channel_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "country" (
	"id" serial PRIMARY KEY NOT NULL,
	"iso_2" text NOT NULL,
	"iso_3" text NOT NULL,
	"num_code" integer NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"region_id" text
);
--> statement-breakpoint
CREATE TABLE "currency" (
	"code" text PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"symbol_native" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fulfillment_provider" (
	"id" text PRIMARY KEY NOT NULL,
	"is_installed" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_key" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"request_method" text NOT NULL,
	"request_params" jsonb,
	"request_path" text NOT NULL,
	"response_code" integer,
	"response_body" jsonb,
	"recovery_point" text DEFAULT 'started' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_item" (
	"id" text PRIMARY KEY NOT NULL,
	"cart_id" text,
	"order_id" text,
	"title" text NOT NULL,
	"description" text,
	"thumbnail" text,
	"is_return" boolean DEFAULT false NOT NULL,
	"is_giftcard" boolean DEFAULT false NOT NULL,
	"should_merge" boolean DEFAULT true NOT NULL,
	"allow_discounts" boolean DEFAULT true NOT NULL,
	"has_shipping" boolean,
	"unit_price" integer NOT NULL,
	"variant_id" text,
	"quantity" integer NOT NULL,
	"fulfilled_quantity" integer,
	"returned_quantity" integer,
	"shipped_quantity" integer,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "money_amount" (
	"id" text PRIMARY KEY NOT NULL,
	"currency_code" text NOT NULL,
	"amount" integer NOT NULL,
	"min_quantity" integer,
	"max_quantity" integer,
	"price_list_id" text,
	"region_id" text,
	"variant_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_provider" (
	"id" text PRIMARY KEY NOT NULL,
	"is_installed" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_list" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'sale' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_category" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"handle" text NOT NULL,
	"parent_category_id" text,
	"rank" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_internal" boolean DEFAULT false NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_category_product" (
	"product_category_id" text NOT NULL,
	"product_id" text NOT NULL,
	CONSTRAINT "product_category_product_product_category_id_product_id_pk" PRIMARY KEY("product_category_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_collection" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"handle" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "image" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text,
	"url" text NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_option_value" (
	"id" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"option_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_option" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"product_id" text NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_sales_channel" (
	"product_id" text NOT NULL,
	"sales_channel_id" text NOT NULL,
	CONSTRAINT "product_sales_channel_product_id_sales_channel_id_pk" PRIMARY KEY("product_id","sales_channel_id")
);
--> statement-breakpoint
CREATE TABLE "product_tags" (
	"product_id" text NOT NULL,
	"product_tag_id" text NOT NULL,
	CONSTRAINT "product_tags_product_id_product_tag_id_pk" PRIMARY KEY("product_id","product_tag_id")
);
--> statement-breakpoint
CREATE TABLE "product_tag" (
	"id" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_type" (
	"id" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_variant" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"product_id" text NOT NULL,
	"sku" text,
	"barcode" text,
	"ean" text,
	"upc" text,
	"variant_rank" integer DEFAULT 0 NOT NULL,
	"inventory_quantity" integer DEFAULT 0 NOT NULL,
	"allow_backorder" boolean DEFAULT false NOT NULL,
	"manage_inventory" boolean DEFAULT true NOT NULL,
	"hs_code" text,
	"origin_country" text,
	"mid_code" text,
	"material" text,
	"weight" integer,
	"length" integer,
	"height" integer,
	"width" integer,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"external_id" text,
	"description" text,
	"handle" text NOT NULL,
	"is_giftcard" boolean DEFAULT false NOT NULL,
	"discountable" boolean DEFAULT true NOT NULL,
	"thumbnail" text,
	"collection_id" text,
	"type_id" text,
	"weight" integer,
	"length" integer,
	"height" integer,
	"width" integer,
	"hs_code" text,
	"origin_country" text,
	"mid_code" text,
	"material" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "publishable_api_key_sales_channel" (
	"publishable_key_id" text NOT NULL,
	"sales_channel_id" text NOT NULL,
	CONSTRAINT "publishable_api_key_sales_channel_publishable_key_id_sales_channel_id_pk" PRIMARY KEY("publishable_key_id","sales_channel_id")
);
--> statement-breakpoint
CREATE TABLE "publishable_api_key" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"created_by" text,
	"revoked_by" text,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "region_fulfillment_providers" (
	"region_id" text NOT NULL,
	"provider_id" text NOT NULL,
	CONSTRAINT "region_fulfillment_providers_region_id_provider_id_pk" PRIMARY KEY("region_id","provider_id")
);
--> statement-breakpoint
CREATE TABLE "region_payment_providers" (
	"region_id" text NOT NULL,
	"provider_id" text NOT NULL,
	CONSTRAINT "region_payment_providers_region_id_provider_id_pk" PRIMARY KEY("region_id","provider_id")
);
--> statement-breakpoint
CREATE TABLE "region" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency_code" text NOT NULL,
	"tax_rate" real DEFAULT 0 NOT NULL,
	"tax_code" text,
	"gift_cards_taxable" boolean DEFAULT true NOT NULL,
	"automatic_taxes" boolean DEFAULT true NOT NULL,
	"tax_provider_id" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sales_channel" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "store_currencies" (
	"store_id" text NOT NULL,
	"currency_code" text NOT NULL,
	CONSTRAINT "store_currencies_store_id_currency_code_pk" PRIMARY KEY("store_id","currency_code")
);
--> statement-breakpoint
CREATE TABLE "store" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text DEFAULT 'Atelier' NOT NULL,
	"default_currency_code" text NOT NULL,
	"default_sales_channel_id" text,
	"default_region_id" text,
	"swap_link_template" text,
	"payment_link_template" text,
	"invite_link_template" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_billing_address_id_address_id_fk" FOREIGN KEY ("billing_address_id") REFERENCES "public"."address"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_shipping_address_id_address_id_fk" FOREIGN KEY ("shipping_address_id") REFERENCES "public"."address"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_region_id_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."region"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_sales_channel_id_sales_channel_id_fk" FOREIGN KEY ("sales_channel_id") REFERENCES "public"."sales_channel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country" ADD CONSTRAINT "country_region_id_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."region"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_item" ADD CONSTRAINT "line_item_cart_id_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."cart"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_item" ADD CONSTRAINT "line_item_variant_id_product_variant_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variant"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_amount" ADD CONSTRAINT "money_amount_currency_code_currency_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currency"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_amount" ADD CONSTRAINT "money_amount_price_list_id_price_list_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_list"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_amount" ADD CONSTRAINT "money_amount_region_id_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."region"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_amount" ADD CONSTRAINT "money_amount_variant_id_product_variant_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category_product" ADD CONSTRAINT "product_category_product_product_category_id_product_category_id_fk" FOREIGN KEY ("product_category_id") REFERENCES "public"."product_category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category_product" ADD CONSTRAINT "product_category_product_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image" ADD CONSTRAINT "image_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_value" ADD CONSTRAINT "product_option_value_option_id_product_option_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_option"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_value" ADD CONSTRAINT "product_option_value_variant_id_product_variant_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option" ADD CONSTRAINT "product_option_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sales_channel" ADD CONSTRAINT "product_sales_channel_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sales_channel" ADD CONSTRAINT "product_sales_channel_sales_channel_id_sales_channel_id_fk" FOREIGN KEY ("sales_channel_id") REFERENCES "public"."sales_channel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_product_tag_id_product_tag_id_fk" FOREIGN KEY ("product_tag_id") REFERENCES "public"."product_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant" ADD CONSTRAINT "product_variant_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_collection_id_product_collection_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."product_collection"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_type_id_product_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."product_type"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishable_api_key_sales_channel" ADD CONSTRAINT "publishable_api_key_sales_channel_publishable_key_id_publishable_api_key_id_fk" FOREIGN KEY ("publishable_key_id") REFERENCES "public"."publishable_api_key"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishable_api_key_sales_channel" ADD CONSTRAINT "publishable_api_key_sales_channel_sales_channel_id_sales_channel_id_fk" FOREIGN KEY ("sales_channel_id") REFERENCES "public"."sales_channel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_fulfillment_providers" ADD CONSTRAINT "region_fulfillment_providers_region_id_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."region"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_fulfillment_providers" ADD CONSTRAINT "region_fulfillment_providers_provider_id_fulfillment_provider_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."fulfillment_provider"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_payment_providers" ADD CONSTRAINT "region_payment_providers_region_id_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."region"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_payment_providers" ADD CONSTRAINT "region_payment_providers_provider_id_payment_provider_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."payment_provider"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region" ADD CONSTRAINT "region_currency_code_currency_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currency"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_currencies" ADD CONSTRAINT "store_currencies_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_currencies" ADD CONSTRAINT "store_currencies_currency_code_currency_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currency"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store" ADD CONSTRAINT "store_default_currency_code_currency_code_fk" FOREIGN KEY ("default_currency_code") REFERENCES "public"."currency"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store" ADD CONSTRAINT "store_default_sales_channel_id_sales_channel_id_fk" FOREIGN KEY ("default_sales_channel_id") REFERENCES "public"."sales_channel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_customer_idx" ON "address" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "cart_customer_idx" ON "cart" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "country_iso_2_idx" ON "country" USING btree ("iso_2");--> statement-breakpoint
CREATE INDEX "country_region_idx" ON "country" USING btree ("region_id");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_key_key_idx" ON "idempotency_key" USING btree ("idempotency_key","request_method","request_path");--> statement-breakpoint
CREATE INDEX "line_item_cart_idx" ON "line_item" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "line_item_order_idx" ON "line_item" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "money_amount_variant_idx" ON "money_amount" USING btree ("variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_category_handle_idx" ON "product_category" USING btree ("handle");--> statement-breakpoint
CREATE INDEX "product_category_parent_idx" ON "product_category" USING btree ("parent_category_id");--> statement-breakpoint
CREATE INDEX "product_category_product_product_idx" ON "product_category_product" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_collection_handle_idx" ON "product_collection" USING btree ("handle");--> statement-breakpoint
CREATE INDEX "image_product_idx" ON "image" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_option_value_variant_idx" ON "product_option_value" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "product_option_value_option_idx" ON "product_option_value" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "product_option_product_idx" ON "product_option" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_sales_channel_channel_idx" ON "product_sales_channel" USING btree ("sales_channel_id");--> statement-breakpoint
CREATE INDEX "product_tags_tag_idx" ON "product_tags" USING btree ("product_tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variant_sku_idx" ON "product_variant" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "product_variant_product_idx" ON "product_variant" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_handle_idx" ON "product" USING btree ("handle");--> statement-breakpoint
CREATE INDEX "product_collection_idx" ON "product" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "product_type_idx" ON "product" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "product_created_idx" ON "product" USING btree ("created_at");