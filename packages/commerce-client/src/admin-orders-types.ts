// Admin API wire types for running the shop (contract medusa-v1 §12.1, §12.3, §12.5): notes,
// notifications, regions, shipping options and store settings (orders, customer groups and price
// lists take theirs from the declarations). Money is in the currency's minor unit; tax rates are
// percentages.
import type {
  AdminGetNotes,
  AdminPostNotes,
  AdminPostNotificationsNotificationResend,
  Body,
  ShippingOption,
  Query,
  ShippingOptionRequirement,
} from "@atelier/contracts";
import type { AdminListQuery } from "./admin-types";

// ---------------------------------------------------------------- notes and notifications

export type NoteListQuery = Query<typeof AdminGetNotes>;

export type CreateNoteInput = Body<typeof AdminPostNotes>;

export type ResendNotificationInput = Body<typeof AdminPostNotificationsNotificationResend>;

// ---------------------------------------------------------------- regions and shipping (contract §12.1)

export interface CreateRegionInput {
  name: string;
  currency_code: string;
  /** A percentage: 20 means 20 %. */
  tax_rate: number;
  payment_providers: string[];
  fulfillment_providers: string[];
  /** ISO 3166-1 alpha-2 codes, lower case. */
  countries: string[];
  tax_code?: string | null;
  metadata?: Record<string, unknown>;
}

export type UpdateRegionInput = Partial<CreateRegionInput>;

export interface AdminShippingOptionListQuery extends AdminListQuery {
  region_id?: string;
  is_return?: boolean;
}

export type ShippingRequirementInput = Pick<ShippingOptionRequirement, "type" | "amount"> & {
  id?: string;
};

export interface CreateShippingOptionInput {
  name: string;
  region_id: string;
  provider_id: string;
  price_type: ShippingOption["price_type"];
  /** Minor units of the region's currency. */
  amount: number;
  requirements?: ShippingRequirementInput[];
  is_return?: boolean;
  admin_only?: boolean;
  data?: Record<string, unknown>;
  metadata?: Record<string, unknown>;
}

export interface UpdateShippingOptionInput {
  name?: string;
  amount?: number;
  requirements?: ShippingRequirementInput[];
  admin_only?: boolean;
  metadata?: Record<string, unknown>;
}

// ---------------------------------------------------------------- store settings (contract §12.3)

export interface UpdateStoreInput {
  name?: string;
  default_currency_code?: string;
  /** Currency codes, lower case; replaces the store's list. */
  currencies?: string[];
  swap_link_template?: string;
  payment_link_template?: string;
  invite_link_template?: string;
  metadata?: Record<string, unknown>;
}

export interface CurrencyListQuery extends AdminListQuery {
  q?: string;
}
