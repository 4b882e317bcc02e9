// GET /store/stock-locations/:id/products (issue 15, Atelier extension for the showroom pages):
// the published products of the request's sales channel with units available at one location
// serving that channel. A variant's units there are, per inventory item it needs, the free units
// (stocked − reserved) divided by what one variant takes, the least of these; a product's are
// the sum over its stock-managed variants.
import { GetStockLocationsLocationProducts } from "@atelier/contracts";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { notFound } from "../../../http/errors";
import { bind, mount, reply } from "../../../http/route";
import { absoluteUrl } from "../../../http/urls";
import { storeVisibleProduct } from "../../catalogue/product-filters";
import { products, productVariants } from "../../catalogue/tables";
import { publishableKeyScope, salesChannelScope } from "../../sales-channels/sales-channel-scope";
import { withScopeErrors } from "../../sales-channels/scope-errors";
import {
  inventoryLevels,
  salesChannelLocations,
  stockLocations,
  variantInventoryItems,
} from "../tables";

const locationProductsRoute = bind(
  GetStockLocationsLocationProducts,
  (c, input) =>
    withScopeErrors(c, async () => {
      const { id } = input.params;
      const { db, config } = c.get("deps");
      const scope = await salesChannelScope(c);
      const serving =
        scope.salesChannelIds.length === 0
          ? []
          : [
              inArray(
                stockLocations.id,
                db
                  .select({ id: salesChannelLocations.location_id })
                  .from(salesChannelLocations)
                  .where(inArray(salesChannelLocations.sales_channel_id, scope.salesChannelIds)),
              ),
            ];
      const [location] = await db
        .select({ id: stockLocations.id })
        .from(stockLocations)
        .where(and(eq(stockLocations.id, id), isNull(stockLocations.deleted_at), ...serving));
      if (!location) throw notFound(`Stock location with id: ${id} was not found`);

      // Every link of a visible product's stock-managed variant, with its level here if any.
      const links = await db
        .select({
          product_id: products.id,
          title: products.title,
          handle: products.handle,
          thumbnail: products.thumbnail,
          variant_id: variantInventoryItems.variant_id,
          required_quantity: variantInventoryItems.required_quantity,
          stocked: inventoryLevels.stocked_quantity,
          reserved: inventoryLevels.reserved_quantity,
        })
        .from(variantInventoryItems)
        .innerJoin(productVariants, eq(productVariants.id, variantInventoryItems.variant_id))
        .innerJoin(products, eq(products.id, productVariants.product_id))
        .leftJoin(
          inventoryLevels,
          and(
            eq(inventoryLevels.inventory_item_id, variantInventoryItems.inventory_item_id),
            eq(inventoryLevels.location_id, id),
          ),
        )
        .where(
          and(
            isNull(variantInventoryItems.deleted_at),
            isNull(productVariants.deleted_at),
            eq(productVariants.manage_inventory, true),
            ...storeVisibleProduct(db, scope.salesChannelIds),
            inArray(
              products.id,
              db
                .select({ id: productVariants.product_id })
                .from(productVariants)
                .innerJoin(
                  variantInventoryItems,
                  eq(variantInventoryItems.variant_id, productVariants.id),
                )
                .innerJoin(
                  inventoryLevels,
                  eq(inventoryLevels.inventory_item_id, variantInventoryItems.inventory_item_id),
                )
                .where(eq(inventoryLevels.location_id, id)),
            ),
          ),
        )
        .orderBy(asc(products.title), asc(products.id));

      const variantUnits = new Map<string, number>();
      for (const link of links) {
        const free = (link.stocked ?? 0) - (link.reserved ?? 0);
        const units = Math.max(0, Math.floor(free / link.required_quantity));
        const known = variantUnits.get(link.variant_id);
        variantUnits.set(link.variant_id, known === undefined ? units : Math.min(known, units));
      }
      const byProduct = new Map<
        string,
        { id: string; title: string; handle: string | null; thumbnail: string | null }
      >();
      const productOfVariant = new Map<string, string>();
      for (const link of links) {
        byProduct.set(link.product_id, {
          id: link.product_id,
          title: link.title,
          handle: link.handle,
          thumbnail: absoluteUrl(config.publicUrl, link.thumbnail),
        });
        productOfVariant.set(link.variant_id, link.product_id);
      }
      const productUnits = new Map<string, number>();
      for (const [variantId, units] of variantUnits) {
        const productId = productOfVariant.get(variantId) ?? "";
        productUnits.set(productId, (productUnits.get(productId) ?? 0) + units);
      }
      const inStock = [...byProduct.values()]
        .map((product) => ({ ...product, available_quantity: productUnits.get(product.id) ?? 0 }))
        .filter((product) => product.available_quantity > 0)
        .slice(0, input.query().limit);
      return reply(c, GetStockLocationsLocationProducts, 200, { products: inStock });
    }),
  [publishableKeyScope],
);

export const storeLocationProductsRoutes = mount(new Hono<AppEnv>(), "/store", [
  locationProductsRoute,
]);
