// Return reasons (Medusa v1 `ReturnReasonService`): listed as the top level with its sub-reasons,
// nested one level only, their values unique among live reasons. A deleted reason (and its
// sub-reasons with it) is kept, marked `deleted_at`, so the returns that name it still can.
import { and, asc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { invalidData, notFound } from "../../http/errors";
import { generateId } from "../../http/ids";
import { isPossibleId } from "../carts/cart-input";
import { mergeMetadata } from "../carts/line-items";
import { returnReasons } from "./tables";

type ReturnReasonRow = typeof returnReasons.$inferSelect;

/** A reason as answered: with its parent (null at the top level) and its live sub-reasons. */
export type ReturnReason = ReturnReasonRow & {
  parent_return_reason: ReturnReasonRow | null;
  return_reason_children: ReturnReasonRow[];
};

const reasonNotFound = (id: string) => notFound(`Return Reason with id: ${id} was not found.`);

const live = isNull(returnReasons.deleted_at);

function liveReasons(db: Database, where: SQL) {
  return db
    .select()
    .from(returnReasons)
    .where(and(live, where))
    .orderBy(asc(returnReasons.created_at), asc(returnReasons.id));
}

/** Each reason with its parent and its live children, as Medusa's default relations answer. */
async function withRelations(db: Database, rows: ReturnReasonRow[]): Promise<ReturnReason[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const parentIds = [
    ...new Set(
      rows.flatMap((row) => (row.parent_return_reason_id ? [row.parent_return_reason_id] : [])),
    ),
  ];
  const [children, parents] = await Promise.all([
    liveReasons(db, inArray(returnReasons.parent_return_reason_id, ids)),
    parentIds.length > 0
      ? db.select().from(returnReasons).where(inArray(returnReasons.id, parentIds))
      : Promise.resolve([]),
  ]);
  const parentById = new Map(parents.map((row) => [row.id, row]));
  return rows.map((row) => ({
    ...row,
    parent_return_reason: row.parent_return_reason_id
      ? (parentById.get(row.parent_return_reason_id) ?? null)
      : null,
    return_reason_children: children.filter((child) => child.parent_return_reason_id === row.id),
  }));
}

/** The live top-level reasons, oldest first, each with its sub-reasons. */
export async function listReturnReasons(db: Database): Promise<ReturnReason[]> {
  return withRelations(db, await liveReasons(db, isNull(returnReasons.parent_return_reason_id)));
}

async function findRow(db: Database, id: string): Promise<ReturnReasonRow> {
  const [row] = isPossibleId(id) ? await liveReasons(db, eq(returnReasons.id, id)) : [];
  if (!row) throw reasonNotFound(id);
  return row;
}

/** A live reason with its parent and sub-reasons, or 404. */
export async function findReturnReason(db: Database, id: string): Promise<ReturnReason> {
  const [reason] = await withRelations(db, [await findRow(db, id)]);
  return reason;
}

export interface ReturnReasonInput {
  value: string;
  label: string;
  parent_return_reason_id?: string;
  description?: string | null;
  metadata?: Record<string, unknown>;
}

export async function createReturnReason(
  db: Database,
  input: ReturnReasonInput,
): Promise<ReturnReason> {
  if (input.parent_return_reason_id) {
    const parent = await findRow(db, input.parent_return_reason_id);
    if (parent.parent_return_reason_id) {
      throw invalidData("Doubly nested return reasons is not supported");
    }
  }
  const id = generateId("rr");
  await db.insert(returnReasons).values({
    id,
    value: input.value,
    label: input.label,
    description: input.description ?? null,
    parent_return_reason_id: input.parent_return_reason_id ?? null,
    metadata: input.metadata ? mergeMetadata(null, input.metadata) : null,
  });
  return findReturnReason(db, id);
}

export async function updateReturnReason(
  db: Database,
  id: string,
  input: Partial<Omit<ReturnReasonInput, "parent_return_reason_id">>,
): Promise<ReturnReason> {
  const row = await findRow(db, id);
  await db
    .update(returnReasons)
    .set({
      ...(input.value !== undefined && { value: input.value }),
      ...(input.label !== undefined && { label: input.label }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.metadata !== undefined && {
        metadata: mergeMetadata(row.metadata, input.metadata),
      }),
      updated_at: new Date(),
    })
    .where(and(eq(returnReasons.id, id), live));
  return findReturnReason(db, id);
}

/** Marks the reason and its sub-reasons deleted; 404 when it is not a live reason. */
export async function deleteReturnReason(db: Database, id: string): Promise<void> {
  if (!isPossibleId(id)) throw reasonNotFound(id);
  const now = new Date();
  const deleted = await db.transaction(async (tx) => {
    const [reason] = await tx
      .update(returnReasons)
      .set({ deleted_at: now, updated_at: now })
      .where(and(eq(returnReasons.id, id), live))
      .returning({ id: returnReasons.id });
    if (!reason) return false;
    await tx
      .update(returnReasons)
      .set({ deleted_at: now, updated_at: now })
      .where(and(eq(returnReasons.parent_return_reason_id, id), live));
    return true;
  });
  if (!deleted) throw reasonNotFound(id);
}
