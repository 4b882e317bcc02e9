// /admin/batch-jobs (Medusa v1 `api/routes/admin/batch`, contract §12.4): create a job (checked
// by its type's strategy), list and read the user's own jobs, confirm a pre-processed job and
// cancel. Writes run under the Idempotency-Key; the runner (runner.ts) does the work.
import {
  AdminGetBatchJobs,
  AdminGetBatchJobsBatchJob,
  AdminPostBatchJobs,
  AdminPostBatchJobsBatchJobCancel,
  AdminPostBatchJobsBatchJobConfirm,
  BATCH_JOB_TYPES,
  type ParsedQuery,
} from "@atelier/contracts";
import { and, count, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Context } from "hono";
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { invalidData, notAllowed } from "../../http/errors";
import { generateId } from "../../http/ids";
import { idempotencyKey, runIdempotent } from "../../http/idempotency";
import {
  comparisonConditions,
  NEWEST_FIRST,
  orderColumns,
  parseOrder,
} from "../../http/list-query";
import { answer, bind, mount, reply } from "../../http/route";
import { batchJobStatus, findUsersBatchJob, serializeBatchJob } from "./batch-job-rows";
import { wakeBatchJobRunners } from "./runner";
import { strategyFor } from "./strategies";
import { batchJobs } from "./tables";

type ListQuery = ParsedQuery<typeof AdminGetBatchJobs>;

const DATE_FILTERS = [
  "created_at",
  "updated_at",
  "pre_processed_at",
  "confirmed_at",
  "processing_at",
  "completed_at",
  "failed_at",
  "canceled_at",
] as const;

const ORDER_FIELDS = ["created_at", "updated_at", "type"] as const;

function listConditions(query: ListQuery, userId: string | null): SQL | undefined {
  return and(
    isNull(batchJobs.deleted_at),
    userId === null ? isNull(batchJobs.created_by) : eq(batchJobs.created_by, userId),
    query.id?.length ? inArray(batchJobs.id, query.id) : undefined,
    query.type?.length ? inArray(batchJobs.type, query.type) : undefined,
    ...DATE_FILTERS.flatMap((field) => {
      const filter = query[field];
      if (filter === undefined) return [];
      return filter === "null"
        ? [isNull(batchJobs[field])]
        : comparisonConditions(batchJobs[field], filter);
    }),
  );
}

const currentUser = (c: Context<AppEnv>) => c.get("staff")?.userId ?? null;

const listRoute = bind(AdminGetBatchJobs, async (c, input) => {
  const query = input.query();
  const { db } = c.get("deps");
  const order = parseOrder(query.order, ORDER_FIELDS, NEWEST_FIRST);
  const where = listConditions(query, currentUser(c));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(batchJobs)
      .where(where)
      .orderBy(...orderColumns(batchJobs[order.field], batchJobs.id, order.descending))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ count: count() }).from(batchJobs).where(where),
  ]);
  return reply(c, AdminGetBatchJobs, 200, {
    batch_jobs: rows.map(serializeBatchJob),
    count: total.count,
    offset: query.offset,
    limit: query.limit,
  });
});

const createRoute = bind(
  AdminPostBatchJobs,
  async (c, input) => {
    const body = await input.body();
    const strategy = strategyFor(body.type);
    if (strategy === undefined) {
      throw invalidData(
        `type: batch jobs of type ${body.type} are not supported; use one of ${BATCH_JOB_TYPES.join(", ")}`,
      );
    }
    const { db, config } = c.get("deps");
    const context = await strategy.prepareContext(db, config, body.context);
    const response = await runIdempotent(c, async (tx) => {
      const [row] = await tx
        .insert(batchJobs)
        .values({
          id: generateId("batch"),
          type: body.type,
          created_by: currentUser(c),
          context,
          dry_run: body.dry_run,
        })
        .returning();
      return answer(AdminPostBatchJobs, 201, { batch_job: serializeBatchJob(row) });
    });
    wakeBatchJobRunners();
    return response;
  },
  [idempotencyKey],
);

const retrieveRoute = bind(AdminGetBatchJobsBatchJob, async (c, { params }) => {
  const row = await findUsersBatchJob(c.get("deps").db, params.id, currentUser(c) ?? undefined);
  return reply(c, AdminGetBatchJobsBatchJob, 200, { batch_job: serializeBatchJob(row) });
});

const confirmRoute = bind(
  AdminPostBatchJobsBatchJobConfirm,
  async (c, { params }) => {
    const response = await runIdempotent(c, async (tx) => {
      const job = await findUsersBatchJob(tx, params.id, currentUser(c) ?? undefined, {
        forUpdate: true,
      });
      const status = batchJobStatus(job);
      if (status !== "pre_processed") {
        throw notAllowed(
          `Cannot confirm a batch job with the status ${status}; only a pre-processed job can be confirmed`,
        );
      }
      const [row] = await tx
        .update(batchJobs)
        .set({ confirmed_at: sql`now()`, updated_at: sql`now()` })
        .where(eq(batchJobs.id, job.id))
        .returning();
      return answer(AdminPostBatchJobsBatchJobConfirm, 200, { batch_job: serializeBatchJob(row) });
    });
    wakeBatchJobRunners();
    return response;
  },
  [idempotencyKey],
);

const cancelRoute = bind(
  AdminPostBatchJobsBatchJobCancel,
  async (c, { params }) =>
    runIdempotent(c, async (tx) => {
      const job = await findUsersBatchJob(tx, params.id, currentUser(c) ?? undefined, {
        forUpdate: true,
      });
      const status = batchJobStatus(job);
      if (status === "completed" || status === "failed" || status === "canceled") {
        throw notAllowed(`Cannot cancel a batch job with the status ${status}`);
      }
      const [row] = await tx
        .update(batchJobs)
        .set({ canceled_at: sql`now()`, updated_at: sql`now()` })
        .where(eq(batchJobs.id, job.id))
        .returning();
      return answer(AdminPostBatchJobsBatchJobCancel, 200, { batch_job: serializeBatchJob(row) });
    }),
  [idempotencyKey],
);

export const adminBatchJobRoutes = mount(new Hono<AppEnv>(), "/admin", [
  listRoute,
  createRoute,
  retrieveRoute,
  confirmRoute,
  cancelRoute,
]);
