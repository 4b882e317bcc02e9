// An order edit's totals and difference, as Medusa v1's `OrderEditService.decorateTotals` works
// them out: the order's totals computed twice with the same arithmetic, once over the edit's lines
// and once over the order's own, with the order's discounts, shipping, gift card and tax rate;
// `difference_due` is the first total less the second (positive: the shopper pays; negative: the
// shop gives back). Taxes included, in the currency's minor unit, so JPY stays exact.
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  cartTotals,
  lineDiscounts,
  lineTotals,
  shippingTotals,
  shippingTotalsAt,
  type CartCharges,
  type LineTotals,
  type PricedLine,
  type TotalsDiscount,
} from "../carts/cart-totals";
import { lineItems } from "../carts/tables";
import { products, productVariants } from "../catalogue/tables";
import { meetsProductConditions } from "../discounts/discount-conditions";
import { orderDiscountRows, type OrderRow } from "../orders/order-response";
import { orderEdits } from "./tables";
import { regions } from "../regions/tables";
import { shippingMethods } from "../shipping/tables";
import { loadOrderTaxLines } from "../taxes/order-tax-lines";
import { loadRegionTaxRules, productRates, type TaxLineRate } from "../taxes/region-tax-rules";

/** What an order charges besides its lines, and how its lines are discounted and taxed. */
export interface OrderPricing {
  taxRate: number;
  discounts: TotalsDiscount[];
  charges: CartCharges;
  /**
   * The rates a line is taxed at instead of the order's own rate: an order line's (or the line it
   * changes) kept tax lines, an added line's product or type rates; none means the order's rate.
   */
  ratesOf?: (line: { id: string; original_item_id?: string | null }) => TaxLineRate[] | undefined;
}

export interface EditTotals {
  subtotal: number;
  discount_total: number;
  shipping_total: number;
  gift_card_total: number;
  gift_card_tax_total: number;
  item_tax_total: number;
  shipping_tax_total: number;
  tax_total: number;
  total: number;
}

/**
 * The lines of the order and of its edits that a discount rule's conditions let it reduce, so an
 * added line is discounted only when the discount's conditions allow it, as at checkout.
 */
async function eligibleLines(db: Database, orderId: string, ruleId: string): Promise<string[]> {
  const editsOfOrder = db
    .select({ id: orderEdits.id })
    .from(orderEdits)
    .where(eq(orderEdits.order_id, orderId));
  const rows = await db
    .select({ id: lineItems.id })
    .from(lineItems)
    .leftJoin(productVariants, eq(productVariants.id, lineItems.variant_id))
    .where(
      and(
        or(eq(lineItems.order_id, orderId), inArray(lineItems.order_edit_id, editsOfOrder)),
        meetsProductConditions(sql`${ruleId}`, productVariants.product_id),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * The rates of the lines an edit prices, as the order was taxed: an order line keeps the tax lines
 * it was placed with (a rate deleted or changed since does not move it); a line the edit adds is
 * taxed at the region's rates for its product or type, as the cart would tax it today.
 */
async function lineRates(
  db: Database,
  order: OrderRow,
  editLineIds: string[],
): Promise<NonNullable<OrderPricing["ratesOf"]>> {
  const orderLines = await db
    .select({ id: lineItems.id })
    .from(lineItems)
    .where(eq(lineItems.order_id, order.id));
  const { byItem } = await loadOrderTaxLines(
    db,
    orderLines.map((line) => line.id),
    [],
  );
  const added =
    editLineIds.length === 0
      ? []
      : await db
          .select({ id: lineItems.id, product_id: products.id, type_id: products.type_id })
          .from(lineItems)
          .innerJoin(productVariants, eq(productVariants.id, lineItems.variant_id))
          .innerJoin(products, eq(products.id, productVariants.product_id))
          .where(
            and(inArray(lineItems.id, editLineIds), sql`${lineItems.original_item_id} is null`),
          );
  const rules = added.length === 0 ? undefined : await loadRegionTaxRules(db, order.region_id);
  const addedRates = new Map(
    added.map((line) => [
      line.id,
      rules && productRates(rules, { id: line.product_id, type_id: line.type_id }),
    ]),
  );
  return (line) => byItem.get(line.original_item_id ?? line.id) ?? addedRates.get(line.id);
}

export async function orderPricing(
  db: Database,
  order: OrderRow,
  editLineIds: string[] = [],
): Promise<OrderPricing> {
  const taxRate = order.tax_rate ?? 0;
  const discounts: TotalsDiscount[] = [];
  for (const { rule } of await orderDiscountRows(db, [order.id])) {
    discounts.push({ ...rule, item_ids: await eligibleLines(db, order.id, rule.id) });
  }
  const methods = await db
    .select({ id: shippingMethods.id, price: shippingMethods.price })
    .from(shippingMethods)
    .where(eq(shippingMethods.order_id, order.id));
  const { byShippingMethod } = await loadOrderTaxLines(
    db,
    [],
    methods.map((method) => method.id),
  );
  const [region] = await db
    .select({ gift_cards_taxable: regions.gift_cards_taxable })
    .from(regions)
    .where(eq(regions.id, order.region_id));
  const freeShipping = discounts.some((discount) => discount.type === "free_shipping");
  return {
    taxRate,
    discounts,
    charges: {
      shipping: methods.map((method) => {
        const kept = byShippingMethod.get(method.id);
        return kept
          ? shippingTotalsAt(
              method.price,
              kept.map((line) => line.rate),
              freeShipping,
            )
          : shippingTotals(method.price, taxRate, freeShipping);
      }),
      // The gift card pays what it paid at checkout, at most: it was debited then.
      giftCardBalance: order.gift_card_total,
      giftCardTaxRate: region?.gift_cards_taxable ? taxRate : 0,
    },
    ratesOf: await lineRates(db, order, editLineIds),
  };
}

/** Each line's totals and the order's totals over those lines. */
export function linesTotals<Line extends PricedLine & { original_item_id?: string | null }>(
  lines: Line[],
  pricing: OrderPricing,
): { items: (Line & LineTotals)[]; totals: EditTotals } {
  const region = { tax_rate: pricing.taxRate, automatic_taxes: pricing.taxRate > 0 };
  const shares = lineDiscounts(lines, pricing.discounts);
  const items = lines.map((line) => {
    const rates = pricing.ratesOf?.(line);
    // A line with rates of its own is taxed at them, even in a region whose own rate is 0.
    const taxRegion = rates ? { ...region, automatic_taxes: true } : region;
    return { ...line, ...lineTotals(line, taxRegion, shares.get(line.id), rates) };
  });
  const totals = cartTotals(items, pricing.charges);
  return {
    items,
    totals: {
      subtotal: totals.subtotal,
      discount_total: totals.discount_total,
      shipping_total: totals.shipping_total,
      gift_card_total: totals.gift_card_total,
      gift_card_tax_total: totals.gift_card_tax_total,
      item_tax_total: totals.item_tax_total,
      shipping_tax_total: totals.shipping_tax_total,
      // An order's tax total leaves out the tax its gift card paid, as the order answer does.
      tax_total: totals.tax_total - totals.gift_card_tax_total,
      total: totals.total,
    },
  };
}
