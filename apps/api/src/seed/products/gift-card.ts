// The demo shop's gift-card product (issue 14): "Atelier gift card", handle `gift-card`, a Medusa v1
// gift-card product (`is_giftcard`, not discountable) whose variants are the amounts a shopper can
// buy. It stays out of collections and categories, so the catalogue grids never show it; the shop
// sells it from its own page. Inserted only when missing, so the seed can run on every start.
import { GIFT_CARD_SHIPPING_PROFILE_ID } from "../../modules/shipping/profile-table";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import * as schema from "../../db/schema";
import { generateId } from "../../http/ids";
import type { SeedCurrencyCode } from "../regions";

export const GIFT_CARD_HANDLE = "gift-card";
export const GIFT_CARD_TITLE = "Atelier gift card";
const AMOUNT_OPTION = "Amount";
const DAY_MS = 24 * 60 * 60 * 1000;
const GIFT_CARD_AGE_DAYS = 730;

/**
 * The amounts on sale, each with its price in every currency's minor unit: 25, 50 and 100 in
 * dollars and euros; in yen (zero-decimal) the round amounts a Japanese shop would sell.
 */
export const giftCardAmounts: { title: string; prices: Record<SeedCurrencyCode, number> }[] = [
  { title: "25", prices: { usd: 2500, eur: 2500, jpy: 2500 } },
  { title: "50", prices: { usd: 5000, eur: 5000, jpy: 5000 } },
  { title: "100", prices: { usd: 10000, eur: 10000, jpy: 10000 } },
];

export async function seedGiftCardProduct(
  db: Database,
  salesChannelId: string,
  now: Date,
): Promise<void> {
  const [existing] = await db
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(and(eq(schema.products.handle, GIFT_CARD_HANDLE), isNull(schema.products.deleted_at)));
  if (existing) return;

  // Older than the whole catalogue, so a newest-first listing never starts with it.
  const created = new Date(now.getTime() - GIFT_CARD_AGE_DAYS * DAY_MS);
  const dates = { created_at: created, updated_at: created };
  const productId = generateId("prod");
  const optionId = generateId("opt");
  await db.insert(schema.products).values({
    id: productId,
    title: GIFT_CARD_TITLE,
    subtitle: "A present they choose themselves",
    description:
      "An Atelier gift card, sent by email with your message. It pays for anything in the shop, in the region it was bought for, and keeps what is left for the next order.",
    handle: GIFT_CARD_HANDLE,
    status: "published",
    is_giftcard: true,
    profile_id: GIFT_CARD_SHIPPING_PROFILE_ID,
    discountable: false,
    ...dates,
  });
  await db
    .insert(schema.productSalesChannels)
    .values({ product_id: productId, sales_channel_id: salesChannelId });
  await db
    .insert(schema.productOptions)
    .values({ id: optionId, title: AMOUNT_OPTION, product_id: productId, ...dates });

  for (const [rank, amount] of giftCardAmounts.entries()) {
    const variantId = generateId("variant");
    await db.insert(schema.productVariants).values({
      id: variantId,
      title: amount.title,
      product_id: productId,
      sku: `ATL-GIFT-${amount.title}`,
      variant_rank: rank,
      // A card is a code, not stock: it never runs out.
      manage_inventory: false,
      ...dates,
    });
    await db.insert(schema.productOptionValues).values({
      id: generateId("optval"),
      value: amount.title,
      option_id: optionId,
      variant_id: variantId,
      ...dates,
    });
    await db.insert(schema.moneyAmounts).values(
      Object.entries(amount.prices).map(([currency_code, price]) => ({
        id: generateId("ma"),
        currency_code,
        amount: price,
        variant_id: variantId,
        ...dates,
      })),
    );
  }
}
