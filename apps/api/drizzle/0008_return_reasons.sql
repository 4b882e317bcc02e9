CREATE TABLE "return_reason" (
	"id" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"description" text,
	"parent_return_reason_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"metadata" jsonb
);
--> statement-breakpoint
ALTER TABLE "return_reason" ADD CONSTRAINT "return_reason_parent_return_reason_id_return_reason_id_fk" FOREIGN KEY ("parent_return_reason_id") REFERENCES "public"."return_reason"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "return_reason_value_live_idx" ON "return_reason" USING btree ("value") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "return_reason_parent_idx" ON "return_reason" USING btree ("parent_return_reason_id");