// Admin routes of multi-location inventory (issue 15), as Medusa v1 answers them
// (api/routes/admin/stock-locations, inventory-items, reservations; contract §12.1), plus
// Atelier's stock adjustments log and transfers between locations.
import { z } from "zod";
import { DeleteResponse } from "../common/deleted";
import { listOf } from "../common/fields";
import { countryCode, entityId, metadataField, requiredText, textField } from "../common/input";
import { queryFieldList, queryInt, queryList } from "../common/query";
import { operation } from "../operation";
import {
  DecoratedInventoryItem,
  InventoryAdjustment,
  InventoryLevel,
  InventorySalesChannel,
  ReservationItem,
  StockLocation,
} from "./entities";

const LOCATIONS = "Stock Locations";
const ITEMS = "Inventory Items";
const RESERVATIONS = "Reservations";

/** Medusa's default page for these lists. */
export const INVENTORY_DEFAULT_LIMIT = 20;

const quantity = z
  .number({ error: "must be a number" })
  .int({ error: "must be a whole number" })
  .min(0, { error: "must be at least 0" })
  .max(1_000_000_000, { error: "is too large" });
const positiveQuantity = quantity.min(1, { error: "must be at least 1" });

const searchText = z.string().trim().max(200, { error: "must be at most 200 characters" });
const idFilter = queryList.optional();
const page = {
  offset: queryInt(0, { max: 1_000_000 }),
  limit: queryInt(INVENTORY_DEFAULT_LIMIT, { min: 1, max: 200 }),
  expand: queryFieldList,
  fields: queryFieldList,
};
const quantityFilter = z
  .union([
    z.coerce.number<string>().int(),
    z.strictObject({
      lt: z.coerce.number<string>().int().optional(),
      gt: z.coerce.number<string>().int().optional(),
      lte: z.coerce.number<string>().int().optional(),
      gte: z.coerce.number<string>().int().optional(),
    }),
  ])
  .optional();

const addressInput = z.strictObject({
  address_1: requiredText,
  address_2: textField.nullish(),
  company: textField.nullish(),
  city: textField.nullish(),
  country_code: countryCode,
  phone: textField.nullish(),
  province: textField.nullish(),
  postal_code: textField.nullish(),
  metadata: metadataField.nullish(),
});

const locationAnswer = z.object({ stock_location: StockLocation });
const itemAnswer = z.object({ inventory_item: DecoratedInventoryItem });
const reservationAnswer = z.object({ reservation: ReservationItem });

export const AdminGetStockLocations = operation({
  id: "AdminGetStockLocations",
  method: "get",
  path: "/admin/stock-locations",
  tag: LOCATIONS,
  summary: "List stock locations",
  description: "`q` matches part of the name; `expand=address` adds each address.",
  audience: "staff",
  query: z.strictObject({
    q: searchText.optional(),
    id: idFilter,
    name: idFilter,
    address_id: idFilter,
    sales_channel_id: idFilter,
    order: z.enum(["name", "-name", "created_at", "-created_at"]).optional(),
    ...page,
  }),
  responses: { 200: listOf("stock_locations", StockLocation) },
});

export const AdminPostStockLocations = operation({
  id: "AdminPostStockLocations",
  method: "post",
  path: "/admin/stock-locations",
  tag: LOCATIONS,
  summary: "Create a stock location",
  audience: "staff",
  idempotent: true,
  body: z.strictObject({
    name: requiredText,
    address: addressInput.optional(),
    address_id: entityId.optional(),
    metadata: metadataField.optional(),
  }),
  responses: { 200: locationAnswer },
});

export const AdminGetStockLocationsLocation = operation({
  id: "AdminGetStockLocationsLocation",
  method: "get",
  path: "/admin/stock-locations/{id}",
  tag: LOCATIONS,
  summary: "Get a stock location",
  audience: "staff",
  query: z.strictObject({ expand: queryFieldList, fields: queryFieldList }),
  responses: { 200: locationAnswer },
});

export const AdminPostStockLocationsLocation = operation({
  id: "AdminPostStockLocationsLocation",
  method: "post",
  path: "/admin/stock-locations/{id}",
  tag: LOCATIONS,
  summary: "Update a stock location",
  description: "`address` replaces the location's address fields (creating one if it has none).",
  audience: "staff",
  idempotent: true,
  body: z.strictObject({
    name: requiredText.optional(),
    address: addressInput.optional(),
    address_id: entityId.optional(),
    metadata: metadataField.optional(),
  }),
  responses: { 200: locationAnswer },
});

export const AdminDeleteStockLocationsLocation = operation({
  id: "AdminDeleteStockLocationsLocation",
  method: "delete",
  path: "/admin/stock-locations/{id}",
  tag: LOCATIONS,
  summary: "Delete a stock location",
  description:
    "Refused (400 not_allowed) while orders hold reserved stock there; its levels and sales-channel links go with it.",
  audience: "staff",
  idempotent: true,
  responses: { 200: DeleteResponse },
});

export const AdminGetInventoryItems = operation({
  id: "AdminGetInventoryItems",
  method: "get",
  path: "/admin/inventory-items",
  tag: ITEMS,
  summary: "List inventory items",
  description:
    "Each item with its `location_levels`, `variants`, and `stocked_quantity` / `reserved_quantity` summed over the levels (at `location_id` when given).",
  audience: "staff",
  query: z.strictObject({
    q: searchText.optional(),
    id: idFilter,
    sku: idFilter,
    location_id: idFilter,
    origin_country: idFilter,
    hs_code: idFilter,
    requires_shipping: z.enum(["true", "false"]).optional(),
    ...page,
  }),
  responses: { 200: listOf("inventory_items", DecoratedInventoryItem) },
});

const itemFields = {
  sku: textField.nullish(),
  hs_code: textField.nullish(),
  origin_country: textField.nullish(),
  mid_code: textField.nullish(),
  material: textField.nullish(),
  weight: quantity.nullish(),
  length: quantity.nullish(),
  height: quantity.nullish(),
  width: quantity.nullish(),
  title: textField.nullish(),
  description: textField.nullish(),
  thumbnail: textField.nullish(),
  requires_shipping: z.boolean().optional(),
  metadata: metadataField.optional(),
};

export const AdminPostInventoryItems = operation({
  id: "AdminPostInventoryItems",
  method: "post",
  path: "/admin/inventory-items",
  tag: ITEMS,
  summary: "Create an inventory item for a variant",
  description: "The variant may hold only one item made here; it starts with no levels.",
  audience: "staff",
  idempotent: true,
  body: z.strictObject({ variant_id: entityId, ...itemFields }),
  responses: { 200: itemAnswer },
});

export const AdminGetInventoryItemsItem = operation({
  id: "AdminGetInventoryItemsItem",
  method: "get",
  path: "/admin/inventory-items/{id}",
  tag: ITEMS,
  summary: "Get an inventory item",
  audience: "staff",
  query: z.strictObject({ expand: queryFieldList, fields: queryFieldList }),
  responses: { 200: itemAnswer },
});

export const AdminPostInventoryItemsItem = operation({
  id: "AdminPostInventoryItemsItem",
  method: "post",
  path: "/admin/inventory-items/{id}",
  tag: ITEMS,
  summary: "Update an inventory item",
  audience: "staff",
  idempotent: true,
  body: z.strictObject(itemFields),
  responses: { 200: itemAnswer },
});

export const AdminDeleteInventoryItemsItem = operation({
  id: "AdminDeleteInventoryItemsItem",
  method: "delete",
  path: "/admin/inventory-items/{id}",
  tag: ITEMS,
  summary: "Delete an inventory item",
  description: "Refused while orders hold reservations of it.",
  audience: "staff",
  idempotent: true,
  responses: { 200: DeleteResponse },
});

export const AdminGetInventoryItemsItemLocationLevels = operation({
  id: "AdminGetInventoryItemsItemLocationLevels",
  method: "get",
  path: "/admin/inventory-items/{id}/location-levels",
  tag: ITEMS,
  summary: "List an item's levels",
  audience: "staff",
  query: z.strictObject({ location_id: idFilter, expand: queryFieldList, fields: queryFieldList }),
  responses: {
    200: z.object({
      inventory_item: z.object({ id: z.string(), location_levels: z.array(InventoryLevel) }),
    }),
  },
});

const reasonField = textField.optional().meta({
  description: "Atelier extension: why the stock changed, kept in the item's adjustments.",
});

export const AdminPostInventoryItemsItemLocationLevels = operation({
  id: "AdminPostInventoryItemsItemLocationLevels",
  method: "post",
  path: "/admin/inventory-items/{id}/location-levels",
  tag: ITEMS,
  summary: "Stock an item at a location",
  description: "Refused when the item already has a level there.",
  audience: "staff",
  idempotent: true,
  body: z.strictObject({
    location_id: entityId,
    stocked_quantity: quantity,
    incoming_quantity: quantity.optional(),
    reason: reasonField,
  }),
  responses: { 200: itemAnswer },
});

export const AdminPostInventoryItemsItemLocationLevelsLevel = operation({
  id: "AdminPostInventoryItemsItemLocationLevelsLevel",
  method: "post",
  path: "/admin/inventory-items/{id}/location-levels/{location_id}",
  tag: ITEMS,
  summary: "Update an item's level at a location",
  description:
    "A stocked quantity below what is reserved there is refused. The change of stock is logged with `reason`.",
  audience: "staff",
  idempotent: true,
  body: z.strictObject({
    stocked_quantity: quantity.optional(),
    incoming_quantity: quantity.optional(),
    reason: reasonField,
  }),
  responses: { 200: itemAnswer },
});

export const AdminDeleteInventoryItemsItemLocationLevelsLevel = operation({
  id: "AdminDeleteInventoryItemsItemLocationLevelsLevel",
  method: "delete",
  path: "/admin/inventory-items/{id}/location-levels/{location_id}",
  tag: ITEMS,
  summary: "Remove an item's level at a location",
  description: "Refused while stock is reserved there.",
  audience: "staff",
  idempotent: true,
  responses: { 200: itemAnswer },
});

export const AdminGetInventoryItemsItemAdjustments = operation({
  id: "AdminGetInventoryItemsItemAdjustments",
  method: "get",
  path: "/admin/inventory-items/{id}/adjustments",
  tag: ITEMS,
  summary: "List an item's stock adjustments",
  description: "Atelier extension: every staff change of a stocked quantity, newest first.",
  audience: "staff",
  query: z.strictObject({ location_id: idFilter, ...page }),
  responses: { 200: listOf("adjustments", InventoryAdjustment) },
});

export const AdminPostInventoryItemsItemTransfer = operation({
  id: "AdminPostInventoryItemsItemTransfer",
  method: "post",
  path: "/admin/inventory-items/{id}/transfer",
  tag: ITEMS,
  summary: "Move stock between locations",
  description:
    "Atelier extension: moves `quantity` units in one transaction, never below what is reserved at the source; both moves are logged with `reason`.",
  audience: "staff",
  idempotent: true,
  body: z.strictObject({
    from_location_id: entityId,
    to_location_id: entityId,
    quantity: positiveQuantity,
    reason: reasonField,
  }),
  responses: { 200: itemAnswer },
});

export const AdminGetReservations = operation({
  id: "AdminGetReservations",
  method: "get",
  path: "/admin/reservations",
  tag: RESERVATIONS,
  summary: "List reservations",
  audience: "staff",
  query: z.strictObject({
    location_id: idFilter,
    inventory_item_id: idFilter,
    line_item_id: idFilter,
    quantity: quantityFilter,
    ...page,
  }),
  responses: { 200: listOf("reservations", ReservationItem) },
});

export const AdminPostReservations = operation({
  id: "AdminPostReservations",
  method: "post",
  path: "/admin/reservations",
  tag: RESERVATIONS,
  summary: "Reserve stock",
  description: "Raises the level's reserved quantity; refused when the location does not hold it.",
  audience: "staff",
  idempotent: true,
  body: z.strictObject({
    line_item_id: entityId.optional(),
    location_id: entityId,
    inventory_item_id: entityId,
    quantity: positiveQuantity,
    description: textField.optional(),
    metadata: metadataField.optional(),
  }),
  responses: { 200: reservationAnswer },
});

export const AdminGetReservationsReservation = operation({
  id: "AdminGetReservationsReservation",
  method: "get",
  path: "/admin/reservations/{id}",
  tag: RESERVATIONS,
  summary: "Get a reservation",
  audience: "staff",
  responses: { 200: reservationAnswer },
});

export const AdminPostReservationsReservation = operation({
  id: "AdminPostReservationsReservation",
  method: "post",
  path: "/admin/reservations/{id}",
  tag: RESERVATIONS,
  summary: "Update a reservation",
  description: "A new quantity or location moves the reserved units between levels.",
  audience: "staff",
  idempotent: true,
  body: z.strictObject({
    location_id: entityId.optional(),
    quantity: positiveQuantity.optional(),
    description: textField.optional(),
    metadata: metadataField.optional(),
  }),
  responses: { 200: reservationAnswer },
});

export const AdminDeleteReservationsReservation = operation({
  id: "AdminDeleteReservationsReservation",
  method: "delete",
  path: "/admin/reservations/{id}",
  tag: RESERVATIONS,
  summary: "Delete a reservation",
  description: "The reserved units become available again.",
  audience: "staff",
  idempotent: true,
  responses: { 200: DeleteResponse },
});

export const AdminGetOrdersOrderReservations = operation({
  id: "AdminGetOrdersOrderReservations",
  method: "get",
  path: "/admin/orders/{id}/reservations",
  tag: RESERVATIONS,
  summary: "List an order's reservations",
  audience: "staff",
  query: z.strictObject(page),
  responses: { 200: listOf("reservations", ReservationItem) },
});

export const AdminPostOrdersOrderLineItemReserve = operation({
  id: "AdminPostOrdersOrderLineItemReserve",
  method: "post",
  path: "/admin/orders/{id}/line-items/{line_item_id}/reserve",
  tag: RESERVATIONS,
  summary: "Reserve a line's stock at a location",
  description:
    "Reserves `quantity` (by default what the line still needs: unfulfilled units not yet reserved).",
  audience: "staff",
  idempotent: true,
  body: z.strictObject({ location_id: entityId, quantity: positiveQuantity.optional() }),
  responses: { 200: reservationAnswer },
});

const channelLocationAnswer = z.object({ sales_channel: InventorySalesChannel });

export const AdminPostSalesChannelsChannelStockLocation = operation({
  id: "AdminPostSalesChannelsChannelStockLocation",
  method: "post",
  path: "/admin/sales-channels/{id}/stock-locations",
  tag: LOCATIONS,
  summary: "Let a location serve a sales channel",
  audience: "staff",
  idempotent: true,
  body: z.strictObject({ location_id: entityId }),
  responses: { 200: channelLocationAnswer },
});

export const AdminDeleteSalesChannelsChannelStockLocation = operation({
  id: "AdminDeleteSalesChannelsChannelStockLocation",
  method: "delete",
  path: "/admin/sales-channels/{id}/stock-locations",
  tag: LOCATIONS,
  summary: "Stop a location serving a sales channel",
  audience: "staff",
  idempotent: true,
  body: z.strictObject({ location_id: entityId }),
  responses: { 200: channelLocationAnswer },
});
