CREATE TABLE "fulfillment_item" (
	"fulfillment_id" text NOT NULL,
	"item_id" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "fulfillment_item_fulfillment_id_item_id_pk" PRIMARY KEY("fulfillment_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "fulfillment" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"provider_id" text DEFAULT 'manual' NOT NULL,
	"location_id" text,
	"tracking_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"no_notification" boolean,
	"shipped_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"idempotency_key" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "note" (
	"id" text PRIMARY KEY NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" text NOT NULL,
	"value" text NOT NULL,
	"author_id" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "price_list_customer_groups" (
	"price_list_id" text NOT NULL,
	"customer_group_id" text NOT NULL,
	CONSTRAINT "price_list_customer_groups_price_list_id_customer_group_id_pk" PRIMARY KEY("price_list_id","customer_group_id")
);
--> statement-breakpoint
CREATE TABLE "tracking_link" (
	"id" text PRIMARY KEY NOT NULL,
	"fulfillment_id" text NOT NULL,
	"tracking_number" text NOT NULL,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_file" (
	"key" text PRIMARY KEY NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"is_protected" boolean DEFAULT false NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "fulfillment_item" ADD CONSTRAINT "fulfillment_item_fulfillment_id_fulfillment_id_fk" FOREIGN KEY ("fulfillment_id") REFERENCES "public"."fulfillment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillment" ADD CONSTRAINT "fulfillment_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note" ADD CONSTRAINT "note_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_customer_groups" ADD CONSTRAINT "price_list_customer_groups_price_list_id_price_list_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_list"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_customer_groups" ADD CONSTRAINT "price_list_customer_groups_customer_group_id_customer_group_id_fk" FOREIGN KEY ("customer_group_id") REFERENCES "public"."customer_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_link" ADD CONSTRAINT "tracking_link_fulfillment_id_fulfillment_id_fk" FOREIGN KEY ("fulfillment_id") REFERENCES "public"."fulfillment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_file" ADD CONSTRAINT "uploaded_file_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fulfillment_order_idx" ON "fulfillment" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "note_resource_idx" ON "note" USING btree ("resource_type","resource_id");--> statement-breakpoint
CREATE INDEX "price_list_customer_groups_group_idx" ON "price_list_customer_groups" USING btree ("customer_group_id");--> statement-breakpoint
CREATE INDEX "tracking_link_fulfillment_idx" ON "tracking_link" USING btree ("fulfillment_id");--> statement-breakpoint
CREATE INDEX "uploaded_file_created_idx" ON "uploaded_file" USING btree ("created_at");