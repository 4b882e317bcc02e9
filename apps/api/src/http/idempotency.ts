// Idempotent mutations (contract medusa-v1 §6.6, ARCHITECTURE "Data"): a write that must not be
// done twice runs in one transaction together with the storing of its response, keyed by the
// Idempotency-Key header, so a retried request replays the first answer instead of running again.
import { randomUUID } from "node:crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Database } from "../db/client";
import { idempotencyKeys } from "../db/schema";
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

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

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
  | { kind: "replay"; status: ContentfulStatusCode; body: Record<string, unknown> }
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
      body: existing.response_body as Record<string, unknown>,
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

/**
 * Runs `work` at most once per (Idempotency-Key, method, path): the first request runs it in one
 * transaction that also stores its response; a repeat replays that response; a repeat while the
 * first is still running gets 409. A request that fails changed nothing (its transaction rolled
 * back), so its key is released and a retry runs afresh.
 */
export async function runIdempotent(
  c: Context<AppEnv>,
  work: (tx: Transaction) => Promise<IdempotentResponse>,
): Promise<Response> {
  const { db } = c.get("deps");
  const key = requestKey(c);
  const method = c.req.method;
  const path = c.req.path;

  let claimedRowId: string | undefined;
  if (key.fromClient) {
    const claim = await claimClientKey(db, key.value, method, path);
    if (claim.kind === "busy") throw conflict();
    if (claim.kind === "replay") return c.json(claim.body, claim.status);
    claimedRowId = claim.rowId;
  }

  try {
    const response = await db.transaction(async (tx) => {
      const result = await work(tx);
      // Serialised once, for the stored row and for the answer: a cart answer is large.
      const json = JSON.stringify(result.body);
      const stored = {
        response_code: result.status,
        response_body: sql`${json}::jsonb`,
        locked_at: null,
        recovery_point: "finished",
      };
      if (claimedRowId) {
        await tx.update(idempotencyKeys).set(stored).where(eq(idempotencyKeys.id, claimedRowId));
      } else {
        await tx.insert(idempotencyKeys).values({
          id: generateId("ikey"),
          idempotency_key: key.value,
          request_method: method,
          request_path: path,
          ...stored,
        });
      }
      return { status: result.status, json };
    });
    return c.body(response.json, response.status, { "Content-Type": "application/json" });
  } catch (error) {
    if (claimedRowId) {
      const rowId = claimedRowId;
      // The original error is the one worth reporting; a key left locked expires on its own.
      await db
        .delete(idempotencyKeys)
        .where(eq(idempotencyKeys.id, rowId))
        .catch((releaseError: unknown) =>
          console.error("could not release idempotency key:", releaseError),
        );
    }
    throw error;
  }
}
