// Sales channels under /admin with the published medusa-js client (Medusa v1 `admin/sales-channels`):
// staff create, find, filter, update and delete channels and move products in and out of them; a
// storefront whose publishable key names a channel sees its products at once, the default channel
// cannot be deleted, and every write replays under its Idempotency-Key.
import type Medusa from "@medusajs/medusa-js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  productSalesChannels,
  productVariants,
  publishableApiKeys,
  publishableApiKeySalesChannels,
} from "../src/db/schema";
import { insertCheckoutShop } from "./fixtures/checkout";
import { adminMedusa, rejection, storeMedusa } from "./fixtures/medusa-js";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

interface ChannelJson {
  id: string;
  name: string;
  description: string | null;
  is_disabled: boolean;
  metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

const MULTIPLE_ERRORS_MESSAGE =
  "Provided request body contains errors. Please check the data and retry the request";

describe.each(databaseKinds)("admin sales channels on %s", (kind) => {
  let api: TestApi;
  let staff: Medusa;
  let bowlProductId: string;

  beforeAll(async () => {
    api = await startTestApi(kind);
    const shop = await insertCheckoutShop(api);
    const [variant] = await api.deps.db
      .select({ productId: productVariants.product_id })
      .from(productVariants)
      .where(eq(productVariants.id, shop.bowl));
    bowlProductId = variant.productId;
    staff = await adminMedusa(api);
  });
  afterAll(() => api?.close());

  const create = async (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    (await staff.admin.salesChannels.create(body as never, headers))
      .sales_channel as unknown as ChannelJson;

  /** A key scoped to `channelId`, written directly: the key routes have their own test. */
  async function keyFor(channelId: string): Promise<string> {
    const id = `pk_test_${channelId}`;
    await api.deps.db.insert(publishableApiKeys).values({ id, title: "Test key" });
    await api.deps.db
      .insert(publishableApiKeySalesChannels)
      .values({ publishable_key_id: id, sales_channel_id: channelId });
    return id;
  }

  const productIdsSeenWith = async (key: string) =>
    (await storeMedusa(api, { publishableApiKey: key }).products.list({ limit: 100 })).products.map(
      (product: { id: string }) => product.id,
    );

  it("creates, finds, updates and deletes a channel as Medusa answers them", async () => {
    const channel = await create({
      name: "Pop-up shop",
      description: "Summer market stall",
      metadata: { city: "Lisbon" },
    });
    expect(channel).toMatchObject({
      id: expect.stringMatching(/^sc_/),
      name: "Pop-up shop",
      description: "Summer market stall",
      is_disabled: false,
      metadata: { city: "Lisbon" },
      deleted_at: null,
    });

    const retrieved = await staff.admin.salesChannels.retrieve(channel.id);
    expect(retrieved.sales_channel).toMatchObject({ id: channel.id, name: "Pop-up shop" });

    const updated = (
      await staff.admin.salesChannels.update(channel.id, {
        is_disabled: true,
        description: "Closed for winter",
        metadata: { season: "summer" },
      } as never)
    ).sales_channel as unknown as ChannelJson;
    expect(updated).toMatchObject({
      name: "Pop-up shop",
      is_disabled: true,
      description: "Closed for winter",
      metadata: { city: "Lisbon", season: "summer" },
    });

    const deleted = await staff.admin.salesChannels.delete(channel.id);
    expect(deleted).toMatchObject({ id: channel.id, object: "sales-channel", deleted: true });
    const gone = await rejection(staff.admin.salesChannels.retrieve(channel.id));
    expect(gone.status).toBe(404);
    expect(gone.body.type).toBe("not_found");
  });

  it("lists newest first, 20 to a page, with q, name, date filters and order", async () => {
    const first = await create({ name: "Filter Alpha", description: "wholesale fairs" });
    const second = await create({ name: "Filter Beta" });
    const page = await staff.admin.salesChannels.list();
    expect(page).toMatchObject({ offset: 0, limit: 20 });
    expect(page.count).toBeGreaterThanOrEqual(3);
    const listed = page.sales_channels.map((channel: { id: string }) => channel.id);
    expect(listed.indexOf(second.id)).toBeLessThan(listed.indexOf(first.id));

    const byQ = await staff.admin.salesChannels.list({ q: "filter" });
    expect(byQ.sales_channels.map((channel: { id: string }) => channel.id)).toEqual([
      second.id,
      first.id,
    ]);
    const byDescription = await staff.admin.salesChannels.list({ q: "WHOLESALE" });
    expect(byDescription.sales_channels.map((channel: { id: string }) => channel.id)).toEqual([
      first.id,
    ]);
    const byName = await staff.admin.salesChannels.list({ name: "Filter Beta" });
    expect(byName.sales_channels.map((channel: { id: string }) => channel.id)).toEqual([second.id]);
    const ordered = await staff.admin.salesChannels.list({ q: "filter", order: "name" } as never);
    expect(ordered.sales_channels.map((channel: { id: string }) => channel.id)).toEqual([
      first.id,
      second.id,
    ]);
    // PostgreSQL keeps microseconds the answer's milliseconds drop: `lt` the second's shown time
    // leaves the second out on both databases.
    const earlier = await staff.admin.salesChannels.list({
      q: "filter",
      created_at: { lt: second.created_at },
    } as never);
    expect(earlier.sales_channels.map((channel: { id: string }) => channel.id)).toEqual([first.id]);
    const paged = await staff.admin.salesChannels.list({ q: "filter", limit: 1, offset: 1 });
    expect(paged).toMatchObject({ count: 2, offset: 1, limit: 1 });
    expect(paged.sales_channels.map((channel: { id: string }) => channel.id)).toEqual([first.id]);
  });

  it("moves products in and out of a channel, and a key on it sees them at once", async () => {
    const channel = await create({ name: "Gallery shop" });
    const key = await keyFor(channel.id);
    expect(await productIdsSeenWith(key)).toEqual([]);

    const added = await staff.admin.salesChannels.addProducts(channel.id, {
      product_ids: [{ id: bowlProductId }, { id: bowlProductId }],
    });
    expect(added.sales_channel).toMatchObject({ id: channel.id, name: "Gallery shop" });
    expect(await productIdsSeenWith(key)).toEqual([bowlProductId]);
    const cart = await storeMedusa(api, { publishableApiKey: key }).carts.create({
      region_id: api.seed!.regions.us,
    });
    expect(cart.cart.sales_channel_id).toBe(channel.id);

    // Adding it again keeps one link.
    await staff.admin.salesChannels.addProducts(channel.id, {
      product_ids: [{ id: bowlProductId }],
    });
    const links = await api.deps.db
      .select()
      .from(productSalesChannels)
      .where(eq(productSalesChannels.sales_channel_id, channel.id));
    expect(links).toHaveLength(1);

    const removed = await staff.admin.salesChannels.removeProducts(channel.id, {
      product_ids: [{ id: bowlProductId }],
    });
    expect(removed.sales_channel.id).toBe(channel.id);
    expect(await productIdsSeenWith(key)).toEqual([]);
  });

  it("refuses unknown products with Medusa's MultipleErrors 400 and changes nothing", async () => {
    const channel = await create({ name: "Strict channel" });
    const refused = await rejection(
      staff.admin.salesChannels.addProducts(channel.id, {
        product_ids: [{ id: bowlProductId }, { id: "prod_missing" }],
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      errors: ["Products prod_missing do not exist"],
      message: MULTIPLE_ERRORS_MESSAGE,
    });
    const links = await api.deps.db
      .select()
      .from(productSalesChannels)
      .where(eq(productSalesChannels.sales_channel_id, channel.id));
    expect(links).toEqual([]);
    const unknownChannel = await rejection(
      staff.admin.salesChannels.addProducts("sc_missing", { product_ids: [{ id: bowlProductId }] }),
    );
    expect(unknownChannel.status).toBe(404);
  });

  it("deleting a channel takes its products and keys off it", async () => {
    const channel = await create({ name: "Short-lived" });
    const key = await keyFor(channel.id);
    await staff.admin.salesChannels.addProducts(channel.id, {
      product_ids: [{ id: bowlProductId }],
    });
    expect(await productIdsSeenWith(key)).toEqual([bowlProductId]);
    await staff.admin.salesChannels.delete(channel.id);
    const productLinks = await api.deps.db
      .select()
      .from(productSalesChannels)
      .where(eq(productSalesChannels.sales_channel_id, channel.id));
    const keyLinks = await api.deps.db
      .select()
      .from(publishableApiKeySalesChannels)
      .where(eq(publishableApiKeySalesChannels.sales_channel_id, channel.id));
    expect(productLinks).toEqual([]);
    expect(keyLinks).toEqual([]);
    const listed = await staff.admin.salesChannels.list({ id: channel.id } as never);
    expect(listed.sales_channels).toEqual([]);
  });

  it("refuses to delete the store's default channel", async () => {
    const refused = await rejection(staff.admin.salesChannels.delete(api.seed!.salesChannelId));
    expect(refused.status).toBe(400);
    expect(refused.body.type).toBe("not_allowed");
    expect(refused.body.message).toMatch(/cannot delete the default sales channel/);
    const still = await staff.admin.salesChannels.retrieve(api.seed!.salesChannelId);
    expect(still.sales_channel.id).toBe(api.seed!.salesChannelId);
  });

  it("answers 400 with a message for bad input", async () => {
    for (const body of [
      {},
      { name: "" },
      { name: "x", is_disabled: "yes" },
      { name: "x", extra: 1 },
    ]) {
      const refused = await rejection(staff.admin.salesChannels.create(body as never));
      expect(refused.status).toBe(400);
      expect(refused.body.type).toBe("invalid_data");
      expect(refused.body.message).toBeTruthy();
    }
    const badOrder = await rejection(staff.admin.salesChannels.list({ order: "secret" } as never));
    expect(badOrder.status).toBe(400);
    const badBatch = await rejection(
      staff.admin.salesChannels.addProducts(api.seed!.salesChannelId, {
        product_ids: "prod_x",
      } as never),
    );
    expect(badBatch.status).toBe(400);
  });

  it("replays a write sent again under the same Idempotency-Key", async () => {
    const headers = { "Idempotency-Key": `sc-create-${kind}` };
    const first = await create({ name: "Once only" }, headers);
    const again = await create({ name: "Once only" }, headers);
    expect(again.id).toBe(first.id);
    const listed = await staff.admin.salesChannels.list({ name: "Once only" } as never);
    expect(listed.count).toBe(1);

    const batchHeaders = { "Idempotency-Key": `sc-batch-${kind}` };
    const body = { product_ids: [{ id: bowlProductId }] };
    const added = await staff.admin.salesChannels.addProducts(first.id, body, batchHeaders);
    const replayed = await staff.admin.salesChannels.addProducts(first.id, body, batchHeaders);
    expect(replayed.sales_channel).toEqual(added.sales_channel);
  });
});
