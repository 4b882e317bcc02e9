// The content store (issue 5): every document of `content_document` in memory, in per-perspective
// views, changed only through `mutate` (one database transaction per call, logged in
// `content_transaction`). On a PostgreSQL server each commit is announced with NOTIFY and the
// other API processes apply it to their own memory and listeners (LISTEN on a dedicated client).
import { randomBytes } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { contentDocuments, contentTransactions } from "./tables";
import type { AppDeps } from "../../http/context";
import { ContentError, mutationError } from "./errors";
import { addMissingArrayKeys, applyPatch, PatchError } from "./patch";
import { evaluateGroq, narrowDataset, parseGroq } from "./query";
import type {
  ContentDocument,
  ContentMutation,
  ContentStore,
  ContentTransaction,
  DocumentEffect,
  MutateOptions,
  Perspective,
} from "./types";
import { PerspectiveViews, type View } from "./views";

export const CONTENT_PROJECT_ID = "atelier";
export const CONTENT_DATASET = "production";
export const NOTIFY_CHANNEL = "content_transactions";

const DOCUMENT_ID = /^[a-z0-9_][a-z0-9_.-]{0,127}$/i;
const RECENT_OWN_TRANSACTIONS = 1000;
const MAX_CACHED_RESULTS = 1000;

/** Random ids in the style Sanity shows (`lqgiok-skp-eja-k6z-9wrng7k5e`). */
export function randomContentId(length = 22): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = randomBytes(length);
  let id = "";
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return id;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A tiny FIFO lock: mutations (and applying other processes' transactions) run one at a time. */
class Serial {
  private tail: Promise<unknown> = Promise.resolve();
  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(work, work);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

interface MutationResultEntry {
  id: string;
  operation: "create" | "update" | "delete" | "none";
}

export interface MutateOutcome extends ContentTransaction {
  results: (MutationResultEntry & { document?: ContentDocument })[];
}

export class MemoryContentStore implements ContentStore {
  private readonly views = new PerspectiveViews();
  private readonly listeners = new Set<(transaction: ContentTransaction) => void>();
  private readonly serial = new Serial();
  private readonly ownTransactions = new Set<string>();
  private pgListener: { close(): Promise<void> } | undefined;
  /** Query results by (perspective, query, params), dropped whenever a document changes. */
  private readonly results = new Map<string, unknown>();
  /** Off in the benchmark, to measure evaluation itself. */
  resultCacheEnabled = true;
  /** Bumped on every change, so a query that overlapped a change does not cache its result. */
  private generation = 0;

  constructor(private readonly deps: AppDeps) {}

  /** Loads every document once; on PostgreSQL starts listening first so nothing is missed. */
  async start(): Promise<void> {
    if (this.deps.config.databaseUrl && this.deps.database.kind === "postgres") {
      this.pgListener = await listenForTransactions(this.deps.config.databaseUrl, (id) => {
        void this.serial
          .run(() => this.applyRemote(id))
          .catch((error: unknown) => {
            console.error("content: applying transaction", id, "failed:", error);
          });
      });
    }
    await this.serial.run(() => this.reload());
  }

  async close(): Promise<void> {
    await this.pgListener?.close();
  }

  private async reload(): Promise<void> {
    const rows = await this.deps.db.select({ doc: contentDocuments.doc }).from(contentDocuments);
    for (const row of rows) {
      const document = row.doc as ContentDocument;
      this.applyToViews(document._id, document);
    }
  }

  viewFor(perspective: Perspective): View {
    if (perspective === "raw") return this.views.raw;
    if (perspective === "published") return this.views.published;
    return this.views.drafts;
  }

  async query(
    groq: string,
    params: Record<string, unknown>,
    perspective: Perspective,
  ): Promise<unknown> {
    // `now()` changes by itself; everything else only changes with the documents.
    const cacheable = this.resultCacheEnabled && !/\bnow\s*\(/.test(groq);
    const cacheKey = cacheable ? `${perspective}\u0000${groq}\u0000${JSON.stringify(params)}` : "";
    if (cacheable && this.results.has(cacheKey)) return this.results.get(cacheKey);
    const generation = this.generation;
    const tree = parseGroq(groq, params);
    const view = this.viewFor(perspective);
    const result = await evaluateGroq({
      tree,
      query: groq,
      params,
      dataset: narrowDataset(tree, view, params),
      view,
      projectId: CONTENT_PROJECT_ID,
      datasetName: CONTENT_DATASET,
    });
    if (cacheable && generation === this.generation) {
      if (this.results.size >= MAX_CACHED_RESULTS) {
        this.results.delete(this.results.keys().next().value as string);
      }
      this.results.set(cacheKey, result);
    }
    return result;
  }

  /** Every change to the documents goes through here: the views, and the stale results out. */
  private applyToViews(id: string, document: ContentDocument | undefined): void {
    this.views.apply(id, document);
    this.generation += 1;
    this.results.clear();
  }

  getDocuments(ids: string[]): (ContentDocument | undefined)[] {
    return ids.map((id) => this.views.raw.byId.get(id));
  }

  async matches(
    groq: string,
    params: Record<string, unknown>,
    document: ContentDocument,
  ): Promise<boolean> {
    const tree = parseGroq(groq, params);
    const result = await evaluateGroq({
      tree,
      query: groq,
      params,
      dataset: [document],
      view: this.views.raw,
      projectId: CONTENT_PROJECT_ID,
      datasetName: CONTENT_DATASET,
    });
    return Array.isArray(result)
      ? result.length > 0
      : result !== null && result !== undefined && result !== false;
  }

  onTransaction(listener: (transaction: ContentTransaction) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private announce(transaction: ContentTransaction): void {
    for (const listener of this.listeners) {
      try {
        listener(transaction);
      } catch (error) {
        console.error("content: a transaction listener failed:", error);
      }
    }
  }

  mutate(mutations: ContentMutation[], options: MutateOptions = {}): Promise<MutateOutcome> {
    return this.serial.run(() => this.mutateNow(mutations, options));
  }

  private async mutateNow(
    mutations: ContentMutation[],
    options: MutateOptions,
  ): Promise<MutateOutcome> {
    if (!Array.isArray(mutations) || mutations.length === 0) {
      throw mutationError(400, "The request has no mutations.");
    }
    const transactionId = options.transactionId ?? randomContentId();
    if (typeof transactionId !== "string" || !/^[\w.-]{1,128}$/.test(transactionId)) {
      throw mutationError(400, "The transactionId must be 1 to 128 letters, digits, _ . or -.");
    }
    const now = new Date().toISOString();
    const working = new Map<string, ContentDocument | null>();
    const current = (id: string): ContentDocument | null =>
      working.has(id) ? working.get(id)! : (this.views.raw.byId.get(id) ?? null);
    const results: MutationResultEntry[] = [];

    for (const [index, mutation] of mutations.entries()) {
      if (!isObject(mutation)) throw mutationError(400, `Mutation ${index} is not an object.`);
      const kinds = Object.keys(mutation);
      if (kinds.length !== 1) {
        throw mutationError(
          400,
          `Mutation ${index} must have exactly one operation, got ${kinds.join(", ") || "none"}.`,
          {
            index,
            type: "invalidMutationError",
          },
        );
      }
      const kind = kinds[0];
      const body = mutation[kind];
      try {
        switch (kind) {
          case "create":
          case "createOrReplace":
          case "createIfNotExists": {
            const document = newDocument(body, kind, index);
            const existing = current(document._id);
            if (existing && kind === "create") {
              throw mutationError(409, `Document by ID "${document._id}" already exists`, {
                index,
                type: "documentAlreadyExistsError",
                id: document._id,
              });
            }
            if (existing && kind === "createIfNotExists") {
              results.push({ id: document._id, operation: "none" });
              break;
            }
            if (
              existing &&
              existing._type === document._type &&
              document._createdAt === undefined
            ) {
              document._createdAt = existing._createdAt;
            }
            working.set(document._id, document);
            results.push({ id: document._id, operation: existing ? "update" : "create" });
            break;
          }
          case "delete": {
            const ids = await this.targetIds(body, "delete", index, current);
            for (const id of ids) {
              const existed = current(id) !== null;
              working.set(id, null);
              results.push({ id, operation: existed ? "delete" : "none" });
            }
            break;
          }
          case "patch": {
            const ids = await this.targetIds(body, "patch", index, current);
            const patch = body as Record<string, unknown>;
            for (const id of ids) {
              const existing = current(id);
              if (!existing) {
                throw mutationError(404, `The document with the ID "${id}" was not found`, {
                  index,
                  type: "documentNotFoundError",
                  id,
                });
              }
              if (patch.ifRevisionID !== undefined && patch.ifRevisionID !== existing._rev) {
                throw mutationError(
                  409,
                  `Document "${id}" has unexpected revision ID ("${String(patch.ifRevisionID)}"), expected "${existing._rev}"`,
                  {
                    index,
                    type: "conflictError",
                    id,
                  },
                );
              }
              const next = structuredClone(existing) as Record<string, unknown>;
              applyPatch(next, patch);
              // System fields are the server's.
              next._id = existing._id;
              next._type = existing._type;
              next._createdAt = existing._createdAt;
              working.set(id, next as ContentDocument);
              results.push({ id, operation: "update" });
            }
            break;
          }
          default:
            throw mutationError(400, `Unknown mutation type "${kind}".`, {
              index,
              type: "invalidMutationError",
            });
        }
      } catch (error) {
        if (error instanceof PatchError) {
          throw mutationError(400, error.message, { index, type: "invalidPatchError" });
        }
        if (
          error instanceof ContentError &&
          !("statusCode" in error.body) &&
          error.body.error.type === "queryParseError"
        ) {
          throw mutationError(
            400,
            `Mutation ${index} has a bad query: ${String(error.body.error.description)}`,
            {
              index,
              type: "queryError",
            },
          );
        }
        throw error;
      }
    }

    // Effects: each document changed by the transaction, with its final state.
    const effects: DocumentEffect[] = [];
    for (const [id, result] of working) {
      const previous = this.views.raw.byId.get(id) ?? null;
      if (!previous && !result) continue;
      if (result) {
        if (options.autoGenerateArrayKeys) addMissingArrayKeys(result);
        result._rev = transactionId;
        result._updatedAt = now;
        if (typeof result._createdAt !== "string") result._createdAt = previous?._createdAt ?? now;
      }
      effects.push({
        documentId: id,
        transition: !previous ? "appear" : !result ? "disappear" : "update",
        previousRev: previous?._rev ?? null,
        resultRev: result ? transactionId : null,
        previous,
        result,
      });
    }
    const transaction: ContentTransaction = {
      transactionId,
      timestamp: now,
      effects,
      author: options.author ?? null,
    };
    const outcome: MutateOutcome = {
      ...transaction,
      results: results.map((entry) => {
        const document = working.get(entry.id) ?? current(entry.id);
        return document && entry.operation !== "delete" ? { ...entry, document } : entry;
      }),
    };
    if (options.dryRun || effects.length === 0) return outcome;

    await this.write(transaction);
    this.remember(transactionId);
    for (const effect of effects) {
      this.applyToViews(effect.documentId, effect.result ?? undefined);
    }
    this.announce(transaction);
    return outcome;
  }

  /** The document ids a delete or patch names: `id`, or `query` (+ `params`) over the raw view. */
  private async targetIds(
    body: unknown,
    kind: string,
    index: number,
    current: (id: string) => ContentDocument | null,
  ): Promise<string[]> {
    if (!isObject(body))
      throw mutationError(400, `"${kind}" must be an object.`, {
        index,
        type: "invalidMutationError",
      });
    if (typeof body.id === "string") {
      if (!DOCUMENT_ID.test(body.id)) {
        throw mutationError(400, `"${body.id}" is not a valid document id.`, {
          index,
          type: "invalidMutationError",
        });
      }
      return [body.id];
    }
    if (typeof body.query === "string") {
      const params = body.params === undefined ? {} : body.params;
      if (!isObject(params))
        throw mutationError(400, `"${kind}.params" must be an object.`, {
          index,
          type: "invalidMutationError",
        });
      const found = await this.query(body.query, params, "raw");
      const list = Array.isArray(found)
        ? found
        : found === null || found === undefined
          ? []
          : [found];
      const ids = list.flatMap((item) =>
        isObject(item) && typeof item._id === "string" ? [item._id] : [],
      );
      // Documents made earlier in this transaction are not seen by the query; deleted ones are gone.
      return ids.filter((id) => current(id) !== null);
    }
    throw mutationError(400, `"${kind}" needs an "id" or a "query".`, {
      index,
      type: "invalidMutationError",
    });
  }

  private async write(transaction: ContentTransaction): Promise<void> {
    const ids = transaction.effects.map((effect) => effect.documentId);
    try {
      await this.deps.db.transaction(async (tx) => {
        // Row locks, then the revision check against the database: another process may have
        // committed a change our memory has not heard of yet.
        const rows = await tx
          .select({ id: contentDocuments.id, rev: contentDocuments.rev })
          .from(contentDocuments)
          .where(inArray(contentDocuments.id, ids))
          .for("update");
        const revs = new Map(rows.map((row) => [row.id, row.rev]));
        for (const effect of transaction.effects) {
          if ((revs.get(effect.documentId) ?? null) !== effect.previousRev) {
            throw mutationError(
              409,
              `Document "${effect.documentId}" was changed by another transaction; retry.`,
              {
                index: 0,
                type: "conflictError",
                id: effect.documentId,
              },
            );
          }
        }
        const deleted = transaction.effects
          .filter((effect) => !effect.result)
          .map((e) => e.documentId);
        if (deleted.length)
          await tx.delete(contentDocuments).where(inArray(contentDocuments.id, deleted));
        const upserts = transaction.effects.flatMap((effect) =>
          effect.result
            ? [
                {
                  id: effect.documentId,
                  type: effect.result._type,
                  rev: effect.result._rev,
                  doc: effect.result as Record<string, unknown>,
                  created_at: new Date(effect.result._createdAt),
                  updated_at: new Date(effect.result._updatedAt),
                },
              ]
            : [],
        );
        if (upserts.length) {
          await tx
            .insert(contentDocuments)
            .values(upserts)
            .onConflictDoUpdate({
              target: contentDocuments.id,
              set: {
                type: sql`excluded.type`,
                rev: sql`excluded.rev`,
                doc: sql`excluded.doc`,
                updated_at: sql`excluded.updated_at`,
              },
            });
        }
        await tx.insert(contentTransactions).values({
          id: transaction.transactionId,
          document_ids: ids,
          effects: transaction.effects as unknown as Record<string, unknown>[],
          author: transaction.author,
          created_at: new Date(transaction.timestamp),
        });
        if (this.deps.database.kind === "postgres") {
          // Delivered on commit only, to every other process LISTENing.
          await tx.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${transaction.transactionId})`);
        }
      });
    } catch (error) {
      if (error instanceof ContentError) throw error;
      const code =
        (error as { code?: string; cause?: { code?: string } })?.code ??
        (error as { cause?: { code?: string } })?.cause?.code;
      if (code === "23505") {
        throw mutationError(
          409,
          `A document or transaction with this id was written concurrently (transaction "${transaction.transactionId}").`,
          {
            index: 0,
            type: "conflictError",
          },
        );
      }
      if (code === "40001" || code === "40P01") {
        throw mutationError(409, "The transaction conflicted with another one; retry.");
      }
      throw error;
    }
  }

  private remember(transactionId: string): void {
    this.ownTransactions.add(transactionId);
    if (this.ownTransactions.size > RECENT_OWN_TRANSACTIONS) {
      this.ownTransactions.delete(this.ownTransactions.values().next().value as string);
    }
  }

  /** Another process committed `transactionId`: read its effects and apply them here. */
  private async applyRemote(transactionId: string): Promise<void> {
    if (this.ownTransactions.has(transactionId)) return;
    const [row] = await this.deps.db
      .select()
      .from(contentTransactions)
      .where(eq(contentTransactions.id, transactionId));
    if (!row) return;
    const effects = row.effects as unknown as DocumentEffect[];
    for (const effect of effects) this.applyToViews(effect.documentId, effect.result ?? undefined);
    this.announce({
      transactionId,
      timestamp: row.created_at.toISOString(),
      effects,
      author: row.author,
    });
  }
}

/** A document from create / createOrReplace / createIfNotExists, with its id decided (§2.3). */
function newDocument(body: unknown, kind: string, index: number): ContentDocument {
  if (!isObject(body)) {
    throw mutationError(400, `"${kind}" must be a document object.`, {
      index,
      type: "invalidMutationError",
    });
  }
  const document = structuredClone(body) as Record<string, unknown>;
  if (typeof document._type !== "string" || !document._type) {
    throw mutationError(400, `The document of mutation ${index} ("${kind}") has no _type.`, {
      index,
      type: "invalidDocumentError",
    });
  }
  let id = document._id;
  if (id === undefined && kind === "create") id = randomContentId();
  else if (typeof id === "string" && id.endsWith(".") && kind === "create")
    id = id + randomContentId();
  if (typeof id !== "string" || !DOCUMENT_ID.test(id) || id.includes("..")) {
    throw mutationError(
      400,
      `"${String(id)}" is not a valid document id (letters, digits, _ . -; at most 128).`,
      {
        index,
        type: "invalidDocumentError",
      },
    );
  }
  document._id = id;
  for (const field of ["_createdAt", "_updatedAt"] as const) {
    if (
      document[field] !== undefined &&
      (typeof document[field] !== "string" || Number.isNaN(Date.parse(document[field] as string)))
    ) {
      throw mutationError(400, `${field} must be an RFC 3339 date-time.`, {
        index,
        type: "invalidDocumentError",
      });
    }
  }
  delete document._rev;
  return document as ContentDocument;
}

interface PgNotification {
  channel: string;
  payload?: string;
}

/** A dedicated connection LISTENing on the transactions channel; reconnects after a drop. */
async function listenForTransactions(
  url: string,
  onTransaction: (id: string) => void,
): Promise<{ close(): Promise<void> }> {
  const { default: pg } = await import("pg");
  let closed = false;
  let client: InstanceType<typeof pg.Client> | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message: PgNotification) => {
      if (message.channel === NOTIFY_CHANNEL && message.payload) onTransaction(message.payload);
    });
    next.on("error", () => reconnectLater());
    next.on("end", () => reconnectLater());
    await next.connect();
    await next.query(`LISTEN ${NOTIFY_CHANNEL}`);
    client = next;
  };
  let pending = false;
  const reconnectLater = () => {
    if (closed || pending) return;
    pending = true;
    client = undefined;
    const timer = setTimeout(() => {
      pending = false;
      connect().catch((error: { code?: string }) => {
        // The database itself is gone (a dropped scratch database): nothing left to hear.
        if (error?.code !== "3D000") reconnectLater();
      });
    }, 1000);
    timer.unref();
  };

  await connect();
  return {
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}

const stores = new WeakMap<AppDeps, Promise<MemoryContentStore>>();

/** The one store of this API process (per deps object), loaded on first use. */
export function contentStoreFor(deps: AppDeps): Promise<MemoryContentStore> {
  let store = stores.get(deps);
  if (!store) {
    const created = new MemoryContentStore(deps);
    store = created.start().then(() => created);
    stores.set(deps, store);
    store.catch(() => stores.delete(deps));
  }
  return store;
}
