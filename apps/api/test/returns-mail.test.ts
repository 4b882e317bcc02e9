// The return mails over real HTTP: a shopper's return request mails the order's email what comes
// back and the refund to expect; staff receiving it mails the refund made. A replayed request
// mails nothing more, a return opened with no_notification mails nothing, and the shopper's
// order answers its returns when `expand` names them.
import type { Return } from "@atelier/contracts";
import type Medusa from "@medusajs/medusa-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listOutboxMessages } from "../src/modules/mail/outbox";
import { insertCheckoutShop, type CheckoutShop } from "./fixtures/checkout";
import { adminMedusa } from "./fixtures/medusa-js";
import { adminCalls, deliveredOrder, type AdminOrderJson } from "./fixtures/orders";
import { signInStaff } from "./fixtures/staff";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

describe.each(databaseKinds)("return mails on %s", (kind) => {
  let api: TestApi;
  let shop: CheckoutShop;
  let admin: ReturnType<typeof adminCalls>;
  let staffJs: Medusa;
  let shopperCount = 0;
  beforeAll(async () => {
    api = await startTestApi(kind);
    shop = await insertCheckoutShop(api);
    admin = adminCalls(await signInStaff(api));
    staffJs = await adminMedusa(api);
  });
  afterAll(() => api?.close());

  /** An order of `quantity` $50.00 bowls (8 % tax), captured and shipped. */
  function shippedOrder(quantity: number): Promise<AdminOrderJson> {
    shopperCount += 1;
    const email = `mailed-returner${shopperCount}-${kind}@example.com`;
    return deliveredOrder(api, shop, admin, { quantity, email });
  }

  const returnMails = async (email: string) =>
    (await listOutboxMessages(api.deps.db, { to: email })).messages.filter((message) =>
      message.template.startsWith("return-"),
    );

  it("mails the shopper when a return is requested and again when it is received, with the refund", async () => {
    const order = await shippedOrder(3);
    const line = order.items[0];
    const { return_reason: reason } = await staffJs.admin.returnReasons.create({
      value: `too_small_${kind}`,
      label: "Too small",
    });
    const key = `return-mail-${kind}`;
    const ask = () =>
      api.request("/store/returns", {
        method: "POST",
        headers: { "Idempotency-Key": key },
        json: {
          order_id: order.id,
          items: [{ item_id: line.id, quantity: 2, reason_id: reason.id }],
        },
      });
    const first = await ask();
    expect(first.status).toBe(200);
    const { return: requested } = (await first.json()) as { return: Return };
    // The retry replays the first answer and sends no second mail.
    expect((await ask()).status).toBe(200);

    const [requestMail, ...more] = await returnMails(order.email);
    expect(more).toHaveLength(0);
    expect(requestMail).toMatchObject({
      to: order.email,
      subject: `Your return for Atelier order #${order.display_id}`,
      template: "return-requested",
      data: expect.objectContaining({ return_id: requested.id, refund_amount: 10_800 }),
    });
    expect(requestMail.text).toContain("2 × Stoneware Bowl (Too small)");
    expect(requestMail.text).toContain("Refund once the items reach us: $108.00");

    const withReturns = await api.request(`/store/orders/${order.id}?expand=returns`);
    const { order: shown } = (await withReturns.json()) as {
      order: { returns: Return[] };
    };
    expect(shown.returns).toEqual([
      expect.objectContaining({ id: requested.id, status: "requested", refund_amount: 10_800 }),
    ]);
    const plain = (await (await api.request(`/store/orders/${order.id}`)).json()) as {
      order: Record<string, unknown>;
    };
    expect(plain.order).not.toHaveProperty("returns");

    await staffJs.admin.returns.receive(requested.id, {
      items: [{ item_id: line.id, quantity: 2 }],
    });
    const [receivedMail] = await returnMails(order.email);
    expect(receivedMail).toMatchObject({
      to: order.email,
      subject: `We received your return for Atelier order #${order.display_id}`,
      template: "return-received",
    });
    expect(receivedMail.text).toContain("Refunded: $108.00");
    expect(await returnMails(order.email)).toHaveLength(2);
  });

  it("mails once for a return staff receive at once, and not at all under no_notification", async () => {
    const order = await shippedOrder(2);
    const line = order.items[0];
    await staffJs.admin.orders.requestReturn(order.id, {
      items: [{ item_id: line.id, quantity: 1 }],
      receive_now: true,
      refund: 2_500,
    });
    const mails = await returnMails(order.email);
    expect(mails.map((mail) => mail.template)).toEqual(["return-received"]);
    expect(mails[0].text).toContain("1 × Stoneware Bowl");
    expect(mails[0].text).toContain("Refunded: $25.00");

    await staffJs.admin.orders.requestReturn(order.id, {
      items: [{ item_id: line.id, quantity: 1 }],
      no_notification: true,
    });
    expect(await returnMails(order.email)).toHaveLength(1);
  });
});
