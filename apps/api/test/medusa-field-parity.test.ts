// Every field Medusa v1.20 answers with (issue 12): for each Store call a Medusa storefront makes,
// the field paths a Medusa v1.20 backend answers, and a check that Atelier's answer has each of
// them. Atelier's own extra fields are allowed. The paths come from Medusa's entities and the
// relations each route loads (contract medusa-v1 §6.2–§8; medusajs/medusa v1.x,
// `packages/medusa/src/models/*.ts`, `api/routes/store/*/index.ts`):
// - products: `defaultStoreProductsFields` and `defaultStoreProductsRelations` (which include
//   `profiles`), pruned to `allowedStoreProductsFields` (which adds `profile_id`, so the singular
//   `profile` is pruned); `sales_channels` because a publishable key is sent;
// - the cart after adding a line: `defaultStoreCartRelations` plus `billing_address`,
//   `region.payment_providers`, `payment_sessions` and `customer`
//   (`store/carts/create-line-item/utils/handler-steps.ts`), and the totals' relations
//   `items.variant.product.profiles`, `items.tax_lines`, `region.tax_rates`. A product loaded
//   with `profiles` also carries `profile` and `profile_id` (`Product.afterLoad`). Tax lines are
//   computed, not stored, so they have no id or timestamps; `customer` has no `password_hash`
//   (`select: false`); a line's variant has no `purchasable` without an inventory module
//   (`setVariantAvailability`);
// - shipping options of a cart: `fetchCartOptions` loads `requirements` and `profile`, and the
//   pricing adds `price_incl_tax`, `tax_rates` and `tax_amount`;
// - regions: `countries`, `payment_providers`, `fulfillment_providers`;
// - customers/me: the customer columns with `shipping_addresses` and `billing_address`.
//
// Each line of `paths` below is one object of the answer: `path: its fields`; `[]` marks each
// element of an array. A path passes when every object reached has the field. A relation Medusa itself may
// answer null (listed in `nullable`) passes as null; an array the path goes through must have at
// least one element somewhere, so that every path is really checked.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, PASSWORD, uniqueEmail } from "./accounts-client";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

interface MedusaAnswer {
  paths: string;
  /** Relations Medusa may answer as null. */
  nullable?: string[];
}

const REGION = `id name currency_code tax_rate tax_code gift_cards_taxable automatic_taxes
  tax_provider_id metadata created_at updated_at deleted_at`;
const COUNTRY = "id iso_2 iso_3 num_code name display_name region_id";
const PRODUCT = `id title subtitle status external_id description handle is_giftcard discountable
  thumbnail collection_id type_id weight length height width hs_code origin_country mid_code
  material created_at updated_at deleted_at metadata profile_id`;
const VARIANT = `id title product_id sku barcode ean upc variant_rank inventory_quantity
  allow_backorder manage_inventory hs_code origin_country mid_code material weight length height
  width metadata created_at updated_at deleted_at`;
const PRICED_VARIANT = `${VARIANT} prices options original_price calculated_price
  calculated_price_type original_price_incl_tax calculated_price_incl_tax original_tax
  calculated_tax tax_rates purchasable`;
const MONEY_AMOUNT = `id currency_code amount min_quantity max_quantity price_list_id price_list
  region_id variant_id created_at updated_at deleted_at`;
const OPTION_VALUE = "id value option_id variant_id metadata created_at updated_at deleted_at";
const SHIPPING_PROFILE = "id name type metadata created_at updated_at deleted_at";
const SALES_CHANNEL = "id name description is_disabled metadata created_at updated_at deleted_at";
const CUSTOMER = `id email first_name last_name billing_address_id phone has_account metadata
  created_at updated_at deleted_at`;
const ADDRESS = `id customer_id company first_name last_name address_1 address_2 city country_code
  province postal_code phone metadata created_at updated_at deleted_at`;

/** The product of `GET /store/products` and `GET /store/products/:id`, under `at`. */
function storeProduct(at: string): string {
  return `
    ${at}: ${PRODUCT} variants options images tags collection type profiles sales_channels
    ${at}.variants[]: ${PRICED_VARIANT}
    ${at}.variants[].prices[]: ${MONEY_AMOUNT}
    ${at}.variants[].options[]: ${OPTION_VALUE}
    ${at}.variants[].tax_rates[]: rate name code
    ${at}.options[]: id title product_id metadata created_at updated_at deleted_at values
    ${at}.options[].values[]: ${OPTION_VALUE}
    ${at}.images[]: id url metadata created_at updated_at deleted_at
    ${at}.tags[]: id value metadata created_at updated_at deleted_at
    ${at}.collection: id title handle metadata created_at updated_at deleted_at
    ${at}.type: id value metadata created_at updated_at deleted_at
    ${at}.profiles[]: ${SHIPPING_PROFILE}
    ${at}.sales_channels[]: ${SALES_CHANNEL}`;
}

function storeRegion(at: string): string {
  return `
    ${at}: ${REGION} countries payment_providers fulfillment_providers
    ${at}.countries[]: ${COUNTRY}
    ${at}.payment_providers[]: id is_installed
    ${at}.fulfillment_providers[]: id is_installed`;
}

const MEDUSA: Record<string, MedusaAnswer> = {
  "GET /store/regions": { paths: `: regions count offset limit ${storeRegion("regions[]")}` },
  "GET /store/regions/:id": { paths: `: region ${storeRegion("region")}` },
  "GET /store/products": {
    paths: `: products count offset limit ${storeProduct("products[]")}`,
    nullable: ["products[].collection", "products[].type"],
  },
  "GET /store/products/:id": {
    paths: `: product ${storeProduct("product")}`,
    nullable: ["product.collection", "product.type"],
  },
  "POST /store/carts/:id/line-items": {
    paths: `
      : cart
      cart: object id email billing_address_id billing_address shipping_address_id
        shipping_address items region_id region discounts gift_cards customer_id customer
        payment_sessions payment_id payment shipping_methods type completed_at
        payment_authorized_at idempotency_key context metadata sales_channel_id sales_channel
        created_at updated_at deleted_at subtotal discount_total item_tax_total shipping_total
        shipping_tax_total tax_total gift_card_total gift_card_tax_total total
      cart.region: ${REGION} countries payment_providers tax_rates
      cart.region.countries[]: ${COUNTRY}
      cart.region.payment_providers[]: id is_installed
      cart.items[]: id cart_id order_id swap_id claim_order_id original_item_id order_edit_id
        title description thumbnail is_return is_giftcard should_merge allow_discounts
        has_shipping unit_price variant_id quantity fulfilled_quantity returned_quantity
        shipped_quantity metadata created_at updated_at variant adjustments tax_lines subtotal
        discount_total total original_total original_tax_total tax_total
      cart.items[].tax_lines[]: item_id rate name code
      cart.items[].variant: ${VARIANT} product
      cart.items[].variant.product: ${PRODUCT} profile profiles
      cart.items[].variant.product.profile: ${SHIPPING_PROFILE}
      cart.items[].variant.product.profiles[]: ${SHIPPING_PROFILE}
      cart.customer: ${CUSTOMER}
      cart.sales_channel: ${SALES_CHANNEL}`,
    nullable: ["cart.billing_address", "cart.shipping_address", "cart.payment", "cart.customer"],
  },
  "GET /store/shipping-options/:cart_id": {
    paths: `
      : shipping_options
      shipping_options[]: id name region_id profile_id provider_id price_type amount is_return
        admin_only data metadata created_at updated_at deleted_at requirements profile
        price_incl_tax tax_rates tax_amount
      shipping_options[].requirements[]: id shipping_option_id type amount deleted_at
      shipping_options[].profile: ${SHIPPING_PROFILE}
      shipping_options[].tax_rates[]: rate name code`,
  },
  "GET /store/collections": {
    paths: `
      : collections count offset limit
      collections[]: id title handle metadata created_at updated_at deleted_at`,
  },
  "GET /store/customers/me": {
    paths: `
      : customer
      customer: ${CUSTOMER} shipping_addresses billing_address
      customer.shipping_addresses[]: ${ADDRESS}
      customer.billing_address: ${ADDRESS}`,
  },
};

/** `"at: a b"` lines into full paths: `at.a`, `at.b` (a top-level line has an empty `at`). */
function fieldPaths(lines: string): string[] {
  return lines.split(/\n(?=\s*[\w.[\]]*:)/).flatMap((entry) => {
    const colon = entry.indexOf(":");
    if (colon < 0) return [];
    const at = entry.slice(0, colon).trim();
    const fields = entry
      .slice(colon + 1)
      .split(/\s+/)
      .filter((field) => field !== "");
    return fields.map((field) => (at === "" ? field : `${at}.${field}`));
  });
}

/**
 * Why `path` is missing from `body`, or undefined when every object it reaches has the field.
 * An array on the way is checked element by element; a relation in `nullable` may be null.
 */
function whyMissing(body: unknown, path: string, nullable: Set<string>): string | undefined {
  let reached: { value: unknown; at: string }[] = [{ value: body, at: "" }];
  const steps = path.split(".");
  for (const [index, step] of steps.entries()) {
    const isArray = step.endsWith("[]");
    const key = isArray ? step.slice(0, -2) : step;
    const isLast = index === steps.length - 1;
    const next: typeof reached = [];
    for (const { value, at } of reached) {
      const here = at === "" ? key : `${at}.${key}`;
      if (typeof value !== "object" || value === null || !(key in value)) {
        return `no ${key} at ${at || "the top"}`;
      }
      const field = (value as Record<string, unknown>)[key];
      if (isLast) continue;
      if (field === null) {
        if (nullable.has(here)) continue;
        return `${here} is null`;
      }
      if (isArray) {
        if (!Array.isArray(field)) return `${here} is not an array`;
        next.push(...field.map((element) => ({ value: element, at: `${here}[]` })));
      } else {
        next.push({ value: field, at: here });
      }
    }
    if (isArray && !isLast && next.length === 0 && reached.length > 0) {
      return `no element of ${steps.slice(0, index + 1).join(".")} to check`;
    }
    reached = next;
  }
  return undefined;
}

describe.each(databaseKinds)("Medusa v1.20 field parity on %s", (kind) => {
  let api: TestApi;
  const answers: Record<string, unknown> = {};

  beforeAll(async () => {
    api = await startTestApi(kind);
    const seed = api.seed!;
    const key = { "x-publishable-api-key": seed.publishableApiKey };
    const shopper = new Browser(api);
    const call = async <Body = unknown>(path: string, init: { json?: unknown } = {}) => {
      const response = await shopper.request(path, { ...init, headers: key });
      if (response.status !== 200) {
        throw new Error(`${path}: ${response.status} ${await response.text()}`);
      }
      return response.json() as Promise<Body>;
    };

    await call("/store/customers", {
      json: { email: uniqueEmail(), password: PASSWORD, first_name: "Ada", last_name: "Lovelace" },
    });
    const address = {
      first_name: "Ada",
      last_name: "Lovelace",
      address_1: "12 Market Street",
      city: "Portland",
      country_code: "us",
      postal_code: "97201",
    };
    await call("/store/customers/me/addresses", { json: { address } });
    await call("/store/customers/me", { json: { billing_address: address } });

    answers["GET /store/regions"] = await call("/store/regions");
    answers["GET /store/regions/:id"] = await call(`/store/regions/${seed.regions.us}`);
    const list = await call<{ products: Record<string, unknown>[] }>(
      `/store/products?region_id=${seed.regions.us}&limit=12`,
    );
    answers["GET /store/products"] = list;
    // A product with every relation filled, so that each of its paths is checked.
    const full = list.products.find(
      (product) =>
        product.collection !== null &&
        product.type !== null &&
        (product.tags as unknown[]).length > 0 &&
        (product.images as unknown[]).length > 0,
    );
    if (!full) throw new Error("the seed has no product with a collection, type, tags and images");
    answers["GET /store/products/:id"] = await call(
      `/store/products/${String(full.id)}?region_id=${seed.regions.us}`,
    );
    const { cart } = await call<{ cart: { id: string } }>("/store/carts", {
      json: { region_id: seed.regions.us },
    });
    const [variant] = full.variants as { id: string }[];
    answers["POST /store/carts/:id/line-items"] = await call(`/store/carts/${cart.id}/line-items`, {
      json: { variant_id: variant.id, quantity: 1 },
    });
    answers["GET /store/shipping-options/:cart_id"] = await call(
      `/store/shipping-options/${cart.id}`,
    );
    answers["GET /store/collections"] = await call("/store/collections");
    answers["GET /store/customers/me"] = await call("/store/customers/me");
  });
  afterAll(() => api?.close());

  it("answers every field path Medusa v1.20 answers on these Store calls", () => {
    const report: string[] = [];
    const missing: string[] = [];
    let total = 0;
    for (const [call, medusa] of Object.entries(MEDUSA)) {
      const paths = fieldPaths(medusa.paths);
      const nullable = new Set(medusa.nullable);
      expect(paths, `${call}: a nullable relation is not a listed path`).toEqual(
        expect.arrayContaining([...nullable]),
      );
      const absent = paths.flatMap((path) => {
        const why = whyMissing(answers[call], path, nullable);
        return why === undefined ? [] : [`${call}: ${path} (${why})`];
      });
      total += paths.length;
      missing.push(...absent);
      report.push(`${call}: ${paths.length - absent.length} of ${paths.length}`);
    }
    report.push(`all: ${total - missing.length} of ${total} Medusa field paths present`);
    console.info(report.join("\n"));
    expect(missing).toEqual([]);
  });
});
