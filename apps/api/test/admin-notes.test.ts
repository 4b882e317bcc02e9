// Staff notes over real HTTP (contract medusa-v1 §12.1): written as the signed-in staff member,
// listed by resource newest first, read, changed and deleted with Medusa's delete envelope.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notes } from "../src/db/schema";
import { adminCalls } from "./fixtures/orders";
import { signInStaff, type SignedInStaff } from "./fixtures/staff";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

interface NoteJson {
  id: string;
  resource_id: string;
  resource_type: string;
  value: string;
  author: { id: string; email: string; first_name: string | null; last_name: string | null };
}

describe.each(databaseKinds)("admin notes on %s", (kind) => {
  let api: TestApi;
  let staff: SignedInStaff;
  let admin: ReturnType<typeof adminCalls>;
  beforeAll(async () => {
    api = await startTestApi(kind, { seed: false });
    staff = await signInStaff(api);
    admin = adminCalls(staff);
  });
  afterAll(() => api?.close());

  const create = async (resourceId: string, value: string) => {
    const response = await admin.post<{ note: NoteJson }>("/admin/notes", {
      resource_id: resourceId,
      resource_type: "order",
      value,
    });
    expect(response.status).toBe(200);
    return response.body.note;
  };

  it("adds notes as the signed-in staff member and lists them by resource", async () => {
    const first = await create("order_01NOTES", "Customer asked for gift wrap");
    expect(first).toMatchObject({
      resource_id: "order_01NOTES",
      resource_type: "order",
      value: "Customer asked for gift wrap",
      author: { id: staff.userId, email: staff.email, first_name: "Sam", last_name: "Staff" },
    });
    expect(first.id).toMatch(/^note_/);
    const second = await create("order_01NOTES", "Wrapped and ready");
    await create("order_01OTHER", "Elsewhere");

    const list = await admin.get<{ notes: NoteJson[]; count: number; limit: number }>(
      "/admin/notes?resource_id=order_01NOTES",
    );
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ count: 2, offset: 0, limit: 50 });
    expect(list.body.notes.map((note) => note.id)).toEqual([second.id, first.id]);

    const page = await admin.get<{ notes: NoteJson[]; count: number }>(
      "/admin/notes?resource_id=order_01NOTES&limit=1&offset=1",
    );
    expect(page.body.notes.map((note) => note.id)).toEqual([first.id]);
    expect(page.body.count).toBe(2);
  });

  it("reads, changes and deletes a note", async () => {
    const note = await create("order_01CHANGE", "Call back on Monday");
    const read = await admin.get<{ note: NoteJson }>(`/admin/notes/${note.id}`);
    expect(read.body.note).toMatchObject({ id: note.id, value: "Call back on Monday" });

    const changed = await admin.post<{ note: NoteJson }>(`/admin/notes/${note.id}`, {
      value: "Called back",
    });
    expect(changed.status).toBe(200);
    expect(changed.body.note).toMatchObject({ id: note.id, value: "Called back" });

    const deleted = await admin.delete(`/admin/notes/${note.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id: note.id, object: "note", deleted: true });
    expect((await admin.get(`/admin/notes/${note.id}`)).status).toBe(404);
    expect((await admin.delete(`/admin/notes/${note.id}`)).status).toBe(404);
    expect((await admin.post(`/admin/notes/${note.id}`, { value: "x" })).status).toBe(404);
    const list = await admin.get<{ count: number }>("/admin/notes?resource_id=order_01CHANGE");
    expect(list.body.count).toBe(0);
    const [row] = await api.deps.db.select().from(notes).where(eq(notes.id, note.id));
    expect(row.deleted_at).toBeInstanceOf(Date);
  });

  it("answers 400 for bad bodies and queries and 404 for unknown notes", async () => {
    const badBodies = [
      {},
      { resource_id: "order_1", resource_type: "order" },
      { resource_id: "order_1", resource_type: "order", value: "   " },
      { resource_id: "", resource_type: "order", value: "x" },
      { resource_id: "order_1", resource_type: "order", value: 5 },
      { resource_id: "order_1", resource_type: "order", value: "x", author_id: "usr_1" },
      { resource_id: "order_1", resource_type: "order", value: "x".repeat(10_001) },
    ];
    for (const body of badBodies) {
      const response = await admin.post("/admin/notes", body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body).toMatchObject({ type: "invalid_data" });
    }
    const note = await create("order_01BAD", "Fine");
    expect((await admin.post(`/admin/notes/${note.id}`, {})).status).toBe(400);
    expect((await admin.post(`/admin/notes/${note.id}`, { value: "" })).status).toBe(400);
    for (const query of ["?limit=0", "?offset=-1", "?colour=red"]) {
      expect((await admin.get(`/admin/notes${query}`)).status, query).toBe(400);
    }
    const missing = await admin.get("/admin/notes/note_missing");
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ type: "not_found" });
  });
});
