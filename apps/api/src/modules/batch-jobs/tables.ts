// Batch jobs (Medusa v1 `models/batch-job.ts`) and the lease a runner holds while it works on one.
import type { BatchJobResult } from "@atelier/contracts";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { deletedAt, timestamps } from "../../db/columns";
import { users } from "../staff/tables";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const batchJobs = pgTable(
  "batch_job",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    created_by: text("created_by").references(() => users.id, { onDelete: "set null" }),
    context: jsonb("context").$type<Record<string, unknown>>(),
    dry_run: boolean("dry_run").notNull().default(false),
    result: jsonb("result").$type<BatchJobResult>(),
    pre_processed_at: at("pre_processed_at"),
    confirmed_at: at("confirmed_at"),
    processing_at: at("processing_at"),
    completed_at: at("completed_at"),
    failed_at: at("failed_at"),
    canceled_at: at("canceled_at"),
    /** The runner working on the job, until `lease_expires_at`; a lapsed lease may be taken over. */
    lease_owner: text("lease_owner"),
    lease_expires_at: at("lease_expires_at"),
    /** How many times a runner took the job up; a job that keeps dying is failed. */
    attempts: integer("attempts").notNull().default(0),
    ...timestamps,
    deleted_at: deletedAt,
  },
  (t) => [
    index("batch_job_created_by_idx").on(t.created_by, t.created_at),
    index("batch_job_runnable_idx")
      .on(t.created_at)
      .where(sql`completed_at is null and failed_at is null and canceled_at is null`),
  ],
);
