// POST /store/carts/:id (contract medusa-v1 §6.1): region, shipping country, email, metadata,
// context, sales channel, and the checkout fields (addresses, discounts, gift cards) that
// checkout-details.ts applies. A guest's email is stored on the cart; the guest customer is made
// when the cart completes (modules/checkout).
import { eq, sql } from "drizzle-orm";
import { PostCartsCart } from "@atelier/contracts";
import { carts } from "./tables";
import { idempotencyKey } from "../../http/idempotency";
import { answer, bind } from "../../http/route";
import {
  cartWithItems,
  lockOpenCart,
  pricingCustomerId,
  readCartIn,
  signedInCustomer,
} from "./cart-loader";
import { applyCheckoutDetails, type SavedAddresses } from "./checkout-details";
import { assignableRegion } from "./cart-region";
import { mergeMetadata, removeLinesOutsideChannel, repriceLines } from "./line-items";
import { assertAssignableChannel } from "./sales-channel";
import { saveShippingCountry, shippingCountryFor } from "./shipping-country";
import { cartAnswerNow, runCartChange } from "./cart-change";

export const updateCart = bind(
  PostCartsCart,
  async (c, input) => {
    const body = await input.body();
    const deps = c.get("deps");
    const id = input.params.id;

    return runCartChange(c, cartAnswerNow(c, id), async (tx) => {
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
      if (body.metadata !== undefined)
        changes.metadata = mergeMetadata(cart.metadata, body.metadata);
      if (body.context !== undefined) changes.context = { ...cart.context, ...body.context };
      const saved: SavedAddresses = {};
      Object.assign(
        changes,
        await applyCheckoutDetails(c.get("customerId"), tx, locked, region, body, saved),
      );

      const [updated] = await tx
        .update(carts)
        .set({ ...changes, updated_at: sql`now()` })
        .where(eq(carts.id, cart.id))
        .returning();
      // A change of the cart's own columns and addresses leaves its lines and checkout relations
      // as the lock read them: the answer is not read again (issue 16). Anything else may change
      // them (a region reprices lines; a channel drops some; codes change discounts and gift
      // cards; a new customer changes which discounts apply).
      const columnsOnly =
        newRegionId === undefined &&
        body.country_code === undefined &&
        changes.sales_channel_id === undefined &&
        (changes.customer_id === undefined || changes.customer_id === cart.customer_id) &&
        body.discounts === undefined &&
        body.gift_cards === undefined;
      if (!columnsOnly) {
        return answer(PostCartsCart, 200, { cart: await readCartIn(deps, tx, cart.id) });
      }
      const record = {
        ...locked.record,
        cart: updated,
        shipping_address: saved.shipping_address ?? locked.record.shipping_address,
        billing_address: saved.billing_address ?? locked.record.billing_address,
      };
      return answer(PostCartsCart, 200, {
        cart: cartWithItems(deps, { ...locked, record }, locked.items),
      });
    });
  },
  [idempotencyKey],
);
