// POST /store/carts (contract medusa-v1 §6.1): a new cart in a region and sales channel, optionally
// with items, answered as `{cart}`.
import { getConnInfo } from "@hono/node-server/conninfo";
import { PostCart } from "@atelier/contracts";
import { carts } from "./tables";
import { executeSqlText } from "../../db/transaction";
import { idempotencyKey } from "../../http/idempotency";
import { generateId } from "../../http/ids";
import { answer, bind } from "../../http/route";
import { withScopeErrors } from "../sales-channels/scope-errors";
import { sql } from "drizzle-orm";
import { compiledQuery, rowDecoder } from "../../db/compiled-query";
import { addresses } from "../customers/tables";
import { salesChannels } from "../sales-channels/tables";
import { cartAnswerIn, readCartIn, signedInCustomer } from "./cart-loader";
import { EMPTY_CHECKOUT } from "./cart-response";
import type { CartItemRecord } from "./cart-queries";
import { assignableRegion, defaultRegionId } from "./cart-region";
import { noRegion } from "./errors";
import { findSellableVariant, plannedAdd } from "./line-items";
import { newCartSalesChannel } from "./sales-channel";
import { saveShippingCountry, shippingCountryFor } from "./shipping-country";
import { runCartChange } from "./cart-change";
import { keepKnownCart, type KnownCart } from "./known-carts";

export const createCart = bind(
  PostCart,
  async (c, input) => {
    const body = await input.body();
    const deps = c.get("deps");
    // As in Medusa, what the client sends is merged over what the server knows of the request.
    const context = {
      ip: getConnInfo(c).remote.address ?? null,
      user_agent: c.req.header("user-agent") ?? null,
      ...body.context,
    };

    return withScopeErrors(c, async () => {
      const salesChannelId = await newCartSalesChannel(c, body.sales_channel_id);
      // A new guest's empty cart, as written, for the process to know once it is committed.
      let created: KnownCart | undefined;
      const response = await runCartChange(c, null, async (tx) => {
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
        const [{ version, ...inserted }] = await insertCart.run(tx, {
          id,
          customer_id: customer?.id ?? null,
          email: customer?.email ?? null,
          region_id: region.id,
          sales_channel_id: salesChannelId,
          shipping_address_id: shippingAddressId,
          context: JSON.stringify(context),
        });
        if (body.items === undefined || body.items.length === 0) {
          // A new cart holds nothing else: the answer is made from the row inserted (issue 16).
          const record = {
            ...inserted,
            billing_address: null,
            customer: customer ?? null,
            items: [],
            checkout: EMPTY_CHECKOUT,
          };
          if (customer === undefined) {
            const { items, checkout, ...known } = record;
            created = {
              versions: { version, customer_version: null },
              record: known,
              items,
              checkout,
            };
          }
          return answer(PostCart, 200, { cart: await cartAnswerIn(deps, tx, record) });
        }
        // Items naming the same variant merge into one line, as adding them one by one would.
        const scope = {
          id,
          region,
          sales_channel_id: salesChannelId,
          pricing_customer_id: customer?.id ?? null,
        };
        let items: CartItemRecord[] = [];
        for (const line of body.items ?? []) {
          const found = await findSellableVariant(tx, line.variant_id, scope.pricing_customer_id);
          const add = plannedAdd(scope, items, line, found, new Date());
          await executeSqlText(tx, add.write("true"));
          items = add.items;
        }
        return answer(PostCart, 200, { cart: await readCartIn(deps, tx, id) });
      });
      // The shopper's next step is usually an add: it then reads nothing (known-carts.ts).
      if (created && response.status === 200)
        keepKnownCart(deps, created.record.cart.id, created.versions, created);
      return response;
    });
  },
  [idempotencyKey],
);

/** Inserts a cart and answers its row with its shipping address and sales channel, as read. */
const insertCart = compiledQuery(
  "insert_cart",
  {
    cart: rowDecoder(carts),
    shipping_address: rowDecoder(addresses),
    sales_channel: rowDecoder(salesChannels),
    version: (value: string) => value,
  },
  () => sql`
    with inserted as (
      insert into ${carts} (id, customer_id, email, region_id, sales_channel_id,
        shipping_address_id, context)
      values (cast(${sql.placeholder("id")} as text), cast(${sql.placeholder("customer_id")} as text),
        cast(${sql.placeholder("email")} as text), cast(${sql.placeholder("region_id")} as text),
        cast(${sql.placeholder("sales_channel_id")} as text),
        cast(${sql.placeholder("shipping_address_id")} as text),
        cast(${sql.placeholder("context")} as jsonb))
      returning *, xmin::text as row_version
    )
    select row_to_json(inserted) as cart,
      (select row_to_json(address) from ${addresses} address
        where address.id = inserted.shipping_address_id) as shipping_address,
      (select row_to_json(channel) from ${salesChannels} channel
        where channel.id = inserted.sales_channel_id) as sales_channel,
      inserted.row_version as version
    from inserted`,
);
