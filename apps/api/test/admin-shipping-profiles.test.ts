// Shipping profiles under /admin with the published medusa-js client (Medusa v1
// `admin/shipping-profiles`): the default and gift-card profiles every store keeps, custom
// profiles created, moved into, renamed and deleted; the store names each product's and option's
// real profile, and a cart is offered only the options of its products' profiles (Medusa's
// fetchCartOptions). Writes replay under their Idempotency-Key.
import type Medusa from "@medusajs/medusa-js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productVariants, products } from "../src/db/schema";
import { MANUAL_PROVIDER_ID } from "../src/seed/regions";
import { insertCheckoutShop } from "./fixtures/checkout";
import { adminMedusa, rejection, storeMedusa } from "./fixtures/medusa-js";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

interface ProfileJson {
  id: string;
  name: string;
  type: string;
  metadata: Record<string, unknown> | null;
  deleted_at: string | null;
  products?: { id: string; profile_id: string }[];
  shipping_options?: { id: string; profile_id: string }[];
}

const DEFAULT_PROFILE = "sp_default";
const GIFT_CARD_PROFILE = "sp_gift_card";

describe.each(databaseKinds)("admin shipping profiles on %s", (kind) => {
  let api: TestApi;
  let staff: Medusa;
  let shopper: Medusa;
  let bowl: { variantId: string; productId: string };

  beforeAll(async () => {
    api = await startTestApi(kind);
    const shop = await insertCheckoutShop(api);
    const [variant] = await api.deps.db
      .select({ productId: productVariants.product_id })
      .from(productVariants)
      .where(eq(productVariants.id, shop.bowl));
    bowl = { variantId: shop.bowl, productId: variant.productId };
    staff = await adminMedusa(api);
    shopper = storeMedusa(api);
  });
  afterAll(() => api?.close());

  const asProfile = (answer: { shipping_profile: unknown }) =>
    answer.shipping_profile as unknown as ProfileJson;
  const createProfile = async (body: Record<string, unknown>, headers = {}) =>
    asProfile(await staff.admin.shippingProfiles.create(body as never, headers));
  const createOption = async (name: string, profileId?: string) =>
    (
      await staff.admin.shippingOptions.create({
        name,
        region_id: api.seed!.regions.us,
        provider_id: MANUAL_PROVIDER_ID,
        price_type: "flat_rate",
        amount: 2500,
        ...(profileId && { profile_id: profileId }),
      } as never)
    ).shipping_option as unknown as { id: string; profile_id: string; profile: ProfileJson };
  const cartOptionNames = async (variantIds: string[]) => {
    const { cart } = await shopper.carts.create({ region_id: api.seed!.regions.us });
    for (const variantId of variantIds) {
      await shopper.carts.lineItems.create(cart.id, { variant_id: variantId, quantity: 1 });
    }
    const { shipping_options } = await shopper.shippingOptions.listCartOptions(cart.id);
    return {
      cartId: cart.id,
      names: (shipping_options as unknown as { name: string }[]).map((option) => option.name),
    };
  };

  /** A seeded product other than the bowl that ships in the default profile, and its variant. */
  async function otherDefaultVariant(): Promise<string> {
    const rows = await api.deps.db
      .select({ variantId: productVariants.id, productId: products.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.product_id))
      .where(eq(products.profile_id, DEFAULT_PROFILE));
    return rows.find((row) => row.productId !== bowl.productId)!.variantId;
  }

  it("lists the store's default and gift-card profiles without a count", async () => {
    const list = await staff.admin.shippingProfiles.list();
    const profiles = list.shipping_profiles as unknown as ProfileJson[];
    expect(profiles).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: DEFAULT_PROFILE, type: "default", deleted_at: null }),
        expect.objectContaining({ id: GIFT_CARD_PROFILE, type: "gift_card" }),
      ]),
    );
    expect(list).not.toHaveProperty("count");
    const gift = asProfile(await staff.admin.shippingProfiles.retrieve(GIFT_CARD_PROFILE));
    // The seeded gift-card product ships in the gift-card profile, nothing else does.
    expect(gift.products!.length).toBeGreaterThan(0);
    expect(gift.products!.every((product) => product.profile_id === GIFT_CARD_PROFILE)).toBe(true);
  });

  it("creates, finds, updates and deletes a custom profile", async () => {
    const created = await createProfile({ name: "Fragile", type: "custom", metadata: { a: 1 } });
    expect(created).toMatchObject({
      id: expect.stringMatching(/^sp_/),
      name: "Fragile",
      type: "custom",
      metadata: { a: 1 },
      products: [],
      shipping_options: [],
    });
    const updated = asProfile(
      await staff.admin.shippingProfiles.update(created.id, {
        name: "Fragile goods",
        metadata: { b: 2 },
      } as never),
    );
    expect(updated).toMatchObject({ name: "Fragile goods", metadata: { a: 1, b: 2 } });
    expect(asProfile(await staff.admin.shippingProfiles.retrieve(created.id)).name).toBe(
      "Fragile goods",
    );
    const deleted = await staff.admin.shippingProfiles.delete(created.id);
    expect(deleted).toMatchObject({ id: created.id, object: "shipping_profile", deleted: true });
    const gone = await rejection(staff.admin.shippingProfiles.retrieve(created.id));
    expect(gone.status).toBe(404);
    const listed = (await staff.admin.shippingProfiles.list()).shipping_profiles as unknown as {
      id: string;
    }[];
    expect(listed.map((profile) => profile.id)).not.toContain(created.id);
  });

  it("refuses to delete the default and gift-card profiles", async () => {
    for (const id of [DEFAULT_PROFILE, GIFT_CARD_PROFILE]) {
      const refused = await rejection(staff.admin.shippingProfiles.delete(id));
      expect(refused.status).toBe(400);
      expect(refused.body.type).toBe("not_allowed");
      expect(refused.body.message).toMatch(/cannot be deleted/);
    }
    const retyped = await rejection(
      staff.admin.shippingProfiles.update(DEFAULT_PROFILE, { type: "custom" } as never),
    );
    expect(retyped.status).toBe(400);
  });

  it("offers a cart only the options of its products' profiles", async () => {
    const other = await otherDefaultVariant();
    const before = await cartOptionNames([bowl.variantId]);
    expect(before.names).toContain("Standard Shipping");

    const freight = await createOption("Freight delivery");
    expect(freight.profile_id).toBe(DEFAULT_PROFILE);
    expect(freight.profile).toMatchObject({ id: DEFAULT_PROFILE, type: "default" });
    const oversized = await createProfile({
      name: "Oversized",
      type: "custom",
      products: [bowl.productId],
      shipping_options: [freight.id],
    });
    expect(oversized.products!.map((product) => product.id)).toEqual([bowl.productId]);
    expect(oversized.shipping_options!.map((option) => option.id)).toEqual([freight.id]);

    // The bowl alone: only the freight option, none of the default ones.
    const bowlOnly = await cartOptionNames([bowl.variantId]);
    expect(bowlOnly.names).toEqual(["Freight delivery"]);
    // Another product alone: the default options, not the freight one.
    const otherOnly = await cartOptionNames([other]);
    expect(otherOnly.names).toContain("Standard Shipping");
    expect(otherOnly.names).not.toContain("Freight delivery");
    // Both: the options of both profiles.
    const both = await cartOptionNames([bowl.variantId, other]);
    expect(both.names).toEqual(expect.arrayContaining(["Freight delivery", "Standard Shipping"]));
    // A gift card alone: the gift-card profile's free delivery only.
    const [giftCard] = await api.deps.db
      .select({ variantId: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.product_id))
      .where(eq(products.profile_id, GIFT_CARD_PROFILE));
    expect((await cartOptionNames([giftCard.variantId])).names).toEqual(["Gift Card Delivery"]);
    // An empty cart has no product profiles, so (as Medusa) no options.
    expect((await cartOptionNames([])).names).toEqual([]);

    // The store names the real profile on the product, the cart line and the option.
    const { product } = await shopper.products.retrieve(bowl.productId);
    expect(product).toMatchObject({
      profile_id: oversized.id,
      profiles: [expect.objectContaining({ id: oversized.id, name: "Oversized", type: "custom" })],
    });
    const { cart } = await shopper.carts.retrieve(bowlOnly.cartId);
    expect(cart.items[0].variant.product).toMatchObject({
      profile_id: oversized.id,
      profile: { id: oversized.id, name: "Oversized" },
    });
    const { shipping_options: listed } = await shopper.shippingOptions.listCartOptions(
      bowlOnly.cartId,
    );
    expect(listed[0]).toMatchObject({
      profile_id: oversized.id,
      profile: { id: oversized.id, name: "Oversized" },
    });
    const withMethod = await shopper.carts.addShippingMethod(bowlOnly.cartId, {
      option_id: freight.id,
    });
    expect(withMethod.cart.shipping_methods[0].shipping_option).toMatchObject({
      id: freight.id,
      profile_id: oversized.id,
    });

    // Deleting the profile puts the bowl back in the default one; the freight option stays with
    // the deleted profile and is offered to no cart.
    await staff.admin.shippingProfiles.delete(oversized.id);
    const after = await cartOptionNames([bowl.variantId]);
    expect(after.names).toContain("Standard Shipping");
    expect(after.names).not.toContain("Freight delivery");
    expect((await shopper.products.retrieve(bowl.productId)).product.profile_id).toBe(
      DEFAULT_PROFILE,
    );
  });

  it("moves products into a profile on update, and new products get the default profiles", async () => {
    const created = (
      await staff.admin.products.create({
        title: "Linen napkin",
        options: [{ title: "Size" }],
        variants: [
          {
            title: "One",
            prices: [{ currency_code: "usd", amount: 900 }],
            options: [{ value: "One" }],
          },
        ],
      } as never)
    ).product as unknown as { id: string; profile_id: string };
    expect(created.profile_id).toBe(DEFAULT_PROFILE);
    const card = (
      await staff.admin.products.create({
        title: "Studio gift card",
        is_giftcard: true,
        options: [{ title: "Denomination" }],
        variants: [
          {
            title: "50",
            prices: [{ currency_code: "usd", amount: 5000 }],
            options: [{ value: "50" }],
          },
        ],
      } as never)
    ).product as unknown as { id: string; profile_id: string };
    expect(card.profile_id).toBe(GIFT_CARD_PROFILE);

    const linens = await createProfile({ name: "Linens", type: "custom" });
    const moved = asProfile(
      await staff.admin.shippingProfiles.update(linens.id, { products: [created.id] } as never),
    );
    expect(moved.products!.map((product) => product.id)).toEqual([created.id]);
    const [row] = await api.deps.db
      .select({ profileId: products.profile_id })
      .from(products)
      .where(eq(products.id, created.id));
    expect(row.profileId).toBe(linens.id);
  });

  it("answers 400 with a message for bad input", async () => {
    const bad = [
      {},
      { name: "x" },
      { name: "x", type: "oversized" },
      { name: "", type: "custom" },
      { name: "x", type: "custom", products: "prod_1" },
      { name: "x", type: "custom", products: ["prod_missing"] },
      { name: "x", type: "custom", shipping_options: ["so_missing"] },
    ];
    for (const body of bad) {
      const refused = await rejection(staff.admin.shippingProfiles.create(body as never));
      expect(refused.status).toBe(400);
      expect(refused.body.type).toBe("invalid_data");
      expect(refused.body.message).toBeTruthy();
    }
    const missing = await rejection(staff.admin.shippingProfiles.update("sp_missing", {} as never));
    expect(missing.status).toBe(404);
    const unknownProfile = await rejection(createOption("Nowhere", "sp_missing"));
    expect(unknownProfile.status).toBe(404);
  });

  it("replays a create sent again under the same Idempotency-Key", async () => {
    const headers = { "Idempotency-Key": `sp-create-${kind}` };
    const first = await createProfile({ name: "Replayed", type: "custom" }, headers);
    const again = await createProfile({ name: "Replayed", type: "custom" }, headers);
    expect(again.id).toBe(first.id);
    const named = (
      (await staff.admin.shippingProfiles.list()).shipping_profiles as unknown as {
        name: string;
      }[]
    ).filter((profile) => profile.name === "Replayed");
    expect(named).toHaveLength(1);
  });
});
