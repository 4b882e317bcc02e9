// Inventory items under /admin (Medusa v1 `api/routes/admin/inventory-items`, issue 15): items
// decorated with their levels, variants and totals; levels per location; and Atelier's stock
// adjustments log and transfers between locations.
import {
  AdminDeleteInventoryItemsItem,
  AdminDeleteInventoryItemsItemLocationLevelsLevel,
  AdminGetInventoryItems,
  AdminGetInventoryItemsItem,
  AdminGetInventoryItemsItemAdjustments,
  AdminGetInventoryItemsItemLocationLevels,
  AdminPostInventoryItems,
  AdminPostInventoryItemsItem,
  AdminPostInventoryItemsItemLocationLevels,
  AdminPostInventoryItemsItemLocationLevelsLevel,
  AdminPostInventoryItemsItemTransfer,
} from "@atelier/contracts";
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { Context } from "hono";
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { idempotencyKey, runIdempotent } from "../../../http/idempotency";
import { answer, bind, mount, reply } from "../../../http/route";
import {
  createItem,
  createLevel,
  deleteItem,
  deleteLevel,
  transferStock,
  updateItem,
  updateLevel,
} from "../inventory-admin";
import { decoratedItem, findItem, levelJson, listItems } from "../inventory-query";
import { inventoryAdjustments, inventoryLevels } from "../tables";

const staffId = (c: Context<AppEnv>) => c.get("staff")?.userId ?? null;

const listRoute = bind(AdminGetInventoryItems, async (c, input) => {
  const query = input.query();
  const page = await listItems(c.get("deps").db, query);
  return reply(c, AdminGetInventoryItems, 200, {
    inventory_items: page.items,
    count: page.count,
    offset: query.offset,
    limit: query.limit,
  });
});

const getRoute = bind(AdminGetInventoryItemsItem, async (c, input) => {
  const item = await decoratedItem(c.get("deps").db, input.params.id);
  return reply(c, AdminGetInventoryItemsItem, 200, { inventory_item: item });
});

const createRoute = bind(
  AdminPostInventoryItems,
  async (c, input) => {
    const body = await input.body();
    return runIdempotent(c, async (tx) => {
      const id = await createItem(tx, body);
      return answer(AdminPostInventoryItems, 200, { inventory_item: await decoratedItem(tx, id) });
    });
  },
  [idempotencyKey],
);

const updateRoute = bind(
  AdminPostInventoryItemsItem,
  async (c, input) => {
    const body = await input.body();
    const { id } = input.params;
    return runIdempotent(c, async (tx) => {
      await updateItem(tx, id, body);
      return answer(AdminPostInventoryItemsItem, 200, {
        inventory_item: await decoratedItem(tx, id),
      });
    });
  },
  [idempotencyKey],
);

const deleteRoute = bind(
  AdminDeleteInventoryItemsItem,
  async (c, input) => {
    const { id } = input.params;
    return runIdempotent(c, async (tx) => {
      await deleteItem(tx, id);
      return answer(AdminDeleteInventoryItemsItem, 200, {
        id,
        object: "inventory_item",
        deleted: true,
      });
    });
  },
  [idempotencyKey],
);

const levelsRoute = bind(AdminGetInventoryItemsItemLocationLevels, async (c, input) => {
  const query = input.query();
  const { db } = c.get("deps");
  const item = await findItem(db, input.params.id);
  const levels = await db
    .select()
    .from(inventoryLevels)
    .where(
      and(
        eq(inventoryLevels.inventory_item_id, item.id),
        query.location_id?.length
          ? inArray(inventoryLevels.location_id, query.location_id)
          : undefined,
      ),
    )
    .orderBy(asc(inventoryLevels.created_at), asc(inventoryLevels.id));
  return reply(c, AdminGetInventoryItemsItemLocationLevels, 200, {
    inventory_item: { id: item.id, location_levels: levels.map(levelJson) },
  });
});

const createLevelRoute = bind(
  AdminPostInventoryItemsItemLocationLevels,
  async (c, input) => {
    const body = await input.body();
    const { id } = input.params;
    return runIdempotent(c, async (tx) => {
      await createLevel(tx, id, body, staffId(c));
      return answer(AdminPostInventoryItemsItemLocationLevels, 200, {
        inventory_item: await decoratedItem(tx, id),
      });
    });
  },
  [idempotencyKey],
);

const updateLevelRoute = bind(
  AdminPostInventoryItemsItemLocationLevelsLevel,
  async (c, input) => {
    const body = await input.body();
    const { id, location_id: locationId } = input.params;
    return runIdempotent(c, async (tx) => {
      await updateLevel(tx, id, locationId, body, staffId(c));
      return answer(AdminPostInventoryItemsItemLocationLevelsLevel, 200, {
        inventory_item: await decoratedItem(tx, id),
      });
    });
  },
  [idempotencyKey],
);

const deleteLevelRoute = bind(
  AdminDeleteInventoryItemsItemLocationLevelsLevel,
  async (c, input) => {
    const { id, location_id: locationId } = input.params;
    return runIdempotent(c, async (tx) => {
      await deleteLevel(tx, id, locationId, staffId(c));
      return answer(AdminDeleteInventoryItemsItemLocationLevelsLevel, 200, {
        inventory_item: await decoratedItem(tx, id),
      });
    });
  },
  [idempotencyKey],
);

const adjustmentsRoute = bind(AdminGetInventoryItemsItemAdjustments, async (c, input) => {
  const query = input.query();
  const { db } = c.get("deps");
  const item = await findItem(db, input.params.id);
  const where = and(
    eq(inventoryAdjustments.inventory_item_id, item.id),
    query.location_id?.length
      ? inArray(inventoryAdjustments.location_id, query.location_id)
      : undefined,
  );
  const rows = await db
    .select()
    .from(inventoryAdjustments)
    .where(where)
    .orderBy(desc(inventoryAdjustments.created_at), desc(inventoryAdjustments.id))
    .limit(query.limit)
    .offset(query.offset);
  const [{ total }] = await db.select({ total: count() }).from(inventoryAdjustments).where(where);
  return reply(c, AdminGetInventoryItemsItemAdjustments, 200, {
    adjustments: rows,
    count: total,
    offset: query.offset,
    limit: query.limit,
  });
});

const transferRoute = bind(
  AdminPostInventoryItemsItemTransfer,
  async (c, input) => {
    const body = await input.body();
    const { id } = input.params;
    return runIdempotent(c, async (tx) => {
      await transferStock(tx, id, body, staffId(c));
      return answer(AdminPostInventoryItemsItemTransfer, 200, {
        inventory_item: await decoratedItem(tx, id),
      });
    });
  },
  [idempotencyKey],
);

export const adminInventoryItemRoutes = mount(new Hono<AppEnv>(), "/admin", [
  listRoute,
  createRoute,
  getRoute,
  updateRoute,
  deleteRoute,
  levelsRoute,
  createLevelRoute,
  updateLevelRoute,
  deleteLevelRoute,
  adjustmentsRoute,
  transferRoute,
]);
