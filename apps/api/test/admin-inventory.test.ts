// Multi-location inventory through the admin routes (issue 15), with the published medusa-js
// client where it has a resource: a location with an address, an item stocked at two locations,
// reservations that move the level and the variant's total, a variant's availability per sales
// channel, transfers with their logged reason, validation, idempotent replays, and the stock
// movements of an order (a fulfilment consumes its reservation, a return restocks a location).
import type Medusa from "@medusajs/medusa-js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  inventoryLevels,
  productSalesChannels,
  productVariants,
  salesChannels,
  stockLocations,
  variantInventoryItems,
} from "../src/db/schema";
import { generateId } from "../src/http/ids";
import { insertCheckoutShop, insertVariant, stockOf, type CheckoutShop } from "./fixtures/checkout";
import { adminMedusa, rejection } from "./fixtures/medusa-js";
import { adminCalls, placeOrder } from "./fixtures/orders";
import { signInStaff } from "./fixtures/staff";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

interface Level {
  location_id: string;
  stocked_quantity: number;
  reserved_quantity: number;
  available_quantity: number;
}
interface Item {
  id: string;
  location_levels: Level[];
  stocked_quantity: number;
  reserved_quantity: number;
}

describe.each(databaseKinds)("admin inventory on %s", (kind) => {
  let api: TestApi;
  let staffJs: Medusa;
  let staff: ReturnType<typeof adminCalls>;
  let shop: CheckoutShop;
  let warehouseId: string;
  let showroomId: string;
  beforeAll(async () => {
    api = await startTestApi(kind);
    staffJs = await adminMedusa(api);
    staff = adminCalls(await signInStaff(api));
    shop = await insertCheckoutShop(api);
    const locations = await api.deps.db.select().from(stockLocations);
    warehouseId = locations.find((location) => location.name === "Warehouse")!.id;
    showroomId = locations.find((location) => location.name === "Atelier Shoreditch")!.id;
  });
  afterAll(() => api?.close());

  const itemOf = async (variantId: string) => {
    const [link] = await api.deps.db
      .select()
      .from(variantInventoryItems)
      .where(eq(variantInventoryItems.variant_id, variantId));
    return link.inventory_item_id;
  };
  const levelAt = (item: Item, locationId: string) =>
    item.location_levels.find((level) => level.location_id === locationId);

  it("creates a location with its address and lists it with expand=address", async () => {
    const { stock_location: created } = await staffJs.admin.stockLocations.create({
      name: "Atelier Marylebone",
      address: { address_1: "2 Marylebone Lane", city: "London", country_code: "GB" },
    });
    expect(created).toMatchObject({
      name: "Atelier Marylebone",
      address: { address_1: "2 Marylebone Lane", country_code: "gb" },
    });
    const { stock_locations: listed } = await staffJs.admin.stockLocations.list({
      q: "maryle",
      expand: "address",
    } as never);
    expect(listed).toEqual([
      expect.objectContaining({
        id: created.id,
        address: expect.objectContaining({ city: "London" }),
      }),
    ]);
    const { stock_location: renamed } = await staffJs.admin.stockLocations.update(created.id, {
      name: "Marylebone",
    });
    expect(renamed.name).toBe("Marylebone");
    expect((await staffJs.admin.stockLocations.delete(created.id)).deleted).toBe(true);
    expect((await rejection(staffJs.admin.stockLocations.retrieve(created.id))).status).toBe(404);
  });

  it("stocks an item at two locations, reserves it, and keeps the variant's total exact", async () => {
    const variant = await insertVariant(api, { stock: 5, prices: { usd: 100, eur: 90, jpy: 150 } });
    const itemId = await itemOf(variant);
    await staffJs.admin.inventoryItems.createLocationLevel(itemId, {
      location_id: showroomId,
      stocked_quantity: 3,
    });
    const { inventory_item: item } = (await staffJs.admin.inventoryItems.retrieve(
      itemId,
    )) as never as {
      inventory_item: Item;
    };
    expect(item.stocked_quantity).toBe(8);
    expect(levelAt(item, warehouseId)?.stocked_quantity).toBe(5);
    expect(levelAt(item, showroomId)?.stocked_quantity).toBe(3);
    expect(await stockOf(api, variant)).toBe(8);

    const { reservation } = await staffJs.admin.reservations.create({
      location_id: showroomId,
      inventory_item_id: itemId,
      quantity: 2,
      description: "Held for a showroom visit",
    });
    expect(await stockOf(api, variant)).toBe(6);
    const listed = await staffJs.admin.inventoryItems.list({ location_id: [showroomId] } as never);
    const atShowroom = (listed.inventory_items as never as Item[]).find(
      (each) => each.id === itemId,
    )!;
    expect(levelAt(atShowroom, showroomId)).toMatchObject({
      reserved_quantity: 2,
      available_quantity: 1,
    });
    await staffJs.admin.reservations.update(reservation.id, { quantity: 3 });
    expect(await stockOf(api, variant)).toBe(5);
    expect(
      (await rejection(staffJs.admin.reservations.update(reservation.id, { quantity: 4 }))).status,
    ).toBe(400);
    // The showroom's stock cannot go below what is reserved there, nor can its level or the
    // location go while it holds a reservation.
    expect(
      await rejection(
        staffJs.admin.inventoryItems.updateLocationLevel(itemId, showroomId, {
          stocked_quantity: 2,
        }),
      ),
    ).toMatchObject({ status: 400, body: { type: "not_allowed" } });
    expect(
      await rejection(staffJs.admin.inventoryItems.deleteLocationLevel(itemId, showroomId)),
    ).toMatchObject({ status: 400, body: { type: "not_allowed" } });
    expect(await rejection(staffJs.admin.stockLocations.delete(showroomId))).toMatchObject({
      status: 400,
      body: { type: "not_allowed" },
    });
    await staffJs.admin.reservations.delete(reservation.id);
    expect(await stockOf(api, variant)).toBe(8);
  });

  it("answers a variant's availability per sales channel from the channel's locations", async () => {
    const variant = await insertVariant(api, { stock: 7, prices: { usd: 100, eur: 90, jpy: 150 } });
    const itemId = await itemOf(variant);
    await staffJs.admin.inventoryItems.createLocationLevel(itemId, {
      location_id: showroomId,
      stocked_quantity: 2,
    });
    const showroomChannel = generateId("sc");
    await api.deps.db.insert(salesChannels).values({ id: showroomChannel, name: "Showroom" });
    const [row] = await api.deps.db
      .select({ product_id: productVariants.product_id })
      .from(productVariants)
      .where(eq(productVariants.id, variant));
    await api.deps.db
      .insert(productSalesChannels)
      .values({ product_id: row.product_id, sales_channel_id: showroomChannel });
    const { sales_channel: linked } = await staffJs.admin.salesChannels.addLocation(
      showroomChannel,
      { location_id: showroomId },
    );
    expect((linked as never as { locations: { location_id: string }[] }).locations).toEqual([
      expect.objectContaining({ location_id: showroomId }),
    ]);

    const { variant: inventory } = await staffJs.admin.variants.getInventory(variant);
    expect(inventory.inventory).toEqual([
      expect.objectContaining({ id: itemId, stocked_quantity: 9 }),
    ]);
    const availability = Object.fromEntries(
      (
        inventory.sales_channel_availability as {
          channel_id: string;
          available_quantity: number | null;
        }[]
      ).map((each) => [each.channel_id, each.available_quantity]),
    );
    expect(availability).toEqual({ [api.seed!.salesChannelId]: 9, [showroomChannel]: 2 });

    // The store sees only what the channel's locations hold.
    const store = await api.request(
      `/store/products/${row.product_id}?sales_channel_id[]=${showroomChannel}`,
    );
    const { product } = (await store.json()) as {
      product: { variants: { id: string; inventory_quantity: number }[] };
    };
    expect(product.variants.find((each) => each.id === variant)?.inventory_quantity).toBe(2);
    const perLocation = await api.request(`/store/products/${row.product_id}/availability`);
    expect(((await perLocation.json()) as { locations: unknown[] }).locations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          location_id: showroomId,
          name: "Atelier Shoreditch",
          variants: [{ variant_id: variant, available_quantity: 2 }],
        }),
      ]),
    );
  });

  it("transfers stock between locations and logs the reason; refuses bad input", async () => {
    const variant = await insertVariant(api, {
      stock: 10,
      prices: { usd: 100, eur: 90, jpy: 150 },
    });
    const itemId = await itemOf(variant);
    const moved = await staff.post<{ inventory_item: Item }>(
      `/admin/inventory-items/${itemId}/transfer`,
      {
        from_location_id: warehouseId,
        to_location_id: showroomId,
        quantity: 4,
        reason: "Showroom display",
      },
      { "Idempotency-Key": "transfer-1" },
    );
    expect(moved.status).toBe(200);
    expect(levelAt(moved.body.inventory_item, warehouseId)?.stocked_quantity).toBe(6);
    expect(levelAt(moved.body.inventory_item, showroomId)?.stocked_quantity).toBe(4);
    // A replay answers the same and moves nothing more.
    const replay = await staff.post<{ inventory_item: Item }>(
      `/admin/inventory-items/${itemId}/transfer`,
      {
        from_location_id: warehouseId,
        to_location_id: showroomId,
        quantity: 4,
        reason: "Showroom display",
      },
      { "Idempotency-Key": "transfer-1" },
    );
    expect(replay.body).toEqual(moved.body);
    expect(await stockOf(api, variant)).toBe(10);

    await staffJs.admin.inventoryItems.updateLocationLevel(itemId, warehouseId, {
      stocked_quantity: 5,
      reason: "Broken in the warehouse",
    } as never);
    const log = await staff.get<{ adjustments: { delta: number; reason: string }[] }>(
      `/admin/inventory-items/${itemId}/adjustments`,
    );
    expect(log.body.adjustments.map(({ delta, reason }) => ({ delta, reason }))).toEqual([
      { delta: -1, reason: "Broken in the warehouse" },
      { delta: 4, reason: "Showroom display" },
      { delta: -4, reason: "Showroom display" },
    ]);
    expect(await stockOf(api, variant)).toBe(9);

    const refusals = await Promise.all([
      staff.post(`/admin/inventory-items/${itemId}/transfer`, {
        from_location_id: showroomId,
        to_location_id: warehouseId,
        quantity: 5,
      }),
      staff.post(`/admin/inventory-items/${itemId}/location-levels`, {
        location_id: showroomId,
        stocked_quantity: 1,
      }),
      staff.post(`/admin/inventory-items/${itemId}/location-levels/${warehouseId}`, {
        stocked_quantity: -1,
      }),
      staff.post(`/admin/reservations`, {
        location_id: "sloc_unknown",
        inventory_item_id: itemId,
        quantity: 1,
      }),
    ]);
    expect(refusals.map(({ status }) => status)).toEqual([400, 400, 400, 404]);
    expect(refusals[1].body).toMatchObject({ message: expect.stringContaining("already exists") });
  });

  it("reserves an order's line at placement, consumes it on fulfilment and restocks a return at a location", async () => {
    const itemId = await itemOf(shop.bowl);
    const before = await stockOf(api, shop.bowl);
    const order = await placeOrder(api, shop, { quantity: 2 });
    expect(await stockOf(api, shop.bowl)).toBe(before - 2);
    const reservations = await staff.get<{
      reservations: { quantity: number; location_id: string }[];
    }>(`/admin/orders/${order.id}/reservations`);
    expect(reservations.body.reservations).toEqual([
      expect.objectContaining({ quantity: 2, location_id: warehouseId }),
    ]);
    const levelBefore = await api.deps.db
      .select()
      .from(inventoryLevels)
      .where(eq(inventoryLevels.inventory_item_id, itemId));
    const warehouseBefore = levelBefore.find((level) => level.location_id === warehouseId)!;

    await staff.orderAction(`/admin/orders/${order.id}/fulfillment`, {
      items: [{ item_id: order.items[0].id, quantity: 2 }],
    });
    const [warehouseAfter] = await api.deps.db
      .select()
      .from(inventoryLevels)
      .where(eq(inventoryLevels.id, warehouseBefore.id));
    expect(warehouseAfter.stocked_quantity).toBe(warehouseBefore.stocked_quantity - 2);
    expect(warehouseAfter.reserved_quantity).toBe(warehouseBefore.reserved_quantity - 2);
    expect(await stockOf(api, shop.bowl)).toBe(before - 2);
    expect(
      (await staff.get<{ reservations: unknown[] }>(`/admin/orders/${order.id}/reservations`)).body
        .reservations,
    ).toEqual([]);

    await staff.orderAction(`/admin/orders/${order.id}/return`, {
      items: [{ item_id: order.items[0].id, quantity: 1 }],
      receive_now: true,
      location_id: showroomId,
    });
    const showroomLevel = await api.deps.db
      .select()
      .from(inventoryLevels)
      .where(eq(inventoryLevels.inventory_item_id, itemId));
    expect(showroomLevel.find((level) => level.location_id === showroomId)?.stocked_quantity).toBe(
      1,
    );
    expect(await stockOf(api, shop.bowl)).toBe(before - 1);
  });
});
