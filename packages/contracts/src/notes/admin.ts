// Admin routes of the notes domain: staff notes on orders and other resources (Medusa v1 §12.1).
import { z } from "zod";
import { DeleteResponse } from "../common/deleted";
import { listOf } from "../common/fields";
import { entityId, textField } from "../common/input";
import { queryFieldList, queryInt } from "../common/query";
import { operation } from "../operation";
import { AdminNote } from "./entities";

const TAG = "Notes";

/** GET /admin/notes without a limit returns 50 notes (contract §12.1); the ceiling is ours. */
export const NOTES_DEFAULT_LIMIT = 50;
export const NOTES_MAX_LIMIT = 200;

/** Ours: a note is a paragraph or a few, not a document. */
export const MAX_NOTE_LENGTH = 10_000;

/** Ours: resource types are names such as `order`; resource ids are Medusa ids. */
export const MAX_RESOURCE_TYPE_LENGTH = 100;

const noteValue = z
  .string({ error: (issue) => (issue.input === undefined ? undefined : "must be text") })
  .trim()
  .min(1, { error: "must not be empty" })
  .max(MAX_NOTE_LENGTH, { error: `must be at most ${MAX_NOTE_LENGTH} characters` })
  .refine((value) => !value.includes("\u0000"), { error: "must not contain a NUL character" });

const noteResponse = z.object({ note: AdminNote });

export const AdminGetNotes = operation({
  id: "AdminGetNotes",
  method: "get",
  path: "/admin/notes",
  tag: TAG,
  summary: "List notes",
  description: "Newest first; `resource_id` keeps the notes on one resource.",
  audience: "staff",
  query: z.strictObject({
    resource_id: entityId.optional(),
    offset: queryInt(0, { max: 1_000_000 }),
    limit: queryInt(NOTES_DEFAULT_LIMIT, { min: 1, max: NOTES_MAX_LIMIT }),
    expand: queryFieldList,
    fields: queryFieldList,
  }),
  responses: { 200: listOf("notes", AdminNote) },
});

export const AdminPostNotes = operation({
  id: "AdminPostNotes",
  method: "post",
  path: "/admin/notes",
  tag: TAG,
  summary: "Add a note",
  description: "The signed-in staff member is its author.",
  audience: "staff",
  body: z.strictObject({
    resource_id: entityId,
    resource_type: z
      .string({ error: (issue) => (issue.input === undefined ? undefined : "must be text") })
      .trim()
      .min(1, { error: "must not be empty" })
      .max(MAX_RESOURCE_TYPE_LENGTH, {
        error: `must be at most ${MAX_RESOURCE_TYPE_LENGTH} characters`,
      })
      .pipe(textField),
    value: noteValue,
  }),
  responses: { 200: noteResponse },
});

export const AdminGetNotesNote = operation({
  id: "AdminGetNotesNote",
  method: "get",
  path: "/admin/notes/{id}",
  tag: TAG,
  summary: "Get a note",
  audience: "staff",
  query: z.strictObject({ expand: queryFieldList, fields: queryFieldList }),
  responses: { 200: noteResponse },
});

export const AdminPostNotesNote = operation({
  id: "AdminPostNotesNote",
  method: "post",
  path: "/admin/notes/{id}",
  tag: TAG,
  summary: "Change a note's text",
  audience: "staff",
  body: z.strictObject({ value: noteValue }),
  responses: { 200: noteResponse },
});

export const AdminDeleteNotesNote = operation({
  id: "AdminDeleteNotesNote",
  method: "delete",
  path: "/admin/notes/{id}",
  tag: TAG,
  summary: "Delete a note",
  description: "The note is kept, marked deleted, and never answered again.",
  audience: "staff",
  responses: { 200: DeleteResponse },
});
