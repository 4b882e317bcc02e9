CREATE TABLE "line_item_tax_line" (
	"id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"rate" real NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_tax_rate" (
	"product_id" text NOT NULL,
	"rate_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_tax_rate_product_id_rate_id_pk" PRIMARY KEY("product_id","rate_id")
);
--> statement-breakpoint
CREATE TABLE "product_type_tax_rate" (
	"product_type_id" text NOT NULL,
	"rate_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_type_tax_rate_product_type_id_rate_id_pk" PRIMARY KEY("product_type_id","rate_id")
);
--> statement-breakpoint
CREATE TABLE "shipping_method_tax_line" (
	"id" text PRIMARY KEY NOT NULL,
	"shipping_method_id" text NOT NULL,
	"rate" real NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_tax_rate" (
	"shipping_option_id" text NOT NULL,
	"rate_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_tax_rate_shipping_option_id_rate_id_pk" PRIMARY KEY("shipping_option_id","rate_id")
);
--> statement-breakpoint
CREATE TABLE "tax_rate" (
	"id" text PRIMARY KEY NOT NULL,
	"rate" real,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"region_id" text NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "line_item_tax_line" ADD CONSTRAINT "line_item_tax_line_item_id_line_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."line_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tax_rate" ADD CONSTRAINT "product_tax_rate_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tax_rate" ADD CONSTRAINT "product_tax_rate_rate_id_tax_rate_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."tax_rate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_type_tax_rate" ADD CONSTRAINT "product_type_tax_rate_product_type_id_product_type_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_type"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_type_tax_rate" ADD CONSTRAINT "product_type_tax_rate_rate_id_tax_rate_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."tax_rate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_method_tax_line" ADD CONSTRAINT "shipping_method_tax_line_shipping_method_id_shipping_method_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_method"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_tax_rate" ADD CONSTRAINT "shipping_tax_rate_shipping_option_id_shipping_option_id_fk" FOREIGN KEY ("shipping_option_id") REFERENCES "public"."shipping_option"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_tax_rate" ADD CONSTRAINT "shipping_tax_rate_rate_id_tax_rate_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."tax_rate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rate" ADD CONSTRAINT "tax_rate_region_id_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."region"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "line_item_tax_line_item_idx" ON "line_item_tax_line" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "product_tax_rate_rate_idx" ON "product_tax_rate" USING btree ("rate_id");--> statement-breakpoint
CREATE INDEX "product_type_tax_rate_rate_idx" ON "product_type_tax_rate" USING btree ("rate_id");--> statement-breakpoint
CREATE INDEX "shipping_method_tax_line_method_idx" ON "shipping_method_tax_line" USING btree ("shipping_method_id");--> statement-breakpoint
CREATE INDEX "shipping_tax_rate_rate_idx" ON "shipping_tax_rate" USING btree ("rate_id");--> statement-breakpoint
CREATE INDEX "tax_rate_region_idx" ON "tax_rate" USING btree ("region_id","created_at");