// Admin customers (contract medusa-v1 §12.1): list with search and paging, one with its
// addresses, orders and groups, and updates of the name, phone and metadata. Guest customers are
// listed too, as in Medusa (`has_account` tells them apart).
import {
  AdminGetCustomers,
  AdminGetCustomersCustomer,
  AdminPostCustomersCustomer,
} from "@atelier/contracts";
import { and, count, desc, eq, ilike, inArray, isNull, or } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "../../../db/client";
import { customerGroupCustomers, customerGroups, customers } from "../tables";
import type { AppEnv } from "../../../http/context";
import { notFound } from "../../../http/errors";
import { bind, mount, reply } from "../../../http/route";
import { groupBy } from "../../../db/group-by";
import { listCustomerOrders } from "../customer-orders";
import { customerColumns, findCustomer, findShippingAddresses } from "../customer-queries";

const customerNotFound = (id: string) => notFound(`Customer with id ${id} was not found`);

/** The groups of each customer, by customer id. */
async function groupsOf(db: Database, customerIds: string[]) {
  if (customerIds.length === 0) return new Map<string, { id: string; name: string }[]>();
  const rows = await db
    .select({
      customer_id: customerGroupCustomers.customer_id,
      id: customerGroups.id,
      name: customerGroups.name,
    })
    .from(customerGroupCustomers)
    .innerJoin(customerGroups, eq(customerGroups.id, customerGroupCustomers.customer_group_id))
    .where(
      and(
        inArray(customerGroupCustomers.customer_id, customerIds),
        isNull(customerGroups.deleted_at),
      ),
    );
  const grouped = groupBy(rows, (row) => row.customer_id);
  return new Map(
    [...grouped].map(([id, groups]) => [
      id,
      groups.map(({ id: groupId, name }) => ({ id: groupId, name })),
    ]),
  );
}

async function adminCustomer(db: Database, id: string, publicUrl: string) {
  const customer = await findCustomer(db, id);
  if (!customer) throw customerNotFound(id);
  const [shippingAddresses, orders, groups] = await Promise.all([
    findShippingAddresses(db, id),
    listCustomerOrders(db, id, publicUrl),
    groupsOf(db, [id]),
  ]);
  return {
    ...customer,
    shipping_addresses: shippingAddresses,
    orders: orders.orders,
    groups: groups.get(id) ?? [],
  };
}

const listRoute = bind(AdminGetCustomers, async (c, input) => {
  const query = input.query();
  const { db } = c.get("deps");
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : undefined;
  const where = and(
    isNull(customers.deleted_at),
    pattern
      ? or(
          ilike(customers.email, pattern),
          ilike(customers.first_name, pattern),
          ilike(customers.last_name, pattern),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(customerColumns)
      .from(customers)
      .where(where)
      .orderBy(desc(customers.created_at), desc(customers.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ count: count() }).from(customers).where(where),
  ]);
  const groups = await groupsOf(
    db,
    rows.map((row) => row.id),
  );
  return reply(c, AdminGetCustomers, 200, {
    customers: rows.map((row) => ({ ...row, groups: groups.get(row.id) ?? [] })),
    count: total.count,
    offset: query.offset,
    limit: query.limit,
  });
});

const retrieveRoute = bind(AdminGetCustomersCustomer, async (c, { params }) => {
  const { db, config } = c.get("deps");
  return reply(c, AdminGetCustomersCustomer, 200, {
    customer: await adminCustomer(db, params.id, config.publicUrl),
  });
});

const updateRoute = bind(AdminPostCustomersCustomer, async (c, input) => {
  const body = await input.body();
  const { db, config } = c.get("deps");
  const { id } = input.params;
  if (!(await findCustomer(db, id))) throw customerNotFound(id);
  await db
    .update(customers)
    .set({ ...body, updated_at: new Date() })
    .where(eq(customers.id, id));
  return reply(c, AdminPostCustomersCustomer, 200, {
    customer: await adminCustomer(db, id, config.publicUrl),
  });
});

export const adminCustomerRoutes = mount(new Hono<AppEnv>(), "/admin", [
  listRoute,
  retrieveRoute,
  updateRoute,
]);
