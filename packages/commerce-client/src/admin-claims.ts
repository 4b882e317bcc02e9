// The Admin methods for claims (issue 13), named as in the Medusa JS client's orders resource
// (`createClaim`, `updateClaim`, `fulfillClaim`, `createClaimShipment`, `cancelClaimFulfillment`,
// `cancelClaim`) and spread into the orders namespace by createAdminApi. Each answers the order
// with its claims; all but the update carry an Idempotency-Key (the caller's, or a fresh one).
import type {
  AdminPostOrdersOrderClaims,
  AdminPostOrdersOrderClaimsClaim,
  AdminPostOrdersOrderClaimsClaimCancel,
  AdminPostOrdersOrderClaimsClaimFulfillments,
  AdminPostOrdersOrderClaimsClaimFulfillmentsCancel,
  AdminPostOrdersOrderClaimsClaimShipments,
  Body,
  Reply,
} from "@atelier/contracts";
import { withIdempotencyKey } from "./admin-orders";
import type { RequestOptions, Transport } from "./client";

const segment = encodeURIComponent;

export function createAdminClaimsApi({ request }: Transport) {
  const claimPath = (orderId: string, claimId: string) =>
    `/admin/orders/${segment(orderId)}/claims/${segment(claimId)}`;
  return {
    /** A refund claim refunds at once; a replacement takes its items from stock. */
    createClaim: (
      orderId: string,
      payload: Body<typeof AdminPostOrdersOrderClaims>,
      options?: RequestOptions,
    ) =>
      request<Reply<typeof AdminPostOrdersOrderClaims>>(
        "POST",
        `/admin/orders/${segment(orderId)}/claims`,
        { body: payload, ...withIdempotencyKey(options) },
      ),
    updateClaim: (
      orderId: string,
      claimId: string,
      payload: Body<typeof AdminPostOrdersOrderClaimsClaim>,
      options?: RequestOptions,
    ) =>
      request<Reply<typeof AdminPostOrdersOrderClaimsClaim>>("POST", claimPath(orderId, claimId), {
        body: payload,
        ...options,
      }),
    /** Packs the replacement items into one fulfillment. */
    fulfillClaim: (
      orderId: string,
      claimId: string,
      payload: Body<typeof AdminPostOrdersOrderClaimsClaimFulfillments> = {},
      options?: RequestOptions,
    ) =>
      request<Reply<typeof AdminPostOrdersOrderClaimsClaimFulfillments>>(
        "POST",
        `${claimPath(orderId, claimId)}/fulfillments`,
        { body: payload, ...withIdempotencyKey(options) },
      ),
    createClaimShipment: (
      orderId: string,
      claimId: string,
      payload: Body<typeof AdminPostOrdersOrderClaimsClaimShipments>,
      options?: RequestOptions,
    ) =>
      request<Reply<typeof AdminPostOrdersOrderClaimsClaimShipments>>(
        "POST",
        `${claimPath(orderId, claimId)}/shipments`,
        { body: payload, ...withIdempotencyKey(options) },
      ),
    cancelClaimFulfillment: (
      orderId: string,
      claimId: string,
      fulfillmentId: string,
      options?: RequestOptions,
    ) =>
      request<Reply<typeof AdminPostOrdersOrderClaimsClaimFulfillmentsCancel>>(
        "POST",
        `${claimPath(orderId, claimId)}/fulfillments/${segment(fulfillmentId)}/cancel`,
        withIdempotencyKey(options),
      ),
    cancelClaim: (orderId: string, claimId: string, options?: RequestOptions) =>
      request<Reply<typeof AdminPostOrdersOrderClaimsClaimCancel>>(
        "POST",
        `${claimPath(orderId, claimId)}/cancel`,
        withIdempotencyKey(options),
      ),
  };
}
