// The `{cart}` wire shape (contract medusa-v1 §6.2, §6.3) from loaded rows, with the totals the
// server computes. Media paths become absolute URLs on the API's public address.
import { absoluteUrl } from "../../http/urls";
import type {
  CartItemRecord,
  CartProduct,
  CartRecord,
  CartRow,
  LineItemRow,
  VariantRow,
} from "./cart-queries";
import type { CartRegion } from "./cart-region";
import { cartTotals, lineTotals, type CartTotals, type LineTotals } from "./cart-totals";

export type StoreLineItem = LineItemRow &
  LineTotals & {
    swap_id: null;
    claim_order_id: null;
    original_item_id: null;
    order_edit_id: null;
    variant: (VariantRow & { product: CartProduct | null }) | null;
    adjustments: never[];
  };

export type StoreCart = CartRow &
  CartTotals & {
    object: "cart";
    shipping_address: CartRecord["shipping_address"];
    billing_address: CartRecord["billing_address"];
    sales_channel: CartRecord["sales_channel"];
    region: CartRegion & { tax_rates: never[] };
    items: StoreLineItem[];
    payment: null;
    discounts: never[];
    gift_cards: never[];
    shipping_methods: never[];
    payment_sessions: never[];
  };

function storeProduct(product: CartProduct | null, publicUrl: string): CartProduct | null {
  return product && { ...product, thumbnail: absoluteUrl(publicUrl, product.thumbnail) };
}

export function storeCart(
  record: CartRecord,
  region: CartRegion,
  items: CartItemRecord[],
  publicUrl: string,
): StoreCart {
  const lines = items.map(({ item, variant, product }): StoreLineItem => {
    return {
      ...item,
      swap_id: null,
      claim_order_id: null,
      original_item_id: null,
      order_edit_id: null,
      thumbnail: absoluteUrl(publicUrl, item.thumbnail),
      variant: variant && { ...variant, product: storeProduct(product, publicUrl) },
      adjustments: [],
      ...lineTotals(item, region),
    };
  });
  return {
    object: "cart",
    ...record.cart,
    shipping_address: record.shipping_address,
    billing_address: record.billing_address,
    sales_channel: record.sales_channel,
    // Product- and type-specific tax rates do not exist in Atelier; the region's rate applies.
    region: { ...region, tax_rates: [] },
    items: lines,
    payment: null,
    discounts: [],
    gift_cards: [],
    shipping_methods: [],
    payment_sessions: [],
    ...cartTotals(lines),
  };
}
