// What a shopper needs to check out in the demo shop (issue 3): per region a standard, an express
// and a free-over-a-threshold shipping option, and a free one for gift cards (their own profile); the "manual" and "test-card" payment providers in
// every region; the discount codes below (issue 3 and issue 14's demo of each refusal); one gift card
// per region, plus a small, a spent and an expired one in the United States. Each piece is inserted
// only when missing, so the seed can run on every start. The README lists the codes.
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import * as schema from "../db/schema";
import { generateId } from "../http/ids";
import {
  DEFAULT_SHIPPING_PROFILE_ID,
  GIFT_CARD_SHIPPING_PROFILE_ID,
} from "../modules/shipping/profile-table";
import { MANUAL_PROVIDER_ID, type SeedCurrencyCode, type SeedRegion } from "./regions";

/** The free option of the gift-card profile in every region. */
export const GIFT_CARD_DELIVERY_NAME = "Gift Card Delivery";

export const TEST_CARD_PROVIDER_ID = "test-card";

/** 10 % off everything, in every region. */
export const WELCOME_DISCOUNT_CODE = "WELCOME10";
/** 20 US dollars off an order in the United States. */
export const FIXED_DISCOUNT_CODE = "ATELIER20";

/** Free shipping, in every region: stacks with one other discount (Medusa v1). */
export const FREE_SHIPPING_CODE = "FREESHIP";
/** 10 % off everything, in every region: the summer sale. */
export const SUMMER_DISCOUNT_CODE = "SUMMER24";
/** Ended before the demo starts, so a shopper sees how an expired code is refused. */
export const EXPIRED_DISCOUNT_CODE = "SPRING23";
/** Limited to 100 uses, all taken, so a shopper sees the usage-limit refusal. */
export const EXHAUSTED_DISCOUNT_CODE = "LAUNCH100";
/** Only valid in Europe, so a shopper elsewhere sees the region refusal. */
export const EUROPE_DISCOUNT_CODE = "EUROPE15";
/**
 * 20 % off the Lighting collection's products only (a condition), so a cart without a lamp sees
 * the conditions refusal, and one with a lamp sees the discount on the lamp's line alone.
 */
export const LIGHTING_DISCOUNT_CODE = "LIGHTING20";
/** The collection LIGHTING20's condition names. */
const LIGHTING_COLLECTION_HANDLE = "lighting";

/** The end date of the expired demo code. */
const EXPIRED_ON = new Date("2023-06-01T00:00:00Z");

/** Prices in each currency's minor unit: standard, express, and the free-shipping threshold. */
const shippingPrices: Record<
  SeedCurrencyCode,
  { standard: number; express: number; freeFrom: number }
> = {
  usd: { standard: 800, express: 2500, freeFrom: 15000 },
  eur: { standard: 700, express: 2200, freeFrom: 15000 },
  jpy: { standard: 800, express: 2500, freeFrom: 20000 },
};

export const seedGiftCards: Record<SeedRegion["key"], { code: string; value: number }> = {
  us: { code: "GIFT-US-100", value: 10000 },
  eu: { code: "GIFT-EU-100", value: 10000 },
  jp: { code: "GIFT-JP-10000", value: 10000 },
};

/** A United States card with nothing left, so a shopper can see how a spent code is refused. */
export const SPENT_GIFT_CARD = { code: "GIFT-US-SPENT", value: 5000, balance: 0 } as const;

/** More United States cards: a small one to combine with another, and one past its end date. */
const moreUsGiftCards = [
  { code: "GIFT-US-25", value: 2500, balance: 2500, ends_at: null },
  { code: "GIFT-US-EXPIRED", value: 5000, balance: 5000, ends_at: EXPIRED_ON },
];

async function seedPaymentProviders(db: Database, regionIds: string[]): Promise<void> {
  await db
    .insert(schema.paymentProviders)
    .values([{ id: MANUAL_PROVIDER_ID }, { id: TEST_CARD_PROVIDER_ID }])
    .onConflictDoNothing();
  await db
    .insert(schema.regionPaymentProviders)
    .values(
      regionIds.flatMap((region_id) => [
        { region_id, provider_id: MANUAL_PROVIDER_ID },
        { region_id, provider_id: TEST_CARD_PROVIDER_ID },
      ]),
    )
    .onConflictDoNothing();
}

async function seedShippingOptions(
  db: Database,
  regionId: string,
  currency: string,
): Promise<void> {
  const [existing] = await db
    .select({ id: schema.shippingOptions.id })
    .from(schema.shippingOptions)
    .where(
      and(
        eq(schema.shippingOptions.region_id, regionId),
        eq(schema.shippingOptions.profile_id, DEFAULT_SHIPPING_PROFILE_ID),
      ),
    )
    .limit(1);
  if (existing) return;
  const prices = shippingPrices[currency as SeedCurrencyCode];
  if (!prices) return;
  const option = (name: string, amount: number) => ({
    id: generateId("so"),
    name,
    region_id: regionId,
    provider_id: MANUAL_PROVIDER_ID,
    profile_id: DEFAULT_SHIPPING_PROFILE_ID,
    price_type: "flat_rate" as const,
    amount,
  });
  const standard = option("Standard Shipping", prices.standard);
  const express = option("Express Shipping", prices.express);
  const free = option("Free Shipping", 0);
  await db.insert(schema.shippingOptions).values([standard, express, free]);
  await db.insert(schema.shippingOptionRequirements).values({
    id: generateId("sor"),
    shipping_option_id: free.id,
    type: "min_subtotal",
    amount: prices.freeFrom,
  });
}

/**
 * Gift cards ship in their own profile, and a cart is offered only the options of its products'
 * profiles (Medusa v1): a free option in the gift-card profile lets a shopper buy a gift card alone
 * (the card is sent by email).
 */
async function seedGiftCardDelivery(db: Database, regionId: string): Promise<void> {
  const [existing] = await db
    .select({ id: schema.shippingOptions.id })
    .from(schema.shippingOptions)
    .where(
      and(
        eq(schema.shippingOptions.region_id, regionId),
        eq(schema.shippingOptions.profile_id, GIFT_CARD_SHIPPING_PROFILE_ID),
      ),
    )
    .limit(1);
  if (existing) return;
  await db.insert(schema.shippingOptions).values({
    id: generateId("so"),
    name: GIFT_CARD_DELIVERY_NAME,
    region_id: regionId,
    provider_id: MANUAL_PROVIDER_ID,
    profile_id: GIFT_CARD_SHIPPING_PROFILE_ID,
    price_type: "flat_rate",
    amount: 0,
  });
}

/** Answers the new discount's rule id, or undefined when the code already exists. */
async function seedDiscount(
  db: Database,
  code: string,
  rule: Pick<typeof schema.discountRules.$inferInsert, "type" | "value" | "description">,
  regionIds: string[],
  limits: Pick<
    typeof schema.discounts.$inferInsert,
    "starts_at" | "ends_at" | "usage_limit" | "usage_count"
  > = {},
): Promise<string | undefined> {
  const [existing] = await db
    .select({ id: schema.discounts.id })
    .from(schema.discounts)
    .where(and(eq(schema.discounts.code, code), isNull(schema.discounts.deleted_at)));
  if (existing) return undefined;
  const ruleId = generateId("dru");
  const discountId = generateId("disc");
  await db.insert(schema.discountRules).values({ id: ruleId, allocation: "total", ...rule });
  await db.insert(schema.discounts).values({ id: discountId, code, rule_id: ruleId, ...limits });
  if (regionIds.length > 0) {
    await db
      .insert(schema.discountRegions)
      .values(regionIds.map((region_id) => ({ discount_id: discountId, region_id })));
  }
  return ruleId;
}

/** LIGHTING20: its rule's one condition names the Lighting collection (when the catalogue has it). */
async function seedLightingDiscount(db: Database): Promise<void> {
  const [lighting] = await db
    .select({ id: schema.productCollections.id })
    .from(schema.productCollections)
    .where(eq(schema.productCollections.handle, LIGHTING_COLLECTION_HANDLE));
  if (!lighting) return;
  const ruleId = await seedDiscount(
    db,
    LIGHTING_DISCOUNT_CODE,
    { type: "percentage", value: 20, description: "20 % off lighting" },
    [],
  );
  if (!ruleId) return;
  const conditionId = generateId("discon");
  await db.insert(schema.discountConditions).values({
    id: conditionId,
    type: "product_collections",
    operator: "in",
    discount_rule_id: ruleId,
  });
  await db
    .insert(schema.discountConditionResources)
    .values({ condition_id: conditionId, resource_id: lighting.id });
}

export async function seedCheckout(
  db: Database,
  regionIds: Record<SeedRegion["key"], string>,
): Promise<void> {
  const regionRows = await db
    .select({ id: schema.regions.id, currency_code: schema.regions.currency_code })
    .from(schema.regions)
    .where(isNull(schema.regions.deleted_at));
  await seedPaymentProviders(
    db,
    regionRows.map((region) => region.id),
  );
  for (const region of regionRows) {
    await seedShippingOptions(db, region.id, region.currency_code);
    await seedGiftCardDelivery(db, region.id);
  }

  await seedDiscount(
    db,
    WELCOME_DISCOUNT_CODE,
    { type: "percentage", value: 10, description: "10 % off your first order" },
    [],
  );
  if (regionIds.us) {
    await seedDiscount(
      db,
      FIXED_DISCOUNT_CODE,
      { type: "fixed", value: 2000, description: "$20 off" },
      [regionIds.us],
    );
  }
  await seedDiscount(
    db,
    FREE_SHIPPING_CODE,
    { type: "free_shipping", value: 0, description: "Free shipping" },
    [],
  );
  await seedDiscount(
    db,
    SUMMER_DISCOUNT_CODE,
    { type: "percentage", value: 10, description: "Summer sale: 10 % off" },
    [],
  );
  await seedDiscount(
    db,
    EXPIRED_DISCOUNT_CODE,
    { type: "percentage", value: 15, description: "Spring sale (ended)" },
    [],
    { starts_at: new Date("2023-03-01T00:00:00Z"), ends_at: EXPIRED_ON },
  );
  await seedDiscount(
    db,
    EXHAUSTED_DISCOUNT_CODE,
    { type: "percentage", value: 15, description: "Launch offer for the first 100 orders" },
    [],
    { usage_limit: 100, usage_count: 100 },
  );
  if (regionIds.eu) {
    await seedDiscount(
      db,
      EUROPE_DISCOUNT_CODE,
      { type: "percentage", value: 15, description: "15 % off in Europe" },
      [regionIds.eu],
    );
  }
  await seedLightingDiscount(db);
  for (const [key, card] of Object.entries(seedGiftCards)) {
    const regionId = regionIds[key as SeedRegion["key"]];
    if (!regionId) continue;
    await db
      .insert(schema.giftCards)
      .values({ id: generateId("gift"), region_id: regionId, balance: card.value, ...card })
      .onConflictDoNothing();
  }
  if (regionIds.us) {
    await db
      .insert(schema.giftCards)
      .values({ id: generateId("gift"), region_id: regionIds.us, ...SPENT_GIFT_CARD })
      .onConflictDoNothing();
    for (const card of moreUsGiftCards) {
      await db
        .insert(schema.giftCards)
        .values({ id: generateId("gift"), region_id: regionIds.us, ...card })
        .onConflictDoNothing();
    }
  }
}
