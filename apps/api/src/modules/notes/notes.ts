// Reading and writing staff notes. Each note is answered with its author (the staff member who
// wrote it; null once that account is deleted). Deleted notes are kept, marked `deleted_at`, and
// never answered again.
import { and, count, desc, eq, isNull, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../staff/tables";
import { notes } from "./tables";
import { notFound } from "../../http/errors";
import { generateId } from "../../http/ids";
import { isPossibleId } from "../carts/cart-input";

type NoteRow = typeof notes.$inferSelect;

export interface NoteAuthor {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
}

export type AdminNote = NoteRow & { author: NoteAuthor | null };

const noteColumns = {
  note: notes,
  author: {
    id: users.id,
    email: users.email,
    first_name: users.first_name,
    last_name: users.last_name,
  },
};

const noteNotFound = (id: string) => notFound(`Note with id ${id} was not found`);

function selectNotes(db: Database, where: SQL | undefined) {
  return db
    .select(noteColumns)
    .from(notes)
    .leftJoin(users, eq(users.id, notes.author_id))
    .where(and(isNull(notes.deleted_at), where));
}

function withAuthor(row: { note: NoteRow; author: NoteAuthor | null }): AdminNote {
  return { ...row.note, author: row.author };
}

export async function listNotes(
  db: Database,
  query: { resource_id?: string; offset: number; limit: number },
): Promise<{ notes: AdminNote[]; count: number }> {
  const where = query.resource_id ? eq(notes.resource_id, query.resource_id) : undefined;
  const rows = await selectNotes(db, where)
    .orderBy(desc(notes.created_at), desc(notes.id))
    .offset(query.offset)
    .limit(query.limit);
  const [total] = await db
    .select({ count: count() })
    .from(notes)
    .where(and(isNull(notes.deleted_at), where));
  return { notes: rows.map(withAuthor), count: total.count };
}

/** A live note, or 404. */
export async function findNote(db: Database, id: string): Promise<AdminNote> {
  const [row] = isPossibleId(id) ? await selectNotes(db, eq(notes.id, id)) : [];
  if (!row) throw noteNotFound(id);
  return withAuthor(row);
}

export async function createNote(
  db: Database,
  note: { resource_id: string; resource_type: string; value: string; author_id: string },
): Promise<AdminNote> {
  const id = generateId("note");
  await db.insert(notes).values({ id, ...note });
  return findNote(db, id);
}

export async function updateNote(db: Database, id: string, value: string): Promise<AdminNote> {
  const updated = isPossibleId(id)
    ? await db
        .update(notes)
        .set({ value, updated_at: new Date() })
        .where(and(eq(notes.id, id), isNull(notes.deleted_at)))
        .returning({ id: notes.id })
    : [];
  if (updated.length === 0) throw noteNotFound(id);
  return findNote(db, id);
}

export async function deleteNote(db: Database, id: string): Promise<void> {
  const deleted = isPossibleId(id)
    ? await db
        .update(notes)
        .set({ deleted_at: new Date(), updated_at: new Date() })
        .where(and(eq(notes.id, id), isNull(notes.deleted_at)))
        .returning({ id: notes.id })
    : [];
  if (deleted.length === 0) throw noteNotFound(id);
}
