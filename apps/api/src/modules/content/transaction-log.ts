// The content transaction log (issue 5): each committed `mutate` is one row of
// `content_transaction` written together with the documents it changed, and announced to the
// other API processes at its commit (db/notifications.ts), which apply it to their own memory.
import { inArray, sql } from "drizzle-orm";
import type { AppDeps } from "../../http/context";
import { ContentError, mutationError } from "./errors";
import { contentDocuments, contentTransactions } from "./tables";
import type { ContentTransaction } from "./types";

/**
 * Stores one transaction in one database transaction: the documents it changed (after checking
 * their revisions under row locks) and its log row, and tells the other processes on commit.
 * Answers the log row's sequence number.
 */
export async function writeTransaction(
  deps: AppDeps,
  transaction: ContentTransaction,
): Promise<number> {
  const ids = transaction.effects.map((effect) => effect.documentId);
  try {
    return await deps.db.transaction(async (tx) => {
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
      const [logged] = await tx
        .insert(contentTransactions)
        .values({
          id: transaction.transactionId,
          document_ids: ids,
          effects: transaction.effects as unknown as Record<string, unknown>[],
          author: transaction.author,
          created_at: new Date(transaction.timestamp),
        })
        .returning({ seq: contentTransactions.seq });
      // Delivered on commit only.
      await deps.database.notifications.notify("content", transaction.transactionId, tx);
      return logged.seq;
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
