// A transaction with fewer round trips than Drizzle's `db.transaction` (issue 16): on
// node-postgres, `begin` and the transaction's settings go with its first statement when that is a
// statement the connection has prepared (as `execute name(values)`), else on their own, and the
// transaction's last statement goes with its `commit`, all as simple-protocol queries (several
// statements, no parameters: values are written as quoted literals). Drizzle sends `begin`, each
// setting and `commit` on their own, a round trip each, and round trips were most of the API's CPU
// time on a checkout. PGlite runs the same statements through Drizzle's transaction.
import { sql } from "drizzle-orm";
import type { Database } from "./client";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * SQL text with its values, built without Drizzle for the hottest statements: `param(value)` adds
 * a value (text, or null; the SQL casts it) and answers how the text refers to it (a placeholder,
 * or a quoted literal).
 */
export type SqlText = (param: (value: string | null) => string) => string;

/**
 * The version (`xmin`, as text) of a row this transaction wrote: its transaction id without the
 * epoch.
 */
export const WRITTEN_ROW_VERSION = sql`(txid_current() % 4294967296)::text`;

export interface TransactionOptions<T> {
  /**
   * Commit without waiting for the WAL to reach the disk (`synchronous_commit` off for this
   * transaction only): for changes a crash of PostgreSQL itself may lose, whole (cart changes;
   * never orders, payments or stock). See docs/decisions.md.
   */
  commitWithoutWaiting?: boolean;
  /** The transaction's last statement, made from the work's result, sent with the commit. */
  last?: (result: T) => SqlText | undefined;
}

/** A query as Drizzle's node-postgres session sends it: text, or a config with a name. */
interface QueryConfig {
  text: string;
  name?: string;
  rowMode?: "array";
  types?: unknown;
}

/** One statement's result, as node-postgres answers it (an array of them for several). */
interface QueryResult {
  rows: unknown[];
}

/** node-postgres' pooled client: queries, its own literal quoting, and its release. */
interface PooledClient {
  query(query: string | QueryConfig, values?: unknown[]): Promise<QueryResult | QueryResult[]>;
  escapeLiteral(value: string): string;
  release(destroy?: boolean): void;
  /** The statements this connection has prepared, by name (node-postgres' own record). */
  connection?: { parsedStatements?: Record<string, string> };
}

/** Drizzle's node-postgres session, whose constructors make a transaction on a client of ours. */
interface NodePgSessionLike {
  dialect: unknown;
  schema: unknown;
  options: unknown;
}

type NodePgModule = typeof import("drizzle-orm/node-postgres");

let nodePg: NodePgModule | undefined;

interface Pool {
  connect(): Promise<PooledClient>;
}

/** node-postgres' pool under Drizzle; undefined on PGlite. */
function poolOf(db: Database): Pool | undefined {
  const client = (db as unknown as { $client: object }).$client;
  return "totalCount" in client ? (client as unknown as Pool) : undefined;
}

/** Runs SQL text inside a transaction (through Drizzle, so on the transaction's connection). */
export async function executeSqlText(tx: Transaction, text: SqlText): Promise<void> {
  const values: (string | null)[] = [];
  // Placeholders are NUL-delimited indexes, which no SQL text of ours contains.
  const parts = text((value) => `\u0000${values.push(value) - 1}\u0000`).split("\u0000");
  const chunks = parts.map((part, index) =>
    index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part)]}`,
  );
  await tx.execute(sql.join(chunks));
}

/** The statements each running transaction sends with its commit (`writeAtCommit`). */
const atCommit = new WeakMap<Transaction, SqlText[]>();

/**
 * Sends `statement` with the commit of `tx` (a transaction of `runTransaction`), in the same round
 * trip: for a write nothing in the transaction reads back. Its failure fails the commit.
 */
export function writeAtCommit(tx: Transaction, statement: SqlText): void {
  const statements = atCommit.get(tx);
  if (!statements) throw new Error("writeAtCommit: not a transaction of runTransaction");
  statements.push(statement);
}

/** The transaction's last statements: those written at commit, then `last`. */
function lastStatements(tx: Transaction, last: SqlText | undefined): SqlText[] {
  const statements = atCommit.get(tx) ?? [];
  return last ? [...statements, last] : statements;
}

/**
 * The Drizzle transaction object of each pooled connection, made once: making one builds a query
 * builder for every table of the schema (a hundred), which was a percent of the API's CPU on a
 * checkout. A connection runs one transaction at a time, so its object serves each in turn.
 */
const transactions = new WeakMap<PooledClient, Transaction>();

async function transactionOn(db: Database, client: PooledClient): Promise<Transaction> {
  let tx = transactions.get(client);
  if (tx === undefined) {
    nodePg ??= await import("drizzle-orm/node-postgres");
    const base = (db as unknown as { _: { session: NodePgSessionLike } })._.session;
    const session = new nodePg.NodePgSession(
      beginningClient(client) as never,
      base.dialect as never,
      base.schema as never,
      base.options as never,
    );
    tx = new nodePg.NodePgTransaction(
      base.dialect as never,
      session,
      base.schema as never,
    ) as unknown as Transaction;
    transactions.set(client, tx);
  }
  return tx;
}

const BEGIN = "begin";
const BEGIN_WITHOUT_WAITING = "begin; set local synchronous_commit to off";

/** The `begin` each connection has yet to send: its transaction has run no statement yet. */
const pendingBegin = new WeakMap<PooledClient, string>();

/**
 * A value as a quoted literal, the text node-postgres would send for it; undefined for any other
 * kind (dates, whose text depends on the process's time zone, bytes, arrays, objects).
 */
function literalOf(client: PooledClient, value: unknown): string | undefined {
  if (value === null || value === undefined) return quoted(client, null);
  if (typeof value === "string") return quoted(client, value);
  if (typeof value === "number" || typeof value === "bigint" || typeof value === "boolean") {
    return quoted(client, String(value));
  }
  return undefined;
}

/** Text or null as SQL, quoted by node-postgres. */
function quoted(client: PooledClient, value: string | null): string {
  return value === null ? "null" : client.escapeLiteral(value);
}

/**
 * The statement that runs `query` as one this connection has prepared (`execute name(values)`),
 * for sending after other statements in one simple query; undefined when it cannot.
 */
function executeText(
  client: PooledClient,
  query: string | QueryConfig,
  values: unknown[] | undefined,
): string | undefined {
  if (typeof query === "string" || query.name === undefined) return undefined;
  if (client.connection?.parsedStatements?.[query.name] !== query.text) return undefined;
  const literals: string[] = [];
  for (const value of values ?? []) {
    const literal = literalOf(client, value);
    if (literal === undefined) return undefined;
    literals.push(literal);
  }
  return literals.length === 0
    ? `execute ${query.name}`
    : `execute ${query.name}(${literals.join(", ")})`;
}

/**
 * The client Drizzle's session runs a transaction's statements on: the pooled client, except that
 * a transaction's first statement carries its `begin` (`pendingBegin`) in the same round trip when
 * the connection has prepared it, and follows the `begin` otherwise.
 */
function beginningClient(client: PooledClient): Pick<PooledClient, "query"> {
  return {
    async query(query, values) {
      const begin = pendingBegin.get(client);
      if (begin === undefined) return client.query(query, values);
      pendingBegin.delete(client);
      const execute = executeText(client, query, values);
      if (execute === undefined) {
        await client.query(begin);
        return client.query(query, values);
      }
      const { rowMode, types } = query as QueryConfig;
      const results = await client.query({ text: `${begin}; ${execute}`, rowMode, types });
      return Array.isArray(results) ? results[results.length - 1] : results;
    },
  };
}

/**
 * Runs `work` in one transaction, then the statements it wrote at commit (`writeAtCommit`),
 * `last(result)` (when given) and the commit in one round trip; a failure anywhere rolls
 * everything back and is thrown.
 */
export async function runTransaction<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
  options: TransactionOptions<T> = {},
): Promise<T> {
  const pool = poolOf(db);
  if (!pool) {
    return db.transaction(async (tx) => {
      atCommit.set(tx, []);
      const result = await work(tx);
      for (const statement of lastStatements(tx, options.last?.(result))) {
        await executeSqlText(tx, statement);
      }
      return result;
    });
  }
  const client = await pool.connect();
  let broken = false;
  try {
    const tx = await transactionOn(db, client);
    atCommit.set(tx, []);
    let result: T;
    pendingBegin.set(client, options.commitWithoutWaiting ? BEGIN_WITHOUT_WAITING : BEGIN);
    try {
      result = await work(tx);
      // A failing last statement aborts the transaction, and the commit after it is not run.
      const last = lastStatements(tx, options.last?.(result)).map((statement) =>
        statement((value) => quoted(client, value)),
      );
      // A transaction that ran no statement begins here, or, with nothing to write, not at all.
      const begin = pendingBegin.get(client);
      pendingBegin.delete(client);
      if (begin === undefined || last.length > 0) {
        await client.query([...(begin === undefined ? [] : [begin]), ...last, "commit"].join("; "));
      }
    } catch (error) {
      if (pendingBegin.delete(client)) throw error;
      await client.query("rollback").catch(() => {
        broken = true;
      });
      throw error;
    }
    return result;
  } finally {
    // A connection that could not even roll back is not given to another request.
    client.release(broken);
  }
}
