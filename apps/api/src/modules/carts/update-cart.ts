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
  type LockedCart,
} from "./cart-loader";
import { applyCheckoutDetails } from "./checkout-details";
import {
  planKnownDetails,
  saveCartDetails,
  savesInOneStatement,
  type CartDetails,
} from "./cart-details";
import { mergeMetadata, removeLinesOutsideChannel } from "./line-items";
import { assertAssignableChannel } from "./sales-channel";
import { moveRegionAndCountry } from "./shipping-country";
import { cartAnswerNow, runCartChange } from "./cart-change";

export const updateCart = bind(
  PostCartsCart,
  async (c, input) => {
    const body = await input.body();
    const deps = c.get("deps");
    const id = input.params.id;

    // The common change (email, addresses) is first tried on the cart as known, in one statement.
    const known = {
      id,
      plan: (cart: LockedCart) => planKnownDetails(deps, cart, c.get("customerId"), body),
    };
    return runCartChange(
      c,
      cartAnswerNow(c, id),
      async (tx, keep) => {
        const locked = await lockOpenCart(deps, tx, id, c.get("customerId"));
        const { cart } = locked.record;
        // A signed-in shopper takes the cart over, with their email (contract §3.2).
        const customer = await signedInCustomer(c, tx);
        const details: CartDetails = {
          email: customer?.email ?? body.email,
          metadata:
            body.metadata === undefined ? undefined : mergeMetadata(cart.metadata, body.metadata),
          context: body.context === undefined ? undefined : { ...cart.context, ...body.context },
          shipping_address: body.shipping_address,
          billing_address: body.billing_address,
        };
        const newRegionId = body.region_id !== cart.region_id ? body.region_id : undefined;
        const newChannelId =
          body.sales_channel_id !== cart.sales_channel_id ? body.sales_channel_id : undefined;
        const detailsOnly =
          newRegionId === undefined &&
          body.country_code === undefined &&
          newChannelId === undefined &&
          (customer === undefined || customer.id === cart.customer_id) &&
          body.discounts === undefined &&
          body.gift_cards === undefined;
        if (detailsOnly && savesInOneStatement(locked.record, details)) {
          const record = await saveCartDetails(tx, c.get("customerId"), locked, details);
          // The cart's own columns and addresses leave its lines and checkout relations as the lock
          // read them: the answer is not read again (issue 16).
          keep(locked, { record, items: locked.items, checkout: locked.checkout });
          return answer(PostCartsCart, 200, {
            cart: cartWithItems(deps, { ...locked, record }, locked.items),
          });
        }

        // Anything else may change the lines and checkout relations (a region reprices lines; a
        // channel drops some; codes change discounts and gift cards; a new customer changes which
        // discounts apply), and the answer is read again.
        const { email, metadata, context } = details;
        const moved = await moveRegionAndCountry(deps, tx, locked, newRegionId, body.country_code, {
          lines: locked.items,
          customerId: pricingCustomerId(locked.record, c.get("customerId")),
        });
        const { region } = moved;
        const changes: Partial<typeof carts.$inferInsert> = {
          email,
          metadata,
          context,
          ...moved.changes,
        };
        if (newChannelId !== undefined) {
          await assertAssignableChannel(tx, newChannelId);
          await removeLinesOutsideChannel(tx, cart.id, newChannelId);
          changes.sales_channel_id = newChannelId;
        }
        if (customer) changes.customer_id = customer.id;
        Object.assign(
          changes,
          await applyCheckoutDetails(c.get("customerId"), tx, locked, region, body),
        );
        await tx
          .update(carts)
          .set({ ...changes, updated_at: sql`now()` })
          .where(eq(carts.id, cart.id));
        return answer(PostCartsCart, 200, { cart: await readCartIn(deps, tx, cart.id) });
      },
      known,
    );
  },
  [idempotencyKey],
);
