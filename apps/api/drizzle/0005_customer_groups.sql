CREATE TABLE "customer_group_customers" (
	"customer_group_id" text NOT NULL,
	"customer_id" text NOT NULL,
	CONSTRAINT "customer_group_customers_customer_group_id_customer_id_pk" PRIMARY KEY("customer_group_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "customer_group" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customer_group_customers" ADD CONSTRAINT "customer_group_customers_customer_group_id_customer_group_id_fk" FOREIGN KEY ("customer_group_id") REFERENCES "public"."customer_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_group_customers" ADD CONSTRAINT "customer_group_customers_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_group_name_live_unique" ON "customer_group" USING btree ("name") WHERE deleted_at is null;