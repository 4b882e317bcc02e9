// GET /store/stock-locations/:id/products (issue 15, the showroom pages): the products with units
// available at a location serving the shopper's channel. Stocking a variant there lists its
// product with the units; reserving them all takes it off; a location the channel does not use,
// or none, is not found.
import type Medusa from "@medusajs/medusa-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMedusa } from "./fixtures/medusa-js";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

interface LocationProductsJson {
  products: {
    id: string;
    title: string;
    handle: string | null;
    thumbnail: string | null;
    available_quantity: number;
  }[];
}

describe.each(databaseKinds)("showroom stock on %s", (kind) => {
  let api: TestApi;
  let staff: Medusa;
  let showroomId: string;

  const showroomProducts = async (locationId: string) =>
    api.request(`/store/stock-locations/${locationId}/products`, {
      headers: { "x-publishable-api-key": api.seed!.publishableApiKey },
    });

  beforeAll(async () => {
    api = await startTestApi(kind);
    staff = await adminMedusa(api);
    const { stock_locations } = await staff.admin.stockLocations.list();
    const locations = stock_locations as { id: string; name: string }[];
    showroomId = locations.find((location) => location.name === "Atelier Shoreditch")!.id;
  });

  afterAll(async () => {
    await api.close();
  });

  it("lists a product once units of it are stocked at the showroom, until they are reserved", async () => {
    const empty = await showroomProducts(showroomId);
    expect(empty.status).toBe(200);
    expect(((await empty.json()) as LocationProductsJson).products).toEqual([]);

    const { inventory_items } = await staff.admin.inventoryItems.list({ limit: 1 });
    const item = inventory_items[0]!;
    const productId = item.variants![0]!.product_id;
    await staff.admin.inventoryItems.createLocationLevel(item.id, {
      location_id: showroomId,
      stocked_quantity: 2,
    });

    const stocked = (await (await showroomProducts(showroomId)).json()) as LocationProductsJson;
    expect(stocked.products).toEqual([
      expect.objectContaining({ id: productId, available_quantity: 2 }),
    ]);
    expect(stocked.products[0]!.handle).toEqual(expect.any(String));
    // The picture is an absolute URL, as the store's product reads answer it.
    expect(stocked.products[0]!.thumbnail?.startsWith(`${api.url}/`)).toBe(true);

    await staff.admin.reservations.create({
      location_id: showroomId,
      inventory_item_id: item.id,
      quantity: 2,
    });
    const reserved = (await (await showroomProducts(showroomId)).json()) as LocationProductsJson;
    expect(reserved.products).toEqual([]);
  });

  it("does not answer for a location the channel does not use, or an unknown one", async () => {
    const { stock_location: backRoom } = await staff.admin.stockLocations.create({
      name: "Back room",
    });
    expect((await showroomProducts(backRoom.id)).status).toBe(404);
    expect((await showroomProducts("sloc_missing")).status).toBe(404);
  });
});
