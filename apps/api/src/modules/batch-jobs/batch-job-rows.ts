// A batch job as the Admin API answers it (contract medusa-v1 §12.4): the row without the
// runner's lease, and `status` derived from the timestamps as Medusa's model does.
import type { BatchJob, BatchJobStatus } from "@atelier/contracts";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notAllowed, notFound } from "../../http/errors";
import { batchJobs } from "./tables";

export type BatchJobRow = typeof batchJobs.$inferSelect;

export function batchJobStatus(row: BatchJobRow): BatchJobStatus {
  if (row.canceled_at) return "canceled";
  if (row.failed_at) return "failed";
  if (row.completed_at) return "completed";
  if (row.processing_at) return "processing";
  if (row.confirmed_at) return "confirmed";
  if (row.pre_processed_at) return "pre_processed";
  return "created";
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function serializeBatchJob(row: BatchJobRow): BatchJob {
  return {
    id: row.id,
    type: row.type,
    status: batchJobStatus(row),
    created_by: row.created_by,
    context: row.context ?? null,
    dry_run: row.dry_run,
    result: row.result ?? null,
    pre_processed_at: iso(row.pre_processed_at),
    confirmed_at: iso(row.confirmed_at),
    processing_at: iso(row.processing_at),
    completed_at: iso(row.completed_at),
    failed_at: iso(row.failed_at),
    canceled_at: iso(row.canceled_at),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    deleted_at: iso(row.deleted_at),
  };
}

/** The job, if it is the user's: another user's job is refused as Medusa refuses it. */
export async function findUsersBatchJob(
  db: Database,
  id: string,
  userId: string | undefined,
  { forUpdate = false } = {},
): Promise<BatchJobRow> {
  const query = db
    .select()
    .from(batchJobs)
    .where(and(eq(batchJobs.id, id), isNull(batchJobs.deleted_at)));
  const [row] = await (forUpdate ? query.for("update") : query);
  if (row === undefined) throw notFound(`Batch job with id ${id} was not found`);
  if (row.created_by !== (userId ?? null)) {
    throw notAllowed("Cannot access a batch job that does not belong to the logged in user");
  }
  return row;
}
