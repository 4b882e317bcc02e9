// Guest orders into an account over real HTTP with the published medusa-js client (Medusa v1
// `store/orders/request-order.ts`, `confirm-order-request.ts`): a shopper who checked out as a
// guest registers with the same email, asks for those orders, gets a link by mail, and
// confirming its token puts the orders in the account. The token works once and expires; orders
// of another email or another account are refused with a 400 naming them, and nothing is mailed.
import type Medusa from "@medusajs/medusa-js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderClaimTokens, orders } from "../src/db/schema";
import { listOutboxMessages } from "../src/modules/mail/outbox";
import { PASSWORD, uniqueEmail } from "./accounts-client";
import { checkoutCalls, insertCheckoutShop, type CheckoutShop } from "./fixtures/checkout";
import { rejection, storeMedusa } from "./fixtures/medusa-js";
import { placeOrder } from "./fixtures/orders";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

const INVALID_TOKEN = "The link to add these orders is invalid, used or expired; ask for a new one";

describe.each(databaseKinds)("guest orders into an account on %s", (kind) => {
  let api: TestApi;
  let shop: CheckoutShop;
  let shopper: Medusa;
  beforeAll(async () => {
    api = await startTestApi(kind);
    shop = await insertCheckoutShop(api);
    shopper = storeMedusa(api);
  });
  afterAll(() => api?.close());

  /** Registers `email` and answers the bearer header the account signs in with. */
  async function register(email: string): Promise<{ Authorization: string; id: string }> {
    const { customer } = await shopper.customers.create({
      email,
      password: PASSWORD,
      first_name: "Grace",
      last_name: "Hopper",
    });
    const { access_token: token } = await shopper.auth.getToken({ email, password: PASSWORD });
    return { Authorization: `Bearer ${token}`, id: customer.id };
  }

  async function claimMails(email: string) {
    const { messages } = await listOutboxMessages(api.deps.db, { to: email });
    return messages.filter((message) => message.template === "order-claim");
  }

  async function mailedToken(email: string): Promise<string> {
    const [newest] = await claimMails(email);
    const url = new URL(String(newest.data.claim_url));
    expect(url.pathname).toBe("/account/orders/claim");
    return url.searchParams.get("token")!;
  }

  const ownerOf = async (orderId: string) =>
    (await api.deps.db.select().from(orders).where(eq(orders.id, orderId)))[0].customer_id;

  it("mails a link whose token moves the guest orders into the account, once", async () => {
    const email = uniqueEmail("guest");
    const first = await placeOrder(api, shop, { email });
    const second = await placeOrder(api, shop, { email, quantity: 2 });
    const auth = await register(email);
    expect((await shopper.customers.listOrders({}, auth)).orders).toHaveLength(0);

    await shopper.orders.requestCustomerOrders({ order_ids: [first.id, second.id] }, auth);
    const [mail] = await claimMails(email);
    expect(mail).toMatchObject({
      to: email,
      subject: "Add your orders to your Atelier account",
      data: { order_ids: [first.id, second.id] },
    });
    expect(mail.text).toContain(`#${first.display_id}, #${second.display_id}`);
    // Nothing moves before the link is followed.
    expect(await ownerOf(first.id)).not.toBe(auth.id);

    const token = await mailedToken(email);
    await shopper.orders.confirmRequest({ token });
    const mine = await shopper.customers.listOrders({}, auth);
    expect(mine.orders.map((order: { id: string }) => order.id).sort()).toEqual(
      [first.id, second.id].sort(),
    );
    expect(await ownerOf(second.id)).toBe(auth.id);

    expect(await rejection(shopper.orders.confirmRequest({ token }))).toMatchObject({
      status: 400,
      body: { type: "invalid_data", message: INVALID_TOKEN },
    });
    expect(
      (await rejection(shopper.orders.requestCustomerOrders({ order_ids: [first.id] }, auth))).body
        .message,
    ).toBe(`Order with id ${first.id} is already in your account`);
  });

  it("refuses orders of another email or another account, and mails nothing", async () => {
    const email = uniqueEmail("claimer");
    const auth = await register(email);
    const otherEmail = await placeOrder(api, shop, { email: uniqueEmail("stranger") });
    // An order a registered customer placed while signed in is theirs, whatever the email.
    const owner = uniqueEmail("owner");
    const ownerAuth = await register(owner);
    const calls = checkoutCalls(api);
    const cart = await calls.payableCart(shop.regions.us, shop.bowl, "manual", {
      email,
      headers: ownerAuth,
    });
    const owned = (await (await calls.complete(cart.id, ownerAuth)).json()) as {
      data: { id: string };
    };

    const refusal = (orderIds: string[]) =>
      rejection(shopper.orders.requestCustomerOrders({ order_ids: orderIds }, auth));
    expect(await refusal([otherEmail.id])).toMatchObject({
      status: 400,
      body: {
        type: "invalid_data",
        message: `Order with id ${otherEmail.id} was placed with another email than your account's`,
      },
    });
    expect((await refusal([owned.data.id])).body.message).toBe(
      `Order with id ${owned.data.id} belongs to another account`,
    );
    expect((await refusal(["order_01NOSUCHORDER"])).body.message).toBe(
      "Order with id order_01NOSUCHORDER was not found",
    );
    expect((await refusal([])).status).toBe(400);
    expect(await claimMails(email)).toHaveLength(0);
    expect(await ownerOf(owned.data.id)).toBe(ownerAuth.id);

    // Without a sign-in there is no account to add to.
    expect(
      (await rejection(shopper.orders.requestCustomerOrders({ order_ids: [otherEmail.id] })))
        .status,
    ).toBe(401);
  });

  it("refuses an expired token, a made-up one, and one confirmed by another account", async () => {
    const email = uniqueEmail("late");
    const order = await placeOrder(api, shop, { email });
    const auth = await register(email);
    await shopper.orders.requestCustomerOrders({ order_ids: [order.id] }, auth);
    const token = await mailedToken(email);

    const intruder = await register(uniqueEmail("intruder"));
    expect(await rejection(shopper.orders.confirmRequest({ token }, intruder))).toMatchObject({
      status: 400,
      body: { message: "The link to add these orders was made for another account" },
    });
    // The refusal spent nothing: the right customer still can, until it expires.
    await api.deps.db
      .update(orderClaimTokens)
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where(eq(orderClaimTokens.customer_id, auth.id));
    expect((await rejection(shopper.orders.confirmRequest({ token }, auth))).body.message).toBe(
      INVALID_TOKEN,
    );
    expect(
      (await rejection(shopper.orders.confirmRequest({ token: "not-a-token" }))).body.message,
    ).toBe(INVALID_TOKEN);
    expect(await ownerOf(order.id)).not.toBe(auth.id);

    // A new link works.
    await shopper.orders.requestCustomerOrders({ order_ids: [order.id] }, auth);
    await shopper.orders.confirmRequest({ token: await mailedToken(email) }, auth);
    expect(await ownerOf(order.id)).toBe(auth.id);
  });
});
