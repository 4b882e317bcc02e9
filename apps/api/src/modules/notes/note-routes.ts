// Staff notes on orders and other resources (contract medusa-v1 §12.1): list by resource, add one
// as the signed-in staff member, read, change and delete one.
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/context";
import { parseBody, parseQuery, queryFieldList, queryInt } from "../../http/validation";
import { currentStaff } from "../auth/staff-identity";
import { entityId } from "../carts/cart-input";
import { textField } from "../customers/fields";
import {
  MAX_NOTE_LENGTH,
  MAX_RESOURCE_TYPE_LENGTH,
  NOTES_DEFAULT_LIMIT,
  NOTES_MAX_LIMIT,
} from "./constants";
import { createNote, deleteNote, findNote, listNotes, updateNote } from "./notes";

const listQuery = z.strictObject({
  resource_id: entityId.optional(),
  offset: queryInt(0, { max: 1_000_000 }),
  limit: queryInt(NOTES_DEFAULT_LIMIT, { min: 1, max: NOTES_MAX_LIMIT }),
  expand: queryFieldList,
  fields: queryFieldList,
});

const readQuery = z.strictObject({ expand: queryFieldList, fields: queryFieldList });

const noteValue = z
  .string({ error: (issue) => (issue.input === undefined ? undefined : "must be text") })
  .trim()
  .min(1, { error: "must not be empty" })
  .max(MAX_NOTE_LENGTH, { error: `must be at most ${MAX_NOTE_LENGTH} characters` })
  .refine((value) => !value.includes("\u0000"), { error: "must not contain a NUL character" });

const createBody = z.strictObject({
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
});

const updateBody = z.strictObject({ value: noteValue });

export const adminNoteRoutes = new Hono<AppEnv>()
  .get("/notes", async (c) => {
    const query = parseQuery(c, listQuery);
    const { notes, count } = await listNotes(c.get("deps").db, query);
    return c.json({ notes, count, offset: query.offset, limit: query.limit });
  })
  .post("/notes", async (c) => {
    const body = await parseBody(c, createBody);
    const note = await createNote(c.get("deps").db, {
      ...body,
      author_id: currentStaff(c).userId,
    });
    return c.json({ note });
  })
  .get("/notes/:id", async (c) => {
    parseQuery(c, readQuery);
    return c.json({ note: await findNote(c.get("deps").db, c.req.param("id")) });
  })
  .post("/notes/:id", async (c) => {
    const body = await parseBody(c, updateBody);
    return c.json({ note: await updateNote(c.get("deps").db, c.req.param("id"), body.value) });
  })
  .delete("/notes/:id", async (c) => {
    const id = c.req.param("id");
    await deleteNote(c.get("deps").db, id);
    return c.json({ id, object: "note", deleted: true });
  });
