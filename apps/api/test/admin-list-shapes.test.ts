// Every admin resource of the published @medusajs/medusa-js 6.x client that has a `list` call
// answers it with Medusa v1's list envelope (contract medusa-v1 §12.1): the list under its key,
// and, where v1 pages the list, `count`, `offset` 0 and the resource's default `limit`. The
// resources are read from the client itself, so a resource the client gains without a route
// here fails the test instead of being skipped.
import type Medusa from "@medusajs/medusa-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMedusa } from "./fixtures/medusa-js";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

/** The list key and, for paged lists, the default limit of each `admin.<resource>.list()`. */
const LIST_ENVELOPES: Record<string, { key: string; limit?: number }> = {
  batchJobs: { key: "batch_jobs", limit: 10 },
  collections: { key: "collections", limit: 10 },
  currencies: { key: "currencies", limit: 20 },
  customerGroups: { key: "customer_groups", limit: 10 },
  customers: { key: "customers", limit: 50 },
  discounts: { key: "discounts", limit: 20 },
  draftOrders: { key: "draft_orders", limit: 50 },
  giftCards: { key: "gift_cards", limit: 50 },
  inventoryItems: { key: "inventory_items", limit: 20 },
  invites: { key: "invites" },
  notes: { key: "notes", limit: 50 },
  notifications: { key: "notifications", limit: 50 },
  orderEdits: { key: "order_edits", limit: 20 },
  orders: { key: "orders", limit: 50 },
  priceLists: { key: "price_lists", limit: 10 },
  productCategories: { key: "product_categories", limit: 100 },
  productTags: { key: "product_tags", limit: 10 },
  productTypes: { key: "product_types", limit: 20 },
  products: { key: "products", limit: 50 },
  publishableApiKeys: { key: "publishable_api_keys", limit: 20 },
  regions: { key: "regions", limit: 50 },
  reservations: { key: "reservations", limit: 20 },
  returnReasons: { key: "return_reasons" },
  returns: { key: "returns", limit: 50 },
  salesChannels: { key: "sales_channels", limit: 20 },
  shippingOptions: { key: "shipping_options", limit: 50 },
  shippingProfiles: { key: "shipping_profiles" },
  stockLocations: { key: "stock_locations", limit: 20 },
  swaps: { key: "swaps", limit: 50 },
  taxRates: { key: "tax_rates", limit: 50 },
  users: { key: "users", limit: 50 },
  variants: { key: "variants", limit: 20 },
};

type ListCall = () => Promise<Record<string, unknown>>;

/** The admin resources whose client object has a `list` method, by name. */
function listCalls(client: Medusa): Map<string, ListCall> {
  const calls = new Map<string, ListCall>();
  for (const [name, resource] of Object.entries(client.admin)) {
    const list = (resource as { list?: unknown } | null)?.list;
    if (typeof list === "function") {
      calls.set(name, () => (list as () => Promise<Record<string, unknown>>).call(resource));
    }
  }
  return calls;
}

describe.each(databaseKinds)("admin list envelopes on %s", (kind) => {
  let api: TestApi;
  let staff: Medusa;

  beforeAll(async () => {
    api = await startTestApi(kind);
    staff = await adminMedusa(api);
  });

  afterAll(async () => {
    await api.close();
  });

  it("knows the envelope of every admin resource the client can list", () => {
    expect([...listCalls(staff).keys()].sort()).toEqual(Object.keys(LIST_ENVELOPES).sort());
  });

  it.each(Object.entries(LIST_ENVELOPES))(
    "admin.%s.list() answers v1's envelope",
    async (name, envelope) => {
      const call = listCalls(staff).get(name);
      expect(call, `medusa-js has admin.${name}.list`).toBeDefined();
      const body = await call!();
      expect(Array.isArray(body[envelope.key]), `${envelope.key} is a list`).toBe(true);
      for (const entry of body[envelope.key] as unknown[]) {
        expect(entry).toBeTypeOf("object");
      }
      if (envelope.limit !== undefined) {
        expect(body).toMatchObject({ offset: 0, limit: envelope.limit });
        expect(body.count).toBeTypeOf("number");
        expect(body.count as number).toBeGreaterThanOrEqual(
          (body[envelope.key] as unknown[]).length,
        );
      }
    },
  );

  it("answers the id-scoped lists of the seeded shop in their v1 shape", async () => {
    const { products } = await staff.admin.products.list({ limit: 1 });
    const product = products[0];
    const { variants } = await staff.admin.products.listVariants(product.id);
    expect(variants.length).toBeGreaterThan(0);
    expect(
      variants.every((variant: { product_id: string }) => variant.product_id === product.id),
    ).toBe(true);

    const { types } = await staff.admin.products.listTypes();
    expect(Array.isArray(types)).toBe(true);
    const { tags } = await staff.admin.products.listTags();
    expect(Array.isArray(tags)).toBe(true);

    const { payment_providers } = await staff.admin.store.listPaymentProviders();
    expect(payment_providers.length).toBeGreaterThan(0);
    const { tax_providers } = await staff.admin.store.listTaxProviders();
    expect(Array.isArray(tax_providers)).toBe(true);

    const { sales_channels } = await staff.admin.salesChannels.list();
    expect(sales_channels.length).toBeGreaterThan(0);
    const { publishable_api_keys } = await staff.admin.publishableApiKeys.list();
    expect(publishable_api_keys.length).toBeGreaterThan(0);
    const linked = await staff.admin.publishableApiKeys.listSalesChannels(
      publishable_api_keys[0].id,
    );
    expect(linked.sales_channels.map((channel: { id: string }) => channel.id)).toContain(
      sales_channels[0].id,
    );

    const { inventory_items } = await staff.admin.inventoryItems.list();
    expect(inventory_items.length).toBeGreaterThan(0);
    const levels = await staff.admin.inventoryItems.listLocationLevels(inventory_items[0].id);
    expect(levels.inventory_item.id).toBe(inventory_items[0].id);
    expect(levels.inventory_item.location_levels.length).toBeGreaterThan(0);

    const { customer_groups } = await staff.admin.customerGroups.list();
    if (customer_groups.length > 0) {
      const members = await staff.admin.customerGroups.listCustomers(customer_groups[0].id);
      expect(Array.isArray(members.customers)).toBe(true);
    }
    const { price_lists } = await staff.admin.priceLists.list();
    if (price_lists.length > 0) {
      const listed = await staff.admin.priceLists.listProducts(price_lists[0].id);
      expect(Array.isArray(listed.products)).toBe(true);
    }
  });
});
