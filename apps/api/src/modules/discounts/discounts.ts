// Discount codes on a cart (contract medusa-v1 §6.5): a code is looked up case-insensitively and
// checked (enabled, started, not ended, uses left, valid in the cart's region). A cart holds at most
// one free-shipping discount and one other: a new code replaces the one of its kind, as in Medusa.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { discountConditionsNotMetMessage } from "@atelier/contracts";
import type { Database } from "../../db/client";
import { productVariants } from "../catalogue/tables";
import { carts, lineItems } from "../carts/tables";
import {
  hasProductConditions,
  meetsCustomerConditions,
  meetsProductConditions,
} from "./discount-conditions";
import { cartDiscounts, discountRegions, discountRules, discounts } from "./tables";
import { notAllowed, notFound } from "../../http/errors";
import type { Transaction } from "../../http/idempotency";
import type { DiscountWithRule } from "../carts/cart-checkout";

export interface DiscountWithRegions extends DiscountWithRule {
  region_ids: string[];
}

export const discountNotFound = (code: string) =>
  notFound(`Discount with code ${code} was not found`);

export async function findDiscountByCode(
  db: Database,
  code: string,
): Promise<DiscountWithRegions | undefined> {
  const [found] = await db
    .select({ discount: discounts, rule: discountRules })
    .from(discounts)
    .innerJoin(discountRules, eq(discountRules.id, discounts.rule_id))
    .where(and(eq(discounts.code, code.toUpperCase()), isNull(discounts.deleted_at)));
  if (!found) return undefined;
  // A dynamic code is valid where its parent discount is.
  const regions = await db
    .select({ region_id: discountRegions.region_id })
    .from(discountRegions)
    .where(eq(discountRegions.discount_id, found.discount.parent_discount_id ?? found.discount.id));
  return {
    ...found.discount,
    rule: found.rule,
    region_ids: regions.map((row) => row.region_id),
  };
}

/** Medusa's checks, with its messages. A discount linked to no region is valid in every region. */
export function assertDiscountUsable(
  discount: DiscountWithRegions,
  regionId: string,
  now: Date = new Date(),
): void {
  if (discount.is_disabled) throw notAllowed("The discount code is disabled");
  if (discount.starts_at > now) throw notAllowed("Discount is not valid yet");
  if (discount.ends_at !== null && discount.ends_at < now) throw notAllowed("Discount is expired");
  if (discount.usage_limit !== null && discount.usage_count >= discount.usage_limit) {
    throw notAllowed("Discount has been used maximum allowed times");
  }
  if (discount.region_ids.length > 0 && !discount.region_ids.includes(regionId)) {
    throw notAllowed("The discount is not available in current region");
  }
}

/**
 * Refuses a code whose conditions the cart does not meet: its customer must meet the rule's
 * customer-group conditions, and, when the rule has product conditions, some line must meet them.
 */
async function assertConditionsMet(
  tx: Transaction,
  cartId: string,
  discount: DiscountWithRule,
): Promise<void> {
  const ruleId = sql`${discount.rule_id}`;
  const [check] = await tx
    .select({
      met: sql<boolean>`${meetsCustomerConditions(
        ruleId,
        sql`(select cu.customer_id from ${carts} cu where cu.id = ${cartId})`,
      )} and (
        not ${hasProductConditions(ruleId)} or exists (
          select 1 from ${lineItems} li left join ${productVariants} v on v.id = li.variant_id
           where li.cart_id = ${cartId} and ${meetsProductConditions(ruleId, sql`v.product_id`)}))`,
    })
    .from(carts)
    .where(eq(carts.id, cartId));
  if (!check?.met) throw notAllowed(discountConditionsNotMetMessage(discount.code));
}

const isFreeShipping = (discount: DiscountWithRule) => discount.rule.type === "free_shipping";

/**
 * Applies a code to the locked cart, replacing the discount of the same kind, and returns the
 * discounts the cart now holds.
 */
export async function applyDiscountCode(
  tx: Transaction,
  cart: { id: string; region_id: string },
  current: DiscountWithRule[],
  code: string,
): Promise<DiscountWithRule[]> {
  const discount = await findDiscountByCode(tx, code);
  if (!discount) throw discountNotFound(code);
  assertDiscountUsable(discount, cart.region_id);
  await assertConditionsMet(tx, cart.id, discount);
  const replaced = current
    .filter((other) => isFreeShipping(other) === isFreeShipping(discount))
    .map((other) => other.id);
  if (replaced.length > 0) {
    await tx
      .delete(cartDiscounts)
      .where(and(eq(cartDiscounts.cart_id, cart.id), inArray(cartDiscounts.discount_id, replaced)));
  }
  await tx
    .insert(cartDiscounts)
    .values({ cart_id: cart.id, discount_id: discount.id })
    .onConflictDoNothing();
  return [...current.filter((other) => !replaced.includes(other.id)), discount];
}

/**
 * Counts one use of each discount of a completing cart. The check and the increment are one
 * statement, so two carts racing for a code's last use cannot both have it.
 */
export async function useDiscounts(tx: Transaction, applied: DiscountWithRule[]): Promise<void> {
  for (const discount of applied) {
    const [used] = await tx
      .update(discounts)
      .set({ usage_count: sql`${discounts.usage_count} + 1`, updated_at: sql`now()` })
      .where(
        and(
          eq(discounts.id, discount.id),
          sql`(${discounts.usage_limit} is null or ${discounts.usage_count} < ${discounts.usage_limit})`,
        ),
      )
      .returning({ id: discounts.id });
    if (!used) throw notAllowed("Discount has been used maximum allowed times");
  }
}
