// The content store (issue 5): every document of `content_document` in memory, in per-perspective
// views, changed only through `mutate` (one database transaction per call, logged in
// `content_transaction`). Each commit is announced to the other API processes on the database
// (db/notifications.ts), which apply it to their own memory and listeners; after a lost
// notification connection a store reloads every document and tells its listeners what it missed.
// A mutation is planned in mutations.ts and stored by transaction-log.ts; this file holds the
// memory: the views, the query cache, the listeners and the one-at-a-time order of changes.
import { asc, eq, gt, max } from "drizzle-orm";
import type { AppDeps } from "../../http/context";
import { type MutateOutcome, planMutations } from "./mutations";
import { evaluateGroq, narrowDataset, parseGroq } from "./query";
import { contentDocuments, contentTransactions } from "./tables";
import { writeTransaction } from "./transaction-log";
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

/** Transactions remembered as applied here, so none is applied or announced twice. */
const RECENT_TRANSACTIONS = 1000;
/**
 * After a lost connection, the log is read again from this many transactions before the last one
 * seen: a transaction numbered earlier may commit later than one heard.
 */
const RESYNC_OVERLAP = 100;
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
  /** Transactions applied here, this process's own and others' (the most recent ones). */
  private readonly appliedTransactions = new Set<string>();
  /** The highest log number applied here. */
  private lastSeq = 0;
  private readonly stopHearing: (() => void)[] = [];
  /** Query results by (perspective, query, params), dropped whenever a document changes. */
  private readonly results = new Map<string, unknown>();
  /** Off in the benchmark, to measure evaluation itself. */
  resultCacheEnabled = true;
  /** Bumped on every change, so a query that overlapped a change does not cache its result. */
  private generation = 0;

  constructor(private readonly deps: AppDeps) {}

  /** Loads every document once, listening for other processes first so nothing is missed. */
  async start(): Promise<void> {
    const { notifications } = this.deps.database;
    const inOrder = (work: () => Promise<void>, what: string) => {
      this.serial.run(work).catch((error: unknown) => {
        console.error(`content: ${what} failed:`, error);
      });
    };
    this.stopHearing.push(
      notifications.onResync(() =>
        inOrder(() => this.resync(), "catching up after a lost connection"),
      ),
      await notifications.listen("content", (id) =>
        inOrder(() => this.applyRemote(id), `applying transaction ${id}`),
      ),
    );
    await this.serial.run(() => this.reload());
  }

  async close(): Promise<void> {
    for (const stop of this.stopHearing.splice(0)) stop();
  }

  /** Makes the views what the database holds, documents deleted meanwhile included. */
  private async reload(): Promise<void> {
    const [last] = await this.deps.db
      .select({ seq: max(contentTransactions.seq) })
      .from(contentTransactions);
    const rows = await this.deps.db.select({ doc: contentDocuments.doc }).from(contentDocuments);
    const stored = new Set<string>();
    for (const row of rows) {
      const document = row.doc as ContentDocument;
      stored.add(document._id);
      if (this.views.raw.byId.get(document._id)?._rev !== document._rev) {
        this.applyToViews(document._id, document);
      }
    }
    for (const id of [...this.views.raw.byId.keys()]) {
      if (!stored.has(id)) this.applyToViews(id, undefined);
    }
    this.lastSeq = Math.max(this.lastSeq, last?.seq ?? 0);
  }

  /**
   * Notifications were lost: reloads every document, then tells the listeners about the
   * transactions committed since the last one seen that were not applied here.
   */
  private async resync(): Promise<void> {
    const missed = await this.deps.db
      .select()
      .from(contentTransactions)
      .where(gt(contentTransactions.seq, this.lastSeq - RESYNC_OVERLAP))
      .orderBy(asc(contentTransactions.seq));
    await this.reload();
    for (const row of missed) {
      if (this.appliedTransactions.has(row.id)) continue;
      this.remember(row.id, row.seq);
      this.announce(this.fromLog(row));
    }
  }

  private fromLog(row: typeof contentTransactions.$inferSelect): ContentTransaction {
    return {
      transactionId: row.id,
      timestamp: row.created_at.toISOString(),
      effects: row.effects as unknown as DocumentEffect[],
      author: row.author,
    };
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

    const seq = await writeTransaction(this.deps, transaction);
    this.remember(transaction.transactionId, seq);
    for (const effect of transaction.effects) {
      this.applyToViews(effect.documentId, effect.result ?? undefined);
    }
    this.announce(transaction);
    return outcome;
  }

  private remember(transactionId: string, seq: number): void {
    this.appliedTransactions.add(transactionId);
    if (this.appliedTransactions.size > RECENT_TRANSACTIONS) {
      this.appliedTransactions.delete(this.appliedTransactions.values().next().value as string);
    }
    this.lastSeq = Math.max(this.lastSeq, seq);
  }

  /** Another process committed `transactionId`: read its effects and apply them here. */
  private async applyRemote(transactionId: string): Promise<void> {
    if (this.appliedTransactions.has(transactionId)) return;
    const [row] = await this.deps.db
      .select()
      .from(contentTransactions)
      .where(eq(contentTransactions.id, transactionId));
    if (!row) return;
    this.remember(row.id, row.seq);
    const transaction = this.fromLog(row);
    for (const effect of transaction.effects) {
      this.applyToViews(effect.documentId, effect.result ?? undefined);
    }
    this.announce(transaction);
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
