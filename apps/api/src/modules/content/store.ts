// The content store (issue 5): every document of `content_document` in memory, in per-perspective
// views, changed only through `mutate` (one database transaction per call, logged in
// `content_transaction`). On a PostgreSQL server each commit is announced with NOTIFY and the
// other API processes apply it to their own memory and listeners (LISTEN on a dedicated client).
// A mutation is planned in mutations.ts and stored by transaction-log.ts; this file holds the
// memory: the views, the query cache, the listeners and the one-at-a-time order of changes.
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../http/context";
import { type MutateOutcome, planMutations } from "./mutations";
import { evaluateGroq, narrowDataset, parseGroq } from "./query";
import { contentDocuments, contentTransactions } from "./tables";
import { listenForTransactions, writeTransaction } from "./transaction-log";
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

const RECENT_OWN_TRANSACTIONS = 1000;
const MAX_CACHED_RESULTS = 1000;

/** A tiny FIFO lock: mutations (and applying other processes' transactions) run one at a time. */
class Serial {
  private tail: Promise<unknown> = Promise.resolve();
  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(work, work);
    this.tail = result.catch(() => undefined);
    return result;
  }
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
    const { transaction, outcome } = await planMutations(mutations, options, {
      stored: (id) => this.views.raw.byId.get(id),
      queryRaw: (groq, params) => this.query(groq, params, "raw"),
    });
    if (options.dryRun || transaction.effects.length === 0) return outcome;

    await writeTransaction(this.deps, transaction);
    this.remember(transaction.transactionId);
    for (const effect of transaction.effects) {
      this.applyToViews(effect.documentId, effect.result ?? undefined);
    }
    this.announce(transaction);
    return outcome;
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
