// Guest orders into an account, mounted under /store (Medusa v1 `store/orders/request-order.ts`,
// `confirm-order-request.ts`; medusa-js `orders.requestCustomerOrders` and `confirmRequest`).
// Both answer a plain `OK`, as Medusa's `res.sendStatus(200)` does.
import {
  PostOrdersCustomerOrderClaim,
  PostOrdersCustomerOrderClaimsCustomerOrderClaimAccept,
} from "@atelier/contracts";
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { bind, mount } from "../../../http/route";
import { requireCustomer, signedInCustomerId } from "../../auth/customer-auth";
import { confirmOrderClaim, requestOrderClaim } from "../customer-claim";

const requestRoute = bind(
  PostOrdersCustomerOrderClaim,
  async (c, input) => {
    const { order_ids: orderIds } = await input.body();
    await requestOrderClaim(c.get("deps"), signedInCustomerId(c), orderIds);
    return c.text("OK", 200);
  },
  [requireCustomer],
);

const confirmRoute = bind(
  PostOrdersCustomerOrderClaimsCustomerOrderClaimAccept,
  async (c, input) => {
    const { token } = await input.body();
    await c.get("deps").db.transaction((tx) => confirmOrderClaim(tx, token, c.get("customerId")));
    return c.text("OK", 200);
  },
);

export const claimRoutes = mount(new Hono<AppEnv>(), "/store", [requestRoute, confirmRoute]);
