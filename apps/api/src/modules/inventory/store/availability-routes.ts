// GET /store/products/:id/availability (issue 15, Atelier extension for the showroom): for each
// stock location serving the request's sales channels (every location without a channel), the
// units of each of the product's stock-managed variants available there (stocked − reserved).
import { GetProductsProductAvailability } from "@atelier/contracts";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "../../../db/client";
import type { AppEnv } from "../../../http/context";
import { notFound } from "../../../http/errors";
import { bind, mount, reply } from "../../../http/route";
import { storeVisibleProduct } from "../../catalogue/product-filters";
import { products, productVariants } from "../../catalogue/tables";
import { publishableKeyScope, salesChannelScope } from "../../sales-channels/sales-channel-scope";
import { withScopeErrors } from "../../sales-channels/scope-errors";
import { withAddresses } from "../inventory-query";
import {
  inventoryLevels,
  salesChannelLocations,
  stockLocations,
  variantInventoryItems,
} from "../tables";

async function servingLocations(db: Database, salesChannelIds: string[]) {
  const live = isNull(stockLocations.deleted_at);
  return salesChannelIds.length === 0
    ? db.select().from(stockLocations).where(live).orderBy(asc(stockLocations.created_at))
    : db
        .select()
        .from(stockLocations)
        .where(
          and(
            live,
            inArray(
              stockLocations.id,
              db
                .select({ id: salesChannelLocations.location_id })
                .from(salesChannelLocations)
                .where(inArray(salesChannelLocations.sales_channel_id, salesChannelIds)),
            ),
          ),
        )
        .orderBy(asc(stockLocations.created_at));
}

const availabilityRoute = bind(
  GetProductsProductAvailability,
  (c, input) =>
    withScopeErrors(c, async () => {
      const { id } = input.params;
      const { db } = c.get("deps");
      const scope = await salesChannelScope(c);
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, id), ...storeVisibleProduct(db, scope.salesChannelIds)));
      if (!product) throw notFound(`Product with id: ${id} was not found`);
      const locations = await withAddresses(
        db,
        await servingLocations(db, scope.salesChannelIds),
        true,
      );
      const links = await db
        .select({
          variant_id: variantInventoryItems.variant_id,
          inventory_item_id: variantInventoryItems.inventory_item_id,
          required_quantity: variantInventoryItems.required_quantity,
        })
        .from(variantInventoryItems)
        .innerJoin(productVariants, eq(productVariants.id, variantInventoryItems.variant_id))
        .where(
          and(
            eq(productVariants.product_id, id),
            isNull(productVariants.deleted_at),
            eq(productVariants.manage_inventory, true),
          ),
        )
        .orderBy(asc(productVariants.variant_rank), asc(productVariants.id));
      const levels =
        links.length === 0 || locations.length === 0
          ? []
          : await db
              .select()
              .from(inventoryLevels)
              .where(
                and(
                  inArray(
                    inventoryLevels.inventory_item_id,
                    links.map((link) => link.inventory_item_id),
                  ),
                  inArray(
                    inventoryLevels.location_id,
                    locations.map((location) => location.id),
                  ),
                ),
              );
      const variantIds = [...new Set(links.map((link) => link.variant_id))];
      const availableAt = (variantId: string, locationId: string) =>
        Math.min(
          ...links
            .filter((link) => link.variant_id === variantId)
            .map((link) => {
              const level = levels.find(
                (row) =>
                  row.inventory_item_id === link.inventory_item_id &&
                  row.location_id === locationId,
              );
              const free = level ? level.stocked_quantity - level.reserved_quantity : 0;
              return Math.floor(free / link.required_quantity);
            }),
        );
      return reply(c, GetProductsProductAvailability, 200, {
        locations: locations.map((location) => ({
          location_id: location.id,
          name: location.name,
          address: location.address ?? null,
          variants: variantIds.map((variantId) => ({
            variant_id: variantId,
            available_quantity: availableAt(variantId, location.id),
          })),
        })),
      });
    }),
  [publishableKeyScope],
);

export const storeAvailabilityRoutes = mount(new Hono<AppEnv>(), "/store", [availabilityRoute]);
