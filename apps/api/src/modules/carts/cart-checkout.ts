// What checkout adds to a cart (contract medusa-v1 §6.2, §6.4, §6.5): shipping methods with their
// options, payment sessions, the payment, discounts with their rules, and gift cards. All of it
// comes as one JSON column of the query that reads the cart (`cartCheckoutJson`).
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { productVariants } from "../catalogue/tables";
import { meetsCustomerConditions, meetsProductConditions } from "../discounts/discount-conditions";
import { cartDiscounts, discountRules, discounts } from "../discounts/tables";
import { carts, lineItems } from "./tables";
import { cartGiftCards, giftCards } from "../gift-cards/tables";
import { paymentSessions, payments } from "../payments/tables";
import { shippingMethods, shippingOptions } from "../shipping/tables";

export type ShippingOptionRow = typeof shippingOptions.$inferSelect;
export type ShippingMethodRow = typeof shippingMethods.$inferSelect;
export type PaymentSessionRow = typeof paymentSessions.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type DiscountRuleRow = typeof discountRules.$inferSelect;
export type DiscountRow = typeof discounts.$inferSelect;
export type GiftCardRow = typeof giftCards.$inferSelect;

export type ShippingMethodWithOption = ShippingMethodRow & { shipping_option: ShippingOptionRow };
export type DiscountWithRule = DiscountRow & { rule: DiscountRuleRow };

/**
 * A discount on a cart, with what its conditions allow: the lines it may reduce and whether the
 * cart's customer may use it (Medusa v1's item-level and customer-group validation).
 */
export type AppliedDiscount = DiscountWithRule & { item_ids: string[]; customer_ok: boolean };

export interface CartCheckout {
  shipping_methods: ShippingMethodWithOption[];
  payment_sessions: PaymentSessionRow[];
  payment: PaymentRow | null;
  discounts: AppliedDiscount[];
  gift_cards: GiftCardRow[];
}

/** The nested rows and lists of rows in the checkout JSON; `data` and `metadata` are not rows. */
const NESTED_ROWS = new Set([
  "shipping_methods",
  "shipping_option",
  "payment_sessions",
  "payment",
  "discounts",
  "rule",
  "gift_cards",
]);

/**
 * JSON carries PostgreSQL timestamps as text in its own format; every `*_at` column becomes a
 * Date again, so the rows read here serialise exactly like rows Drizzle reads. Free-form JSON
 * columns (`data`, `metadata`) are left as they were sent.
 */
export function reviveTimestamps<T>(value: unknown): T {
  if (Array.isArray(value)) return value.map((entry) => reviveTimestamps(entry)) as T;
  if (value === null || typeof value !== "object") return value as T;
  const row: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (key.endsWith("_at") && typeof field === "string") row[key] = new Date(field);
    else if (NESTED_ROWS.has(key)) row[key] = reviveTimestamps(field);
    else row[key] = field;
  }
  return row as T;
}

interface CheckoutJson {
  shipping_methods: (ShippingMethodRow & { shipping_option: ShippingOptionRow })[];
  payment_sessions: PaymentSessionRow[];
  payment: PaymentRow | null;
  discounts: AppliedDiscount[];
  gift_cards: GiftCardRow[];
}

/**
 * The checkout relations of the cart `cartId` names, as one JSON object. It can be a column of a
 * query on carts (`cartCheckoutJson(carts.id)`), so a cart and its checkout come in one round trip.
 */
export function cartCheckoutJson(cartId: SQLWrapper | string): SQL<CartCheckout> {
  // Nested in a second `sql`, so Drizzle keeps the columns qualified in any select.
  const relations = sql`
    select
      (select coalesce(json_agg(to_jsonb(m) || jsonb_build_object('shipping_option', to_jsonb(o)) order by m.id), '[]')
         from ${shippingMethods} m join ${shippingOptions} o on o.id = m.shipping_option_id
        where m.cart_id = ${cartId}) as shipping_methods,
      (select coalesce(json_agg(s order by s.created_at, s.id), '[]')
         from ${paymentSessions} s where s.cart_id = ${cartId}) as payment_sessions,
      (select row_to_json(p) from ${payments} p
        where p.cart_id = ${cartId} order by p.created_at desc limit 1) as payment,
      (select coalesce(json_agg(to_jsonb(d) || jsonb_build_object(
                'rule', to_jsonb(r),
                'item_ids', (select coalesce(json_agg(li.id order by li.id), '[]')
                               from ${lineItems} li
                               left join ${productVariants} v on v.id = li.variant_id
                              where li.cart_id = ${cartId}
                                and ${meetsProductConditions(sql`r.id`, sql`v.product_id`)}),
                'customer_ok', ${meetsCustomerConditions(
                  sql`r.id`,
                  sql`(select cu.customer_id from ${carts} cu where cu.id = ${cartId})`,
                )}) order by d.code), '[]')
         from ${cartDiscounts} cd join ${discounts} d on d.id = cd.discount_id
         join ${discountRules} r on r.id = d.rule_id
        where cd.cart_id = ${cartId}) as discounts,
      (select coalesce(json_agg(g order by g.code), '[]')
         from ${cartGiftCards} cg join ${giftCards} g on g.id = cg.gift_card_id
        where cg.cart_id = ${cartId}) as gift_cards`;
  return sql`(select row_to_json(checkout) from (${relations}) checkout)`.mapWith((json: unknown) =>
    reviveTimestamps<CheckoutJson>(json),
  );
}
