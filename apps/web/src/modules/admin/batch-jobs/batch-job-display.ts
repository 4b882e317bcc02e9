// What the Import / Export screen says about a batch job: its type and status in words, its
// progress, and whether a chosen file can be imported at all.
import type { BatchJob, BatchJobStatus } from "@atelier/contracts";

export const BATCH_JOB_TYPE_LABELS: Record<string, string> = {
  "product-import": "Product import",
  "product-export": "Product export",
  "order-export": "Order export",
};

export const BATCH_JOB_STATUS_LABELS: Record<BatchJobStatus, string> = {
  created: "Checking",
  pre_processed: "Waiting for confirmation",
  confirmed: "Queued",
  processing: "In progress",
  completed: "Completed",
  canceled: "Canceled",
  failed: "Failed",
};

export const batchJobTypeLabel = (type: string) => BATCH_JOB_TYPE_LABELS[type] ?? type;

/** The job is still being worked on by the API (so the screen keeps fetching it). */
export function isBatchJobRunning(job: Pick<BatchJob, "status" | "dry_run">): boolean {
  if (job.status === "pre_processed") return !job.dry_run;
  return job.status === "created" || job.status === "confirmed" || job.status === "processing";
}

/** The job can still be canceled (as the API: until it completes, fails or is canceled). */
export function isBatchJobCancelable(job: Pick<BatchJob, "status">): boolean {
  return !["completed", "failed", "canceled"].includes(job.status);
}

export interface BatchJobProgress {
  done: number;
  total: number;
  /** Whole percent, 0–100. */
  percent: number;
}

/**
 * How far the job has come: `advancement_count` of `count` records. A completed job is whole even
 * if it had nothing to do; a job whose count is not known yet is at 0 of 0.
 */
export function batchJobProgress(job: Pick<BatchJob, "status" | "result">): BatchJobProgress {
  const total = Math.max(0, job.result?.count ?? 0);
  if (job.status === "completed") return { done: total, total, percent: 100 };
  const done = Math.min(total, Math.max(0, job.result?.advancement_count ?? 0));
  return { done, total, percent: total === 0 ? 0 : Math.floor((done / total) * 100) };
}

/** Why a failed job failed, from its result's errors that have no line (a row's error has one). */
export function batchJobFailure(job: Pick<BatchJob, "result">): string | null {
  const reasons = (job.result?.errors ?? [])
    .filter((error) => error.line === undefined)
    .map((error) => error.message);
  return reasons.length === 0 ? null : reasons.join(" ");
}

/** The errors of single rows, by line (line 1 is the header). */
export function batchJobRowErrors(job: Pick<BatchJob, "result">) {
  return (job.result?.errors ?? [])
    .filter((error): error is typeof error & { line: number } => error.line !== undefined)
    .toSorted((a, b) => a.line - b.line);
}

/** The largest CSV file the API takes (MAX_UPLOAD_CSV_BYTES in @atelier/contracts). */
export const MAX_IMPORT_FILE_BYTES = 10 * 1024 * 1024;

/** Why `file` cannot be imported, or null when it may be: none chosen, not a CSV, too big, empty. */
export function importFileProblem(
  file: Pick<File, "name" | "type" | "size"> | null | undefined,
): string | null {
  if (!file) return "Choose a CSV file to import.";
  const csvName = /\.csv$/i.test(file.name);
  const csvType = ["text/csv", "application/csv", "application/vnd.ms-excel"].includes(
    file.type.toLowerCase(),
  );
  if (!csvName && !csvType) return `${file.name} is not a CSV file: choose a file ending in .csv.`;
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > MAX_IMPORT_FILE_BYTES) {
    return `${file.name} is larger than ${MAX_IMPORT_FILE_BYTES / 1024 / 1024} MB.`;
  }
  return null;
}
