// POST /store/carts/:id (contract medusa-v1 §6.1): region, shipping country, email, metadata,
// context, sales channel, and the checkout fields (addresses, discounts, gift cards) that
// checkout-details.ts applies. A guest's email is stored on the cart; the guest customer is made
// when the cart completes (modules/checkout).
import { eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import { z } from "zod";
import { carts } from "./tables";
import type { AppEnv } from "../../http/context";
import { runIdempotent } from "../../http/idempotency";
import { parseBody } from "../../http/validation";
import { countryCode, entityId, jsonObject } from "./cart-input";
import { lockOpenCart, pricingCustomerId, readCartIn, signedInCustomer } from "./cart-loader";
import { applyCheckoutDetails, checkoutDetailsFields } from "./checkout-details";
import { assignableRegion } from "./cart-region";
import { mergeMetadata, removeLinesOutsideChannel, repriceLines } from "./line-items";
import { assertAssignableChannel } from "./sales-channel";
import { saveShippingCountry, shippingCountryFor } from "./shipping-country";

const updateCartBody = z.strictObject({
  region_id: entityId.optional(),
  country_code: countryCode.optional(),
  email: z
    .email({ error: "must be an email" })
    .max(254, { error: "must be at most 254 characters" })
    .transform((email) => email.toLowerCase())
    .optional(),
  metadata: jsonObject.optional(),
  context: jsonObject.optional(),
  sales_channel_id: entityId.optional(),
  ...checkoutDetailsFields,
});

export async function updateCart(c: Context<AppEnv, "/carts/:id">): Promise<Response> {
  const body = await parseBody(c, updateCartBody);
  const deps = c.get("deps");
  const id = c.req.param("id");

  return runIdempotent(c, async (tx) => {
    const locked = await lockOpenCart(deps, tx, id, c.get("customerId"));
    const { cart, shipping_address: shippingAddress } = locked.record;
    const changes: Partial<typeof carts.$inferInsert> = {};

    const newRegionId = body.region_id !== cart.region_id ? body.region_id : undefined;
    const region = newRegionId ? await assignableRegion(deps, tx, newRegionId) : locked.region;
    if (newRegionId) {
      await repriceLines(
        tx,
        region,
        locked.items,
        pricingCustomerId(locked.record, c.get("customerId")),
      );
      changes.region_id = region.id;
    }
    if (newRegionId || body.country_code !== undefined) {
      const country = shippingCountryFor(
        region,
        body.country_code,
        shippingAddress?.country_code ?? null,
      );
      changes.shipping_address_id = await saveShippingCountry(tx, shippingAddress, country);
    }
    if (body.sales_channel_id !== undefined && body.sales_channel_id !== cart.sales_channel_id) {
      await assertAssignableChannel(tx, body.sales_channel_id);
      await removeLinesOutsideChannel(tx, cart.id, body.sales_channel_id);
      changes.sales_channel_id = body.sales_channel_id;
    }
    // A signed-in shopper takes the cart over, with their email (contract §3.2).
    const customer = await signedInCustomer(c, tx);
    if (customer) {
      changes.customer_id = customer.id;
      changes.email = customer.email;
    } else if (body.email !== undefined) {
      changes.email = body.email;
    }
    if (body.metadata !== undefined) changes.metadata = mergeMetadata(cart.metadata, body.metadata);
    if (body.context !== undefined) changes.context = { ...cart.context, ...body.context };
    Object.assign(changes, await applyCheckoutDetails(c, tx, locked, region, body));

    await tx
      .update(carts)
      .set({ ...changes, updated_at: sql`now()` })
      .where(eq(carts.id, cart.id));
    return { status: 200, body: { cart: await readCartIn(deps, tx, cart.id) } };
  });
}
