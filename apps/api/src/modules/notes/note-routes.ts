// Staff notes on orders and other resources (contract medusa-v1 §12.1): list by resource, add one
// as the signed-in staff member, read, change and delete one.
import {
  AdminDeleteNotesNote,
  AdminGetNotes,
  AdminGetNotesNote,
  AdminPostNotes,
  AdminPostNotesNote,
} from "@atelier/contracts";
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { bind, mount, reply } from "../../http/route";
import { currentStaff } from "../auth/staff-identity";
import { createNote, deleteNote, findNote, listNotes, updateNote } from "./notes";

const listRoute = bind(AdminGetNotes, async (c, input) => {
  const query = input.query();
  const { notes, count } = await listNotes(c.get("deps").db, query);
  return reply(c, AdminGetNotes, 200, { notes, count, offset: query.offset, limit: query.limit });
});

const createRoute = bind(AdminPostNotes, async (c, input) => {
  const body = await input.body();
  const note = await createNote(c.get("deps").db, { ...body, author_id: currentStaff(c).userId });
  return reply(c, AdminPostNotes, 200, { note });
});

const retrieveRoute = bind(AdminGetNotesNote, async (c, input) => {
  input.query();
  return reply(c, AdminGetNotesNote, 200, {
    note: await findNote(c.get("deps").db, input.params.id),
  });
});

const updateRoute = bind(AdminPostNotesNote, async (c, input) => {
  const body = await input.body();
  const note = await updateNote(c.get("deps").db, input.params.id, body.value);
  return reply(c, AdminPostNotesNote, 200, { note });
});

const deleteRoute = bind(AdminDeleteNotesNote, async (c, { params }) => {
  await deleteNote(c.get("deps").db, params.id);
  return reply(c, AdminDeleteNotesNote, 200, { id: params.id, object: "note", deleted: true });
});

export const adminNoteRoutes = mount(new Hono<AppEnv>(), "/admin", [
  listRoute,
  createRoute,
  retrieveRoute,
  updateRoute,
  deleteRoute,
]);
