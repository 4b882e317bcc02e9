// Publishable API keys under /admin with the published medusa-js client (Medusa v1
// `admin/publishable-api-keys`): staff create, find, rename, scope, revoke and delete keys; a
// storefront sending a key sees exactly the products of its channels and its carts land in them,
// a revoked key is refused, and every write replays under its Idempotency-Key.
import type Medusa from "@medusajs/medusa-js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productVariants, users } from "../src/db/schema";
import { insertCheckoutShop } from "./fixtures/checkout";
import { adminMedusa, rejection, storeMedusa } from "./fixtures/medusa-js";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

interface KeyJson {
  id: string;
  title: string;
  created_by: string | null;
  revoked_by: string | null;
  revoked_at: string | null;
  created_at: string;
  updated_at: string;
}

const MULTIPLE_ERRORS_MESSAGE =
  "Provided request body contains errors. Please check the data and retry the request";

describe.each(databaseKinds)("admin publishable API keys on %s", (kind) => {
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

  const createKey = async (title: string, headers: Record<string, string> = {}) =>
    (await staff.admin.publishableApiKeys.create({ title }, headers))
      .publishable_api_key as unknown as KeyJson;
  const createChannel = async (name: string) =>
    (await staff.admin.salesChannels.create({ name } as never)).sales_channel;
  const productIdsSeenWith = async (key: string) =>
    (await storeMedusa(api, { publishableApiKey: key }).products.list({ limit: 100 })).products.map(
      (product: { id: string }) => product.id,
    );

  it("creates, finds, renames and deletes a key as Medusa answers them", async () => {
    const key = await createKey("Mobile app");
    expect(key).toMatchObject({
      id: expect.stringMatching(/^pk_/),
      title: "Mobile app",
      revoked_at: null,
      revoked_by: null,
    });
    // created_by is the staff member who made it.
    const [creator] = await api.deps.db.select().from(users).where(eq(users.id, key.created_by!));
    expect(creator).toBeDefined();

    const retrieved = await staff.admin.publishableApiKeys.retrieve(key.id);
    expect(retrieved.publishable_api_key).toMatchObject({ id: key.id, title: "Mobile app" });
    const renamed = await staff.admin.publishableApiKeys.update(key.id, { title: "iOS app" });
    expect(renamed.publishable_api_key).toMatchObject({ id: key.id, title: "iOS app" });

    const other = await createKey("Kiosk");
    const page = await staff.admin.publishableApiKeys.list();
    expect(page).toMatchObject({ offset: 0, limit: 20 });
    expect(page.publishable_api_keys.map((k: { id: string }) => k.id).slice(0, 2)).toEqual([
      other.id,
      key.id,
    ]);
    const searched = await staff.admin.publishableApiKeys.list({ q: "IOS APP" });
    expect(searched.publishable_api_keys.map((k: { id: string }) => k.id)).toEqual([key.id]);
    expect(searched.count).toBe(1);

    const deleted = await staff.admin.publishableApiKeys.delete(key.id);
    expect(deleted).toMatchObject({ id: key.id, object: "publishable_api_key", deleted: true });
    const gone = await rejection(staff.admin.publishableApiKeys.retrieve(key.id));
    expect(gone.status).toBe(404);
    const refused = await rejection(
      storeMedusa(api, { publishableApiKey: key.id }).products.list(),
    );
    expect(refused.status).toBe(400);
  });

  it("scopes a storefront to the key's channels: exactly their products, and carts in them", async () => {
    const channel = await createChannel("Concept store");
    const key = await createKey("Concept store site");
    const linked = await staff.admin.publishableApiKeys.addSalesChannelsBatch(key.id, {
      sales_channel_ids: [{ id: channel.id }],
    });
    expect(linked.publishable_api_key.id).toBe(key.id);
    const channels = await staff.admin.publishableApiKeys.listSalesChannels(key.id);
    expect(channels.sales_channels.map((c: { id: string }) => c.id)).toEqual([channel.id]);
    const none = await staff.admin.publishableApiKeys.listSalesChannels(key.id, { q: "nothing" });
    expect(none.sales_channels).toEqual([]);

    // The channel holds nothing yet, so the key sees nothing.
    expect(await productIdsSeenWith(key.id)).toEqual([]);
    await staff.admin.salesChannels.addProducts(channel.id, {
      product_ids: [{ id: bowlProductId }],
    });
    expect(await productIdsSeenWith(key.id)).toEqual([bowlProductId]);

    const shopper = storeMedusa(api, { publishableApiKey: key.id });
    const { cart } = await shopper.carts.create({ region_id: api.seed!.regions.us });
    expect(cart.sales_channel_id).toBe(channel.id);

    // Taking the channel off leaves a key with none, which (as in Medusa) sees every channel.
    await staff.admin.publishableApiKeys.deleteSalesChannelsBatch(key.id, {
      sales_channel_ids: [{ id: channel.id }],
    });
    expect((await staff.admin.publishableApiKeys.listSalesChannels(key.id)).sales_channels).toEqual(
      [],
    );
    const everything = await productIdsSeenWith(key.id);
    expect(everything).toContain(bowlProductId);
    expect(everything.length).toBeGreaterThan(1);
  });

  it("revokes a key once: the store refuses it at once, and a second revoke is refused", async () => {
    const key = await createKey("Old site");
    expect((await productIdsSeenWith(key.id)).length).toBeGreaterThan(0);
    const revoked = (await staff.admin.publishableApiKeys.revoke(key.id))
      .publishable_api_key as unknown as KeyJson;
    expect(revoked.revoked_at).not.toBeNull();
    expect(revoked.revoked_by).toBe(key.created_by);

    const refused = await rejection(
      storeMedusa(api, { publishableApiKey: key.id }).products.list(),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.type).toBe("invalid_data");
    const cartRefused = await rejection(
      storeMedusa(api, { publishableApiKey: key.id }).carts.create({
        region_id: api.seed!.regions.us,
      }),
    );
    expect(cartRefused.status).toBe(400);

    const again = await rejection(staff.admin.publishableApiKeys.revoke(key.id));
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      type: "not_allowed",
      message: "PublishableApiKey has already been revoked.",
    });
  });

  it("refuses unknown channels with Medusa's MultipleErrors 400, and bad input with a message", async () => {
    const key = await createKey("Strict");
    const refused = await rejection(
      staff.admin.publishableApiKeys.addSalesChannelsBatch(key.id, {
        sales_channel_ids: [{ id: api.seed!.salesChannelId }, { id: "sc_missing" }],
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      errors: ["Sales channels sc_missing do not exist"],
      message: MULTIPLE_ERRORS_MESSAGE,
    });
    expect((await staff.admin.publishableApiKeys.listSalesChannels(key.id)).sales_channels).toEqual(
      [],
    );

    for (const body of [{}, { title: "" }, { title: 3 }, { title: "x", extra: true }]) {
      const bad = await rejection(staff.admin.publishableApiKeys.create(body as never));
      expect(bad.status).toBe(400);
      expect(bad.body.type).toBe("invalid_data");
      expect(bad.body.message).toBeTruthy();
    }
    const badBatch = await rejection(
      staff.admin.publishableApiKeys.addSalesChannelsBatch(key.id, {
        sales_channel_ids: ["sc_x"],
      } as never),
    );
    expect(badBatch.status).toBe(400);
    const unknown = await rejection(staff.admin.publishableApiKeys.revoke("pk_missing"));
    expect(unknown.status).toBe(404);
  });

  it("replays a write sent again under the same Idempotency-Key", async () => {
    const headers = { "Idempotency-Key": `pk-create-${kind}` };
    const first = await createKey("Replayed", headers);
    const again = await createKey("Replayed", headers);
    expect(again.id).toBe(first.id);
    expect((await staff.admin.publishableApiKeys.list({ q: "Replayed" })).count).toBe(1);

    const revokeHeaders = { "Idempotency-Key": `pk-revoke-${kind}` };
    const revoked = await staff.admin.publishableApiKeys.revoke(first.id, revokeHeaders);
    const replayed = await staff.admin.publishableApiKeys.revoke(first.id, revokeHeaders);
    expect(replayed.publishable_api_key).toEqual(revoked.publishable_api_key);
  });
});
