// Admin routes of batch jobs (Medusa v1 `api/routes/admin/batch`, contract §12.4): create a job,
// list and read the current user's jobs, confirm a dry run, cancel. The API's background runner
// pre-processes and processes them (apps/api/src/modules/batch-jobs/README.md).
import { z } from "zod";
import { listOf } from "../common/fields";
import { jsonObject } from "../common/input";
import { dateComparison, paginationQuery, queryFieldList, queryList } from "../common/query";
import { operation } from "../operation";
import { BatchJob, BatchJobType } from "./entities";

const TAG = "Batch Jobs";

/** GET /admin/batch-jobs without a limit returns 10, as Medusa. */
export const BATCH_JOBS_DEFAULT_LIMIT = 10;

const batchJobAnswer = z.object({ batch_job: BatchJob });

/** A date filter, or `"null"` (medusa-js sends a null as that text): the date is not set. */
const dateOrNull = z.union([z.literal("null"), dateComparison.unwrap()]).optional();

export const AdminGetBatchJobs = operation({
  id: "AdminGetBatchJobs",
  method: "get",
  path: "/admin/batch-jobs",
  tag: TAG,
  summary: "List your batch jobs",
  description:
    'Only the jobs the signed-in user created, newest first. Each `*_at` filter takes `lt`, `gt`, `lte`, `gte`, or `"null"` for jobs where that date is not set.',
  audience: "staff",
  query: z.strictObject({
    ...paginationQuery(BATCH_JOBS_DEFAULT_LIMIT),
    id: queryList.optional(),
    type: queryList.optional(),
    created_at: dateOrNull,
    updated_at: dateOrNull,
    pre_processed_at: dateOrNull,
    confirmed_at: dateOrNull,
    processing_at: dateOrNull,
    completed_at: dateOrNull,
    failed_at: dateOrNull,
    canceled_at: dateOrNull,
    order: z.string().max(100).optional(),
    expand: queryFieldList,
    fields: queryFieldList,
  }),
  responses: { 200: listOf("batch_jobs", BatchJob) },
});

export const AdminPostBatchJobs = operation({
  id: "AdminPostBatchJobs",
  method: "post",
  path: "/admin/batch-jobs",
  tag: TAG,
  summary: "Create a batch job",
  description:
    "`product-import` takes `context.fileKey`, a CSV file uploaded with `POST /admin/uploads/protected`; `product-export` and `order-export` take `context.filterable_fields` (the filters of the matching list route). The job is pre-processed in the background; unless `dry_run` is true it is then confirmed and processed at once.",
  audience: "staff",
  body: z.strictObject({
    type: z.string().min(1, { error: "must not be empty" }).max(100),
    context: jsonObject.default({}),
    dry_run: z.boolean({ error: "must be true or false" }).default(false),
  }),
  responses: { 201: batchJobAnswer },
});

export const AdminGetBatchJobsBatchJob = operation({
  id: "AdminGetBatchJobsBatchJob",
  method: "get",
  path: "/admin/batch-jobs/{id}",
  tag: TAG,
  summary: "Get a batch job",
  description: "With its progress and, once done, its result. Another user's job is refused.",
  audience: "staff",
  responses: { 200: batchJobAnswer },
});

export const AdminPostBatchJobsBatchJobConfirm = operation({
  id: "AdminPostBatchJobsBatchJobConfirm",
  method: "post",
  path: "/admin/batch-jobs/{id}/confirm",
  tag: TAG,
  summary: "Confirm a pre-processed batch job",
  description: "Allowed only once the job is pre-processed (a dry run waits here to be confirmed).",
  audience: "staff",
  responses: { 200: batchJobAnswer },
});

export const AdminPostBatchJobsBatchJobCancel = operation({
  id: "AdminPostBatchJobsBatchJobCancel",
  method: "post",
  path: "/admin/batch-jobs/{id}/cancel",
  tag: TAG,
  summary: "Cancel a batch job",
  description:
    "Allowed until the job completes or fails; a job being processed stops after its current chunk.",
  audience: "staff",
  responses: { 200: batchJobAnswer },
});

/** The types `POST /admin/batch-jobs` accepts, for its error message. */
export const BATCH_JOB_TYPES = BatchJobType.options;
