CREATE TABLE "inventory_adjustment" (
	"id" text PRIMARY KEY NOT NULL,
	"inventory_item_id" text NOT NULL,
	"location_id" text NOT NULL,
	"delta" integer NOT NULL,
	"reason" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_item" (
	"id" text PRIMARY KEY NOT NULL,
	"sku" text,
	"origin_country" text,
	"hs_code" text,
	"mid_code" text,
	"material" text,
	"weight" integer,
	"length" integer,
	"height" integer,
	"width" integer,
	"requires_shipping" boolean DEFAULT true NOT NULL,
	"description" text,
	"title" text,
	"thumbnail" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "inventory_level" (
	"id" text PRIMARY KEY NOT NULL,
	"inventory_item_id" text NOT NULL,
	"location_id" text NOT NULL,
	"stocked_quantity" integer DEFAULT 0 NOT NULL,
	"reserved_quantity" integer DEFAULT 0 NOT NULL,
	"incoming_quantity" integer DEFAULT 0 NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reservation_item" (
	"id" text PRIMARY KEY NOT NULL,
	"line_item_id" text,
	"inventory_item_id" text NOT NULL,
	"location_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"external_id" text,
	"description" text,
	"created_by" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sales_channel_location" (
	"id" text PRIMARY KEY NOT NULL,
	"sales_channel_id" text NOT NULL,
	"location_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stock_location_address" (
	"id" text PRIMARY KEY NOT NULL,
	"address_1" text NOT NULL,
	"address_2" text,
	"company" text,
	"city" text,
	"country_code" text NOT NULL,
	"phone" text,
	"province" text,
	"postal_code" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stock_location" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address_id" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_variant_inventory_item" (
	"id" text PRIMARY KEY NOT NULL,
	"inventory_item_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"required_quantity" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "store" ADD COLUMN "default_location_id" text;--> statement-breakpoint
ALTER TABLE "inventory_adjustment" ADD CONSTRAINT "inventory_adjustment_inventory_item_id_inventory_item_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_adjustment" ADD CONSTRAINT "inventory_adjustment_location_id_stock_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_location"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_level" ADD CONSTRAINT "inventory_level_inventory_item_id_inventory_item_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_level" ADD CONSTRAINT "inventory_level_location_id_stock_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_location"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_item" ADD CONSTRAINT "reservation_item_inventory_item_id_inventory_item_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_item" ADD CONSTRAINT "reservation_item_location_id_stock_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_location"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_channel_location" ADD CONSTRAINT "sales_channel_location_sales_channel_id_sales_channel_id_fk" FOREIGN KEY ("sales_channel_id") REFERENCES "public"."sales_channel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_channel_location" ADD CONSTRAINT "sales_channel_location_location_id_stock_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_location"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_location" ADD CONSTRAINT "stock_location_address_id_stock_location_address_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."stock_location_address"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant_inventory_item" ADD CONSTRAINT "product_variant_inventory_item_inventory_item_id_inventory_item_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant_inventory_item" ADD CONSTRAINT "product_variant_inventory_item_variant_id_product_variant_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_adjustment_item_idx" ON "inventory_adjustment" USING btree ("inventory_item_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_item_sku_idx" ON "inventory_item" USING btree ("sku") WHERE "inventory_item"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_level_item_location_idx" ON "inventory_level" USING btree ("inventory_item_id","location_id");--> statement-breakpoint
CREATE INDEX "inventory_level_location_idx" ON "inventory_level" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "reservation_item_line_item_idx" ON "reservation_item" USING btree ("line_item_id");--> statement-breakpoint
CREATE INDEX "reservation_item_item_location_idx" ON "reservation_item" USING btree ("inventory_item_id","location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_channel_location_pair_idx" ON "sales_channel_location" USING btree ("sales_channel_id","location_id");--> statement-breakpoint
CREATE INDEX "sales_channel_location_location_idx" ON "sales_channel_location" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variant_inventory_item_pair_idx" ON "product_variant_inventory_item" USING btree ("variant_id","inventory_item_id");--> statement-breakpoint
CREATE INDEX "product_variant_inventory_item_item_idx" ON "product_variant_inventory_item" USING btree ("inventory_item_id");--> statement-breakpoint
-- Data: today's single stock count moves into one default location ("Warehouse") when the shop
-- has variants. Units held by placed, unshipped order lines become reservations there, so the
-- level's stocked quantity is the count plus those units and available stays the count.
INSERT INTO "stock_location" ("id", "name")
SELECT 'sloc_01MIGRATEDWAREHOUSE0000000', 'Warehouse'
WHERE EXISTS (SELECT 1 FROM "product_variant" WHERE "deleted_at" IS NULL);
--> statement-breakpoint
INSERT INTO "sales_channel_location" ("id", "sales_channel_id", "location_id")
SELECT 'scloc_' || upper(substr(md5("sales_channel"."id"), 1, 26)), "sales_channel"."id", "stock_location"."id"
FROM "sales_channel" CROSS JOIN "stock_location"
WHERE "stock_location"."id" = 'sloc_01MIGRATEDWAREHOUSE0000000';
--> statement-breakpoint
UPDATE "store" SET "default_location_id" = 'sloc_01MIGRATEDWAREHOUSE0000000'
WHERE "default_location_id" IS NULL
  AND EXISTS (SELECT 1 FROM "stock_location" WHERE "id" = 'sloc_01MIGRATEDWAREHOUSE0000000');
--> statement-breakpoint
INSERT INTO "inventory_item" ("id", "sku", "hs_code", "origin_country", "mid_code", "material", "weight", "length", "height", "width", "title")
SELECT 'iitem_' || upper(substr(md5("id"), 1, 26)), "sku", "hs_code", "origin_country", "mid_code", "material", "weight", "length", "height", "width", "title"
FROM "product_variant"
WHERE "manage_inventory" AND "deleted_at" IS NULL
  AND EXISTS (SELECT 1 FROM "stock_location" WHERE "id" = 'sloc_01MIGRATEDWAREHOUSE0000000');
--> statement-breakpoint
INSERT INTO "product_variant_inventory_item" ("id", "inventory_item_id", "variant_id", "required_quantity")
SELECT 'pvitem_' || upper(substr(md5("id"), 1, 26)), 'iitem_' || upper(substr(md5("id"), 1, 26)), "id", 1
FROM "product_variant"
WHERE "manage_inventory" AND "deleted_at" IS NULL
  AND EXISTS (SELECT 1 FROM "stock_location" WHERE "id" = 'sloc_01MIGRATEDWAREHOUSE0000000');
--> statement-breakpoint
INSERT INTO "reservation_item" ("id", "line_item_id", "inventory_item_id", "location_id", "quantity", "description")
SELECT 'resitem_' || upper(substr(md5("line_item"."id"), 1, 26)), "line_item"."id",
  'iitem_' || upper(substr(md5("line_item"."variant_id"), 1, 26)), 'sloc_01MIGRATEDWAREHOUSE0000000',
  "line_item"."quantity" - coalesce("line_item"."fulfilled_quantity", 0), 'Held by the order when stock moved to locations'
FROM "line_item"
JOIN "order" ON "order"."id" = "line_item"."order_id"
JOIN "product_variant_inventory_item" ON "product_variant_inventory_item"."variant_id" = "line_item"."variant_id"
WHERE "order"."status" NOT IN ('canceled', 'archived')
  AND NOT "line_item"."is_return"
  AND "line_item"."order_edit_id" IS NULL
  AND "line_item"."quantity" - coalesce("line_item"."fulfilled_quantity", 0) > 0;
--> statement-breakpoint
INSERT INTO "inventory_level" ("id", "inventory_item_id", "location_id", "stocked_quantity", "reserved_quantity")
SELECT 'ilev_' || upper(substr(md5("product_variant"."id"), 1, 26)), "link"."inventory_item_id", 'sloc_01MIGRATEDWAREHOUSE0000000',
  "product_variant"."inventory_quantity" + coalesce("held"."quantity", 0), coalesce("held"."quantity", 0)
FROM "product_variant"
JOIN "product_variant_inventory_item" "link" ON "link"."variant_id" = "product_variant"."id"
LEFT JOIN (
  SELECT "inventory_item_id", sum("quantity")::integer AS "quantity" FROM "reservation_item" GROUP BY "inventory_item_id"
) "held" ON "held"."inventory_item_id" = "link"."inventory_item_id";
