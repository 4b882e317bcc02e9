// POST /store/carts (contract medusa-v1 §6.1): a new cart in a region and sales channel, optionally
// with items, answered as `{cart}`.
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { z } from "zod";
import { carts } from "./tables";
import type { AppEnv } from "../../http/context";
import { runIdempotent } from "../../http/idempotency";
import { generateId } from "../../http/ids";
import { parseBody } from "../../http/validation";
import { withScopeErrors } from "../sales-channels/scope-errors";
import { countryCode, entityId, jsonObject, lineQuantity } from "./cart-input";
import { readCartIn, signedInCustomer } from "./cart-loader";
import type { CartItemRecord } from "./cart-queries";
import { assignableRegion, defaultRegionId } from "./cart-region";
import { MAX_ITEMS_ON_CREATE } from "./constants";
import { noRegion } from "./errors";
import { addLine, findSellableVariant } from "./line-items";
import { newCartSalesChannel } from "./sales-channel";
import { saveShippingCountry, shippingCountryFor } from "./shipping-country";

const createCartBody = z.strictObject({
  region_id: entityId.optional(),
  country_code: countryCode.optional(),
  items: z
    .array(z.strictObject({ variant_id: entityId, quantity: lineQuantity(1) }))
    .max(MAX_ITEMS_ON_CREATE, { error: `must hold at most ${MAX_ITEMS_ON_CREATE} items` })
    .optional(),
  context: jsonObject.optional(),
  sales_channel_id: entityId.optional(),
});

export async function createCart(c: Context<AppEnv>): Promise<Response> {
  const body = await parseBody(c, createCartBody);
  const deps = c.get("deps");
  // As in Medusa, what the client sends is merged over what the server knows of the request.
  const context = {
    ip: getConnInfo(c).remote.address ?? null,
    user_agent: c.req.header("user-agent") ?? null,
    ...body.context,
  };

  return withScopeErrors(c, async () => {
    const salesChannelId = await newCartSalesChannel(c, body.sales_channel_id);
    return runIdempotent(c, async (tx) => {
      const regionId = body.region_id ?? (await defaultRegionId(tx));
      if (regionId === undefined) throw noRegion();
      const region = await assignableRegion(deps, tx, regionId);
      const shippingAddressId = await saveShippingCountry(
        tx,
        null,
        shippingCountryFor(region, body.country_code, null),
      );

      // A signed-in shopper's cart is theirs from the start (contract §3.2).
      const customer = await signedInCustomer(c, tx);

      const id = generateId("cart");
      await tx.insert(carts).values({
        id,
        customer_id: customer?.id ?? null,
        email: customer?.email ?? null,
        region_id: region.id,
        sales_channel_id: salesChannelId,
        shipping_address_id: shippingAddressId,
        context,
      });
      // Items naming the same variant merge into one line, as adding them one by one would.
      let items: CartItemRecord[] = [];
      for (const line of body.items ?? []) {
        const found = await findSellableVariant(tx, line.variant_id, customer?.id ?? null);
        items = await addLine(
          tx,
          {
            id,
            region,
            sales_channel_id: salesChannelId,
            pricing_customer_id: customer?.id ?? null,
          },
          items,
          line,
          found,
        );
      }
      return { status: 200, body: { cart: await readCartIn(deps, tx, id) } };
    });
  });
}
