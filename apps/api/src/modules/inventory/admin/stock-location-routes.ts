// Stock locations under /admin (Medusa v1 `api/routes/admin/stock-locations`, issue 15), and the
// links that let a location serve a sales channel (`/admin/sales-channels/:id/stock-locations`).
import {
  AdminDeleteSalesChannelsChannelStockLocation,
  AdminDeleteStockLocationsLocation,
  AdminGetStockLocations,
  AdminGetStockLocationsLocation,
  AdminPostSalesChannelsChannelStockLocation,
  AdminPostStockLocations,
  AdminPostStockLocationsLocation,
} from "@atelier/contracts";
import { Hono } from "hono";
import type { Database } from "../../../db/client";
import type { AppEnv } from "../../../http/context";
import { idempotencyKey, runIdempotent } from "../../../http/idempotency";
import { answer, bind, mount, reply } from "../../../http/route";
import {
  channelWithLocations,
  createLocation,
  deleteLocation,
  linkChannelLocation,
  unlinkChannelLocation,
  updateLocation,
} from "../inventory-admin";
import { findLocation, listLocations, withAddresses } from "../inventory-query";

const expandsAddress = (expand: string[] | undefined) => expand?.includes("address") ?? false;

async function locationJson(db: Database, id: string, withAddress = true) {
  const [location] = await withAddresses(db, [await findLocation(db, id)], withAddress);
  return location;
}

const listRoute = bind(AdminGetStockLocations, async (c, input) => {
  const query = input.query();
  const { db } = c.get("deps");
  const page = await listLocations(db, query);
  return reply(c, AdminGetStockLocations, 200, {
    stock_locations: await withAddresses(db, page.rows, expandsAddress(query.expand)),
    count: page.count,
    offset: query.offset,
    limit: query.limit,
  });
});

const getRoute = bind(AdminGetStockLocationsLocation, async (c, input) => {
  const query = input.query();
  const db = c.get("deps").db;
  const location = await locationJson(db, input.params.id, expandsAddress(query.expand));
  return reply(c, AdminGetStockLocationsLocation, 200, { stock_location: location });
});

const createRoute = bind(
  AdminPostStockLocations,
  async (c, input) => {
    const body = await input.body();
    return runIdempotent(c, async (tx) => {
      const id = await createLocation(tx, body);
      return answer(AdminPostStockLocations, 200, { stock_location: await locationJson(tx, id) });
    });
  },
  [idempotencyKey],
);

const updateRoute = bind(
  AdminPostStockLocationsLocation,
  async (c, input) => {
    const body = await input.body();
    const { id } = input.params;
    return runIdempotent(c, async (tx) => {
      await updateLocation(tx, id, body);
      return answer(AdminPostStockLocationsLocation, 200, {
        stock_location: await locationJson(tx, id),
      });
    });
  },
  [idempotencyKey],
);

const deleteRoute = bind(
  AdminDeleteStockLocationsLocation,
  async (c, input) => {
    const { id } = input.params;
    return runIdempotent(c, async (tx) => {
      await deleteLocation(tx, id);
      return answer(AdminDeleteStockLocationsLocation, 200, {
        id,
        object: "stock_location",
        deleted: true,
      });
    });
  },
  [idempotencyKey],
);

const linkRoute = bind(
  AdminPostSalesChannelsChannelStockLocation,
  async (c, input) => {
    const body = await input.body();
    const { id } = input.params;
    return runIdempotent(c, async (tx) => {
      await linkChannelLocation(tx, id, body.location_id);
      return answer(AdminPostSalesChannelsChannelStockLocation, 200, {
        sales_channel: await channelWithLocations(tx, id),
      });
    });
  },
  [idempotencyKey],
);

const unlinkRoute = bind(
  AdminDeleteSalesChannelsChannelStockLocation,
  async (c, input) => {
    const body = await input.body();
    const { id } = input.params;
    return runIdempotent(c, async (tx) => {
      await unlinkChannelLocation(tx, id, body.location_id);
      return answer(AdminDeleteSalesChannelsChannelStockLocation, 200, {
        sales_channel: await channelWithLocations(tx, id),
      });
    });
  },
  [idempotencyKey],
);

export const adminStockLocationRoutes = mount(new Hono<AppEnv>(), "/admin", [
  listRoute,
  createRoute,
  getRoute,
  updateRoute,
  deleteRoute,
  linkRoute,
  unlinkRoute,
]);
