// The `{cart}` wire shape (contract medusa-v1 §6.2, §6.3) from loaded rows, with the totals the
// server computes. Media paths become absolute URLs on the API's public address.
import type { AnswerPieces } from "../../http/answer-pieces";
import { encodedText } from "../../http/response-cache";
import { absoluteUrl } from "../../http/urls";
import type {
  ProductShippingProfile,
  ShippingProfile,
  ShippingProfiles,
} from "../shipping/shipping-profile";
import type {
  CartItemRecord,
  CartProduct,
  CartRecord,
  CartRow,
  LineItemRow,
  VariantRow,
} from "./cart-queries";
import type {
  CartCheckout,
  DiscountWithRule,
  PaymentSessionRow,
  ShippingMethodWithOption,
} from "./cart-checkout";
import type { CartRegion } from "./cart-region";
import {
  productRates,
  shippingOptionRates,
  type RegionTaxRate,
  type TaxLineRate,
} from "../taxes/region-tax-rules";
import {
  cartTotals,
  effectiveTaxRate,
  lineDiscounts,
  lineTotals,
  shippingTotalsAt,
  type CartTotals,
  type LineTotals,
  type ShippingTotals,
} from "./cart-totals";

/** A row with its times as the ISO text they are sent as (see `storeProduct`). */
type TimesAsText<Row> = Omit<Row, "created_at" | "updated_at" | "deleted_at"> & {
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
};

function timesAsText<Row extends { created_at: Date; updated_at: Date; deleted_at: Date | null }>(
  row: Row,
): TimesAsText<Row> {
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    deleted_at: row.deleted_at?.toISOString() ?? null,
  };
}

/**
 * A line's product: the whole row and its shipping profile, which Medusa loads for the totals
 * (`items.variant.product.profiles`); a product loaded with `profiles` also carries `profile`.
 */
export type StoreLineProduct = TimesAsText<CartProduct> &
  ProductShippingProfile & { profile: Readonly<ShippingProfile> };

/** A line's variant: the whole row, with its product. */
export type StoreLineVariant = TimesAsText<VariantRow> & { product: Readonly<StoreLineProduct> };

export type StoreLineItem = LineItemRow &
  LineTotals & {
    swap_id: null;
    claim_order_id: null;
    original_item_id: null;
    order_edit_id: null;
    variant: Readonly<StoreLineVariant> | null;
    adjustments: never[];
  };

export type StoreCart = CartRow &
  CartTotals & {
    object: "cart";
    shipping_address: CartRecord["shipping_address"];
    billing_address: CartRecord["billing_address"];
    sales_channel: CartRecord["sales_channel"];
    customer: CartRecord["customer"];
    region: Omit<CartRegion, "tax_rules"> & { tax_rates: RegionTaxRate[] };
    items: Readonly<StoreLineItem>[];
    payment: (NonNullable<CartCheckout["payment"]> & { swap_id: null }) | null;
    discounts: DiscountWithRule[];
    gift_cards: CartCheckout["gift_cards"];
    shipping_methods: StoreShippingMethod[];
    payment_sessions: PaymentSessionRow[];
    /** The selected session; the key is left out when none is selected (§6.2). */
    payment_session?: PaymentSessionRow;
  };

export type StoreShippingMethod = Omit<ShippingMethodWithOption, "shipping_option"> &
  ShippingTotals & {
    shipping_option: Omit<ShippingMethodWithOption["shipping_option"], "profile_id"> & {
      profile_id: string;
    };
    claim_order_id: null;
    swap_id: null;
    return_id: null;
    tax_lines: { rate: number; name: string; code: string; shipping_method_id: string }[];
  };

export const EMPTY_CHECKOUT: CartCheckout = {
  shipping_methods: [],
  payment_sessions: [],
  payment: null,
  discounts: [],
  gift_cards: [],
};

/**
 * Shipping methods with their totals; taxed like lines, free under a free-shipping discount. A
 * method `ratesOf` answers rates for (a cart's: those naming its option, Medusa's
 * getRegionRatesForShipping; an order's: those kept at completion) is taxed at them instead of
 * `taxRate`.
 */
export function storeShippingMethods(
  methods: ShippingMethodWithOption[],
  taxRate: number,
  freeShipping: boolean,
  ratesOf: (method: ShippingMethodWithOption) => readonly TaxLineRate[] | undefined = () =>
    undefined,
): StoreShippingMethod[] {
  return methods.map((method) => {
    const overrides = ratesOf(method);
    const rates =
      overrides ?? (taxRate > 0 ? [{ rate: taxRate, name: "default", code: "default" }] : []);
    return {
      ...method,
      shipping_option: method.shipping_option,
      claim_order_id: null,
      swap_id: null,
      return_id: null,
      tax_lines: rates.map(({ rate, name, code }) => ({
        rate,
        name,
        code,
        shipping_method_id: method.id,
      })),
      ...shippingTotalsAt(
        method.price,
        rates.map(({ rate }) => rate),
        freeShipping,
      ),
    };
  });
}

/**
 * Products and variants as cart lines show them, made once per row: a cart repeats the same few on
 * every read and add, and their whole rows are most of a line's answer. Made once, with their times
 * as text (JSON.stringify calls a Date's toJSON one by one), they are shared, read-only, by every
 * answer that shows them. The rows of a cart's lines come from memos keyed by row version
 * (line-catalogue.ts), so one row object stands for one content of the row.
 */
const lineProducts = new WeakMap<
  CartProduct,
  { publicUrl: string; profiles: ShippingProfiles; shown: Readonly<StoreLineProduct> }
>();
const lineVariants = new WeakMap<VariantRow, Readonly<StoreLineVariant>>();

function storeProduct(
  product: CartProduct,
  publicUrl: string,
  profiles: ShippingProfiles,
): Readonly<StoreLineProduct> {
  const kept = lineProducts.get(product);
  if (kept?.publicUrl === publicUrl && kept.profiles === profiles) return kept.shown;
  const profile = profiles.ofProduct(product.profile_id);
  const shown = Object.freeze({
    ...timesAsText(product),
    thumbnail: absoluteUrl(publicUrl, product.thumbnail),
    ...profile,
    profile: profile.profiles[0],
  });
  lineProducts.set(product, { publicUrl, profiles, shown });
  return shown;
}

function storeVariant(
  variant: VariantRow,
  product: CartProduct,
  publicUrl: string,
  profiles: ShippingProfiles,
): Readonly<StoreLineVariant> {
  const shownProduct = storeProduct(product, publicUrl, profiles);
  let shown = lineVariants.get(variant);
  if (shown?.product !== shownProduct) {
    shown = Object.freeze({ ...timesAsText(variant), product: shownProduct });
    lineVariants.set(variant, shown);
  }
  return shown;
}

/** What a line's answer was made from, besides its row (see `storeLine`). */
interface LineInputs {
  variant: VariantRow | null;
  product: CartProduct | null;
  region: CartRegion;
  discount: number | undefined;
  publicUrl: string;
  profiles: ShippingProfiles;
  shown: Readonly<StoreLineItem>;
}

/**
 * Lines as answers show them, made once per line row and kept while what they were made from is
 * the same objects: a cart's rows are shared between its answers (known-carts.ts), as are its
 * region and profiles (cached lookups), so an add remakes only the line it changed, and the JSON
 * encoded text of the others is reused too (`cartAnswerPieces`).
 */
const lineAnswers = new WeakMap<LineItemRow, LineInputs>();

function storeLine(
  { item, variant, product }: CartItemRecord,
  region: CartRegion,
  discount: number | undefined,
  publicUrl: string,
  profiles: ShippingProfiles,
): Readonly<StoreLineItem> {
  const kept = lineAnswers.get(item);
  if (
    kept?.variant === variant &&
    kept.product === product &&
    kept.region === region &&
    kept.discount === discount &&
    kept.publicUrl === publicUrl &&
    kept.profiles === profiles
  ) {
    return kept.shown;
  }
  const shown: Readonly<StoreLineItem> = Object.freeze({
    // A key before the spread, so line answers share a hidden class (docs/decisions.md, "Hidden
    // classes on the add's path").
    id: item.id,
    ...(item as Omit<LineItemRow, "id">),
    swap_id: null,
    claim_order_id: null,
    original_item_id: null,
    order_edit_id: null,
    thumbnail: absoluteUrl(publicUrl, item.thumbnail),
    // A variant always has its product (product_id is a foreign key); both are null together.
    variant: variant && product && storeVariant(variant, product, publicUrl, profiles),
    adjustments: [],
    ...lineTotals(item, region, discount, productRates(region.tax_rules, product)),
  });
  lineAnswers.set(item, { variant, product, region, discount, publicUrl, profiles, shown });
  return shown;
}

/**
 * The JSON text of a shared, read-only part of answers (a line's variant with its product, a
 * cart's region), made once per object: a line's variant and product are two thirds of its text,
 * and making them again for every new line and every add's head was most of an add's serialising.
 */
const jsonTexts = new WeakMap<object, string>();

function jsonOf(value: object): string {
  let text = jsonTexts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    jsonTexts.set(value, text);
  }
  return text;
}

/**
 * `JSON.stringify(value)` with `value[key]`'s text from `jsonOf` (it must be an object made once
 * and never changed): the key then comes last in the text.
 */
function stringifyWithShared<T extends object, K extends keyof T & string>(
  value: T,
  key: K,
): string {
  const { [key]: shared, ...rest } = value;
  if (shared === null || typeof shared !== "object") return JSON.stringify(value);
  const text = JSON.stringify(rest);
  const sharedText = `${JSON.stringify(key)}:${jsonOf(shared)}}`;
  // `{}` has no key to follow with a comma.
  return text.length === 2 ? `{${sharedText}` : `${text.slice(0, -1)},${sharedText}`;
}

const lineBytes = new WeakMap<Readonly<StoreLineItem>, Uint8Array<ArrayBuffer>>();
const COMMA = 0x2c;
const ITEMS_END = encodedText("]}}");

function bytesOfLine(line: Readonly<StoreLineItem>): Uint8Array<ArrayBuffer> {
  let bytes = lineBytes.get(line);
  if (bytes === undefined) {
    bytes = encodedText(stringifyWithShared(line, "variant"));
    lineBytes.set(line, bytes);
  }
  return bytes;
}

/**
 * The text of a cart's lines, grown in place as lines are added: the bytes below `used` never
 * change, so every answer made from it keeps its own view of them.
 */
interface LinesText {
  buffer: Uint8Array<ArrayBuffer>;
  used: number;
}

/** Where an answer's lines are in a lines text, by the answer's first line (see below). */
interface LinesInAnswer {
  lines: readonly Readonly<StoreLineItem>[];
  text: LinesText;
  end: number;
}

const linesInAnswers = new WeakMap<Readonly<StoreLineItem>, LinesInAnswer>();
/** A new lines text's room: twice what it holds, so a growing cart's text is copied rarely. */
const MIN_LINES_TEXT = 4096;

/**
 * `JSON.stringify({cart})` encoded, as the pieces it is made of (`sendPieces`): a head with the
 * cart's own fields, its lines' text, and the closing brackets. The cart's `items` come last in
 * the text; JSON objects have no order.
 *
 * Each line's text is made and encoded once per line answer (`storeLine`): a line with its variant
 * and product is 1-3 kB, so on an add to a cart of 30 lines making one text of all lines and
 * encoding it (two bytes a character once any product text has a character past Latin-1) was most
 * of the serialising. An add usually answers the lines of the cart's last answer and one more:
 * when the cart's last answer (found by its first line) showed the same line answers first, the
 * new lines' text is added after theirs in the same lines text, when nothing was added there
 * since and it has room, else in a new one with room to grow. An add then neither copies the
 * cart's earlier lines nor allocates the whole answer anew.
 */
export function cartAnswerPieces(cart: StoreCart): AnswerPieces {
  const { items, ...rest } = cart;
  // `rest` always has keys (`object` first), so its text ends in a closing brace after a value.
  const head = encodedText(`{"cart":${stringifyWithShared(rest, "region").slice(0, -1)},"items":[`);
  if (items.length === 0) return [head, ITEMS_END];
  return [head, linesPiece(items), ITEMS_END];
}

/** The lines' text, separated by commas (see `cartAnswerPieces`). */
function linesPiece(items: readonly Readonly<StoreLineItem>[]): Uint8Array<ArrayBuffer> {
  const earlier = linesInAnswers.get(items[0]);
  const reused = earlier && startsWith(items, earlier.lines) ? earlier : undefined;
  const base = reused?.end ?? 0;
  const added = items.slice(reused?.lines.length ?? 0).map(bytesOfLine);
  let needed = base;
  for (const bytes of added) needed += bytes.byteLength + 1;
  let text = reused?.text;
  if (text === undefined || text.used !== base || text.buffer.byteLength < needed) {
    const room = Math.max(MIN_LINES_TEXT, needed * 2);
    // Not zeroed (only what is written is read), and not from Node's shared pool: kept answers
    // must not pin it.
    const buffer = new Uint8Array(Buffer.allocUnsafeSlow(room).buffer as ArrayBuffer, 0, room);
    if (reused) buffer.set(reused.text.buffer.subarray(0, base), 0);
    text = { buffer, used: base };
  }
  let offset = base;
  for (const bytes of added) {
    if (offset > 0) text.buffer[offset++] = COMMA;
    text.buffer.set(bytes, offset);
    offset += bytes.byteLength;
  }
  text.used = offset;
  // A copy: what the text was made from must not change under it.
  linesInAnswers.set(items[0], { lines: items.slice(), text, end: offset });
  return text.buffer.subarray(0, offset);
}

function startsWith<T>(list: readonly T[], prefix: readonly T[]): boolean {
  if (prefix.length > list.length) return false;
  for (let index = 0; index < prefix.length; index += 1) {
    if (list[index] !== prefix[index]) return false;
  }
  return true;
}

/**
 * A region as carts show it, made once per region row (regions come from a cached lookup): one
 * object, so its JSON text is made once too (`jsonOf`).
 */
const shownRegions = new WeakMap<CartRegion, StoreCart["region"]>();

function shownRegion(region: CartRegion): StoreCart["region"] {
  let shown = shownRegions.get(region);
  if (shown === undefined) {
    const { tax_rules: taxRules, ...rest } = region;
    shown = Object.freeze({ ...rest, tax_rates: taxRules.rates });
    shownRegions.set(region, shown);
  }
  return shown;
}

export function storeCart(
  record: CartRecord,
  region: CartRegion,
  items: CartItemRecord[],
  publicUrl: string,
  profiles: ShippingProfiles,
  checkout: CartCheckout = EMPTY_CHECKOUT,
): StoreCart {
  // A discount whose customer-group conditions the cart's customer does not meet takes nothing.
  const usable = checkout.discounts.filter((discount) => discount.customer_ok !== false);
  // Without one, every line's share is 0 (most carts: not worked out line by line on every add).
  const discountByLine =
    usable.length === 0
      ? undefined
      : lineDiscounts(
          items.map(({ item }) => item),
          usable.map((discount) => ({ ...discount.rule, item_ids: discount.item_ids })),
        );
  const lines = items.map((record) =>
    storeLine(record, region, discountByLine?.get(record.item.id) ?? 0, publicUrl, profiles),
  );
  const taxRate = effectiveTaxRate(region);
  const shippingMethods = storeShippingMethods(
    checkout.shipping_methods,
    taxRate,
    usable.some((discount) => discount.rule.type === "free_shipping"),
    (method) =>
      region.automatic_taxes
        ? shippingOptionRates(region.tax_rules, method.shipping_option_id)
        : undefined,
  );
  const selectedSession = checkout.payment_sessions.find((session) => session.is_selected);
  return {
    object: "cart",
    ...record.cart,
    shipping_address: record.shipping_address,
    billing_address: record.billing_address,
    sales_channel: record.sales_channel,
    customer: record.customer,
    region: shownRegion(region),
    items: lines,
    // Atelier has no swaps yet; Medusa's payment names the swap it pays for.
    payment: checkout.payment && { ...checkout.payment, swap_id: null },
    discounts: checkout.discounts.map(
      ({ item_ids: _items, customer_ok: _customer, ...discount }) => discount,
    ),
    gift_cards: checkout.gift_cards,
    shipping_methods: shippingMethods,
    payment_sessions: checkout.payment_sessions,
    ...(selectedSession && { payment_session: selectedSession }),
    ...cartTotals(lines, {
      shipping: shippingMethods,
      giftCardBalance: checkout.gift_cards.reduce((sum, card) => sum + card.balance, 0),
      giftCardTaxRate: region.gift_cards_taxable ? taxRate : 0,
    }),
  };
}
