CREATE TABLE "content_document" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"rev" text NOT NULL,
	"doc" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_transaction" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"document_ids" jsonb NOT NULL,
	"effects" jsonb NOT NULL,
	"author" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_submission" (
	"id" text PRIMARY KEY NOT NULL,
	"form_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"page" text,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_document_type_idx" ON "content_document" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "content_transaction_seq_idx" ON "content_transaction" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "form_submission_form_idx" ON "form_submission" USING btree ("form_id","created_at");--> statement-breakpoint
CREATE INDEX "form_submission_created_idx" ON "form_submission" USING btree ("created_at" desc);