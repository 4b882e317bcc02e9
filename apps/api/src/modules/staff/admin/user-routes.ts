// Staff users (contract medusa-v1 §12.1): list, create, read, update, delete. A member cannot
// delete themself, so the shop never locks its last staff member out by accident.
import {
  AdminDeleteUsersUser,
  AdminGetUsers,
  AdminGetUsersUser,
  AdminPostUsers,
  AdminPostUsersUser,
} from "@atelier/contracts";
import { and, asc, count, eq, isNull, ne } from "drizzle-orm";
import { Hono } from "hono";
import { users } from "../tables";
import type { AppEnv } from "../../../http/context";
import { invalidData, notFound } from "../../../http/errors";
import { bind, mount, reply } from "../../../http/route";
import { currentStaff } from "../../auth/staff-identity";
import {
  createStaffUser,
  findStaffByEmail,
  findStaffById,
  staffUserResponse,
} from "../../auth/staff-users";

const userNotFound = (id: string) => notFound(`User with id: ${id} was not found`);
const live = isNull(users.deleted_at);

export async function assertEmailFree(db: Parameters<typeof findStaffByEmail>[0], email: string) {
  if (await findStaffByEmail(db, email)) {
    throw invalidData(`A user with the email ${email} already exists`);
  }
}

const listRoute = bind(AdminGetUsers, async (c, input) => {
  const query = input.query();
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
  return reply(c, AdminGetUsers, 200, {
    users: rows.map(staffUserResponse),
    count: total.count,
    offset: query.offset,
    limit: query.limit,
  });
});

const createRoute = bind(AdminPostUsers, async (c, input) => {
  const body = await input.body();
  const { db } = c.get("deps");
  await assertEmailFree(db, body.email);
  const user = await createStaffUser(db, body);
  return reply(c, AdminPostUsers, 200, { user: staffUserResponse(user) });
});

const retrieveRoute = bind(AdminGetUsersUser, async (c, { params }) => {
  const user = await findStaffById(c.get("deps").db, params.id);
  if (!user) throw userNotFound(params.id);
  return reply(c, AdminGetUsersUser, 200, { user: staffUserResponse(user) });
});

const updateRoute = bind(AdminPostUsersUser, async (c, input) => {
  const body = await input.body();
  const { db } = c.get("deps");
  const { id } = input.params;
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
  return reply(c, AdminPostUsersUser, 200, { user: staffUserResponse(updated) });
});

const deleteRoute = bind(AdminDeleteUsersUser, async (c, { params }) => {
  const { db } = c.get("deps");
  const { id } = params;
  if (id === currentStaff(c).userId) throw invalidData("You cannot delete your own user");
  if (!(await findStaffById(db, id))) throw userNotFound(id);
  // The email is freed for a later invite; the api token stops working at once.
  await db
    .update(users)
    .set({ deleted_at: new Date(), api_token: null, updated_at: new Date() })
    .where(eq(users.id, id));
  return reply(c, AdminDeleteUsersUser, 200, { id, object: "user", deleted: true });
});

export const adminUserRoutes = mount(new Hono<AppEnv>(), "/admin", [
  listRoute,
  createRoute,
  retrieveRoute,
  updateRoute,
  deleteRoute,
]);
