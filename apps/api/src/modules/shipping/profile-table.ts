// Shipping profiles (Medusa v1 `shipping_profile`): groups of products and the shipping options
// that may ship them. Kept apart from tables.ts so that the catalogue's product table can name a
// profile without importing the rest of shipping (and, through carts, itself).
import { pgTable, text } from "drizzle-orm/pg-core";
import { deletedAt, metadata, timestamps } from "../../db/columns";

export type ShippingProfileType = "default" | "gift_card" | "custom";

/** The two profiles every store has, made by the migration; their ids are fixed. */
export const DEFAULT_SHIPPING_PROFILE_ID = "sp_default";
export const GIFT_CARD_SHIPPING_PROFILE_ID = "sp_gift_card";

export const shippingProfiles = pgTable("shipping_profile", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  type: text("type").$type<ShippingProfileType>().notNull(),
  metadata,
  ...timestamps,
  deleted_at: deletedAt,
});
