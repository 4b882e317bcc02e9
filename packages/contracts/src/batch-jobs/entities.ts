// Batch jobs (contract medusa-v1 §12.4, Medusa v1 `models/batch-job.ts`): a product import, a
// product export or an order export that the API runs in the background, with its progress.
import { z } from "zod";
import { JsonObject, Timestamp } from "../common/fields";

/** The job types this API runs (Medusa's built-in types but `price-list-import`). */
export const BatchJobType = z.enum(["product-import", "product-export", "order-export"]);
export type BatchJobType = z.infer<typeof BatchJobType>;

export const BatchJobStatus = z.enum([
  "created",
  "pre_processed",
  "confirmed",
  "processing",
  "completed",
  "canceled",
  "failed",
]);
export type BatchJobStatus = z.infer<typeof BatchJobStatus>;

/** A problem with the job or one of its rows; `line` is the CSV line (1 is the header). */
export const BatchJobError = z.object({
  message: z.string(),
  code: z.union([z.string(), z.number()]).optional(),
  err: z.unknown().optional(),
  line: z.number().int().optional(),
});
export type BatchJobError = z.infer<typeof BatchJobError>;

/** What pre-processing found the job would do, as Medusa's `{key, name, message}`. */
export const BatchJobStatDescriptor = z.object({
  key: z.string(),
  name: z.string(),
  message: z.string(),
});
export type BatchJobStatDescriptor = z.infer<typeof BatchJobStatDescriptor>;

export const BatchJobResult = z.object({
  count: z.number().int().optional(),
  advancement_count: z.number().int().optional(),
  progress: z.number().optional(),
  errors: z.array(BatchJobError).optional(),
  stat_descriptors: z.array(BatchJobStatDescriptor).optional(),
  file_key: z.string().optional(),
  file_size: z.number().int().optional(),
});
export type BatchJobResult = z.infer<typeof BatchJobResult>;

export const BatchJob = z
  .object({
    id: z.string(),
    type: z.string(),
    status: BatchJobStatus,
    created_by: z.string().nullable(),
    context: JsonObject.nullable(),
    dry_run: z.boolean(),
    result: BatchJobResult.nullable(),
    pre_processed_at: Timestamp.nullable(),
    confirmed_at: Timestamp.nullable(),
    processing_at: Timestamp.nullable(),
    completed_at: Timestamp.nullable(),
    failed_at: Timestamp.nullable(),
    canceled_at: Timestamp.nullable(),
    created_at: Timestamp,
    updated_at: Timestamp,
    deleted_at: Timestamp.nullable(),
  })
  .meta({ id: "BatchJob" });
export type BatchJob = z.infer<typeof BatchJob>;
