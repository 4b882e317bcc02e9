// Admin API wire types for running the shop (contract medusa-v1 §12.1, §12.3, §12.5, §13): order
// actions, notes, notifications, regions, shipping options, store settings, customer groups and
// price lists. Money is in the currency's minor unit; tax rates are percentages.
import type {
  AdminGetNotes,
  AdminPostRegions,
  AdminPostShippingOptions,
  AdminPostStore,
  AdminPostNotes,
  AdminPostNotificationsNotificationResend,
  Body,
  PriceListStatus,
  PriceListType,
  RefundReason,
  Query,
} from "@atelier/contracts";
import type { AdminListQuery } from "./admin-types";

// ---------------------------------------------------------------- orders (contract §12.5)

export interface UpdateAdminOrderInput {
  email?: string;
  no_notification?: boolean;
  metadata?: Record<string, unknown>;
}

export interface CreateRefundInput {
  /** Minor units. */
  amount: number;
  reason: RefundReason;
  note?: string;
  no_notification?: boolean;
}

export interface CreateFulfillmentInput {
  items: { item_id: string; quantity: number }[];
  location_id?: string;
  no_notification?: boolean;
  metadata?: Record<string, unknown>;
}

export interface CreateShipmentInput {
  fulfillment_id: string;
  tracking_numbers?: string[];
  no_notification?: boolean;
}

// ---------------------------------------------------------------- notes and notifications

export type NoteListQuery = Query<typeof AdminGetNotes>;

export type CreateNoteInput = Body<typeof AdminPostNotes>;

export type ResendNotificationInput = Body<typeof AdminPostNotificationsNotificationResend>;

// ---------------------------------------------------------------- regions and shipping (contract §12.1)

/** What the web's region form sends (to create or to update). */
export type CreateRegionInput = Body<typeof AdminPostRegions>;

/** One requirement of a shipping option, as the web's shipping option form sends it. */
export type ShippingRequirementInput = NonNullable<
  Body<typeof AdminPostShippingOptions>["requirements"]
>[number];

// ---------------------------------------------------------------- store settings (contract §12.3)

/** What the web's store settings form sends. */
export type UpdateStoreInput = Body<typeof AdminPostStore>;

// ---------------------------------------------------------------- customer groups and price lists

export interface CustomerGroupListQuery extends AdminListQuery {
  q?: string;
}

export interface CustomerGroupInput {
  name: string;
  metadata?: Record<string, unknown>;
}

export interface PriceListListQuery extends AdminListQuery {
  q?: string;
  status?: PriceListStatus[];
}

export interface PriceListPriceInput {
  id?: string;
  /** Minor units. */
  amount: number;
  variant_id: string;
  currency_code?: string;
  region_id?: string;
  min_quantity?: number;
  max_quantity?: number;
}

export interface CreatePriceListInput {
  name: string;
  description: string;
  type: PriceListType;
  status?: PriceListStatus;
  starts_at?: string | null;
  ends_at?: string | null;
  customer_groups?: { id: string }[];
  prices?: PriceListPriceInput[];
}

export type UpdatePriceListInput = Partial<CreatePriceListInput>;
