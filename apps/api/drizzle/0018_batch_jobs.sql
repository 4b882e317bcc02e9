CREATE TABLE "batch_job" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_by" text,
	"context" jsonb,
	"dry_run" boolean DEFAULT false NOT NULL,
	"result" jsonb,
	"pre_processed_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"processing_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "batch_job" ADD CONSTRAINT "batch_job_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_job_created_by_idx" ON "batch_job" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "batch_job_runnable_idx" ON "batch_job" USING btree ("created_at") WHERE completed_at is null and failed_at is null and canceled_at is null;