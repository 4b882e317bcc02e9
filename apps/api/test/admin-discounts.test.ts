// Admin discounts over real HTTP with the published medusa-js client (Medusa v1
// `admin/discounts`): staff create a percentage discount limited to a product, a fixed one limited
// to a customer group, a free-shipping code and a dynamic discount's code, and each takes effect in
// a shopper's cart exactly as Medusa v1 computes it. Conditions, regions, bad input and deletion.
import type Medusa from "@medusajs/medusa-js";
import { discountConditionsNotMetMessage } from "@atelier/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  customerGroupCustomers,
  customerGroups,
  discounts,
  productVariants,
} from "../src/db/schema";
import { signInStaff } from "./fixtures/staff";
import { registerCustomer } from "./accounts-client";
import {
  checkoutCalls,
  insertCheckoutShop,
  insertVariant,
  type CheckoutCartJson,
  type CheckoutShop,
  type CompletionJson,
} from "./fixtures/checkout";
import { adminMedusa, rejection } from "./fixtures/medusa-js";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

/** The US region's rate (8 %), taken on what is left of a line after its discount. */
const US_TAX = 8;
const taxOn = (amount: number) => Math.round((amount * US_TAX) / 100);

describe.each(databaseKinds)("admin discounts on %s", (kind) => {
  let api: TestApi;
  let shop: CheckoutShop;
  let staff: Medusa;
  let calls: ReturnType<typeof checkoutCalls>;
  /** A second product, usd 2000, that no condition names. */
  let vase: string;
  let bowlProduct: string;

  beforeAll(async () => {
    api = await startTestApi(kind);
    shop = await insertCheckoutShop(api);
    calls = checkoutCalls(api);
    staff = await adminMedusa(api);
    vase = await insertVariant(api, { stock: 1000, prices: { usd: 2000, eur: 1800, jpy: 3000 } });
    const [variant] = await api.deps.db
      .select({ product_id: productVariants.product_id })
      .from(productVariants)
      .where(eq(productVariants.id, shop.bowl));
    bowlProduct = variant.product_id;
  });
  afterAll(() => api?.close());

  const cartOf = async (response: Response): Promise<CheckoutCartJson> => {
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${response.status}: ${text}`);
    return (JSON.parse(text) as { cart: CheckoutCartJson }).cart;
  };

  /** A ready US cart with two bowls (usd 5000 each) and one vase (usd 2000). */
  async function bowlsAndVase(headers: Record<string, string> = {}): Promise<CheckoutCartJson> {
    const cart = await calls.readyCart(shop.regions.us, shop.bowl, { quantity: 2, headers });
    return cartOf(
      await calls.post(
        `/store/carts/${cart.id}/line-items`,
        { variant_id: vase, quantity: 1 },
        headers,
      ),
    );
  }

  it("takes 10 % off only the lines of the product a condition names", async () => {
    const { discount } = await staff.admin.discounts.create({
      code: "bowls10",
      rule: {
        type: "percentage",
        value: 10,
        allocation: "total",
        description: "10 % off bowls",
        conditions: [{ operator: "in", products: [bowlProduct] }],
      },
      regions: [shop.regions.us],
    } as never);
    expect(discount).toMatchObject({
      code: "BOWLS10",
      is_dynamic: false,
      usage_count: 0,
      rule: {
        type: "percentage",
        value: 10,
        conditions: [{ type: "products", operator: "in", products: [{ id: bowlProduct }] }],
      },
      regions: [{ id: shop.regions.us }],
    });

    const cart = await bowlsAndVase();
    const discounted = await cartOf(
      await calls.update(cart.id, { discounts: [{ code: "Bowls10" }] }),
    );
    const bowlLine = discounted.items.find((item) => item.subtotal === 10000)!;
    const vaseLine = discounted.items.find((item) => item.subtotal === 2000)!;
    expect(bowlLine).toMatchObject({ discount_total: 1000, tax_total: taxOn(9000) });
    expect(vaseLine).toMatchObject({ discount_total: 0, tax_total: taxOn(2000) });
    expect(discounted).toMatchObject({
      subtotal: 12000,
      discount_total: 1000,
      item_tax_total: taxOn(9000) + taxOn(2000),
      total: 12000 - 1000 + taxOn(9000) + taxOn(2000) + 800 + 64,
    });

    // The order keeps each line's share: the vase stays undiscounted.
    await calls.selectProvider(cart.id, "manual");
    const completion = (await (await calls.complete(cart.id)).json()) as CompletionJson;
    if (completion.type !== "order") throw new Error("expected an order");
    expect(completion.data.discount_total).toBe(1000);
    const orderLines = (
      completion.data.items as unknown as { subtotal: number; discount_total: number }[]
    )
      .map((item) => [item.subtotal, item.discount_total])
      .sort();
    expect(orderLines).toEqual([
      [10000, 1000],
      [2000, 0],
    ]);

    // An order edit adds a vase: the code's condition leaves it at full price, as at checkout.
    const { order_edit: edit } = (await staff.admin.orderEdits.create({
      order_id: completion.data.id,
    })) as unknown as { order_edit: { id: string } };
    const { order_edit: edited } = (await staff.admin.orderEdits.addLineItem(edit.id, {
      variant_id: vase,
      quantity: 1,
    })) as unknown as { order_edit: { difference_due: number } };
    expect(edited.difference_due).toBe(2000 + taxOn(2000));

    // A cart with only the vase has nothing the code may apply to.
    const vaseOnly = await calls.readyCart(shop.regions.us, vase);
    const refused = await calls.update(vaseOnly.id, { discounts: [{ code: "BOWLS10" }] });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      type: "not_allowed",
      message: discountConditionsNotMetMessage("BOWLS10"),
    });
  });

  it("limits a fixed amount to a customer group, spreading it over the lines as Medusa does", async () => {
    const member = await registerCustomer(api);
    const [group] = await api.deps.db
      .insert(customerGroups)
      .values({ id: `cgrp_disc_${kind}`, name: `Friends ${kind}` })
      .returning();
    await api.deps.db
      .insert(customerGroupCustomers)
      .values({ customer_group_id: group.id, customer_id: member.customer.id });

    const { discount } = await staff.admin.discounts.create({
      code: "FRIENDS15",
      rule: {
        type: "fixed",
        value: 1500,
        allocation: "total",
        conditions: [{ operator: "in", customer_groups: [group.id] }],
      },
      regions: [shop.regions.us],
    } as never);
    expect(discount.rule.conditions).toMatchObject([
      { type: "customer_groups", customer_groups: [{ id: group.id, label: group.name }] },
    ]);

    const guest = await bowlsAndVase();
    const refused = await calls.update(guest.id, { discounts: [{ code: "FRIENDS15" }] });
    expect(await refused.json()).toMatchObject({
      message: discountConditionsNotMetMessage("FRIENDS15"),
    });

    const created = await member.browser.request("/store/carts", {
      json: { region_id: shop.regions.us, items: [{ variant_id: shop.bowl, quantity: 2 }] },
    });
    const memberCart = await cartOf(created);
    expect(memberCart.customer_id).toBe(member.customer.id);
    await member.browser.request(`/store/carts/${memberCart.id}/line-items`, {
      json: { variant_id: vase, quantity: 1 },
    });
    const discounted = await cartOf(
      await member.browser.request(`/store/carts/${memberCart.id}`, {
        json: { discounts: [{ code: "FRIENDS15" }] },
      }),
    );
    // 1500 × 10000 / 12000 = 1250 and 1500 × 2000 / 12000 = 250.
    const shares = discounted.items.map((item) => [item.subtotal, item.discount_total]);
    expect(shares.sort()).toEqual([
      [10000, 1250],
      [2000, 250],
    ]);
    expect(discounted.discount_total).toBe(1500);
    expect(discounted.item_tax_total).toBe(taxOn(8750) + taxOn(1750));
  });

  it("makes shipping free with a free-shipping code, which stacks with one other", async () => {
    await staff.admin.discounts.create({
      code: "SHIPFREE",
      rule: { type: "free_shipping", value: 0, allocation: "total" },
      regions: [shop.regions.us, shop.regions.eu],
    } as never);
    const cart = await bowlsAndVase();
    await calls.update(cart.id, { discounts: [{ code: "BOWLS10" }] });
    const both = await cartOf(await calls.update(cart.id, { discounts: [{ code: "shipfree" }] }));
    expect(both.discounts.map((discount) => discount.code).sort()).toEqual(["BOWLS10", "SHIPFREE"]);
    expect(both).toMatchObject({
      shipping_total: 0,
      shipping_tax_total: 0,
      discount_total: 1000,
      total: 12000 - 1000 + taxOn(9000) + taxOn(2000),
    });
  });

  it("gives a dynamic discount codes that end valid_duration after they are made", async () => {
    const { discount: parent } = await staff.admin.discounts.create({
      code: "WINBACK",
      is_dynamic: true,
      valid_duration: "P3D",
      rule: { type: "fixed", value: 700, allocation: "item" },
      regions: [shop.regions.us],
    } as never);
    const before = Date.now();
    const { discount } = await staff.admin.discounts.createDynamicCode(parent.id, {
      code: "winback-ada",
    } as never);
    expect(discount.id).toBe(parent.id);

    const { discount: code } = await staff.admin.discounts.retrieveByCode("WINBACK-ADA");
    expect(code).toMatchObject({
      is_dynamic: true,
      parent_discount_id: parent.id,
      usage_limit: null,
      regions: [{ id: shop.regions.us }],
    });
    const endsIn = new Date(code.ends_at as unknown as string).getTime() - before;
    expect(endsIn).toBeGreaterThanOrEqual(3 * 86_400_000 - 1000);
    expect(endsIn).toBeLessThan(3 * 86_400_000 + 60_000);

    const cart = await bowlsAndVase();
    const discounted = await cartOf(
      await calls.update(cart.id, { discounts: [{ code: "WINBACK-ADA" }] }),
    );
    // 700 off each unit: 1400 off the bowls, 700 off the vase.
    expect(discounted.discount_total).toBe(2100);

    const { discounts: codes } = await staff.admin.discounts.list({
      parent_discount_id: parent.id,
    } as never);
    expect(codes.map((entry: { code: string }) => entry.code)).toEqual(["WINBACK-ADA"]);

    // Once its validity has passed, the code is refused.
    await api.deps.db
      .update(discounts)
      .set({ ends_at: new Date(Date.now() - 1000) })
      .where(eq(discounts.id, code.id));
    const late = await bowlsAndVase();
    const expired = await calls.update(late.id, { discounts: [{ code: "WINBACK-ADA" }] });
    expect(await expired.json()).toMatchObject({ message: "Discount is expired" });

    await staff.admin.discounts.deleteDynamicCode(parent.id, "WINBACK-ADA");
    const other = await bowlsAndVase();
    const gone = await calls.update(other.id, { discounts: [{ code: "WINBACK-ADA" }] });
    expect(gone.status).toBe(404);
    const notDynamic = await rejection(
      staff.admin.discounts.createDynamicCode(
        (await staff.admin.discounts.retrieveByCode("SHIPFREE")).discount.id,
        { code: "NOPE" } as never,
      ),
    );
    expect(notDynamic).toMatchObject({
      status: 400,
      body: { message: "Discount must be set to dynamic" },
    });
  });

  it("edits conditions: adds, reads, replaces and removes their resources, and deletes them", async () => {
    const { discount } = await staff.admin.discounts.create({
      code: "EDITME",
      rule: { type: "percentage", value: 20, allocation: "total" },
      regions: [shop.regions.us],
    } as never);
    const [vaseRow] = await api.deps.db
      .select({ product_id: productVariants.product_id })
      .from(productVariants)
      .where(eq(productVariants.id, vase));
    const withCondition = await staff.admin.discounts.createCondition(discount.id, {
      operator: "not_in",
      products: [vaseRow.product_id],
    } as never);
    const condition = withCondition.discount.rule.conditions[0];
    expect(condition).toMatchObject({ type: "products", operator: "not_in" });

    const cart = await bowlsAndVase();
    const discounted = await cartOf(
      await calls.update(cart.id, { discounts: [{ code: "EDITME" }] }),
    );
    expect(discounted.discount_total).toBe(2000);

    await staff.admin.discounts.addConditionResourceBatch(discount.id, condition.id, {
      resources: [{ id: bowlProduct }],
    });
    const { discount_condition: read } = await staff.admin.discounts.getCondition(
      discount.id,
      condition.id,
    );
    expect(
      (read as unknown as { products: { id: string }[] }).products.map((p) => p.id).sort(),
    ).toEqual([bowlProduct, vaseRow.product_id].sort());
    await staff.admin.discounts.deleteConditionResourceBatch(discount.id, condition.id, {
      resources: [{ id: vaseRow.product_id }],
    });
    await staff.admin.discounts.updateCondition(discount.id, condition.id, {
      products: [vaseRow.product_id],
    } as never);
    const unknownProduct = await rejection(
      staff.admin.discounts.addConditionResourceBatch(discount.id, condition.id, {
        resources: [{ id: "prod_missing" }],
      }),
    );
    expect(unknownProduct).toMatchObject({
      status: 400,
      body: { message: "Product with id prod_missing was not found" },
    });
    const deleted = await staff.admin.discounts.deleteCondition(discount.id, condition.id);
    expect(deleted).toMatchObject({
      id: condition.id,
      object: "discount-condition",
      deleted: true,
    });
    expect(deleted.discount.rule.conditions).toEqual([]);
  });

  it("shows a changed rule and a removed condition in a cart read right after", async () => {
    const { discount } = await staff.admin.discounts.create({
      code: "RECAST",
      rule: {
        type: "percentage",
        value: 10,
        allocation: "total",
        conditions: [{ operator: "in", products: [bowlProduct] }],
      },
      regions: [shop.regions.us],
    } as never);
    const cart = await bowlsAndVase();
    await cartOf(await calls.update(cart.id, { discounts: [{ code: "RECAST" }] }));
    // Read twice, so the second answer is the kept one.
    await calls.cart(cart.id);
    expect((await calls.cart(cart.id)).discount_total).toBe(1000);

    await staff.admin.discounts.update(discount.id, {
      rule: { id: discount.rule_id, value: 20 },
    } as never);
    expect((await calls.cart(cart.id)).discount_total).toBe(2000);

    const [condition] = discount.rule.conditions as { id: string }[];
    await staff.admin.discounts.deleteCondition(discount.id, condition.id);
    // With no condition left the vase (usd 2000) is discounted too.
    expect((await calls.cart(cart.id)).discount_total).toBe(2400);
  });

  it("updates, disables, moves regions and deletes a discount", async () => {
    const { discount } = await staff.admin.discounts.create({
      code: "SPRING",
      rule: { type: "percentage", value: 5, allocation: "total" },
      regions: [shop.regions.us],
      usage_limit: 3,
    } as never);
    const updated = await staff.admin.discounts.update(discount.id, {
      code: "spring25",
      rule: { id: discount.rule_id, value: 25 },
      metadata: { campaign: "spring" },
    } as never);
    expect(updated.discount).toMatchObject({
      code: "SPRING25",
      usage_limit: 3,
      rule: { value: 25 },
      metadata: { campaign: "spring" },
    });

    const euCart = await cartOf(await calls.post("/store/carts", { region_id: shop.regions.eu }));
    const notThere = await calls.update(euCart.id, { discounts: [{ code: "SPRING25" }] });
    expect(await notThere.json()).toMatchObject({
      message: "The discount is not available in current region",
    });
    const added = await staff.admin.discounts.addRegion(discount.id, shop.regions.eu);
    expect(added.discount.regions.map((region: { id: string }) => region.id).sort()).toEqual(
      [shop.regions.us, shop.regions.eu].sort(),
    );
    const removed = await staff.admin.discounts.removeRegion(discount.id, shop.regions.us);
    expect(removed.discount.regions.map((region: { id: string }) => region.id)).toEqual([
      shop.regions.eu,
    ]);
    const last = await rejection(staff.admin.discounts.removeRegion(discount.id, shop.regions.eu));
    expect(last).toMatchObject({
      status: 400,
      body: { message: "Discount must have atleast 1 region" },
    });

    await staff.admin.discounts.update(discount.id, { is_disabled: true } as never);
    const disabled = await calls.update(euCart.id, { discounts: [{ code: "SPRING25" }] });
    expect(await disabled.json()).toMatchObject({ message: "The discount code is disabled" });

    const { discounts: freeOnes } = await staff.admin.discounts.list({
      rule: { type: "free_shipping" },
    } as never);
    expect(freeOnes.length).toBeGreaterThan(0);
    expect(
      freeOnes.every((entry: { rule: { type: string } }) => entry.rule.type === "free_shipping"),
    ).toBe(true);
    const { discounts: dynamicOnes } = await staff.admin.discounts.list({
      is_dynamic: true,
    } as never);
    expect(dynamicOnes.map((entry: { code: string }) => entry.code)).toContain("WINBACK");

    const { discounts: found, count } = await staff.admin.discounts.list({
      q: "spring25",
    } as never);
    expect(count).toBe(1);
    expect(found[0].id).toBe(discount.id);

    expect(await staff.admin.discounts.delete(discount.id)).toMatchObject({
      id: discount.id,
      object: "discount",
      deleted: true,
    });
    expect(await rejection(staff.admin.discounts.retrieve(discount.id))).toMatchObject({
      status: 404,
    });
  });

  it("creates a discount once for two requests under one Idempotency-Key", async () => {
    const member = await signInStaff(api);
    const send = () =>
      member.request("/admin/discounts", {
        method: "POST",
        headers: { "Idempotency-Key": `disc-once-${kind}` },
        json: {
          code: "ONCEONLY",
          rule: { type: "percentage", value: 5, allocation: "total" },
          regions: [shop.regions.us],
        },
      });
    const first = await send();
    const second = await send();
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const [a, b] = (await Promise.all([first.json(), second.json()])) as {
      discount: { id: string };
    }[];
    expect(b.discount.id).toBe(a.discount.id);
    const rows = await api.deps.db.select().from(discounts).where(eq(discounts.code, "ONCEONLY"));
    expect(rows).toHaveLength(1);
  });

  it("refuses bad input with a 400 and a readable message", async () => {
    const base = {
      code: "BAD",
      rule: { type: "percentage", value: 10, allocation: "total" },
      regions: [shop.regions.us],
    };
    const cases: [unknown, string][] = [
      [{ ...base, rule: { ...base.rule, value: 101 } }, "above 100"],
      [{ ...base, regions: [] }, "atleast 1 region"],
      [
        {
          ...base,
          rule: { type: "fixed", value: 100, allocation: "total" },
          regions: [shop.regions.us, shop.regions.eu],
        },
        "Fixed discounts can have one region",
      ],
      [
        {
          ...base,
          rule: {
            ...base.rule,
            conditions: [{ operator: "in", products: [bowlProduct], product_tags: ["ptag_x"] }],
          },
        },
        "exactly one of",
      ],
      [{ ...base, valid_duration: "three days" }, "ISO 8601 duration"],
      [{ ...base, starts_at: "2030-01-02", ends_at: "2030-01-01" }, "greater than"],
      [{ ...base, rule: { ...base.rule, type: "bogus" } }, "must be one of"],
    ];
    for (const [body, message] of cases) {
      const refused = await rejection(staff.admin.discounts.create(body as never));
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.message).toContain(message);
    }
    await staff.admin.discounts.create(base as never);
    const duplicate = await rejection(staff.admin.discounts.create(base as never));
    expect(duplicate).toMatchObject({
      status: 422,
      body: { message: "A discount with code BAD already exists" },
    });
  });
});
