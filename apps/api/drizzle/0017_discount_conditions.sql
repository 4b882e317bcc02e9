CREATE TABLE "discount_condition_resource" (
	"condition_id" text NOT NULL,
	"resource_id" text NOT NULL,
	CONSTRAINT "discount_condition_resource_condition_id_resource_id_pk" PRIMARY KEY("condition_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "discount_condition" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"operator" text NOT NULL,
	"discount_rule_id" text NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_item_adjustment" (
	"id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"description" text NOT NULL,
	"discount_id" text,
	"amount" integer NOT NULL,
	"metadata" jsonb
);
--> statement-breakpoint
ALTER TABLE "discount_condition_resource" ADD CONSTRAINT "discount_condition_resource_condition_id_discount_condition_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."discount_condition"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_condition" ADD CONSTRAINT "discount_condition_discount_rule_id_discount_rule_id_fk" FOREIGN KEY ("discount_rule_id") REFERENCES "public"."discount_rule"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_item_adjustment" ADD CONSTRAINT "line_item_adjustment_item_id_line_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."line_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_item_adjustment" ADD CONSTRAINT "line_item_adjustment_discount_id_discount_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discount"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_condition_rule_type_idx" ON "discount_condition" USING btree ("discount_rule_id","type","operator");--> statement-breakpoint
CREATE INDEX "line_item_adjustment_item_idx" ON "line_item_adjustment" USING btree ("item_id");