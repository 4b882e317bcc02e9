// What a sales channel can sell of a variant (issue 15): the available units (stocked − reserved)
// at the locations serving the channel, per inventory item divided by the units one variant
// needs, the least of these; as Medusa v1's variant availability per sales channel.
import { eq, getTableName, inArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Database } from "../../db/client";
import { productVariants } from "../catalogue/tables";
import { inventoryLevels, salesChannelLocations, variantInventoryItems } from "./tables";

/** The subquery of `channelStockJson` as text, for the variant `variantRef` (SQL text). */
const channelStockText = (variantRef: string): string => `(
    select case when count(*) = 0 then null else coalesce(json_object_agg(per_channel.sales_channel_id, per_channel.available) filter (where per_channel.sales_channel_id is not null), '{}') end
    from (
      select channel.sales_channel_id,
        min(floor(coalesce((
          select sum(level.stocked_quantity - level.reserved_quantity)
          from inventory_level level
          join sales_channel_location served on served.location_id = level.location_id
            and served.sales_channel_id = channel.sales_channel_id
          where level.inventory_item_id = link.inventory_item_id
        ), 0)::numeric / link.required_quantity))::integer as available
      from product_variant_inventory_item link
      left join (select distinct sales_channel_id from sales_channel_location) channel on true
      where link.variant_id = ${variantRef} and link.deleted_at is null
      group by channel.sales_channel_id
    ) per_channel)`;

// The subquery's text around its variant, split once.
const [stockBefore, stockAfter] = channelStockText("\u0000").split("\u0000") as [string, string];

/**
 * One variant's available units in every sales channel that has a location, as a JSON object
 * (channel id -> units), or null when the variant has no inventory item (its own count binds).
 * A subquery, so that the add-to-cart read carries it in the same statement.
 */
export function channelStockJson(
  variantId: SQLWrapper | string,
): SQL<Record<string, number> | null> {
  return sql<Record<
    string,
    number
  > | null>`${sql.raw(stockBefore)}${variantId}${sql.raw(stockAfter)}`;
}

/**
 * What a cart in the channel `channelRef` can have of the variant `variantRef` (both SQL text,
 * the channel's possibly null): the channel's units, or the variant's own count when the cart has
 * no channel or the variant no inventory item, as `availableToCart` of the carts works it out from
 * `channelStockJson`. For a guard in a statement written as text (an add to a known cart). (The
 * `offset 0` keeps PostgreSQL from copying the stock query into each place that reads it.)
 */
export function availableToCartText(variantRef: string, channelRef: string): string {
  return `(select case when ${channelRef} is null or stock.by_channel is null
        then (select inventory_quantity from ${getTableName(productVariants)} where id = ${variantRef})
        else coalesce((stock.by_channel ->> ${channelRef})::integer, 0) end
      from (select ${channelStockText(variantRef)} as by_channel offset 0) stock)`;
}

/**
 * The available units of each variant (of `variantIds`, or of the products `productIds`) over the
 * locations serving any of `salesChannelIds`, in one query; variants without an inventory item
 * are absent (their own count binds). No channels: an empty map.
 */
export async function availableInChannels(
  db: Database,
  of: { variantIds: readonly string[] } | { productIds: readonly string[] },
  salesChannelIds: readonly string[],
): Promise<Map<string, number>> {
  const ids = "variantIds" in of ? of.variantIds : of.productIds;
  if (ids.length === 0 || salesChannelIds.length === 0) return new Map();
  const stock = db
    .select({
      inventory_item_id: inventoryLevels.inventory_item_id,
      available:
        sql<number>`sum(${inventoryLevels.stocked_quantity} - ${inventoryLevels.reserved_quantity})`.as(
          "available",
        ),
    })
    .from(inventoryLevels)
    .where(
      inArray(
        inventoryLevels.location_id,
        db
          .select({ id: salesChannelLocations.location_id })
          .from(salesChannelLocations)
          .where(inArray(salesChannelLocations.sales_channel_id, [...salesChannelIds])),
      ),
    )
    .groupBy(inventoryLevels.inventory_item_id)
    .as("stock");
  const rows = await db
    .select({
      variant_id: variantInventoryItems.variant_id,
      available:
        sql<number>`min(floor(coalesce(${stock.available}, 0)::numeric / ${variantInventoryItems.required_quantity}))::integer`.mapWith(
          Number,
        ),
    })
    .from(variantInventoryItems)
    .leftJoin(stock, eq(stock.inventory_item_id, variantInventoryItems.inventory_item_id))
    .where(
      inArray(
        variantInventoryItems.variant_id,
        "variantIds" in of
          ? [...of.variantIds]
          : db
              .select({ id: productVariants.id })
              .from(productVariants)
              .where(inArray(productVariants.product_id, [...of.productIds])),
      ),
    )
    .groupBy(variantInventoryItems.variant_id);
  return new Map(rows.map((row) => [row.variant_id, row.available]));
}
