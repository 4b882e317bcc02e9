// Admin customer groups and price lists over real HTTP (contract medusa-v1 §12.1, §13): CRUD with
// its 400s and 404s, customer batches, and price lists that the Store applies at once to the
// members of their groups, and stops applying when drafted or emptied.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerCustomer, type Registered } from "./accounts-client";
import { insertVariant } from "./fixtures/checkout";
import { signInStaff, type SignedInStaff } from "./fixtures/staff";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

interface GroupJson {
  id: string;
  name: string;
  metadata: Record<string, unknown> | null;
}
interface PriceJson {
  id: string;
  amount: number;
  currency_code: string;
  region_id: string | null;
  variant_id: string;
  price_list_id: string;
}
interface PriceListJson {
  id: string;
  name: string;
  type: string;
  status: string;
  prices: PriceJson[];
  customer_groups: GroupJson[];
}
interface VariantJson {
  calculated_price: number | null;
  original_price: number | null;
  calculated_price_type?: string;
}

describe.each(databaseKinds)("admin pricing on %s", (kind) => {
  let api: TestApi;
  let staff: SignedInStaff;

  const post = (path: string, json: unknown) => staff.request(path, { method: "POST", json });
  const del = (path: string, json?: unknown) => staff.request(path, { method: "DELETE", json });

  beforeAll(async () => {
    api = await startTestApi(kind);
    staff = await signInStaff(api);
  });
  afterAll(() => api?.close());

  describe("customer groups", () => {
    it("creates, finds, renames and deletes a group, refusing a taken or empty name", async () => {
      const created = await post("/admin/customer-groups", {
        name: "Architects",
        metadata: { source: "fair" },
      });
      expect(created.status).toBe(200);
      const { customer_group: group } = (await created.json()) as { customer_group: GroupJson };
      expect(group).toMatchObject({ name: "Architects", metadata: { source: "fair" } });
      expect(group.id).toMatch(/^cgrp_/);

      for (const body of [{ name: "architects" }, { name: "  " }, {}, { name: "X", colour: 1 }]) {
        const refused = await post("/admin/customer-groups", body);
        expect(refused.status).toBe(400);
        expect(await refused.json()).toMatchObject({ type: "invalid_data" });
      }

      const listed = (await (await staff.request("/admin/customer-groups?q=archi")).json()) as {
        customer_groups: GroupJson[];
        count: number;
        limit: number;
      };
      expect(listed.customer_groups.map((g) => g.name)).toEqual(["Architects"]);
      expect(listed.limit).toBe(10);
      expect((await staff.request("/admin/customer-groups?limit=0")).status).toBe(400);

      const renamed = await post(`/admin/customer-groups/${group.id}`, {
        name: "Architects & planners",
        metadata: { source: "", tier: 2 },
      });
      expect(await renamed.json()).toMatchObject({
        customer_group: { name: "Architects & planners", metadata: { tier: 2 } },
      });
      expect((await post(`/admin/customer-groups/${group.id}`, { name: "Trade" })).status).toBe(
        400,
      );

      const deleted = await del(`/admin/customer-groups/${group.id}`);
      expect(await deleted.json()).toEqual({
        id: group.id,
        object: "customer_group",
        deleted: true,
      });
      expect((await staff.request(`/admin/customer-groups/${group.id}`)).status).toBe(404);
      // The name is free again once its group is gone.
      expect((await post("/admin/customer-groups", { name: "Architects & planners" })).status).toBe(
        200,
      );
    });

    it("adds and removes customers in batches and keeps the Trade group", async () => {
      const { customer_group: group } = (await (
        await post("/admin/customer-groups", { name: "Batch group" })
      ).json()) as { customer_group: GroupJson };
      const a = await registerCustomer(api);
      const b = await registerCustomer(api);

      const added = await post(`/admin/customer-groups/${group.id}/customers/batch`, {
        customer_ids: [{ id: a.customer.id }, { id: b.customer.id }],
      });
      expect(added.status).toBe(200);
      const members = (await (
        await staff.request(`/admin/customer-groups/${group.id}/customers`)
      ).json()) as { customers: { id: string }[]; count: number };
      expect(members.count).toBe(2);
      expect(members.customers.map((c) => c.id).sort()).toEqual(
        [a.customer.id, b.customer.id].sort(),
      );

      const unknown = await post(`/admin/customer-groups/${group.id}/customers/batch`, {
        customer_ids: [{ id: "cus_missing" }],
      });
      expect(unknown.status).toBe(404);
      expect(
        (await post(`/admin/customer-groups/${group.id}/customers/batch`, { customer_ids: "x" }))
          .status,
      ).toBe(400);
      expect(
        (
          await post(`/admin/customer-groups/cgrp_missing/customers/batch`, {
            customer_ids: [{ id: a.customer.id }],
          })
        ).status,
      ).toBe(404);

      await del(`/admin/customer-groups/${group.id}/customers/batch`, {
        customer_ids: [{ id: a.customer.id }],
      });
      const left = (await (
        await staff.request(`/admin/customer-groups/${group.id}/customers`)
      ).json()) as { customers: { id: string }[] };
      expect(left.customers.map((c) => c.id)).toEqual([b.customer.id]);

      const trade = (await (await staff.request("/admin/customer-groups?q=Trade")).json()) as {
        customer_groups: GroupJson[];
      };
      const tradeGroup = trade.customer_groups.find((g) => g.name === "Trade")!;
      const refused = await del(`/admin/customer-groups/${tradeGroup.id}`);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ type: "not_allowed" });
    });
  });

  describe("price lists", () => {
    let variantId: string;
    let member: Registered;
    let outsider: Registered;
    let groupId: string;

    const priceSeenBy = async (shopper: Registered | undefined): Promise<VariantJson> => {
      const path = `/store/variants/${variantId}?currency_code=usd`;
      const response = shopper ? await shopper.browser.request(path) : await api.request(path);
      return ((await response.json()) as { variant: VariantJson }).variant;
    };

    beforeAll(async () => {
      variantId = await insertVariant(api, {
        stock: 100,
        prices: { usd: 5000, eur: 4500, jpy: 7000 },
      });
      member = await registerCustomer(api);
      outsider = await registerCustomer(api);
      const { customer_group: group } = (await (
        await post("/admin/customer-groups", { name: "Hotels" })
      ).json()) as { customer_group: GroupJson };
      groupId = group.id;
      await post(`/admin/customer-groups/${groupId}/customers/batch`, {
        customer_ids: [{ id: member.customer.id }],
      });
    });

    it("refuses bad price lists with 400s and unknown references with 404s", async () => {
      const base = { name: "Bad", description: "", type: "sale" };
      const cases: [unknown, number][] = [
        [{ ...base, type: "clearance" }, 400],
        [{ ...base, name: undefined }, 400],
        [{ ...base, status: "paused" }, 400],
        [{ ...base, starts_at: "2030-01-02", ends_at: "2030-01-01" }, 400],
        [{ ...base, starts_at: "not a date" }, 400],
        [{ ...base, prices: [{ amount: 100, variant_id: variantId }] }, 400],
        [
          {
            ...base,
            prices: [
              { amount: 100, variant_id: variantId, currency_code: "usd", region_id: "reg_1" },
            ],
          },
          400,
        ],
        [{ ...base, prices: [{ amount: -1, variant_id: variantId, currency_code: "usd" }] }, 400],
        [{ ...base, prices: [{ amount: 1.5, variant_id: variantId, currency_code: "usd" }] }, 400],
        [{ ...base, prices: [{ amount: 100, variant_id: variantId, currency_code: "xyz" }] }, 400],
        [
          { ...base, prices: [{ amount: 100, variant_id: "variant_nope", currency_code: "usd" }] },
          404,
        ],
        [{ ...base, customer_groups: [{ id: "cgrp_nope" }] }, 404],
      ];
      for (const [body, status] of cases) {
        const response = await post("/admin/price-lists", body);
        expect(response.status, JSON.stringify(body)).toBe(status);
      }
      // Nothing half-made was left behind.
      const { price_lists: lists } = (await (
        await staff.request("/admin/price-lists?q=Bad")
      ).json()) as {
        price_lists: PriceListJson[];
      };
      expect(lists).toEqual([]);
      expect((await staff.request("/admin/price-lists/pl_missing")).status).toBe(404);
      expect((await staff.request("/admin/price-lists?status[]=paused")).status).toBe(400);
    });

    it("applies a group's list to its members at once, and stops when drafted or emptied", async () => {
      expect((await priceSeenBy(member)).calculated_price).toBe(5000);

      const created = await post("/admin/price-lists", {
        name: "Hotel rates",
        description: "For hotel groups",
        type: "sale",
        status: "active",
        customer_groups: [{ id: groupId }],
        prices: [
          { amount: 3900, variant_id: variantId, currency_code: "usd" },
          { amount: 3500, variant_id: variantId, region_id: api.seed!.regions.eu },
        ],
      });
      expect(created.status).toBe(200);
      const { price_list: list } = (await created.json()) as { price_list: PriceListJson };
      expect(list).toMatchObject({
        name: "Hotel rates",
        type: "sale",
        status: "active",
        customer_groups: [{ id: groupId, name: "Hotels" }],
      });
      expect(list.prices.map((p) => [p.amount, p.currency_code]).sort()).toEqual([
        [3500, "eur"],
        [3900, "usd"],
      ]);

      expect(await priceSeenBy(member)).toMatchObject({
        calculated_price: 3900,
        original_price: 5000,
        calculated_price_type: "sale",
      });
      expect((await priceSeenBy(outsider)).calculated_price).toBe(5000);
      expect((await priceSeenBy(undefined)).calculated_price).toBe(5000);

      const drafted = await post(`/admin/price-lists/${list.id}`, { status: "draft" });
      expect(drafted.status).toBe(200);
      expect((await priceSeenBy(member)).calculated_price).toBe(5000);

      const listed = (await (
        await staff.request("/admin/price-lists?status[]=draft&q=hotel")
      ).json()) as { price_lists: PriceListJson[]; count: number };
      expect(listed.price_lists.map((l) => l.id)).toEqual([list.id]);
      expect(listed.price_lists[0].prices).toHaveLength(2);

      await post(`/admin/price-lists/${list.id}`, { status: "active" });
      expect((await priceSeenBy(member)).calculated_price).toBe(3900);

      // An override batch replaces the variant's prices in the list.
      const batch = await post(`/admin/price-lists/${list.id}/prices/batch`, {
        prices: [{ amount: 3700, variant_id: variantId, currency_code: "usd" }],
        override: true,
      });
      const { price_list: replaced } = (await batch.json()) as { price_list: PriceListJson };
      expect(replaced.prices.map((p) => p.amount)).toEqual([3700]);
      expect((await priceSeenBy(member)).calculated_price).toBe(3700);

      const products = (await (
        await staff.request(`/admin/price-lists/${list.id}/products`)
      ).json()) as {
        products: { variants: { id: string; prices: PriceJson[] }[] }[];
        count: number;
      };
      expect(products.count).toBe(1);
      expect(products.products[0].variants[0].prices.map((p) => p.amount)).toEqual([3700]);

      const removed = await del(`/admin/price-lists/${list.id}/prices/batch`, {
        price_ids: replaced.prices.map((p) => p.id),
      });
      expect(await removed.json()).toEqual({
        ids: replaced.prices.map((p) => p.id),
        object: "money-amount",
        deleted: true,
      });
      expect((await priceSeenBy(member)).calculated_price).toBe(5000);
      expect(
        (await del(`/admin/price-lists/${list.id}/prices/batch`, { price_ids: [] })).status,
      ).toBe(400);
    });

    it("deletes a list's prices by product and by variant, and deletes the list", async () => {
      const { price_list: list } = (await (
        await post("/admin/price-lists", {
          name: "Summer sale",
          description: "Everyone",
          type: "sale",
          status: "active",
          prices: [{ amount: 4500, variant_id: variantId, currency_code: "usd" }],
        })
      ).json()) as { price_list: PriceListJson };
      // A list with no customer groups is for every shopper.
      expect((await priceSeenBy(undefined)).calculated_price).toBe(4500);

      const { variant } = (await (await api.request(`/store/variants/${variantId}`)).json()) as {
        variant: { product_id: string };
      };
      const productId = variant.product_id;
      const byProduct = await del(`/admin/price-lists/${list.id}/products/${productId}/prices`);
      expect(((await byProduct.json()) as { ids: string[] }).ids).toHaveLength(1);
      expect((await priceSeenBy(undefined)).calculated_price).toBe(5000);

      await post(`/admin/price-lists/${list.id}/prices/batch`, {
        prices: [{ amount: 4400, variant_id: variantId, currency_code: "usd" }],
      });
      expect((await priceSeenBy(undefined)).calculated_price).toBe(4400);
      const byVariant = await del(`/admin/price-lists/${list.id}/variants/${variantId}/prices`);
      expect(((await byVariant.json()) as { ids: string[] }).ids).toHaveLength(1);
      expect((await del(`/admin/price-lists/${list.id}/variants/variant_nope/prices`)).status).toBe(
        404,
      );

      await post(`/admin/price-lists/${list.id}/prices/batch`, {
        prices: [{ amount: 4300, variant_id: variantId, currency_code: "usd" }],
      });
      const deleted = await del(`/admin/price-lists/${list.id}`);
      expect(await deleted.json()).toEqual({ id: list.id, object: "price-list", deleted: true });
      expect((await priceSeenBy(undefined)).calculated_price).toBe(5000);
      expect((await staff.request(`/admin/price-lists/${list.id}`)).status).toBe(404);
    });
  });
});
