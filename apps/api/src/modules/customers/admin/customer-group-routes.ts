// Admin customer groups (contract medusa-v1 §12.1): list with search and paging, one group,
// create, update and delete, and the customers of a group with batch add and remove. Membership
// decides which price lists a customer sees, so changes drop the cached catalogue answers.
import { and, count, desc, eq, ilike, inArray, isNull, ne, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { customerGroupCustomers, customerGroups, customers } from "../tables";
import type { AppEnv } from "../../../http/context";
import { invalidData, notAllowed, notFound } from "../../../http/errors";
import { generateId } from "../../../http/ids";
import { parseBody, parseQuery, queryFieldList, queryInt } from "../../../http/validation";
import { jsonObject } from "../../carts/cart-input";
import { mergeMetadata } from "../../carts/line-items";
import { containsPattern } from "../../../http/list-query";
import { invalidateCatalogueCache } from "../../../http/response-cache";
import { customerColumns } from "../customer-queries";
import { TRADE_GROUP_METADATA } from "../../trade/constants";
import { idList, nameField } from "../../pricing/body-fields";
import { CUSTOMER_GROUPS_DEFAULT_LIMIT, GROUP_CUSTOMERS_DEFAULT_LIMIT } from "../constants";

type CustomerGroupRow = typeof customerGroups.$inferSelect;

const listQuery = z.strictObject({
  q: z.string().trim().max(200, { error: "must be at most 200 characters" }).optional(),
  offset: queryInt(0, { max: 1_000_000 }),
  limit: queryInt(CUSTOMER_GROUPS_DEFAULT_LIMIT, { min: 1, max: 200 }),
  expand: queryFieldList,
  fields: queryFieldList,
});

const customersQuery = z.strictObject({
  offset: queryInt(0, { max: 1_000_000 }),
  limit: queryInt(GROUP_CUSTOMERS_DEFAULT_LIMIT, { min: 1, max: 200 }),
  expand: queryFieldList,
  fields: queryFieldList,
});

const createBody = z.strictObject({ name: nameField, metadata: jsonObject.nullish() });
const updateBody = z.strictObject({
  name: nameField.optional(),
  metadata: jsonObject.nullish(),
});
const batchBody = z.strictObject({ customer_ids: idList });

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

export const customerGroupRoutes = new Hono<AppEnv>()
  .get("/customer-groups", async (c) => {
    const query = parseQuery(c, listQuery);
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
    return c.json({
      customer_groups: rows,
      count: total.count,
      offset: query.offset,
      limit: query.limit,
    });
  })
  .post("/customer-groups", async (c) => {
    const body = await parseBody(c, createBody);
    const { db } = c.get("deps");
    await assertNameFree(db, body.name);
    const [group] = await db
      .insert(customerGroups)
      .values({ id: generateId("cgrp"), name: body.name, metadata: body.metadata ?? null })
      .returning();
    return c.json({ customer_group: group });
  })
  .get("/customer-groups/:id", async (c) => {
    const group = await requireGroup(c.get("deps").db, c.req.param("id"));
    return c.json({ customer_group: group });
  })
  .post("/customer-groups/:id", async (c) => {
    const body = await parseBody(c, updateBody);
    const { db } = c.get("deps");
    const group = await requireGroup(db, c.req.param("id"));
    if (body.name !== undefined) await assertNameFree(db, body.name, group.id);
    const [updated] = await db
      .update(customerGroups)
      .set({
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.metadata === undefined
          ? {}
          : {
              metadata:
                body.metadata === null ? null : mergeMetadata(group.metadata, body.metadata),
            }),
        updated_at: new Date(),
      })
      .where(eq(customerGroups.id, group.id))
      .returning();
    return c.json({ customer_group: updated });
  })
  .delete("/customer-groups/:id", async (c) => {
    const { db } = c.get("deps");
    const group = await requireGroup(db, c.req.param("id"));
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
    return c.json({ id: group.id, object: "customer_group", deleted: true });
  })
  .get("/customer-groups/:id/customers", async (c) => {
    const query = parseQuery(c, customersQuery);
    const { db } = c.get("deps");
    const group = await requireGroup(db, c.req.param("id"));
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
    return c.json({
      customers: rows,
      count: total.count,
      offset: query.offset,
      limit: query.limit,
    });
  })
  .post("/customer-groups/:id/customers/batch", async (c) => {
    const body = await parseBody(c, batchBody);
    const { db } = c.get("deps");
    const group = await requireGroup(db, c.req.param("id"));
    const ids = [...new Set(body.customer_ids.map(({ id }) => id))];
    await assertCustomersExist(db, ids);
    if (ids.length > 0) {
      await db
        .insert(customerGroupCustomers)
        .values(ids.map((customer_id) => ({ customer_group_id: group.id, customer_id })))
        .onConflictDoNothing();
      invalidateCatalogueCache();
    }
    return c.json({ customer_group: group });
  })
  .delete("/customer-groups/:id/customers/batch", async (c) => {
    const body = await parseBody(c, batchBody);
    const { db } = c.get("deps");
    const group = await requireGroup(db, c.req.param("id"));
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
    return c.json({ customer_group: group });
  });
