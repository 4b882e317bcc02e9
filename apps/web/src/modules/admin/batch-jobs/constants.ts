// Paths and timings of the Import / Export screen (issue 15: product import, product and order
// export as batch jobs the API runs in the background).

export const BATCH_JOB_PATHS = {
  importExport: "/admin/import-export",
} as const;

/** How often a job being worked on is fetched again, in milliseconds. */
export const BATCH_JOB_POLL_MS = 500;

/** Jobs shown in the recent jobs list. */
export const RECENT_BATCH_JOBS = 10;
