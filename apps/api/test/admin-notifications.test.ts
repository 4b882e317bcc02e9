// The mail outbox as Medusa's notifications over real HTTP (contract medusa-v1 §12.1): the mail
// of one order, and resending a mail to its address or another as a new outbox row.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listOutboxMessages } from "../src/modules/mail/outbox";
import { insertCheckoutShop, type CheckoutShop } from "./fixtures/checkout";
import { adminCalls, placeOrder } from "./fixtures/orders";
import { signInStaff } from "./fixtures/staff";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

interface NotificationJson {
  id: string;
  to: string;
  subject: string;
  text: string;
  event_name: string;
  provider_id: string;
  resource_type: string | null;
  resource_id: string | null;
  parent_id: string | null;
  data: Record<string, unknown>;
}

interface NotificationList {
  notifications: NotificationJson[];
  count: number;
}

describe.each(databaseKinds)("admin notifications on %s", (kind) => {
  let api: TestApi;
  let shop: CheckoutShop;
  let admin: ReturnType<typeof adminCalls>;
  beforeAll(async () => {
    api = await startTestApi(kind);
    shop = await insertCheckoutShop(api);
    admin = adminCalls(await signInStaff(api));
  });
  afterAll(() => api?.close());

  it("lists the mail of one order, newest first", async () => {
    const order = await placeOrder(api, shop, { email: "mail.one@example.com" });
    await placeOrder(api, shop, { email: "mail.two@example.com" });
    const packed = await admin.orderAction(`/admin/orders/${order.id}/fulfillment`, {
      items: [{ item_id: order.items[0].id, quantity: 1 }],
    });
    await admin.orderAction(`/admin/orders/${order.id}/shipment`, {
      fulfillment_id: packed.fulfillments[0].id,
      tracking_numbers: ["PARCEL-9"],
    });

    const list = await admin.get<NotificationList>(`/admin/notifications?resource_id=${order.id}`);
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(2);
    expect(list.body.notifications.map((mail) => mail.event_name)).toEqual([
      "order-shipped",
      "order-confirmation",
    ]);
    expect(list.body.notifications[0]).toMatchObject({
      to: "mail.one@example.com",
      resource_type: "order",
      resource_id: order.id,
      parent_id: null,
    });
    expect(list.body.notifications[0].text).toContain("PARCEL-9");
    const byOrderId = await admin.get<NotificationList>(
      `/admin/notifications?order_id=${order.id}`,
    );
    expect(byOrderId.body.count).toBe(2);
    const none = await admin.get<NotificationList>("/admin/notifications?resource_id=order_none");
    expect(none.body).toMatchObject({ count: 0, notifications: [] });
  });

  it("resends a mail to its address or to another, as a new notification", async () => {
    const order = await placeOrder(api, shop, { email: "resend.me@example.com" });
    const {
      body: { notifications },
    } = await admin.get<NotificationList>(`/admin/notifications?resource_id=${order.id}`);
    const original = notifications[0];

    const again = await admin.post<{ notification: NotificationJson }>(
      `/admin/notifications/${original.id}/resend`,
    );
    expect(again.status).toBe(200);
    expect(again.body.notification).toMatchObject({
      to: "resend.me@example.com",
      subject: original.subject,
      text: original.text,
      event_name: "order-confirmation",
      parent_id: original.id,
      resource_id: order.id,
    });
    expect(again.body.notification.id).not.toBe(original.id);

    const elsewhere = await admin.post<{ notification: NotificationJson }>(
      `/admin/notifications/${original.id}/resend`,
      { to: " Other.Inbox@Example.com" },
    );
    expect(elsewhere.body.notification).toMatchObject({
      to: "other.inbox@example.com",
      parent_id: original.id,
    });
    const outbox = await listOutboxMessages(api.deps.db, { orderId: order.id });
    expect(outbox.count).toBe(3);
    expect((await listOutboxMessages(api.deps.db, { to: "other.inbox@example.com" })).count).toBe(
      1,
    );
  });

  it("answers 400 for a bad address and 404 for an unknown notification", async () => {
    const order = await placeOrder(api, shop, { email: "bad.resend@example.com" });
    const { messages } = await listOutboxMessages(api.deps.db, { orderId: order.id });
    for (const body of [{ to: "not an email" }, { to: 5 }, { cc: "a@example.com" }]) {
      const response = await admin.post(`/admin/notifications/${messages[0].id}/resend`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toMatchObject({ type: "invalid_data" });
    }
    const missing = await admin.post("/admin/notifications/mail_missing/resend");
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ type: "not_found" });
    expect((await admin.get("/admin/notifications?resource_id=")).status).toBe(400);
    expect((await listOutboxMessages(api.deps.db, { orderId: order.id })).count).toBe(1);
  });
});
