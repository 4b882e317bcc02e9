// Setting stock up in locations: the demo shop's seed, and the migration's SQL does the same for
// a shop that had one count per variant (drizzle/0018_multi_location_inventory.sql).
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/**
 * Gives every variant that manages inventory and has no inventory item yet an item (copying its
 * SKU and dimensions), the link, and a level at `locationId` holding its `inventory_quantity`.
 * Ids derive from the variant's, so one statement per table does the whole catalogue.
 */
export async function stockVariantsAt(db: Database, locationId: string): Promise<void> {
  const unstocked = sql`product_variant.manage_inventory and product_variant.deleted_at is null
    and not exists (select 1 from product_variant_inventory_item link where link.variant_id = product_variant.id)`;
  await db.execute(sql`
    insert into inventory_item (id, sku, hs_code, origin_country, mid_code, material, weight, length, height, width, title)
    select 'iitem_' || substr(product_variant.id, position('_' in product_variant.id) + 1), sku, hs_code, origin_country, mid_code, material, weight, length, height, width, title
    from product_variant where ${unstocked}`);
  await db.execute(sql`
    insert into inventory_level (id, inventory_item_id, location_id, stocked_quantity)
    select 'ilev_' || substr(product_variant.id, position('_' in product_variant.id) + 1),
      'iitem_' || substr(product_variant.id, position('_' in product_variant.id) + 1), ${locationId}, inventory_quantity
    from product_variant where ${unstocked}`);
  await db.execute(sql`
    insert into product_variant_inventory_item (id, inventory_item_id, variant_id, required_quantity)
    select 'pvitem_' || substr(product_variant.id, position('_' in product_variant.id) + 1),
      'iitem_' || substr(product_variant.id, position('_' in product_variant.id) + 1), product_variant.id, 1
    from product_variant where ${unstocked}`);
}
