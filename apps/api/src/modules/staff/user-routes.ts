// Staff users (contract medusa-v1 §12.1): list, create, read, update, delete. A member cannot
// delete themself, so the shop never locks its last staff member out by accident.
import { and, asc, count, eq, isNull, ne } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { users } from "./tables";
import type { AppEnv } from "../../http/context";
import { invalidData, notFound } from "../../http/errors";
import { parseBody, parseQuery, queryFieldList, queryInt } from "../../http/validation";
import { currentStaff } from "../auth/staff-identity";
import {
  createStaffUser,
  findStaffByEmail,
  findStaffById,
  staffUserResponse,
} from "../auth/staff-users";
import { emailField, newPasswordField, textField } from "../customers/fields";
import { STAFF_ROLES, USERS_DEFAULT_LIMIT } from "./constants";

const roleField = z.enum(STAFF_ROLES, { error: `must be one of ${STAFF_ROLES.join(", ")}` });

const listQuery = z.strictObject({
  offset: queryInt(0, { max: 1_000_000 }),
  limit: queryInt(USERS_DEFAULT_LIMIT, { min: 1, max: 500 }),
  expand: queryFieldList,
  fields: queryFieldList,
});

const createBody = z.strictObject({
  email: emailField,
  password: newPasswordField,
  first_name: textField.nullish(),
  last_name: textField.nullish(),
  role: roleField.optional(),
});

const updateBody = z.strictObject({
  first_name: textField.nullish(),
  last_name: textField.nullish(),
  role: roleField.optional(),
  api_token: z
    .string()
    .trim()
    .min(16, { error: "must be at least 16 characters" })
    .max(200)
    .nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
});

const userNotFound = (id: string) => notFound(`User with id: ${id} was not found`);
const live = isNull(users.deleted_at);

export async function assertEmailFree(db: Parameters<typeof findStaffByEmail>[0], email: string) {
  if (await findStaffByEmail(db, email)) {
    throw invalidData(`A user with the email ${email} already exists`);
  }
}

export const adminUserRoutes = new Hono<AppEnv>()
  .get("/users", async (c) => {
    const query = parseQuery(c, listQuery);
    const { db } = c.get("deps");
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(users)
        .where(live)
        .orderBy(asc(users.created_at), asc(users.id))
        .offset(query.offset)
        .limit(query.limit),
      db.select({ count: count() }).from(users).where(live),
    ]);
    return c.json({
      users: rows.map(staffUserResponse),
      count: total.count,
      offset: query.offset,
      limit: query.limit,
    });
  })
  .post("/users", async (c) => {
    const body = await parseBody(c, createBody);
    const { db } = c.get("deps");
    await assertEmailFree(db, body.email);
    const user = await createStaffUser(db, body);
    return c.json({ user: staffUserResponse(user) });
  })
  .get("/users/:id", async (c) => {
    const user = await findStaffById(c.get("deps").db, c.req.param("id"));
    if (!user) throw userNotFound(c.req.param("id"));
    return c.json({ user: staffUserResponse(user) });
  })
  .post("/users/:id", async (c) => {
    const body = await parseBody(c, updateBody);
    const { db } = c.get("deps");
    const id = c.req.param("id");
    if (!(await findStaffById(db, id))) throw userNotFound(id);
    if (body.api_token) {
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.api_token, body.api_token), ne(users.id, id)));
      if (taken) throw invalidData("That API token is already in use");
    }
    const [updated] = await db
      .update(users)
      .set({ ...body, updated_at: new Date() })
      .where(eq(users.id, id))
      .returning();
    return c.json({ user: staffUserResponse(updated) });
  })
  .delete("/users/:id", async (c) => {
    const { db } = c.get("deps");
    const id = c.req.param("id");
    if (id === currentStaff(c).userId) throw invalidData("You cannot delete your own user");
    if (!(await findStaffById(db, id))) throw userNotFound(id);
    // The email is freed for a later invite; the api token stops working at once.
    await db
      .update(users)
      .set({ deleted_at: new Date(), api_token: null, updated_at: new Date() })
      .where(eq(users.id, id));
    return c.json({ id, object: "user", deleted: true });
  });
