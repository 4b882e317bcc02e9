// Idempotent mutations (contract medusa-v1 §6.6, ARCHITECTURE "Data"): a write that must not be
// done twice runs in one transaction together with the storing of its response, keyed by the
// Idempotency-Key header, so a retried request replays the first answer instead of running again.
import { randomUUID } from "node:crypto";
import { and, eq, getTableName, isNull, lt, or } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Database } from "../db/client";
import { runTransaction, type SqlText, type Transaction } from "../db/transaction";
import { idempotencyKeys } from "./idempotency-table";
import { JSON_CONTENT_TYPE, piecesText, sendPieces, type AnswerPieces } from "./answer-pieces";
import type { AppEnv } from "./context";
import { conflict, invalidData } from "./errors";
import { generateId } from "./ids";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/** Key and path share one unique btree index, whose entries PostgreSQL caps at about 2.7 kB. */
const MAX_KEY_LENGTH = 255;
const MAX_PATH_LENGTH = 1024;

/**
 * A key still locked after this long belongs to a request whose process died: its transaction
 * was rolled back with it, so running the request again is safe.
 */
const STALE_LOCK_MS = 60_000;

export type { Transaction } from "../db/transaction";

interface IdempotencyKeyChoice {
  value: string;
  /** A key the client sent may be retried concurrently; one this server made up cannot be. */
  fromClient: boolean;
}

export interface IdempotentResponse {
  status: ContentfulStatusCode;
  body: Record<string, unknown>;
}

const keysByRequest = new WeakMap<Context, IdempotencyKeyChoice>();

/** The request's key (the client's, or one made up once per request), echoed on the answer. */
function requestKey(c: Context<AppEnv>): IdempotencyKeyChoice {
  let key = keysByRequest.get(c);
  if (key === undefined) {
    const sent = c.req.header(IDEMPOTENCY_HEADER)?.trim();
    if (sent !== undefined && sent.length > MAX_KEY_LENGTH) {
      throw invalidData(
        `The ${IDEMPOTENCY_HEADER} header must be at most ${MAX_KEY_LENGTH} characters.`,
      );
    }
    if (c.req.path.length > MAX_PATH_LENGTH) throw invalidData("The request path is too long.");
    key = sent ? { value: sent, fromClient: true } : { value: randomUUID(), fromClient: false };
    keysByRequest.set(c, key);
    c.header(IDEMPOTENCY_HEADER, key.value);
  }
  return key;
}

/**
 * Route middleware for idempotent mutations: settles the key before the body is validated, so
 * that every answer, a 400 included, carries the Idempotency-Key a client can retry with.
 */
export const idempotencyKey: MiddlewareHandler<AppEnv> = async (c, next) => {
  requestKey(c);
  await next();
};

type Claim =
  | { kind: "run"; rowId: string }
  | { kind: "replay"; status: ContentfulStatusCode; body: Record<string, unknown> | null }
  | { kind: "busy" };

/** Locks a client's key for this request, or reports that it already ran or is running. */
async function claimClientKey(
  db: Database,
  key: string,
  method: string,
  path: string,
): Promise<Claim> {
  const [inserted] = await db
    .insert(idempotencyKeys)
    .values({
      id: generateId("ikey"),
      idempotency_key: key,
      request_method: method,
      request_path: path,
      locked_at: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (inserted) return { kind: "run", rowId: inserted.id };

  const sameRequest = and(
    eq(idempotencyKeys.idempotency_key, key),
    eq(idempotencyKeys.request_method, method),
    eq(idempotencyKeys.request_path, path),
  );
  const [existing] = await db.select().from(idempotencyKeys).where(sameRequest);
  if (existing?.response_code != null) {
    return {
      kind: "replay",
      status: existing.response_code as ContentfulStatusCode,
      body: existing.response_body as Record<string, unknown> | null,
    };
  }
  if (!existing) return { kind: "busy" };

  const [takenOver] = await db
    .update(idempotencyKeys)
    .set({ locked_at: new Date() })
    .where(
      and(
        eq(idempotencyKeys.id, existing.id),
        isNull(idempotencyKeys.response_code),
        or(
          isNull(idempotencyKeys.locked_at),
          lt(idempotencyKeys.locked_at, new Date(Date.now() - STALE_LOCK_MS)),
        ),
      ),
    )
    .returning({ id: idempotencyKeys.id });
  return takenOver ? { kind: "run", rowId: takenOver.id } : { kind: "busy" };
}

/** The idempotency row a request runs under: claimed for a client's key, made on success otherwise. */
interface RunningRequest {
  key: IdempotencyKeyChoice;
  method: string;
  path: string;
  /** The row claimed for a client's key, still locked. */
  claimedRowId?: string;
  /** Whether the stored row keeps the answer itself (see `runIdempotentOptimistic`). */
  keepsAnswer: boolean;
}

/** What a route answers now, as JSON text or its pieces; replays a row stored without its answer. */
export type CurrentAnswer = () => Promise<string | AnswerPieces>;

/** Claims the request's key, or answers it: a replay of the first answer, or 409 while it runs. */
async function startRequest(
  c: Context<AppEnv>,
  { current }: { current?: CurrentAnswer } = {},
): Promise<RunningRequest | Response> {
  const { db } = c.get("deps");
  const key = requestKey(c);
  const request: RunningRequest = {
    key,
    method: c.req.method,
    path: c.req.path,
    keepsAnswer: key.fromClient || !current,
  };
  if (request.key.fromClient) {
    const claim = await claimClientKey(db, request.key.value, request.method, request.path);
    if (claim.kind === "busy") throw conflict();
    if (claim.kind === "replay") {
      if (claim.body === null && current) {
        const now = await current();
        return typeof now === "string"
          ? c.body(now, claim.status, JSON_CONTENT_TYPE)
          : sendPieces(c, claim.status, now);
      }
      return c.json(claim.body, claim.status);
    }
    request.claimedRowId = claim.rowId;
  }
  return request;
}

/**
 * A request that failed changed nothing (its transaction rolled back), so its key is released
 * and a retry runs afresh.
 */
async function releaseRequest(db: Database, request: RunningRequest): Promise<void> {
  if (!request.claimedRowId) return;
  const rowId = request.claimedRowId;
  // The original error is the one worth reporting; a key left locked expires on its own.
  await db
    .delete(idempotencyKeys)
    .where(eq(idempotencyKeys.id, rowId))
    .catch((releaseError: unknown) =>
      console.error("could not release idempotency key:", releaseError),
    );
}

/** An answer serialised once, for the stored row and for the client: a cart answer is large. */
export interface SerialisedResponse {
  status: ContentfulStatusCode;
  json: string;
}

/** What is sent: the JSON text, or the same encoded in pieces when the route keeps them. */
export type SentResponse =
  SerialisedResponse | { status: ContentfulStatusCode; pieces: AnswerPieces };

function respond(c: Context<AppEnv>, response: SentResponse): Response {
  if ("pieces" in response) return sendPieces(c, response.status, response.pieces);
  return c.body(response.json, response.status, JSON_CONTENT_TYPE);
}

/**
 * What the request's row stores: the answer itself unless the row is kept without it (see
 * `runIdempotentOptimistic`).
 */
function storedBody(request: RunningRequest, response: SentResponse): string | null {
  if (!request.keepsAnswer) return null;
  return "pieces" in response ? piecesText(response.pieces) : response.json;
}

export interface IdempotentOptions {
  /**
   * The change and its key commit without waiting for the WAL flush (`runTransaction`): cart
   * changes only, never orders, payments or stock (docs/decisions.md).
   */
  commitWithoutWaiting?: boolean;
  /**
   * The route's answer as things are now. Given, a key the server made up keeps no answer, and
   * its replay answers this, as `runIdempotentOptimistic` does (its comment says why).
   */
  current?: CurrentAnswer;
}

/**
 * Runs `work` in one transaction that also stores its answer, in the statement sent with the
 * commit (`runTransaction`).
 */
async function runInTransaction(
  db: Database,
  request: RunningRequest,
  work: (tx: Transaction) => Promise<IdempotentResponse>,
  options: IdempotentOptions,
): Promise<SerialisedResponse> {
  return runTransaction(
    db,
    async (tx): Promise<SerialisedResponse> => {
      const result = await work(tx);
      return { status: result.status, json: JSON.stringify(result.body) };
    },
    {
      commitWithoutWaiting: options.commitWithoutWaiting,
      last: (response) => storeResponseWhen(request, response, "true"),
    },
  );
}

/**
 * Runs `work` at most once per (Idempotency-Key, method, path): the first request runs it in one
 * transaction that also stores its response; a repeat replays that response; a repeat while the
 * first is still running gets 409. A request that fails changed nothing (its transaction rolled
 * back), so its key is released and a retry runs afresh.
 */
export async function runIdempotent(
  c: Context<AppEnv>,
  work: (tx: Transaction) => Promise<IdempotentResponse>,
  options: IdempotentOptions = {},
): Promise<Response> {
  const { db } = c.get("deps");
  const request = await startRequest(c, { current: options.current });
  if (request instanceof Response) return request;
  try {
    return respond(c, await runInTransaction(db, request, work, options));
  } catch (error) {
    await releaseRequest(db, request);
    throw error;
  }
}

/**
 * Stores an answer as part of a change made in one statement: `storeWhen(response, guard)` is
 * the statement storing it, to run as a `with` query of that statement, guarded by the same
 * condition (SQL text) as the change.
 */
export type StoreResponseWhen = (response: SentResponse, guard: string) => SqlText;

const KEYS_TABLE = getTableName(idempotencyKeys);

function storeResponseWhen(
  request: RunningRequest,
  response: SentResponse,
  guard: string,
): SqlText {
  const body = storedBody(request, response);
  const { claimedRowId } = request;
  if (claimedRowId) {
    return (param) => `update ${KEYS_TABLE}
      set response_code = ${param(String(response.status))}::integer,
          response_body = ${param(body)}::jsonb, locked_at = null, recovery_point = 'finished'
      where id = ${param(claimedRowId)} and ${guard}`;
  }
  return (param) => `insert into ${KEYS_TABLE}
      (id, idempotency_key, request_method, request_path, response_code, response_body,
       locked_at, recovery_point)
    select ${param(generateId("ikey"))}, ${param(request.key.value)}, ${param(request.method)},
      ${param(request.path)}, ${param(String(response.status))}::integer, ${param(body)}::jsonb,
      null, 'finished'
    where ${guard}`;
}

/** How often an optimistic change is tried before it falls back to locking. */
const OPTIMISTIC_ATTEMPTS = 3;

/**
 * `runIdempotent` for a change that can usually be made in one statement, without a transaction
 * around it: `attempt` reads what it needs, then makes its change and stores the answer in one
 * statement guarded by "nothing changed since the read", and answers undefined when that guard
 * failed (a concurrent change). After a few failed attempts, `work` runs as `runIdempotent`
 * would. Two round trips instead of a transaction's five or six, on the hottest writes.
 *
 * Under a key the server made up (the client sent none), the row is stored without the answer,
 * and a replay of that key answers `current()`, the route's answer as things are now: a cart's
 * answer is large (2 kB a line), storing it was most of the database's work for an add-to-cart,
 * and only a client that sent its own key can retry a request whose answer it did not get. The
 * key still never runs a change twice.
 */
export async function runIdempotentOptimistic(
  c: Context<AppEnv>,
  attempt: (storeWhen: StoreResponseWhen) => Promise<SentResponse | undefined>,
  work: (tx: Transaction) => Promise<IdempotentResponse>,
  current: CurrentAnswer,
): Promise<Response> {
  const { db } = c.get("deps");
  const key = requestKey(c);
  if (key.fromClient) {
    // A client's key is not claimed first: the change's own statement inserts its row with the
    // answer, one round trip fewer. A key already there (a replay, or the same request running)
    // makes that statement fail on the key's unique index, so it changes nothing; any failure is
    // then settled by claiming the key as `runIdempotent` does: a replay of the first answer, a
    // 409 while it runs, else the request's own error (or, for a taken key, a normal run).
    const unclaimed: RunningRequest = {
      key,
      method: c.req.method,
      path: c.req.path,
      keepsAnswer: true,
    };
    try {
      return await runOptimistically(c, db, unclaimed, attempt, work);
    } catch (error) {
      const request = await startRequest(c, { current });
      if (request instanceof Response) return request;
      if (!isTakenKey(error)) {
        await releaseRequest(db, request);
        throw error;
      }
      return runClaimed(c, db, request, attempt, work);
    }
  }
  const request = await startRequest(c, { current });
  if (request instanceof Response) return request;
  return runClaimed(c, db, request, attempt, work);
}

/** `runOptimistically` under a claimed key (or a made-up one), released if the request fails. */
async function runClaimed(
  c: Context<AppEnv>,
  db: Database,
  request: RunningRequest,
  attempt: (storeWhen: StoreResponseWhen) => Promise<SentResponse | undefined>,
  work: (tx: Transaction) => Promise<IdempotentResponse>,
): Promise<Response> {
  try {
    return await runOptimistically(c, db, request, attempt, work);
  } catch (error) {
    await releaseRequest(db, request);
    throw error;
  }
}

/** The optimistic attempts, then the locked `work` (see `runIdempotentOptimistic`). */
async function runOptimistically(
  c: Context<AppEnv>,
  db: Database,
  request: RunningRequest,
  attempt: (storeWhen: StoreResponseWhen) => Promise<SentResponse | undefined>,
  work: (tx: Transaction) => Promise<IdempotentResponse>,
): Promise<Response> {
  const storeWhen: StoreResponseWhen = (response, guard) =>
    storeResponseWhen(request, response, guard);
  for (let tries = 0; tries < OPTIMISTIC_ATTEMPTS; tries += 1) {
    const response = await attempt(storeWhen);
    if (response) return respond(c, response);
  }
  // A change tried optimistically is a cart's, which commits without waiting either way.
  return respond(c, await runInTransaction(db, request, work, { commitWithoutWaiting: true }));
}

const KEY_INDEX = "idempotency_key_key_idx";

/** Whether `error` is the unique index of keys refusing a second row for a key. */
function isTakenKey(error: unknown): boolean {
  type DatabaseError = { code?: unknown; constraint?: unknown; cause?: DatabaseError };
  // Drizzle wraps the driver's error (the locked way); the optimistic statement's is the driver's.
  const cause = (error as DatabaseError | undefined)?.cause ?? (error as DatabaseError | undefined);
  const own = error as DatabaseError | undefined;
  return [own, cause].some((e) => e?.code === "23505" && e.constraint === KEY_INDEX);
}
