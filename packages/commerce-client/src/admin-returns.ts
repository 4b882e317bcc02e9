// The Admin methods for what happens after a sale (issue 13), spread into the admin namespace by
// createAdminApi: return reasons so far, named as in the Medusa JS client.
import type {
  AdminDeleteReturnReasonsReason,
  AdminGetReturnReasons,
  AdminGetReturnReasonsReason,
  AdminPostReturnReasons,
  AdminPostReturnReasonsReason,
  Body,
  Reply,
} from "@atelier/contracts";
import type { RequestOptions, Transport } from "./client";

const segment = encodeURIComponent;

export function createAdminReturnsApi({ request }: Transport) {
  const reasonPath = (id: string) => `/admin/return-reasons/${segment(id)}`;
  return {
    returnReasons: {
      /** The top-level reasons, each with its sub-reasons. */
      list: (options?: RequestOptions) =>
        request<Reply<typeof AdminGetReturnReasons>>("GET", "/admin/return-reasons", options),
      retrieve: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminGetReturnReasonsReason>>("GET", reasonPath(id), options),
      create: (payload: Body<typeof AdminPostReturnReasons>, options?: RequestOptions) =>
        request<Reply<typeof AdminPostReturnReasons>>("POST", "/admin/return-reasons", {
          body: payload,
          ...options,
        }),
      update: (
        id: string,
        payload: Body<typeof AdminPostReturnReasonsReason>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostReturnReasonsReason>>("POST", reasonPath(id), {
          body: payload,
          ...options,
        }),
      /** Deletes the reason and its sub-reasons. */
      delete: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminDeleteReturnReasonsReason>>("DELETE", reasonPath(id), options),
    },
  };
}
