// Admin customer groups (contract medusa-v1 §12.1): list with search and paging, one group,
// create, update and delete, and the customers of a group with batch add and remove. Membership
// decides which price lists a customer sees, so changes drop the cached catalogue answers.
import {
  AdminDeleteCustomerGroupsCustomerGroup,
  AdminDeleteCustomerGroupsGroupCustomerBatch,
  AdminGetCustomerGroups,
  AdminGetCustomerGroupsGroup,
  AdminGetCustomerGroupsGroupCustomers,
  AdminPostCustomerGroups,
  AdminPostCustomerGroupsGroup,
  AdminPostCustomerGroupsGroupCustomersBatch,
} from "@atelier/contracts";
import { and, count, desc, eq, ilike, inArray, isNull, ne, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "../../../db/client";
import { customerGroupCustomers, customerGroups, customers } from "../tables";
import type { AppEnv } from "../../../http/context";
import { invalidData, notAllowed, notFound } from "../../../http/errors";
import { generateId } from "../../../http/ids";
import { bind, mount, reply } from "../../../http/route";
import { mergeMetadata } from "../../carts/line-items";
import { containsPattern } from "../../../http/list-query";
import { invalidateCatalogueCache } from "../../../http/response-cache";
import { customerColumns } from "../customer-queries";
import { TRADE_GROUP_METADATA } from "../../trade/constants";

type CustomerGroupRow = typeof customerGroups.$inferSelect;

export const customerGroupNotFound = (id: string) =>
  notFound(`CustomerGroup with id ${id} was not found`);

export async function findCustomerGroup(
  db: Database,
  id: string,
): Promise<CustomerGroupRow | undefined> {
  const [group] = await db
    .select()
    .from(customerGroups)
    .where(and(eq(customerGroups.id, id), isNull(customerGroups.deleted_at)));
  return group;
}

async function requireGroup(db: Database, id: string): Promise<CustomerGroupRow> {
  const group = await findCustomerGroup(db, id);
  if (!group) throw customerGroupNotFound(id);
  return group;
}

/** Names are unique among live groups: a clash is the client's to fix. */
async function assertNameFree(db: Database, name: string, exceptId?: string): Promise<void> {
  const [taken] = await db
    .select({ id: customerGroups.id })
    .from(customerGroups)
    .where(
      and(
        sql`lower(${customerGroups.name}) = lower(${name})`,
        isNull(customerGroups.deleted_at),
        exceptId === undefined ? undefined : ne(customerGroups.id, exceptId),
      ),
    );
  if (taken) throw invalidData(`A customer group with the name ${name} already exists`);
}

function isTradeGroup(group: CustomerGroupRow): boolean {
  return group.metadata?.atelier_role === TRADE_GROUP_METADATA.atelier_role;
}

/** Every id must name a customer; the first that does not is a 404. */
async function assertCustomersExist(db: Database, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(inArray(customers.id, ids), isNull(customers.deleted_at)));
  const known = new Set(found.map((row) => row.id));
  const missing = ids.find((id) => !known.has(id));
  if (missing !== undefined) throw notFound(`Customer with id ${missing} was not found`);
}

const listRoute = bind(AdminGetCustomerGroups, async (c, input) => {
  const query = input.query();
  const { db } = c.get("deps");
  const where = and(
    isNull(customerGroups.deleted_at),
    query.q ? ilike(customerGroups.name, containsPattern(query.q)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(customerGroups)
      .where(where)
      .orderBy(desc(customerGroups.created_at), desc(customerGroups.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ count: count() }).from(customerGroups).where(where),
  ]);
  return reply(c, AdminGetCustomerGroups, 200, {
    customer_groups: rows,
    count: total.count,
    offset: query.offset,
    limit: query.limit,
  });
});

const createRoute = bind(AdminPostCustomerGroups, async (c, input) => {
  const body = await input.body();
  const { db } = c.get("deps");
  await assertNameFree(db, body.name);
  const [group] = await db
    .insert(customerGroups)
    .values({ id: generateId("cgrp"), name: body.name, metadata: body.metadata ?? null })
    .returning();
  return reply(c, AdminPostCustomerGroups, 200, { customer_group: group });
});

const retrieveRoute = bind(AdminGetCustomerGroupsGroup, async (c, { params }) => {
  const group = await requireGroup(c.get("deps").db, params.id);
  return reply(c, AdminGetCustomerGroupsGroup, 200, { customer_group: group });
});

const updateRoute = bind(AdminPostCustomerGroupsGroup, async (c, input) => {
  const body = await input.body();
  const { db } = c.get("deps");
  const group = await requireGroup(db, input.params.id);
  if (body.name !== undefined) await assertNameFree(db, body.name, group.id);
  const [updated] = await db
    .update(customerGroups)
    .set({
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.metadata === undefined
        ? {}
        : {
            metadata: body.metadata === null ? null : mergeMetadata(group.metadata, body.metadata),
          }),
      updated_at: new Date(),
    })
    .where(eq(customerGroups.id, group.id))
    .returning();
  return reply(c, AdminPostCustomerGroupsGroup, 200, { customer_group: updated });
});

const deleteRoute = bind(AdminDeleteCustomerGroupsCustomerGroup, async (c, { params }) => {
  const { db } = c.get("deps");
  const group = await requireGroup(db, params.id);
  // Approving a trade application adds to this group; without it approvals would make another.
  if (isTradeGroup(group)) {
    throw notAllowed(
      "The Trade group holds the approved trade professionals and cannot be deleted",
    );
  }
  await db
    .update(customerGroups)
    .set({ deleted_at: new Date(), updated_at: new Date() })
    .where(eq(customerGroups.id, group.id));
  invalidateCatalogueCache();
  return reply(c, AdminDeleteCustomerGroupsCustomerGroup, 200, {
    id: group.id,
    object: "customer_group",
    deleted: true,
  });
});

const listCustomersRoute = bind(AdminGetCustomerGroupsGroupCustomers, async (c, input) => {
  const query = input.query();
  const { db } = c.get("deps");
  const group = await requireGroup(db, input.params.id);
  const where = and(
    eq(customerGroupCustomers.customer_group_id, group.id),
    isNull(customers.deleted_at),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(customerColumns)
      .from(customerGroupCustomers)
      .innerJoin(customers, eq(customers.id, customerGroupCustomers.customer_id))
      .where(where)
      .orderBy(desc(customers.created_at), desc(customers.id))
      .offset(query.offset)
      .limit(query.limit),
    db
      .select({ count: count() })
      .from(customerGroupCustomers)
      .innerJoin(customers, eq(customers.id, customerGroupCustomers.customer_id))
      .where(where),
  ]);
  return reply(c, AdminGetCustomerGroupsGroupCustomers, 200, {
    customers: rows,
    count: total.count,
    offset: query.offset,
    limit: query.limit,
  });
});

const addCustomersRoute = bind(AdminPostCustomerGroupsGroupCustomersBatch, async (c, input) => {
  const body = await input.body();
  const { db } = c.get("deps");
  const group = await requireGroup(db, input.params.id);
  const ids = [...new Set(body.customer_ids.map(({ id }) => id))];
  await assertCustomersExist(db, ids);
  if (ids.length > 0) {
    await db
      .insert(customerGroupCustomers)
      .values(ids.map((customer_id) => ({ customer_group_id: group.id, customer_id })))
      .onConflictDoNothing();
    invalidateCatalogueCache();
  }
  return reply(c, AdminPostCustomerGroupsGroupCustomersBatch, 200, { customer_group: group });
});

const removeCustomersRoute = bind(AdminDeleteCustomerGroupsGroupCustomerBatch, async (c, input) => {
  const body = await input.body();
  const { db } = c.get("deps");
  const group = await requireGroup(db, input.params.id);
  const ids = [...new Set(body.customer_ids.map(({ id }) => id))];
  if (ids.length > 0) {
    await db
      .delete(customerGroupCustomers)
      .where(
        and(
          eq(customerGroupCustomers.customer_group_id, group.id),
          inArray(customerGroupCustomers.customer_id, ids),
        ),
      );
    invalidateCatalogueCache();
  }
  return reply(c, AdminDeleteCustomerGroupsGroupCustomerBatch, 200, { customer_group: group });
});

export const customerGroupRoutes = mount(new Hono<AppEnv>(), "/admin", [
  listRoute,
  createRoute,
  retrieveRoute,
  updateRoute,
  deleteRoute,
  listCustomersRoute,
  addCustomersRoute,
  removeCustomersRoute,
]);
