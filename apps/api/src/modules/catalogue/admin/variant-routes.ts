// /admin/variants (contract medusa-v1 §12.1): a searchable list of variants of live products,
// one variant, and its inventory: its inventory items with their levels, and what each sales
// channel selling its product can sell of it from the channel's stock locations (issue 15).
import {
  AdminGetVariants,
  AdminGetVariantsVariant,
  AdminGetVariantsVariantInventory,
} from "@atelier/contracts";
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "../../../db/client";
import { products, productSalesChannels, productVariants } from "../tables";
import { salesChannels } from "../../sales-channels/tables";
import type { AppEnv } from "../../../http/context";
import { containsPattern } from "../../../http/list-query";
import { bind, mount, reply } from "../../../http/route";
import { storeProductColumns } from "../product-serializer";
import { adminVariants } from "../admin-product-response";
import { variantNotFound } from "../variant-writes";
import { availableInChannels } from "../../inventory/channel-stock";
import { decorateItems } from "../../inventory/inventory-query";
import { inventoryItems, variantInventoryItems } from "../../inventory/tables";

const liveVariantOfLiveProduct = and(
  isNull(productVariants.deleted_at),
  isNull(products.deleted_at),
);

async function variantsWithProducts(
  db: Database,
  where: SQL | undefined,
  page: { offset: number; limit: number },
  publicUrl: string,
) {
  const rows = await db
    .select({ variant: productVariants, product: products })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.product_id))
    .where(where)
    .orderBy(desc(productVariants.created_at), desc(productVariants.id))
    .limit(page.limit)
    .offset(page.offset);
  const variants = await adminVariants(
    db,
    rows.map((row) => row.variant),
  );
  return variants.map((variant, index) => ({
    ...variant,
    product: storeProductColumns(rows[index].product, publicUrl),
  }));
}

async function retrieveVariant(db: Database, id: string, publicUrl: string) {
  const [variant] = await variantsWithProducts(
    db,
    and(eq(productVariants.id, id), liveVariantOfLiveProduct),
    { offset: 0, limit: 1 },
    publicUrl,
  );
  if (variant === undefined) throw variantNotFound(id);
  return variant;
}

const listRoute = bind(AdminGetVariants, async (c, input) => {
  const query = input.query();
  const { db, config } = c.get("deps");
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const where = and(
    liveVariantOfLiveProduct,
    query.id !== undefined && query.id.length > 0
      ? inArray(productVariants.id, query.id)
      : undefined,
    pattern === undefined
      ? undefined
      : or(ilike(productVariants.title, pattern), ilike(productVariants.sku, pattern)),
  );
  const [variants, [total]] = await Promise.all([
    variantsWithProducts(db, where, query, config.publicUrl),
    db
      .select({ count: count() })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.product_id))
      .where(where),
  ]);
  return reply(c, AdminGetVariants, 200, {
    variants,
    count: total.count,
    offset: query.offset,
    limit: query.limit,
  });
});

const retrieveRoute = bind(AdminGetVariantsVariant, async (c, input) => {
  input.query();
  const { db, config } = c.get("deps");
  return reply(c, AdminGetVariantsVariant, 200, {
    variant: await retrieveVariant(db, input.params.id, config.publicUrl),
  });
});

const inventoryRoute = bind(AdminGetVariantsVariantInventory, async (c, { params }) => {
  const { db, config } = c.get("deps");
  const variant = await retrieveVariant(db, params.id, config.publicUrl);
  const channels = await db
    .select({ id: salesChannels.id, name: salesChannels.name })
    .from(productSalesChannels)
    .innerJoin(salesChannels, eq(salesChannels.id, productSalesChannels.sales_channel_id))
    .where(
      and(
        eq(productSalesChannels.product_id, variant.product_id),
        isNull(salesChannels.deleted_at),
      ),
    )
    .orderBy(asc(salesChannels.created_at), asc(salesChannels.id));
  const links = await db
    .select({ id: variantInventoryItems.inventory_item_id })
    .from(variantInventoryItems)
    .where(eq(variantInventoryItems.variant_id, variant.id));
  const items =
    links.length === 0
      ? []
      : await db
          .select()
          .from(inventoryItems)
          .where(
            and(
              inArray(
                inventoryItems.id,
                links.map((link) => link.id),
              ),
              isNull(inventoryItems.deleted_at),
            ),
          );
  const availability = await Promise.all(
    channels.map(async (channel) => ({
      channel,
      available: (await availableInChannels(db, { variantIds: [variant.id] }, [channel.id])).get(
        variant.id,
      ),
    })),
  );
  return reply(c, AdminGetVariantsVariantInventory, 200, {
    variant: {
      ...variant,
      inventory: await decorateItems(db, items),
      sales_channel_availability: availability.map(({ channel, available }) => ({
        channel_name: channel.name,
        channel_id: channel.id,
        available_quantity: variant.manage_inventory
          ? (available ?? variant.inventory_quantity)
          : null,
      })),
    },
  });
});

export const adminVariantRoutes = mount(new Hono<AppEnv>(), "/admin", [
  listRoute,
  retrieveRoute,
  inventoryRoute,
]);
