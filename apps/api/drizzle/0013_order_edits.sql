CREATE TABLE "order_edit" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"internal_note" text,
	"created_by" text NOT NULL,
	"requested_by" text,
	"requested_at" timestamp with time zone,
	"confirmed_by" text,
	"confirmed_at" timestamp with time zone,
	"declined_by" text,
	"declined_reason" text,
	"declined_at" timestamp with time zone,
	"canceled_by" text,
	"canceled_at" timestamp with time zone,
	"payment_collection_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_item_change" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"order_edit_id" text NOT NULL,
	"original_line_item_id" text,
	"line_item_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_collection_payments" (
	"payment_collection_id" text NOT NULL,
	"payment_id" text NOT NULL,
	CONSTRAINT "payment_collection_payments_payment_collection_id_payment_id_pk" PRIMARY KEY("payment_collection_id","payment_id")
);
--> statement-breakpoint
CREATE TABLE "payment_collection_sessions" (
	"payment_collection_id" text NOT NULL,
	"payment_session_id" text NOT NULL,
	CONSTRAINT "payment_collection_sessions_payment_collection_id_payment_session_id_pk" PRIMARY KEY("payment_collection_id","payment_session_id")
);
--> statement-breakpoint
CREATE TABLE "payment_collection" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text DEFAULT 'order_edit' NOT NULL,
	"status" text DEFAULT 'not_paid' NOT NULL,
	"description" text,
	"amount" integer NOT NULL,
	"authorized_amount" integer,
	"region_id" text NOT NULL,
	"currency_code" text NOT NULL,
	"metadata" jsonb,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_edit" ADD CONSTRAINT "order_edit_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_edit" ADD CONSTRAINT "order_edit_payment_collection_id_payment_collection_id_fk" FOREIGN KEY ("payment_collection_id") REFERENCES "public"."payment_collection"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_change" ADD CONSTRAINT "order_item_change_order_edit_id_order_edit_id_fk" FOREIGN KEY ("order_edit_id") REFERENCES "public"."order_edit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_change" ADD CONSTRAINT "order_item_change_original_line_item_id_line_item_id_fk" FOREIGN KEY ("original_line_item_id") REFERENCES "public"."line_item"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_change" ADD CONSTRAINT "order_item_change_line_item_id_line_item_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."line_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_collection_payments" ADD CONSTRAINT "payment_collection_payments_payment_collection_id_payment_collection_id_fk" FOREIGN KEY ("payment_collection_id") REFERENCES "public"."payment_collection"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_collection_payments" ADD CONSTRAINT "payment_collection_payments_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_collection_sessions" ADD CONSTRAINT "payment_collection_sessions_payment_collection_id_payment_collection_id_fk" FOREIGN KEY ("payment_collection_id") REFERENCES "public"."payment_collection"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_collection_sessions" ADD CONSTRAINT "payment_collection_sessions_payment_session_id_payment_session_id_fk" FOREIGN KEY ("payment_session_id") REFERENCES "public"."payment_session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_collection" ADD CONSTRAINT "payment_collection_region_id_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."region"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_edit_order_idx" ON "order_edit" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_edit_created_idx" ON "order_edit" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_item_change_original_idx" ON "order_item_change" USING btree ("order_edit_id","original_line_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_item_change_line_idx" ON "order_item_change" USING btree ("order_edit_id","line_item_id");--> statement-breakpoint
CREATE INDEX "payment_collection_region_idx" ON "payment_collection" USING btree ("region_id");