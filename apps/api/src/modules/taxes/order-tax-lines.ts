// An order's tax lines (Medusa v1 line_item_tax_line, shipping_method_tax_line): the cart's, kept
// at completion, so the order shows the rates it was taxed at whatever happens to the rates later.
import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { generateId } from "../../http/ids";
import type { StoreCart } from "../carts/cart-response";
import type { TaxLineRate } from "./region-tax-rules";
import { lineItemTaxLines, shippingMethodTaxLines } from "./tables";

/**
 * The rows of the tax lines the completed cart's lines and shipping methods were taxed at, as
 * the completion stores them (with new ids).
 */
export function cartTaxLineRows(cart: StoreCart) {
  return {
    itemLines: cart.items.flatMap((item) =>
      item.tax_lines.map(({ rate, name, code }) => ({
        id: generateId("litl"),
        item_id: item.id,
        rate,
        name,
        code,
      })),
    ),
    methodLines: cart.shipping_methods.flatMap((method) =>
      method.tax_lines.map(({ rate, name, code }) => ({
        id: generateId("smtl"),
        shipping_method_id: method.id,
        rate,
        name,
        code,
      })),
    ),
  };
}

export interface OrderTaxLines {
  byItem: Map<string, TaxLineRate[]>;
  byShippingMethod: Map<string, TaxLineRate[]>;
}

function byOwner<Row extends TaxLineRate>(
  rows: Row[],
  ownerOf: (row: Row) => string,
): Map<string, TaxLineRate[]> {
  const owners = new Map<string, TaxLineRate[]>();
  for (const row of rows) {
    const list = owners.get(ownerOf(row)) ?? [];
    list.push({ rate: row.rate, name: row.name, code: row.code });
    owners.set(ownerOf(row), list);
  }
  return owners;
}

/** The kept tax lines of these order lines and shipping methods; one query after the other. */
export async function loadOrderTaxLines(
  db: Database,
  itemIds: string[],
  methodIds: string[],
): Promise<OrderTaxLines> {
  const itemRows =
    itemIds.length === 0
      ? []
      : await db
          .select()
          .from(lineItemTaxLines)
          .where(inArray(lineItemTaxLines.item_id, itemIds))
          .orderBy(lineItemTaxLines.id);
  const methodRows =
    methodIds.length === 0
      ? []
      : await db
          .select()
          .from(shippingMethodTaxLines)
          .where(inArray(shippingMethodTaxLines.shipping_method_id, methodIds))
          .orderBy(shippingMethodTaxLines.id);
  return {
    byItem: byOwner(itemRows, (row) => row.item_id),
    byShippingMethod: byOwner(methodRows, (row) => row.shipping_method_id),
  };
}

/**
 * The rate (a percentage) each of an order's lines is refunded at: its kept tax lines added up, as
 * Medusa v1's line refund adds them, else the order's own rate.
 */
export async function orderLineTaxRates(
  db: Database,
  order: { tax_rate: number | null },
  itemIds: string[],
): Promise<(itemId: string) => number> {
  const { byItem } = await loadOrderTaxLines(db, itemIds, []);
  return (itemId) => {
    const kept = byItem.get(itemId);
    return kept ? kept.reduce((sum, { rate }) => sum + rate, 0) : (order.tax_rate ?? 0);
  };
}
