// The Admin methods for batch jobs (issue 15: product import, product and order export), spread
// into the admin namespace by createAdminApi and named as in the Medusa JS client's
// `admin.batchJobs`. Each write carries an Idempotency-Key (the caller's, or a fresh one).
import type {
  AdminGetBatchJobs,
  AdminGetBatchJobsBatchJob,
  AdminPostBatchJobs,
  AdminPostBatchJobsBatchJobCancel,
  AdminPostBatchJobsBatchJobConfirm,
  Body,
  Query,
  Reply,
} from "@atelier/contracts";
import { withIdempotencyKey } from "./admin-orders";
import type { RequestOptions, Transport } from "./client";

const segment = encodeURIComponent;

export function createAdminBatchJobsApi({ request }: Transport) {
  const jobPath = (id: string) => `/admin/batch-jobs/${segment(id)}`;
  return {
    batchJobs: {
      /** The signed-in user's jobs, newest first. */
      list: (query?: Query<typeof AdminGetBatchJobs>, options?: RequestOptions) =>
        request<Reply<typeof AdminGetBatchJobs>>("GET", "/admin/batch-jobs", {
          query,
          ...options,
        }),
      /** One job with its progress and, once done, its result. */
      retrieve: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminGetBatchJobsBatchJob>>("GET", jobPath(id), options),
      /** Creates a job; a dry run waits, once pre-processed, to be confirmed. */
      create: (payload: Body<typeof AdminPostBatchJobs>, options?: RequestOptions) =>
        request<Reply<typeof AdminPostBatchJobs, 201>>("POST", "/admin/batch-jobs", {
          body: payload,
          ...withIdempotencyKey(options),
        }),
      /** Lets a pre-processed (dry-run) job be processed. */
      confirm: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminPostBatchJobsBatchJobConfirm>>(
          "POST",
          `${jobPath(id)}/confirm`,
          withIdempotencyKey(options),
        ),
      /** Stops a job that has not completed or failed. */
      cancel: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminPostBatchJobsBatchJobCancel>>(
          "POST",
          `${jobPath(id)}/cancel`,
          withIdempotencyKey(options),
        ),
    },
  };
}
