// Batch job limits and timings (issue 15; contract medusa-v1 §12.4).

/** How long a runner's claim on a job lasts without a renewal (each chunk renews it). */
export const LEASE_SECONDS = 60;

/** How often an idle runner looks for work (a new or confirmed job also wakes it at once). */
export const RUNNER_POLL_MS = 2_000;

/** A job taken up this many times without finishing (the API died each time) is failed. */
export const MAX_ATTEMPTS = 3;

/** Rows (import) or records (exports) between two progress saves and cancel checks. */
export const CHUNK_SIZE = 100;

/** Medusa's CSV files separate fields with `;` (product and order strategies). */
export const CSV_DELIMITER = ";";

/** At most this many row errors are kept in `result.errors`; the message says how many more. */
export const MAX_REPORTED_ERRORS = 200;
