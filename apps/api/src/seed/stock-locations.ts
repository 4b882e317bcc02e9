// The demo shop's stock locations (issue 15): the warehouse holding every seeded unit, the
// store's default, and the Shoreditch showroom, empty for now; both serve the web channel.
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { generateId } from "../http/ids";
import { stockVariantsAt } from "../modules/inventory/stock-setup";
import {
  salesChannelLocations,
  stockLocationAddresses,
  stockLocations,
} from "../modules/inventory/tables";
import { stores } from "../modules/store-settings/tables";

export async function seedStockLocations(
  db: Database,
  storeId: string,
  salesChannelId: string,
): Promise<void> {
  const warehouseId = generateId("sloc");
  const showroomId = generateId("sloc");
  const showroomAddressId = generateId("laddr");
  await db.insert(stockLocationAddresses).values({
    id: showroomAddressId,
    address_1: "14 Redchurch Street",
    city: "London",
    postal_code: "E2 7DJ",
    country_code: "gb",
  });
  await db.insert(stockLocations).values([
    { id: warehouseId, name: "Warehouse" },
    { id: showroomId, name: "Atelier Shoreditch", address_id: showroomAddressId },
  ]);
  await db.insert(salesChannelLocations).values(
    [warehouseId, showroomId].map((locationId) => ({
      id: generateId("scloc"),
      sales_channel_id: salesChannelId,
      location_id: locationId,
    })),
  );
  await db.update(stores).set({ default_location_id: warehouseId }).where(eq(stores.id, storeId));
  await stockVariantsAt(db, warehouseId);
}
