// The background runner inside the API process: it claims one runnable job at a time with a
// conditional update (free or lapsed lease, row locked with SKIP LOCKED), so no job ever runs in
// two runners at once, even across API processes on one PostgreSQL database. A job stays leased
// while it runs (each chunk renews the lease); a job whose runner died is taken up again once
// its lease lapses (imports are idempotent, exports start over), and failed after MAX_ATTEMPTS.
import { EventEmitter } from "node:events";
import { randomBytes } from "node:crypto";
import type { BatchJobResult } from "@atelier/contracts";
import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { AppDeps } from "../../http/context";
import { toMedusaError } from "../../http/errors";
import type { BatchJobRow } from "./batch-job-rows";
import { LEASE_SECONDS, MAX_ATTEMPTS, RUNNER_POLL_MS } from "./constants";
import { strategyFor } from "./strategies";
import { batchJobs } from "./tables";

/** Routes call `wakeBatchJobRunners()` after creating or confirming a job; runners poll anyway. */
const signal = new EventEmitter().setMaxListeners(0);
export function wakeBatchJobRunners(): void {
  signal.emit("wake");
}

export interface BatchJobRunnerOptions {
  leaseSeconds?: number;
  pollMs?: number;
  /** Names the runner in `lease_owner`; a random one by default. */
  owner?: string;
}

export interface BatchJobRunner {
  owner: string;
  /** Claims and runs one job; false when there was none to claim. */
  runOnce(): Promise<boolean>;
  /** Makes the current job stop at its next chunk, leaving it to be taken up again. */
  halt(): void;
}

const leaseEnd = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/** Jobs that want work and that no live lease holds. */
const runnable = and(
  isNull(batchJobs.deleted_at),
  isNull(batchJobs.completed_at),
  isNull(batchJobs.failed_at),
  isNull(batchJobs.canceled_at),
  or(isNull(batchJobs.pre_processed_at), isNotNull(batchJobs.confirmed_at)),
  or(isNull(batchJobs.lease_expires_at), lt(batchJobs.lease_expires_at, sql`now()`)),
);

export function createBatchJobRunner(
  deps: AppDeps,
  options: BatchJobRunnerOptions = {},
): BatchJobRunner {
  const { db, config } = deps;
  const owner = options.owner ?? `runner_${randomBytes(6).toString("hex")}`;
  const leaseSeconds = options.leaseSeconds ?? LEASE_SECONDS;
  let stopping = false;

  const ours = (id: string) =>
    and(eq(batchJobs.id, id), eq(batchJobs.lease_owner, owner), isNull(batchJobs.canceled_at));

  async function claim(): Promise<BatchJobRow | undefined> {
    const candidate = db
      .select({ id: batchJobs.id })
      .from(batchJobs)
      .where(runnable)
      .orderBy(batchJobs.created_at, batchJobs.id)
      .limit(1)
      .for("update", { skipLocked: true });
    const [job] = await db
      .update(batchJobs)
      .set({
        lease_owner: owner,
        lease_expires_at: leaseEnd(leaseSeconds),
        attempts: sql`${batchJobs.attempts} + 1`,
        updated_at: sql`now()`,
      })
      .where(and(inArray(batchJobs.id, candidate), runnable))
      .returning();
    return job;
  }

  /** Ends our lease with the given change; nothing happens if the job is no longer ours. */
  async function release(id: string, change: Partial<typeof batchJobs.$inferInsert>) {
    await db
      .update(batchJobs)
      .set({ ...change, lease_owner: null, lease_expires_at: null, updated_at: sql`now()` })
      .where(ours(id));
  }

  async function fail(job: BatchJobRow, message: string, code?: string) {
    const errors = [...(job.result?.errors ?? []), { message, ...(code ? { code } : {}) }];
    await release(job.id, { failed_at: new Date(), result: { ...job.result, errors } });
  }

  async function run(job: BatchJobRow): Promise<void> {
    if (job.attempts > MAX_ATTEMPTS) {
      await fail(job, `The job stopped unfinished ${MAX_ATTEMPTS} times and was given up`);
      return;
    }
    const strategy = strategyFor(job.type);
    if (strategy === undefined) {
      await fail(job, `Batch jobs of type ${job.type} are not supported`);
      return;
    }
    const jobRun = {
      job,
      db,
      config,
      async saveProgress(result: BatchJobResult) {
        if (stopping) return false;
        const saved = await db
          .update(batchJobs)
          .set({ result, lease_expires_at: leaseEnd(leaseSeconds), updated_at: sql`now()` })
          .where(ours(job.id))
          .returning({ id: batchJobs.id });
        return saved.length === 1;
      },
    };
    try {
      /** A step cut short by a cancel or a shutdown: the shutdown's claim does not count. */
      const stopped = () => release(job.id, { attempts: job.attempts - 1 });
      if (job.pre_processed_at === null) {
        const result = await strategy.preProcess(jobRun);
        if (result === undefined) {
          await stopped();
          return;
        }
        const now = new Date();
        await release(job.id, {
          result,
          pre_processed_at: now,
          confirmed_at: job.dry_run ? null : now,
          attempts: 0,
        });
        if (!job.dry_run) wakeBatchJobRunners();
        return;
      }
      if (job.processing_at === null) {
        await db
          .update(batchJobs)
          .set({ processing_at: sql`now()` })
          .where(ours(job.id));
      }
      const result = await strategy.process(jobRun);
      if (result !== undefined) await release(job.id, { result, completed_at: new Date() });
      else await stopped();
    } catch (error) {
      const failure = toMedusaError(error);
      if (failure.status >= 500) console.error(`Batch job ${job.id} failed`, error);
      const [current] = await db.select().from(batchJobs).where(eq(batchJobs.id, job.id));
      await fail(current ?? job, failure.message, failure.code);
    }
  }

  async function runOnce(): Promise<boolean> {
    const job = await claim();
    if (job === undefined) return false;
    await run(job);
    return true;
  }

  return {
    owner,
    runOnce,
    halt() {
      stopping = true;
    },
  };
}

export interface RunningBatchJobRunner extends BatchJobRunner {
  /** Stops after the current step of the current job; resolves once the runner is idle. */
  stop(): Promise<void>;
}

/** Creates a runner and keeps it working: the API starts one at startup (main.ts). */
export function startBatchJobRunner(
  deps: AppDeps,
  options: BatchJobRunnerOptions = {},
): RunningBatchJobRunner {
  const runner = createBatchJobRunner(deps, options);
  let stopping = false;
  let wake: (() => void) | undefined;
  const onWake = () => wake?.();
  signal.on("wake", onWake);
  const idle = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const loop = (async () => {
    while (!stopping) {
      let worked = false;
      try {
        worked = await runner.runOnce();
      } catch (error) {
        if (!stopping) console.error("The batch job runner could not claim a job", error);
      }
      if (!worked && !stopping) await idle(options.pollMs ?? RUNNER_POLL_MS);
    }
  })();

  return {
    ...runner,
    async stop() {
      stopping = true;
      runner.halt();
      signal.off("wake", onWake);
      wake?.();
      await loop;
    },
  };
}
