// What each batch job type does (Medusa v1's batch job strategies): check the context when the
// job is created, pre-process (count and validate, nothing written), and process in chunks.
import type { BatchJobResult } from "@atelier/contracts";
import type { ApiConfig } from "../../config";
import type { Database } from "../../db/client";
import type { BatchJobRow } from "./batch-job-rows";

export interface JobRun {
  job: BatchJobRow;
  db: Database;
  config: ApiConfig;
  /**
   * Saves the progress so far and renews the runner's lease. False when the job was canceled or
   * another runner took it over: the strategy then stops at once, writing nothing more.
   */
  saveProgress(result: BatchJobResult): Promise<boolean>;
}

export interface BatchJobStrategy {
  /** Checks a new job's context (400 when it cannot work) and answers the context to store. */
  prepareContext(
    db: Database,
    config: ApiConfig,
    context: Record<string, unknown>,
  ): Promise<Record<string, unknown>>;
  /**
   * What the job would do: `count`, `stat_descriptors`, and `errors` of bad rows; undefined when
   * it was stopped (canceled, or the runner is shutting down).
   */
  preProcess(run: JobRun): Promise<BatchJobResult | undefined>;
  /** Does the work, chunk by chunk; answers the final result, or undefined when it was stopped. */
  process(run: JobRun): Promise<BatchJobResult | undefined>;
}
