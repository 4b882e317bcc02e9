CREATE TABLE "return_item" (
	"return_id" text NOT NULL,
	"item_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"is_requested" boolean DEFAULT true NOT NULL,
	"requested_quantity" integer,
	"received_quantity" integer,
	"reason_id" text,
	"note" text,
	"restock" boolean,
	"metadata" jsonb,
	CONSTRAINT "return_item_return_id_item_id_pk" PRIMARY KEY("return_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "return" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"order_id" text NOT NULL,
	"swap_id" text,
	"claim_order_id" text,
	"shipping_data" jsonb,
	"location_id" text,
	"refund_amount" integer NOT NULL,
	"no_notification" boolean,
	"idempotency_key" text,
	"received_at" timestamp with time zone,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipping_method" ADD COLUMN "return_id" text;--> statement-breakpoint
ALTER TABLE "return_item" ADD CONSTRAINT "return_item_return_id_return_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_item" ADD CONSTRAINT "return_item_item_id_line_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."line_item"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_item" ADD CONSTRAINT "return_item_reason_id_return_reason_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."return_reason"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return" ADD CONSTRAINT "return_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_item_item_idx" ON "return_item" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "return_order_idx" ON "return" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "return_created_idx" ON "return" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "shipping_method_return_idx" ON "shipping_method" USING btree ("return_id");