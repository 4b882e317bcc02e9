// The content transaction log (issue 5): each committed `mutate` is one row of
// `content_transaction` written together with the documents it changed. On a PostgreSQL server
// the commit is announced with NOTIFY, and every other API process hears it on a dedicated
// LISTEN connection and applies it to its own memory.
import { inArray, sql } from "drizzle-orm";
import type { AppDeps } from "../../http/context";
import { ContentError, mutationError } from "./errors";
import { contentDocuments, contentTransactions } from "./tables";
import type { ContentTransaction } from "./types";

export const NOTIFY_CHANNEL = "content_transactions";

/**
 * Stores one transaction in one database transaction: the documents it changed (after checking
 * their revisions under row locks) and its log row; on PostgreSQL, NOTIFY on commit.
 */
export async function writeTransaction(
  deps: AppDeps,
  transaction: ContentTransaction,
): Promise<void> {
  const ids = transaction.effects.map((effect) => effect.documentId);
  try {
    await deps.db.transaction(async (tx) => {
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
      if (deps.database.kind === "postgres") {
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

interface PgNotification {
  channel: string;
  payload?: string;
}

/** A dedicated connection LISTENing on the transactions channel; reconnects after a drop. */
export async function listenForTransactions(
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
