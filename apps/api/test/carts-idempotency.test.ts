import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carts, idempotencyKeys } from "../src/db/schema";
import { CONFLICT_MESSAGE } from "../src/http/errors";
import { generateId } from "../src/http/ids";
import { cartCalls, cartOf, errorOf, insertCartFixture, type CartFixture } from "./fixtures/carts";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(databaseKinds)("idempotent cart changes on %s", (kind) => {
  let api: TestApi;
  let shop: CartFixture;
  let calls: ReturnType<typeof cartCalls>;
  beforeAll(async () => {
    api = await startTestApi(kind, { seed: false });
    shop = await insertCartFixture(api.deps.db);
    calls = cartCalls(api);
  });
  afterAll(() => api?.close());

  const withKey = (key: string) => ({ "Idempotency-Key": key });

  it("answers every change with an Idempotency-Key, making one up when the client sent none", async () => {
    const created = await calls.create();
    expect(created.headers.get("idempotency-key")).toMatch(uuid);
    const cart = await cartOf(created);

    const sent = randomUUID();
    const added = await calls.addItem(
      cart.id,
      { variant_id: shop.variants.vase, quantity: 1 },
      withKey(sent),
    );
    expect(added.headers.get("idempotency-key")).toBe(sent);
    const lineId = (await cartOf(added)).items[0].id;

    for (const response of [
      await calls.update(cart.id, { email: "a@example.com" }),
      await calls.updateItem(cart.id, lineId, { quantity: 2 }),
      await calls.deleteItem(cart.id, lineId),
      await calls.addItem(cart.id, { quantity: "abc" }),
      await calls.addItem("cart_01ARZ3NDEKTSV4RRFFQ69G5FAV", {
        variant_id: shop.variants.vase,
        quantity: 1,
      }),
    ]) {
      expect(response.headers.get("idempotency-key")).toMatch(uuid);
    }
  });

  it("lets a browser read the header across origins", async () => {
    const response = await calls.create({}, { origin: "http://localhost:3000" });
    expect(response.headers.get("access-control-expose-headers")).toMatch(/idempotency-key/i);
  });

  it("replays a retried add-to-cart instead of adding the line twice", async () => {
    const cart = await calls.newCart();
    const key = randomUUID();
    const first = await calls.addItem(
      cart.id,
      { variant_id: shop.variants.chairNatural, quantity: 1 },
      withKey(key),
    );
    const retry = await calls.addItem(
      cart.id,
      { variant_id: shop.variants.chairNatural, quantity: 1 },
      withKey(key),
    );
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.headers.get("idempotency-key")).toBe(key);
    const firstCart = await cartOf(first);
    expect(await cartOf(retry)).toEqual(firstCart);
    expect(firstCart.items[0].quantity).toBe(1);
    expect((await cartOf(await calls.get(cart.id))).items[0].quantity).toBe(1);
  });

  it("replays a client's add even when adding again would now be refused", async () => {
    const cart = await calls.newCart();
    const key = randomUUID();
    const body = { variant_id: shop.variants.vase, quantity: 1 };
    const first = await calls.addItem(cart.id, body, withKey(key));
    expect(first.status).toBe(200);
    await api.deps.db.update(carts).set({ completed_at: new Date() }).where(eq(carts.id, cart.id));
    const retry = await calls.addItem(cart.id, body, withKey(key));
    expect(retry.status).toBe(200);
    expect(await cartOf(retry)).toEqual(await cartOf(first));
    // A new key is refused: the cart is completed.
    expect((await calls.addItem(cart.id, body, withKey(randomUUID()))).status).toBe(400);
  });

  it("adds once when two identical requests with one key arrive together", async () => {
    const cart = await calls.newCart();
    const key = randomUUID();
    const body = { variant_id: shop.variants.chairBlack, quantity: 1 };
    const responses = await Promise.all([
      calls.addItem(cart.id, body, withKey(key)),
      calls.addItem(cart.id, body, withKey(key)),
    ]);
    const statuses = responses.map((response) => response.status).sort();
    // The second either waits for the first and replays it (PGlite runs one transaction at a
    // time) or finds it still running and is told to retry (PostgreSQL).
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(statuses);
    for (const response of responses.filter((candidate) => candidate.status === 409)) {
      expect(await errorOf(response)).toEqual({
        code: "invalid_state_error",
        type: "conflict",
        message: CONFLICT_MESSAGE,
      });
    }
    const retry = await calls.addItem(cart.id, body, withKey(key));
    expect(retry.status).toBe(200);
    expect((await cartOf(retry)).items[0].quantity).toBe(1);
    expect((await cartOf(await calls.get(cart.id))).items[0].quantity).toBe(1);
  });

  it("answers 409 while the first request with the key is still running", async () => {
    const cart = await calls.newCart();
    const key = randomUUID();
    await api.deps.db.insert(idempotencyKeys).values({
      id: generateId("ikey"),
      idempotency_key: key,
      request_method: "POST",
      request_path: `/store/carts/${cart.id}/line-items`,
      locked_at: new Date(),
    });
    const response = await calls.addItem(
      cart.id,
      { variant_id: shop.variants.vase, quantity: 1 },
      withKey(key),
    );
    expect(response.status).toBe(409);
    expect(response.headers.get("idempotency-key")).toBe(key);
    expect(await errorOf(response)).toEqual({
      code: "invalid_state_error",
      type: "conflict",
      message: CONFLICT_MESSAGE,
    });
    expect((await cartOf(await calls.get(cart.id))).items).toEqual([]);
  });

  it("runs again a request whose first attempt died holding the key", async () => {
    const cart = await calls.newCart();
    const key = randomUUID();
    await api.deps.db.insert(idempotencyKeys).values({
      id: generateId("ikey"),
      idempotency_key: key,
      request_method: "POST",
      request_path: `/store/carts/${cart.id}/line-items`,
      locked_at: new Date(Date.now() - 10 * 60_000),
    });
    const response = await calls.addItem(
      cart.id,
      { variant_id: shop.variants.vase, quantity: 1 },
      withKey(key),
    );
    expect(response.status).toBe(200);
    expect((await cartOf(response)).items).toHaveLength(1);
  });

  it("releases the key of a request that failed, so that a retry runs", async () => {
    const cart = await calls.newCart();
    const key = randomUUID();
    const tooMany = await calls.addItem(
      cart.id,
      { variant_id: shop.variants.lamp, quantity: 5 },
      withKey(key),
    );
    expect(tooMany.status).toBe(400);
    const retry = await calls.addItem(
      cart.id,
      { variant_id: shop.variants.lamp, quantity: 2 },
      withKey(key),
    );
    expect(retry.status).toBe(200);
    expect((await cartOf(retry)).items[0].quantity).toBe(2);
  });

  it("replays with a key the server made up", async () => {
    const cart = await calls.newCart();
    const first = await calls.addItem(cart.id, { variant_id: shop.variants.vase, quantity: 1 });
    const key = first.headers.get("idempotency-key") ?? "";
    const retry = await calls.addItem(
      cart.id,
      { variant_id: shop.variants.vase, quantity: 1 },
      withKey(key),
    );
    expect(await cartOf(retry)).toEqual(await cartOf(first));
    expect((await cartOf(await calls.get(cart.id))).items[0].quantity).toBe(1);
  });

  it("keeps one key's uses on different carts apart", async () => {
    const key = randomUUID();
    const one = await calls.newCart();
    const two = await calls.newCart();
    await calls.addItem(one.id, { variant_id: shop.variants.vase, quantity: 1 }, withKey(key));
    const other = await cartOf(
      await calls.addItem(two.id, { variant_id: shop.variants.vase, quantity: 1 }, withKey(key)),
    );
    expect(other.id).toBe(two.id);
    expect(other.items).toHaveLength(1);
  });

  it("creates one cart for a retried create", async () => {
    const key = randomUUID();
    const cartCount = async () => (await api.deps.db.select({ n: count() }).from(carts))[0].n;
    const before = await cartCount();
    const first = await cartOf(await calls.create({ region_id: shop.regions.eu }, withKey(key)));
    const retry = await cartOf(await calls.create({ region_id: shop.regions.eu }, withKey(key)));
    expect(retry.id).toBe(first.id);
    expect(await cartCount()).toBe(before + 1);
  });

  it("replays updates and line changes too", async () => {
    const cart = await calls.newCart();
    const added = await cartOf(
      await calls.addItem(cart.id, { variant_id: shop.variants.rug, quantity: 1 }),
    );
    const lineId = added.items[0].id;
    const key = randomUUID();
    const first = await cartOf(
      await calls.updateItem(cart.id, lineId, { quantity: 3 }, withKey(key)),
    );
    await calls.updateItem(cart.id, lineId, { quantity: 5 });
    // The same key replays the first answer, although the line has changed since.
    expect(
      await cartOf(await calls.updateItem(cart.id, lineId, { quantity: 3 }, withKey(key))),
    ).toEqual(first);

    const deleteKey = randomUUID();
    expect((await calls.deleteItem(cart.id, lineId, withKey(deleteKey))).status).toBe(200);
    expect((await calls.deleteItem(cart.id, lineId, withKey(deleteKey))).status).toBe(200);
    expect((await calls.deleteItem(cart.id, lineId)).status).toBe(404);
  });

  it("stores the finished response with the key", async () => {
    const cart = await calls.newCart();
    const key = randomUUID();
    await calls.update(cart.id, { email: "b@example.com" }, withKey(key));
    const [row] = await api.deps.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.idempotency_key, key));
    expect(row).toMatchObject({
      request_method: "POST",
      request_path: `/store/carts/${cart.id}`,
      response_code: 200,
      recovery_point: "finished",
      locked_at: null,
    });
    expect((row.response_body as { cart: { email: string } }).cart.email).toBe("b@example.com");
  });

  it("keeps an add's whole answer under a client's key, and none under a key it made up", async () => {
    const cart = await calls.newCart();
    const clientKey = randomUUID();
    const withClientKey = await calls.addItem(
      cart.id,
      { variant_id: shop.variants.vase, quantity: 1 },
      withKey(clientKey),
    );
    const withoutKey = await calls.addItem(cart.id, { variant_id: shop.variants.rug, quantity: 1 });
    const madeUpKey = withoutKey.headers.get("idempotency-key") ?? "";
    const rowOf = async (key: string) =>
      (
        await api.deps.db
          .select()
          .from(idempotencyKeys)
          .where(eq(idempotencyKeys.idempotency_key, key))
      )[0];

    expect(await rowOf(clientKey)).toMatchObject({
      response_code: 200,
      recovery_point: "finished",
    });
    expect((await rowOf(clientKey)).response_body).toEqual({ cart: await cartOf(withClientKey) });
    expect(await rowOf(madeUpKey)).toMatchObject({
      request_path: `/store/carts/${cart.id}/line-items`,
      response_code: 200,
      response_body: null,
      recovery_point: "finished",
      locked_at: null,
    });
  });

  it("replays a key it made up with the cart as it is now, never adding twice", async () => {
    const cart = await calls.newCart();
    const first = await calls.addItem(cart.id, { variant_id: shop.variants.vase, quantity: 1 });
    const key = first.headers.get("idempotency-key") ?? "";
    const later = await cartOf(
      await calls.addItem(cart.id, { variant_id: shop.variants.rug, quantity: 2 }),
    );

    const replay = await calls.addItem(
      cart.id,
      { variant_id: shop.variants.vase, quantity: 1 },
      withKey(key),
    );
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotency-key")).toBe(key);
    expect(await cartOf(replay)).toEqual(later);
    const now = await cartOf(await calls.get(cart.id));
    expect(now.items.map((item: { quantity: number }) => item.quantity)).toEqual([1, 2]);
  });

  it("replays a cart change under a key it made up with the cart as it is now, storing no answer", async () => {
    const cart = await calls.newCart();
    await calls.addItem(cart.id, { variant_id: shop.variants.vase, quantity: 1 });
    const first = await calls.update(cart.id, { email: "first@example.com" });
    const key = first.headers.get("idempotency-key") ?? "";
    const later = await cartOf(await calls.update(cart.id, { email: "later@example.com" }));

    const replay = await calls.update(cart.id, { email: "first@example.com" }, withKey(key));
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotency-key")).toBe(key);
    expect(await cartOf(replay)).toEqual(later);
    const [row] = await api.deps.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.idempotency_key, key));
    expect(row).toMatchObject({ response_code: 200, response_body: null, locked_at: null });

    // Starting payment answers the cart twice, as `cart` and `data`; so does its replay.
    const started = await api.request(`/store/carts/${cart.id}/payment-sessions`, {
      method: "POST",
      json: {},
    });
    const startKey = started.headers.get("idempotency-key") ?? "";
    const startReplay = await api.request(`/store/carts/${cart.id}/payment-sessions`, {
      method: "POST",
      json: {},
      headers: withKey(startKey),
    });
    const answered = (await started.json()) as { cart: unknown; data: unknown };
    const replayed = (await startReplay.json()) as { cart: unknown; data: unknown };
    expect(replayed).toEqual(answered);
    expect(replayed.data).toEqual(replayed.cart);
  });

  it("refuses a key too long to store", async () => {
    const response = await calls.create({}, withKey("k".repeat(300)));
    expect(response.status).toBe(400);
    expect((await errorOf(response)).type).toBe("invalid_data");
  });

  it("never loses an update when many adds reach one cart at once", async () => {
    const cart = await calls.newCart();
    const adds = Array.from({ length: 20 }, (_, index) =>
      calls.addItem(cart.id, {
        variant_id: index % 2 === 0 ? shop.variants.chairNatural : shop.variants.vase,
        quantity: 1,
      }),
    );
    const statuses = (await Promise.all(adds)).map((response) => response.status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const final = await cartOf(await calls.get(cart.id));
    expect(final.items.map((item) => item.quantity)).toEqual([10, 10]);
  });

  it("never sells more than the stock when adds race for the last units", async () => {
    const cart = await calls.newCart();
    const adds = Array.from({ length: 6 }, () =>
      calls.addItem(cart.id, { variant_id: shop.variants.lamp, quantity: 1 }),
    );
    const statuses = (await Promise.all(adds)).map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 200, 400, 400, 400]);
    expect((await cartOf(await calls.get(cart.id))).items[0].quantity).toBe(3);
  });
});
