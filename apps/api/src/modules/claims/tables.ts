// The claims domain's tables (Medusa v1 `claim_order`, `claim_item`, `claim_image`, `claim_tag`
// and the `claim_item_tags` link): what staff record when goods arrive damaged, wrong or not at
// all, and what they do about it (a refund, or replacement items sent out).
import type {
  ClaimFulfillmentStatus,
  ClaimPaymentStatus,
  ClaimReason,
  ClaimType,
} from "@atelier/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { deletedAt, metadata, timestamps } from "../../db/columns";
import { lineItems } from "../carts/tables";
import { productVariants } from "../catalogue/tables";
import { addresses } from "../customers/tables";
import { orders } from "../orders/tables";

/** A claim on an order (Medusa v1 `ClaimOrder`); its new items are line items naming it. */
export const claimOrders = pgTable(
  "claim_order",
  {
    id: text("id").primaryKey(),
    type: text("type").$type<ClaimType>().notNull(),
    payment_status: text("payment_status").$type<ClaimPaymentStatus>().notNull().default("na"),
    fulfillment_status: text("fulfillment_status")
      .$type<ClaimFulfillmentStatus>()
      .notNull()
      .default("not_fulfilled"),
    order_id: text("order_id")
      .notNull()
      .references(() => orders.id),
    shipping_address_id: text("shipping_address_id").references(() => addresses.id),
    /** What the claim gave back (refund claims), in the order's currency. */
    refund_amount: integer("refund_amount"),
    canceled_at: timestamp("canceled_at", { withTimezone: true, mode: "date" }),
    no_notification: boolean("no_notification"),
    idempotency_key: text("idempotency_key"),
    metadata,
    ...timestamps,
    deleted_at: deletedAt,
  },
  (t) => [index("claim_order_order_idx").on(t.order_id)],
);

/** How many units of one order line a claim is about, and why. */
export const claimItems = pgTable(
  "claim_item",
  {
    id: text("id").primaryKey(),
    claim_order_id: text("claim_order_id")
      .notNull()
      .references(() => claimOrders.id),
    item_id: text("item_id")
      .notNull()
      .references(() => lineItems.id),
    variant_id: text("variant_id")
      .notNull()
      .references(() => productVariants.id),
    reason: text("reason").$type<ClaimReason>().notNull(),
    note: text("note"),
    quantity: integer("quantity").notNull(),
    metadata,
    ...timestamps,
    deleted_at: deletedAt,
  },
  (t) => [
    index("claim_item_claim_idx").on(t.claim_order_id),
    index("claim_item_item_idx").on(t.item_id),
  ],
);

/** A photo documenting a claimed item. */
export const claimImages = pgTable(
  "claim_image",
  {
    id: text("id").primaryKey(),
    claim_item_id: text("claim_item_id")
      .notNull()
      .references(() => claimItems.id),
    url: text("url").notNull(),
    metadata,
    ...timestamps,
    deleted_at: deletedAt,
  },
  (t) => [index("claim_image_item_idx").on(t.claim_item_id)],
);

/** A label staff put on claimed items ("damaged in transit"), stored lowercase, shared by items. */
export const claimTags = pgTable(
  "claim_tag",
  {
    id: text("id").primaryKey(),
    value: text("value").notNull(),
    metadata,
    ...timestamps,
    deleted_at: deletedAt,
  },
  // One live tag per value, so two claims naming a new tag at once share it.
  (t) => [
    uniqueIndex("claim_tag_value_live_idx")
      .on(t.value)
      .where(sql`deleted_at is null`),
  ],
);

/** Which tags a claimed item carries (Medusa's `claim_item_tags`). */
export const claimItemTags = pgTable(
  "claim_item_tags",
  {
    item_id: text("item_id")
      .notNull()
      .references(() => claimItems.id, { onDelete: "cascade" }),
    tag_id: text("tag_id")
      .notNull()
      .references(() => claimTags.id),
  },
  (t) => [
    primaryKey({ columns: [t.item_id, t.tag_id] }),
    index("claim_item_tags_tag_idx").on(t.tag_id),
  ],
);
