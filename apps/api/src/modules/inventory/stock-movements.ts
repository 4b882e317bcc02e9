// How orders move stock between inventory levels (issue 15): a placed order reserves its lines at
// the locations serving its sales channel, a fulfilment consumes the reservations, a cancellation
// frees them, a received return puts units back on a shelf. Every function runs in the caller's
// transaction and keeps `product_variant.inventory_quantity` equal to the variant's available
// units over all locations (see `refreshVariantTotals`).
import { and, asc, eq, inArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Database } from "../../db/client";
import { compiledQuery, rowDecoder } from "../../db/compiled-query";
import { WRITTEN_ROW_VERSION } from "../../db/transaction";
import { generateId } from "../../http/ids";
import { productVariants } from "../catalogue/tables";
import { stores } from "../store-settings/tables";
import {
  inventoryLevels,
  reservationItems,
  salesChannelLocations,
  stockLocations,
  variantInventoryItems,
} from "./tables";

/** A line of an order, claim, swap or edit that holds stock. */
export interface LineToReserve {
  line_item_id: string;
  variant_id: string;
  quantity: number;
}

export interface ReserveOptions {
  /** The order's sales channel: only its locations serve it (all locations when null). */
  salesChannelId: string | null;
  /** Staff let the goods go out on backorder: reservations may exceed what is on the shelf. */
  backorder?: boolean;
  createdBy?: string | null;
}

interface VariantLink {
  variant_id: string;
  inventory_item_id: string;
  required_quantity: number;
  allow_backorder: boolean;
}

/** The store's default stock location, if one is set. */
export async function defaultLocationId(tx: Database): Promise<string | null> {
  const [store] = await tx.select({ id: stores.default_location_id }).from(stores).limit(1);
  return store?.id ?? null;
}

/**
 * Locks the variants' rows in id order. Every change of a variant's levels takes this lock first,
 * so recomputing its total (`refreshVariantTotals`) sees every committed change and concurrent
 * changes of the same variants queue instead of deadlocking.
 */
async function lockVariants(tx: Database, variantIds: readonly string[]): Promise<void> {
  if (variantIds.length === 0) return;
  await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(inArray(productVariants.id, [...variantIds]))
    .orderBy(asc(productVariants.id))
    .for("update");
}

/**
 * Sets each linked variant's `inventory_quantity` to what it has available over all locations:
 * for each of its inventory items, (stocked − reserved) summed over the levels, divided by the
 * units one variant needs, and the least of these. Variants without an item keep their count.
 */
export async function refreshVariantTotals(
  tx: Database,
  variantIds: readonly string[],
): Promise<void> {
  if (variantIds.length === 0) return;
  const ids = sql.join(
    [...new Set(variantIds)].map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`
    update product_variant set inventory_quantity = totals.available
    from (
      select link.variant_id,
        min(floor(coalesce(stock.available, 0)::numeric / link.required_quantity))::integer as available
      from product_variant_inventory_item link
      left join (
        select inventory_item_id, sum(stocked_quantity - reserved_quantity) as available
        from inventory_level group by inventory_item_id
      ) stock on stock.inventory_item_id = link.inventory_item_id
      where link.variant_id in (${ids}) and link.deleted_at is null
      group by link.variant_id
    ) totals
    where product_variant.id = totals.variant_id and product_variant.inventory_quantity <> totals.available`);
}

/** The variants of `items` that share an inventory item with them, to lock and refresh. */
async function variantsOfItems(tx: Database, itemIds: readonly string[]): Promise<string[]> {
  if (itemIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ id: variantInventoryItems.variant_id })
    .from(variantInventoryItems)
    .where(inArray(variantInventoryItems.inventory_item_id, [...itemIds]));
  return rows.map((row) => row.id).sort();
}

/**
 * Runs `change` on the levels of these inventory items with their variants locked, then brings
 * the variants' totals up to date. For staff changes of levels and reservations.
 */
export async function changeItemStock<T>(
  tx: Database,
  itemIds: readonly string[],
  change: () => Promise<T>,
): Promise<T> {
  const variantIds = await variantsOfItems(tx, itemIds);
  await lockVariants(tx, variantIds);
  const result = await change();
  await refreshVariantTotals(tx, variantIds);
  return result;
}

/**
 * The inventory items of the variants that manage inventory, by variant. `lock` also locks those
 * variants' rows, in id order (as `lockVariants`), in the same statement.
 */
async function managedLinks(
  tx: Database,
  variantIds: readonly string[],
  { lock = false } = {},
): Promise<Map<string, VariantLink[]>> {
  const byVariant = new Map<string, VariantLink[]>();
  if (variantIds.length === 0) return byVariant;
  const statement = lock ? lockedLinksStatement : managedLinksStatement;
  for (const row of await statement.run(tx, { variant_ids: [...variantIds] })) {
    byVariant.set(row.variant_id, [...(byVariant.get(row.variant_id) ?? []), row]);
  }
  return byVariant;
}

/**
 * `column` is one of the array `placeholder` holds, for a statement PostgreSQL plans once per
 * connection (db/compiled-query.ts). Read through a subquery, the array weighs the same in the
 * planner's sums whatever it holds; otherwise a plan made for the actual array looks a little
 * cheaper than the kept one, and PostgreSQL plans every call again.
 */
function isAnyOf(column: SQLWrapper, placeholder: string): SQL {
  return sql`${column} = any(cast((select cast(${sql.placeholder(placeholder)} as text[])) as text[]))`;
}

function managedLinksQuery(db: Database) {
  return db
    .select({
      variant_id: variantInventoryItems.variant_id,
      inventory_item_id: variantInventoryItems.inventory_item_id,
      required_quantity: variantInventoryItems.required_quantity,
      allow_backorder: productVariants.allow_backorder,
    })
    .from(variantInventoryItems)
    .innerJoin(productVariants, eq(productVariants.id, variantInventoryItems.variant_id))
    .where(
      and(
        isAnyOf(variantInventoryItems.variant_id, "variant_ids"),
        sql`${productVariants.manage_inventory}`,
      ),
    )
    .orderBy(asc(variantInventoryItems.variant_id), asc(variantInventoryItems.inventory_item_id));
}

const linkDecoders = {
  variant_id: (value: string) => value,
  inventory_item_id: (value: string) => value,
  required_quantity: (value: number) => value,
  allow_backorder: (value: boolean) => value,
};

const managedLinksStatement = compiledQuery("managed_links", linkDecoders, managedLinksQuery);
const lockedLinksStatement = compiledQuery("locked_managed_links", linkDecoders, (db) =>
  managedLinksQuery(db).for("update", { of: productVariants }),
);

interface StockPlaces {
  /** The locations serving the sales channel, sorted. */
  locationIds: string[];
  defaultId: string | null;
  /** Units available (stocked − reserved) by `inventory item:location`, at those locations. */
  available: Map<string, number>;
}

/**
 * Where a sales channel's orders can take these inventory items from, in one statement: its
 * locations, the store's default location, and what each location has available.
 */
async function stockPlaces(
  tx: Database,
  salesChannelId: string | null,
  itemIds: readonly string[],
): Promise<StockPlaces> {
  const [row] = await stockPlacesStatement.run(tx, {
    sales_channel_id: salesChannelId,
    item_ids: [...itemIds],
  });
  return {
    locationIds: row.location_ids.sort(),
    defaultId: row.default_id,
    available: new Map(
      row.levels.map(([itemId, locationId, free]) => [`${itemId}:${locationId}`, Number(free)]),
    ),
  };
}

// The locations serving the sales channel, or every location when there is none: one text for
// both, so that PostgreSQL plans it once per connection.
const stockPlacesStatement = compiledQuery(
  "stock_places",
  {
    location_ids: (value: string[]) => value,
    default_id: (value: string) => value,
    levels: (value: [string, string, number][]) => value,
  },
  () => sql`
  with place as (
    select ${stockLocations.id} from ${stockLocations}
     where ${stockLocations.deleted_at} is null
       and (cast(${sql.placeholder("sales_channel_id")} as text) is null
         or ${stockLocations.id} in (
           select ${salesChannelLocations.location_id} from ${salesChannelLocations}
            where ${salesChannelLocations.sales_channel_id}
              = cast(${sql.placeholder("sales_channel_id")} as text)))
  )
  select
    (select coalesce(json_agg(place.id), '[]') from place) as location_ids,
    (select ${stores.default_location_id} from ${stores} limit 1) as default_id,
    (select coalesce(json_agg(json_build_array(${inventoryLevels.inventory_item_id},
              ${inventoryLevels.location_id},
              ${inventoryLevels.stocked_quantity} - ${inventoryLevels.reserved_quantity})), '[]')
       from ${inventoryLevels}
      where ${isAnyOf(inventoryLevels.inventory_item_id, "item_ids")}
        and ${inventoryLevels.location_id} in (select id from place)) as levels`,
);

interface Take {
  line_item_id: string;
  variant_id: string;
  inventory_item_id: string;
  location_id: string;
  quantity: number;
  /** Taken beyond what is on the shelf (backorder): no availability condition. */
  unconditional: boolean;
}

/**
 * Reserves each managed line at the locations serving the sales channel: the store's default
 * location first, then the others by most available, splitting a line when no single location
 * covers it. Each take is one conditional update of a level, made in (variant, location) order
 * so concurrent checkouts neither deadlock nor oversell. Answers the first variant that cannot be
 * covered (`short`: the caller rolls back), else the reserved variants' totals now. A variant that
 * allows backorders, or
 * `backorder`, reserves the shortfall at the first location anyway.
 */
export async function reserveLines(
  tx: Database,
  lines: readonly LineToReserve[],
  options: ReserveOptions,
): Promise<Reservation> {
  const wanted = lines.filter((line) => line.quantity > 0);
  const links = await managedLinks(
    tx,
    wanted.map((line) => line.variant_id),
    { lock: true },
  );
  if (links.size === 0) return { short: undefined, available: new Map(), changed: [] };
  const variantIds = [...links.keys()].sort();
  const itemIds = [...new Set([...links.values()].flat().map((link) => link.inventory_item_id))];
  const { locationIds, defaultId, available } = await stockPlaces(
    tx,
    options.salesChannelId,
    itemIds,
  );

  const takes: Take[] = [];
  const ordered = [...wanted].sort((a, b) => a.variant_id.localeCompare(b.variant_id));
  for (const line of ordered) {
    for (const link of links.get(line.variant_id) ?? []) {
      const key = (locationId: string) => `${link.inventory_item_id}:${locationId}`;
      const stocked = locationIds.filter((id) => available.has(key(id)));
      const preference = stocked.sort((a, b) =>
        a === defaultId
          ? -1
          : b === defaultId
            ? 1
            : available.get(key(b))! - available.get(key(a))! || a.localeCompare(b),
      );
      let needed = line.quantity * link.required_quantity;
      for (const locationId of preference) {
        const free = Math.min(needed, Math.max(0, available.get(key(locationId))!));
        if (free === 0) continue;
        available.set(key(locationId), available.get(key(locationId))! - free);
        takes.push({
          ...line,
          ...link,
          location_id: locationId,
          quantity: free,
          unconditional: false,
        });
        needed -= free;
        if (needed === 0) break;
      }
      if (needed === 0) continue;
      if (!(options.backorder || link.allow_backorder)) {
        return { short: line.variant_id, available: new Map(), changed: [] };
      }
      const fallback =
        preference[0] ??
        (defaultId !== null && locationIds.includes(defaultId) ? defaultId : locationIds[0]);
      if (fallback === undefined) continue;
      takes.push({
        ...line,
        ...link,
        location_id: fallback,
        quantity: needed,
        unconditional: true,
      });
    }
  }

  return takeStock(tx, takes, variantIds, options.createdBy ?? null);
}

/**
 * What `reserveLines` did: the first variant it could not cover (nothing is to be kept then), else
 * the units each reserved variant now has available (its `inventory_quantity`).
 */
export interface Reservation {
  short: string | undefined;
  available: Map<string, number>;
  /**
   * The variant rows whose totals the take changed, as it left them, each with its version (this
   * transaction's id, the rows' `xmin`).
   */
  changed: { row: VariantRow; version: string }[];
}

type VariantRow = typeof productVariants.$inferSelect;
const decodeVariant = rowDecoder(productVariants);

/** A level's share of the takes: what is reserved there, with the ids its rows would get. */
interface LevelTake {
  inventory_item_id: string;
  location_id: string;
  quantity: number;
  unconditional: boolean;
  /** The first variant (by id) taking from the level: the one a shortfall there names. */
  variant_id: string;
  /** The level's id, should it have to start there (a backorder at a location without one). */
  new_level_id: string;
}

/**
 * Applies the takes in one statement: raises the levels' reserved quantities (conditionally on
 * what is available, except backorders; a backorder at a location without a level starts one),
 * records the reservations and brings the variants' totals up to date, as `refreshVariantTotals`
 * does, from the levels as this statement left them. The levels are locked in (item, location)
 * order first, so concurrent takes neither deadlock nor oversell: a level another transaction
 * changed meanwhile is checked again at its latest version. Answers the first variant (by id)
 * whose take found too little (its caller then rolls the transaction back, with the rest), and
 * the variants' totals.
 */
async function takeStock(
  tx: Database,
  takes: readonly Take[],
  variantIds: readonly string[],
  createdBy: string | null,
): Promise<Reservation> {
  const levels = new Map<string, LevelTake>();
  for (const take of takes) {
    const key = `${take.inventory_item_id}:${take.location_id}`;
    const seen = levels.get(key);
    if (seen) {
      seen.quantity += take.quantity;
      seen.unconditional ||= take.unconditional;
      if (take.variant_id < seen.variant_id) seen.variant_id = take.variant_id;
    } else {
      levels.set(key, {
        inventory_item_id: take.inventory_item_id,
        location_id: take.location_id,
        quantity: take.quantity,
        unconditional: take.unconditional,
        variant_id: take.variant_id,
        new_level_id: generateId("ilev"),
      });
    }
  }
  const reservations = takes.map((take) => ({
    id: generateId("resitem"),
    line_item_id: take.line_item_id,
    inventory_item_id: take.inventory_item_id,
    location_id: take.location_id,
    quantity: take.quantity,
  }));
  const [row] = await takeStockStatement.run(tx, {
    levels: JSON.stringify([...levels.values()]),
    reservations: JSON.stringify(reservations),
    variant_ids: JSON.stringify(variantIds),
    created_by: createdBy,
  });
  return {
    short: row.short ?? undefined,
    available: new Map(Object.entries(row.available ?? {})),
    changed: (row.changed ?? []).map((json) => ({
      row: decodeVariant(json),
      version: row.version,
    })),
  };
}

const takeStockStatement = compiledQuery(
  "take_stock",
  {
    short: (value: string) => value,
    available: (value: Record<string, number>) => value,
    changed: (value: Record<string, unknown>[]) => value,
    version: (value: string) => value,
  },
  () => sql`
  with level_take as (
    select * from json_to_recordset(cast(${sql.placeholder("levels")} as json)) as t(
      inventory_item_id text, location_id text, quantity integer, unconditional boolean,
      variant_id text, new_level_id text)
  ), locked_level as (
    select ${inventoryLevels.id} from ${inventoryLevels}
      join level_take t on t.inventory_item_id = ${inventoryLevels.inventory_item_id}
        and t.location_id = ${inventoryLevels.location_id}
     order by ${inventoryLevels.inventory_item_id}, ${inventoryLevels.location_id}
       for update of ${inventoryLevels}
  ), taken as (
    update ${inventoryLevels} level
       set reserved_quantity = level.reserved_quantity + t.quantity, updated_at = now()
      from level_take t
     where level.inventory_item_id = t.inventory_item_id and level.location_id = t.location_id
       and level.id in (select id from locked_level)
       and (t.unconditional or level.stocked_quantity - level.reserved_quantity >= t.quantity)
    returning level.id, level.inventory_item_id, level.location_id,
      level.stocked_quantity - level.reserved_quantity as available
  ), started as (
    insert into ${inventoryLevels} (id, inventory_item_id, location_id, reserved_quantity)
    select t.new_level_id, t.inventory_item_id, t.location_id, t.quantity from level_take t
     where t.unconditional and not exists (
       select from taken where taken.inventory_item_id = t.inventory_item_id
          and taken.location_id = t.location_id)
    returning inventory_item_id, -reserved_quantity as available
  ), reserved as (
    insert into ${reservationItems}
      (id, line_item_id, inventory_item_id, location_id, quantity, created_by)
    select r.id, r.line_item_id, r.inventory_item_id, r.location_id, r.quantity,
      cast(${sql.placeholder("created_by")} as text)
      from json_to_recordset(cast(${sql.placeholder("reservations")} as json)) as r(
        id text, line_item_id text, inventory_item_id text, location_id text, quantity integer)
  ), link as (
    select variant_id, inventory_item_id, required_quantity from ${variantInventoryItems}
     where variant_id in (
       select json_array_elements_text(cast(${sql.placeholder("variant_ids")} as json)))
       and deleted_at is null
  ), stock as (
    select inventory_item_id, sum(available) as available from (
      select level.inventory_item_id, level.stocked_quantity - level.reserved_quantity as available
        from ${inventoryLevels} level
       where level.inventory_item_id in (select inventory_item_id from link)
         and level.id not in (select id from taken)
      union all select inventory_item_id, available from taken
      union all select inventory_item_id, available from started
    ) levels group by inventory_item_id
  ), totals as (
    select link.variant_id,
      min(floor(coalesce(stock.available, 0)::numeric / link.required_quantity))::integer
        as available
      from link left join stock on stock.inventory_item_id = link.inventory_item_id
     group by link.variant_id
  ), refreshed as (
    update ${productVariants} set inventory_quantity = totals.available from totals
     where ${productVariants.id} = totals.variant_id
       and ${productVariants.inventory_quantity} <> totals.available
    returning ${productVariants}.*
  )
  select (select t.variant_id from level_take t
           where not t.unconditional and not exists (
             select from taken where taken.inventory_item_id = t.inventory_item_id
                and taken.location_id = t.location_id)
           order by t.variant_id limit 1) as short,
    (select json_object_agg(variant_id, available) from totals) as available,
    (select json_agg(row_to_json(refreshed)) from refreshed) as changed,
    ${WRITTEN_ROW_VERSION} as version`,
);

/** Adds `delta` to the reserved (and, with `stocked`, stocked) quantity of one level. */
async function moveLevel(
  tx: Database,
  itemId: string,
  locationId: string,
  change: { reserved?: number; stocked?: number },
): Promise<void> {
  const updated = await tx
    .update(inventoryLevels)
    .set({
      reserved_quantity: sql`${inventoryLevels.reserved_quantity} + ${change.reserved ?? 0}`,
      stocked_quantity: sql`${inventoryLevels.stocked_quantity} + ${change.stocked ?? 0}`,
      updated_at: sql`now()`,
    })
    .where(
      and(
        eq(inventoryLevels.inventory_item_id, itemId),
        eq(inventoryLevels.location_id, locationId),
      ),
    )
    .returning({ id: inventoryLevels.id });
  if (updated.length === 0) {
    await tx.insert(inventoryLevels).values({
      id: generateId("ilev"),
      inventory_item_id: itemId,
      location_id: locationId,
      reserved_quantity: change.reserved ?? 0,
      stocked_quantity: change.stocked ?? 0,
    });
  }
}

type ReservationRow = typeof reservationItems.$inferSelect;

async function reservationsOfLines(
  tx: Database,
  lineIds: readonly string[],
): Promise<ReservationRow[]> {
  if (lineIds.length === 0) return [];
  return tx
    .select()
    .from(reservationItems)
    .where(inArray(reservationItems.line_item_id, [...lineIds]))
    .orderBy(asc(reservationItems.inventory_item_id), asc(reservationItems.location_id));
}

/** Sums quantities by (item, location), in that order, for level updates. */
function byLevel(rows: { inventory_item_id: string; location_id: string; quantity: number }[]) {
  const sums = new Map<string, { itemId: string; locationId: string; quantity: number }>();
  for (const row of rows) {
    const key = `${row.inventory_item_id}:${row.location_id}`;
    const seen = sums.get(key);
    sums.set(key, {
      itemId: row.inventory_item_id,
      locationId: row.location_id,
      quantity: (seen?.quantity ?? 0) + row.quantity,
    });
  }
  return [...sums.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, sum]) => sum);
}

/**
 * Frees what the lines still hold (an order, claim or swap cancelled): their reservations go and
 * the levels' reserved quantities drop by them, so the units are available again.
 */
export async function releaseLineReservations(
  tx: Database,
  lineIds: readonly string[],
): Promise<boolean> {
  const held = await reservationsOfLines(tx, lineIds);
  if (held.length === 0) return false;
  await changeItemStock(
    tx,
    held.map((row) => row.inventory_item_id),
    async () => {
      for (const level of byLevel(held)) {
        await moveLevel(tx, level.itemId, level.locationId, { reserved: -level.quantity });
      }
      await tx.delete(reservationItems).where(
        inArray(
          reservationItems.id,
          held.map((row) => row.id),
        ),
      );
    },
  );
  return true;
}

/**
 * Frees `quantity` units of one line's reservations (an order edit took units off the line),
 * newest reservations first.
 */
export async function releaseFromLine(
  tx: Database,
  lineId: string,
  quantity: number,
): Promise<void> {
  const held = (await reservationsOfLines(tx, [lineId])).sort((a, b) => b.id.localeCompare(a.id));
  const released: ReservationRow[] = [];
  let left = quantity;
  for (const row of held) {
    if (left === 0) break;
    const take = Math.min(left, row.quantity);
    released.push({ ...row, quantity: take });
    left -= take;
  }
  if (released.length === 0) return;
  await changeItemStock(
    tx,
    released.map((row) => row.inventory_item_id),
    async () => {
      for (const level of byLevel(released)) {
        await moveLevel(tx, level.itemId, level.locationId, { reserved: -level.quantity });
      }
      await shrinkReservations(tx, released, held);
    },
  );
}

async function shrinkReservations(
  tx: Database,
  taken: readonly ReservationRow[],
  held: readonly ReservationRow[],
): Promise<void> {
  for (const row of taken) {
    const before = held.find((candidate) => candidate.id === row.id)!;
    if (before.quantity === row.quantity) {
      await tx.delete(reservationItems).where(eq(reservationItems.id, row.id));
    } else {
      await tx
        .update(reservationItems)
        .set({ quantity: before.quantity - row.quantity, updated_at: sql`now()` })
        .where(eq(reservationItems.id, row.id));
    }
  }
}

export interface ShippedLine {
  line_item_id: string;
  variant_id: string | null;
  quantity: number;
}

/**
 * A fulfilment takes its units off the shelf: the line's reservations (those at `locationId`
 * first) are consumed, reserved and stocked both dropping, so what is available does not change.
 * Units the line holds no reservation for (Medusa v1 does the same) come straight off the shelf
 * at `locationId` or the default location. Answers the location the goods left from.
 */
export async function consumeForFulfillment(
  tx: Database,
  lines: readonly ShippedLine[],
  locationId: string | null,
): Promise<string | null> {
  const held = await reservationsOfLines(
    tx,
    lines.map((line) => line.line_item_id),
  );
  const fromLocation = locationId ?? held[0]?.location_id ?? (await defaultLocationId(tx));
  const consumed: ReservationRow[] = [];
  const unreserved: { inventory_item_id: string; location_id: string; quantity: number }[] = [];
  const lineVariants = new Map<string, string>();
  for (const line of lines) {
    if (line.variant_id !== null) lineVariants.set(line.line_item_id, line.variant_id);
  }
  const links = await managedLinks(tx, [...lineVariants.values()]);
  for (const line of lines) {
    for (const link of links.get(line.variant_id ?? "") ?? []) {
      const rows = held
        .filter(
          (row) =>
            row.line_item_id === line.line_item_id &&
            row.inventory_item_id === link.inventory_item_id,
        )
        .sort(
          (a, b) => Number(b.location_id === fromLocation) - Number(a.location_id === fromLocation),
        );
      let left = line.quantity * link.required_quantity;
      for (const row of rows) {
        if (left === 0) break;
        const take = Math.min(left, row.quantity);
        consumed.push({ ...row, quantity: take });
        left -= take;
      }
      if (left > 0 && fromLocation !== null) {
        unreserved.push({
          inventory_item_id: link.inventory_item_id,
          location_id: fromLocation,
          quantity: left,
        });
      }
    }
  }
  if (consumed.length === 0 && unreserved.length === 0) return fromLocation;
  await changeItemStock(
    tx,
    [...consumed, ...unreserved].map((row) => row.inventory_item_id),
    async () => {
      for (const level of byLevel(consumed)) {
        await moveLevel(tx, level.itemId, level.locationId, {
          reserved: -level.quantity,
          stocked: -level.quantity,
        });
      }
      for (const level of byLevel(unreserved)) {
        await moveLevel(tx, level.itemId, level.locationId, { stocked: -level.quantity });
      }
      await shrinkReservations(tx, consumed, held);
    },
  );
  return fromLocation;
}

export interface UnitsBack {
  variant_id: string | null;
  quantity: number;
}

/**
 * Puts units back on the shelf (a received return, a cancelled fulfilment): stocked rises at
 * `locationId`, else the store's default location.
 */
export async function restockAt(
  tx: Database,
  units: readonly UnitsBack[],
  locationId: string | null,
): Promise<boolean> {
  const location = locationId ?? (await defaultLocationId(tx));
  if (location === null) return false;
  const links = await managedLinks(
    tx,
    units.flatMap((unit) => (unit.variant_id === null ? [] : [unit.variant_id])),
  );
  const back: { inventory_item_id: string; location_id: string; quantity: number }[] = [];
  for (const unit of units) {
    for (const link of links.get(unit.variant_id ?? "") ?? []) {
      back.push({
        inventory_item_id: link.inventory_item_id,
        location_id: location,
        quantity: unit.quantity * link.required_quantity,
      });
    }
  }
  if (back.length === 0) return false;
  await changeItemStock(
    tx,
    back.map((row) => row.inventory_item_id),
    async () => {
      for (const level of byLevel(back)) {
        await moveLevel(tx, level.itemId, level.locationId, { stocked: level.quantity });
      }
    },
  );
  return true;
}

/** Moves what a line holds to another line (an order edit's copy of it replaces it). */
export async function moveReservations(
  tx: Database,
  fromLineId: string,
  toLineId: string,
): Promise<void> {
  await tx
    .update(reservationItems)
    .set({ line_item_id: toLineId, updated_at: sql`now()` })
    .where(eq(reservationItems.line_item_id, fromLineId));
}
