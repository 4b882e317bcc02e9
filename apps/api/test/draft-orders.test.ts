// Draft orders over real HTTP with the published medusa-js client (Medusa v1
// `admin/draft-orders`): staff take an order on the phone (a catalogue line and a custom line with
// its own title and price, a shipping method, an address), change it, and mark it paid, which
// places a real order through cart completion with a captured system payment and takes the stock
// once. Also: the payment link (the customer pays the draft at the normal checkout), what a
// completed draft refuses, bad input, and twenty parallel payments placing one order.
import type { AdminOrder, DraftOrder } from "@atelier/contracts";
import type Medusa from "@medusajs/medusa-js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../src/db/schema";
import { listOutboxMessages } from "../src/modules/mail/outbox";
import {
  insertCheckoutShop,
  insertVariant,
  stockOf,
  usAddress,
  type CheckoutShop,
} from "./fixtures/checkout";
import { adminMedusa, rejection, storeMedusa } from "./fixtures/medusa-js";
import { adminCalls } from "./fixtures/orders";
import { signInStaff } from "./fixtures/staff";
import { databaseKinds, startTestApi, type TestApi } from "./harness";
import { setStock } from "./fixtures/inventory";

/** The fixture bowl costs $50.00 in the US region, which taxes at 8 %. */
const BOWL_USD = 5_000;
const US_TAX = 8;
const ASSEMBLY = 15_000;

describe.each(databaseKinds)("draft orders on %s", (kind) => {
  let api: TestApi;
  let shop: CheckoutShop;
  let staffJs: Medusa;
  let admin: ReturnType<typeof adminCalls>;
  let standardOption: string;
  let drafts = 0;
  beforeAll(async () => {
    api = await startTestApi(kind);
    shop = await insertCheckoutShop(api);
    staffJs = await adminMedusa(api);
    admin = adminCalls(await signInStaff(api));
    const { shipping_options: options } = await staffJs.admin.shippingOptions.list({
      region_id: shop.regions.us,
    });
    standardOption = options.find(
      (option: { name: string }) => option.name === "Standard Shipping",
    ).id;
  });
  afterAll(() => api?.close());

  /** A new draft for the US with `quantity` of `variant`, a custom line when asked. */
  async function newDraft({
    variant = shop.bowl,
    quantity = 1,
    custom = false,
  } = {}): Promise<DraftOrder> {
    drafts += 1;
    const { draft_order: draft } = await staffJs.admin.draftOrders.create({
      email: `phone-${kind}-${drafts}@example.com`,
      region_id: shop.regions.us,
      items: [
        { variant_id: variant, quantity },
        ...(custom ? [{ title: "Assembly on site", unit_price: ASSEMBLY, quantity: 1 }] : []),
      ],
      shipping_methods: [{ option_id: standardOption }],
      shipping_address: usAddress,
    });
    return draft as unknown as DraftOrder;
  }

  const draftOrder = async (id: string): Promise<DraftOrder> =>
    (await staffJs.admin.draftOrders.retrieve(id)).draft_order as unknown as DraftOrder;
  const ordersOfDraft = (id: string) =>
    api.deps.db.select().from(orders).where(eq(orders.draft_order_id, id));

  it("staff take an order with a custom line, change it, and mark it paid: one order, stock taken once", async () => {
    const draft = await newDraft({ quantity: 2, custom: true });
    expect(draft).toMatchObject({ status: "open", order_id: null, order: null });
    expect(draft.id).toMatch(/^dorder_/);
    expect(draft.display_id).toEqual(expect.any(Number));
    expect(draft.payment_link).toBe(`${api.deps.config.storeUrl}/pay/${draft.cart_id}`);
    const cart = draft.cart!;
    expect(cart.type).toBe("draft_order");
    const custom = cart.items.find((item) => item.variant_id === null)!;
    expect(custom).toMatchObject({
      title: "Assembly on site",
      unit_price: ASSEMBLY,
      quantity: 1,
      allow_discounts: false,
    });
    expect(cart.subtotal).toBe(BOWL_USD * 2 + ASSEMBLY);
    expect(cart.shipping_methods).toHaveLength(1);
    expect(cart.shipping_address).toMatchObject({ address_1: usAddress.address_1 });

    // One bowl less, the custom line dearer, a second custom line, then gone again.
    const bowlLine = cart.items.find((item) => item.variant_id === shop.bowl)!;
    await staffJs.admin.draftOrders.updateLineItem(draft.id, bowlLine.id, { quantity: 1 });
    await staffJs.admin.draftOrders.updateLineItem(draft.id, custom.id, { unit_price: 20_000 });
    const { draft_order: withExtra } = await staffJs.admin.draftOrders.addLineItem(draft.id, {
      title: "Gift wrap",
      unit_price: 500,
      quantity: 1,
    });
    const extra = withExtra.cart.items.find(
      (item: { title: string }) => item.title === "Gift wrap",
    );
    await staffJs.admin.draftOrders.removeLineItem(draft.id, extra.id);
    const { draft_order: updated } = await staffJs.admin.draftOrders.update(draft.id, {
      email: `changed-${kind}@example.com`,
      no_notification_order: true,
    });
    expect(updated).toMatchObject({ no_notification_order: true });
    expect(updated.cart).toMatchObject({
      email: `changed-${kind}@example.com`,
      subtotal: BOWL_USD + 20_000,
    });
    const listed = await staffJs.admin.draftOrders.list({ q: `changed-${kind}` });
    expect(listed.draft_orders.map((each: { id: string }) => each.id)).toEqual([draft.id]);

    const stockBefore = await stockOf(api, shop.bowl);
    const { order } = (await staffJs.admin.draftOrders.markPaid(draft.id)) as unknown as {
      order: AdminOrder;
    };
    // Goods and shipping both taxed at the region's rate.
    const expectedTotal =
      Math.round((BOWL_USD + 20_000) * (1 + US_TAX / 100)) +
      Math.round(order.shipping_total * (1 + US_TAX / 100));
    expect(order).toMatchObject({
      draft_order_id: draft.id,
      email: `changed-${kind}@example.com`,
      payment_status: "captured",
      no_notification: true,
      total: expectedTotal,
    });
    expect(order.items.map((item) => [item.title, item.quantity])).toEqual([
      ["Stoneware Bowl", 1],
      ["Assembly on site", 1],
    ]);
    expect(order.payments).toEqual([
      expect.objectContaining({ provider_id: "system", amount: expectedTotal }),
    ]);
    expect(order.payments[0].captured_at).toEqual(expect.any(String));
    expect(await stockOf(api, shop.bowl)).toBe(stockBefore - 1);

    const completed = await draftOrder(draft.id);
    expect(completed).toMatchObject({
      status: "completed",
      order_id: order.id,
      payment_link: null,
    });
    expect(completed.completed_at).toEqual(expect.any(String));
    expect(completed.order?.id).toBe(order.id);
    // The draft said not to notify: no confirmation mail.
    const { messages } = await listOutboxMessages(api.deps.db, { to: order.email });
    expect(messages.filter((message) => message.template === "order-confirmation")).toEqual([]);
  });

  it("a draft for a customer takes their saved address by id and a discount code on catalogue lines only", async () => {
    const shopper = storeMedusa(api);
    const email = `account-${kind}@example.com`;
    const { customer } = await shopper.customers.create({
      email,
      password: "correct horse battery",
      first_name: "Grace",
      last_name: "Hopper",
    });
    const { access_token: token } = await shopper.auth.getToken({
      email,
      password: "correct horse battery",
    });
    const { customer: withAddress } = await shopper.customers.addresses.addAddress(
      { address: { ...usAddress, first_name: "Grace", last_name: "Hopper", city: "Arlington" } },
      { Authorization: `Bearer ${token}` },
    );
    const savedAddress = withAddress.shipping_addresses[0].id;

    const { draft_order: created } = await staffJs.admin.draftOrders.create({
      email,
      customer_id: customer.id,
      region_id: shop.regions.us,
      items: [
        { variant_id: shop.bowl, quantity: 2 },
        { title: "Delivery to the room", unit_price: 3_000, quantity: 1 },
      ],
      shipping_methods: [{ option_id: standardOption, price: 0 }],
      shipping_address: savedAddress,
      discounts: [{ code: "WELCOME10" }],
    });
    const draft = created as unknown as DraftOrder;
    expect(draft.cart).toMatchObject({
      customer_id: customer.id,
      shipping_address: { city: "Arlington", first_name: "Grace" },
      discounts: [expect.objectContaining({ code: "WELCOME10" })],
      shipping_total: 0,
    });
    // 10 % off the bowls only: a custom line takes no discount.
    expect(draft.cart!.discount_total).toBe(Math.round(BOWL_USD * 2 * 0.1));
    // The address book's row is copied, never shared with the draft.
    expect(draft.cart!.shipping_address_id).not.toBe(savedAddress);

    const { order } = (await staffJs.admin.draftOrders.markPaid(draft.id)) as unknown as {
      order: AdminOrder;
    };
    expect(order).toMatchObject({
      customer_id: customer.id,
      discount_total: Math.round(BOWL_USD * 2 * 0.1),
      discounts: [expect.objectContaining({ code: "WELCOME10" })],
    });
    const mine = await shopper.customers.listOrders({}, { Authorization: `Bearer ${token}` });
    expect(mine.orders.map((each: { id: string }) => each.id)).toEqual([order.id]);
  });

  it("a draft with no address or code is made (addresses can come at the checkout)", async () => {
    const { draft_order: draft } = await staffJs.admin.draftOrders.create({
      email: `bare-${kind}@example.com`,
      region_id: shop.regions.us,
      items: [{ variant_id: shop.bowl, quantity: 1 }],
      shipping_methods: [{ option_id: standardOption }],
    });
    expect(draft.status).toBe("open");
    expect(draft.cart.shipping_address).toBeNull();
    expect(draft.cart.items).toHaveLength(1);
  });

  it("a completed draft refuses every change, and nothing changes", async () => {
    const draft = await newDraft();
    await staffJs.admin.draftOrders.markPaid(draft.id);
    const { messages } = await listOutboxMessages(api.deps.db, { to: draft.cart!.email! });
    expect(messages.map((message) => message.template)).toEqual(["order-confirmation"]);
    const line = draft.cart!.items[0];
    const refusals = [
      await rejection(staffJs.admin.draftOrders.markPaid(draft.id)),
      await rejection(staffJs.admin.draftOrders.update(draft.id, { email: "x@example.com" })),
      await rejection(
        staffJs.admin.draftOrders.addLineItem(draft.id, { title: "More", quantity: 1 }),
      ),
      await rejection(staffJs.admin.draftOrders.updateLineItem(draft.id, line.id, { quantity: 3 })),
      await rejection(staffJs.admin.draftOrders.removeLineItem(draft.id, line.id)),
      await rejection(staffJs.admin.draftOrders.delete(draft.id)),
    ];
    expect(refusals.map(({ status }) => status)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(refusals[0].body.message).toBe("The draft order is already completed");
    expect(refusals[1].body.message).toBe("You are only allowed to update open draft orders");
    expect(refusals[5].body.message).toMatch(/completed draft order can't be deleted/);
    expect(await ordersOfDraft(draft.id)).toHaveLength(1);
    const after = await draftOrder(draft.id);
    expect(after.cart!.email).toBe(draft.cart!.email);
    expect(after.cart!.items.map((item) => item.quantity)).toEqual([1]);
  });

  it("refuses bad input with a 400 and unknown drafts with a 404", async () => {
    const base = {
      email: `bad-${kind}@example.com`,
      region_id: shop.regions.us,
      shipping_methods: [{ option_id: standardOption }],
    };
    const refused = async (body: Record<string, unknown>) =>
      rejection(staffJs.admin.draftOrders.create({ ...base, ...body } as never));
    expect((await refused({ items: [] })).status).toBe(400);
    expect((await refused({ items: [{ quantity: 0, title: "Zero" }] })).status).toBe(400);
    expect((await refused({ items: [{ quantity: 1, unit_price: -5 }] })).status).toBe(400);
    expect((await refused({ email: "not-an-email", items: [{ quantity: 1 }] })).status).toBe(400);
    expect(
      (await refused({ region_id: "reg_01NOSUCHREGION", items: [{ quantity: 1 }] })).status,
    ).toBe(400);
    expect(
      (await refused({ customer_id: "cus_01NOSUCHCUSTOMER", items: [{ quantity: 1 }] })).body
        .message,
    ).toBe("Customer with id cus_01NOSUCHCUSTOMER was not found");
    // Ten in stock: a draft cannot hold eleven.
    const scarce = await insertVariant(api, {
      stock: 10,
      prices: { usd: 1_000, eur: 900, jpy: 1_500 },
    });
    expect(await refused({ items: [{ variant_id: scarce, quantity: 11 }] })).toMatchObject({
      status: 400,
      body: { message: `Variant with id: ${scarce} does not have the required inventory` },
    });
    expect((await rejection(staffJs.admin.draftOrders.retrieve("dorder_01NOSUCH"))).status).toBe(
      404,
    );
    expect((await rejection(staffJs.admin.draftOrders.markPaid("dorder_01NOSUCH"))).status).toBe(
      404,
    );
    const draft = await newDraft();
    expect(
      (await rejection(staffJs.admin.draftOrders.updateLineItem(draft.id, "item_01NONE", {}))).body
        .message,
    ).toBe("Could not find the line item");
    // Deleting an open draft takes its cart with it.
    expect(await staffJs.admin.draftOrders.delete(draft.id)).toMatchObject({
      id: draft.id,
      object: "draft-order",
      deleted: true,
    });
    expect((await rejection(staffJs.admin.draftOrders.retrieve(draft.id))).status).toBe(404);
  });

  it("the customer pays the draft through the payment link at the normal checkout", async () => {
    const draft = await newDraft({ quantity: 2 });
    const shopper = storeMedusa(api);
    const cartId = draft.cart_id!;
    const { cart } = await shopper.carts.retrieve(cartId);
    expect(cart.total).toBe(draft.cart!.total);
    await shopper.carts.createPaymentSessions(cartId);
    await shopper.carts.setPaymentSession(cartId, { provider_id: "manual" });
    const stockBefore = await stockOf(api, shop.bowl);
    const completion = await shopper.carts.complete(cartId);
    expect(completion.type).toBe("order");
    const placed = completion.data as { id: string };
    expect(await stockOf(api, shop.bowl)).toBe(stockBefore - 2);

    const completed = await draftOrder(draft.id);
    expect(completed).toMatchObject({ status: "completed", order_id: placed.id });
    expect(completed.order).toMatchObject({
      draft_order_id: draft.id,
      payment_status: "awaiting",
    });
    expect((await rejection(staffJs.admin.draftOrders.markPaid(draft.id))).status).toBe(400);
  });

  it("refuses to pay a draft whose stock is gone, and leaves it open", async () => {
    const lastOne = await insertVariant(api, {
      stock: 1,
      prices: { usd: 2_000, eur: 1_800, jpy: 3_000 },
    });
    const draft = await newDraft({ variant: lastOne });
    await setStock(api, lastOne, 0);
    expect(await rejection(staffJs.admin.draftOrders.markPaid(draft.id))).toMatchObject({
      status: 400,
      body: { message: `Variant with id: ${lastOne} does not have the required inventory` },
    });
    expect((await draftOrder(draft.id)).status).toBe("open");
    expect(await ordersOfDraft(draft.id)).toHaveLength(0);
  });

  it("twenty parallel payments of one draft place one order; a repeated key answers the first", async () => {
    const draft = await newDraft({ quantity: 3 });
    const stockBefore = await stockOf(api, shop.bowl);
    const payments = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        admin.post<{ order?: AdminOrder; message?: string }>(
          `/admin/draft-orders/${draft.id}/pay`,
          {},
          { "Idempotency-Key": `pay-${kind}-${index}` },
        ),
      ),
    );
    const ok = payments.filter((payment) => payment.status === 200);
    expect(ok).toHaveLength(1);
    for (const refused of payments.filter((payment) => payment.status !== 200)) {
      expect(refused).toMatchObject({
        status: 400,
        body: { message: "The draft order is already completed" },
      });
    }
    expect(await stockOf(api, shop.bowl)).toBe(stockBefore - 3);
    expect(await ordersOfDraft(draft.id)).toHaveLength(1);

    const winner = payments.indexOf(ok[0]);
    const replay = await admin.post(
      `/admin/draft-orders/${draft.id}/pay`,
      {},
      { "Idempotency-Key": `pay-${kind}-${winner}` },
    );
    expect(replay).toEqual(ok[0]);
    expect(await stockOf(api, shop.bowl)).toBe(stockBefore - 3);
  });
});
