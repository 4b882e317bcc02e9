// The Admin methods for sales channels and publishable API keys (issue 15), spread into the admin
// namespace by createAdminApi and named as in the Medusa JS client's `admin.salesChannels` and
// `admin.publishableApiKeys`. What a channel holds and which channels a key opens decide what
// storefronts see: each change carries an Idempotency-Key (the caller's, or a fresh one).
import type {
  AdminDeletePublishableApiKeySalesChannelsBatch,
  AdminDeletePublishableApiKeysPublishableApiKey,
  AdminDeleteSalesChannelsChannelProductsBatch,
  AdminDeleteSalesChannelsSalesChannel,
  AdminGetPublishableApiKeys,
  AdminGetPublishableApiKeySalesChannels,
  AdminGetPublishableApiKeysPublishableApiKey,
  AdminGetSalesChannels,
  AdminGetSalesChannelsSalesChannel,
  AdminPostPublishableApiKeys,
  AdminPostPublishableApiKeySalesChannelsBatch,
  AdminPostPublishableApiKeysPublishableApiKey,
  AdminPostPublishableApiKeysPublishableApiKeyRevoke,
  AdminPostSalesChannels,
  AdminPostSalesChannelsChannelProductsBatch,
  AdminPostSalesChannelsSalesChannel,
  Body,
  Query,
  Reply,
} from "@atelier/contracts";
import { withIdempotencyKey } from "./admin-orders";
import type { RequestOptions, Transport } from "./client";

const segment = encodeURIComponent;

export function createAdminSalesChannelsApi({ request }: Transport) {
  const channelPath = (id: string) => `/admin/sales-channels/${segment(id)}`;
  const keyPath = (id: string) => `/admin/publishable-api-keys/${segment(id)}`;
  return {
    salesChannels: {
      list: (query?: Query<typeof AdminGetSalesChannels>, options?: RequestOptions) =>
        request<Reply<typeof AdminGetSalesChannels>>("GET", "/admin/sales-channels", {
          query,
          ...options,
        }),
      retrieve: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminGetSalesChannelsSalesChannel>>("GET", channelPath(id), options),
      /** A new channel holds no products. */
      create: (payload: Body<typeof AdminPostSalesChannels>, options?: RequestOptions) =>
        request<Reply<typeof AdminPostSalesChannels>>("POST", "/admin/sales-channels", {
          body: payload,
          ...withIdempotencyKey(options),
        }),
      /** Sets the name, description or whether the channel is disabled. */
      update: (
        id: string,
        payload: Body<typeof AdminPostSalesChannelsSalesChannel>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostSalesChannelsSalesChannel>>("POST", channelPath(id), {
          body: payload,
          ...withIdempotencyKey(options),
        }),
      /** Refused (400) for the store's default channel. */
      delete: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminDeleteSalesChannelsSalesChannel>>(
          "DELETE",
          channelPath(id),
          withIdempotencyKey(options),
        ),
      addProducts: (
        id: string,
        payload: Body<typeof AdminPostSalesChannelsChannelProductsBatch>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostSalesChannelsChannelProductsBatch>>(
          "POST",
          `${channelPath(id)}/products/batch`,
          { body: payload, ...withIdempotencyKey(options) },
        ),
      removeProducts: (
        id: string,
        payload: Body<typeof AdminDeleteSalesChannelsChannelProductsBatch>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminDeleteSalesChannelsChannelProductsBatch>>(
          "DELETE",
          `${channelPath(id)}/products/batch`,
          { body: payload, ...withIdempotencyKey(options) },
        ),
    },
    publishableApiKeys: {
      list: (query?: Query<typeof AdminGetPublishableApiKeys>, options?: RequestOptions) =>
        request<Reply<typeof AdminGetPublishableApiKeys>>("GET", "/admin/publishable-api-keys", {
          query,
          ...options,
        }),
      retrieve: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminGetPublishableApiKeysPublishableApiKey>>(
          "GET",
          keyPath(id),
          options,
        ),
      /** The new key's id is what a storefront sends in `x-publishable-api-key`. */
      create: (payload: Body<typeof AdminPostPublishableApiKeys>, options?: RequestOptions) =>
        request<Reply<typeof AdminPostPublishableApiKeys>>("POST", "/admin/publishable-api-keys", {
          body: payload,
          ...withIdempotencyKey(options),
        }),
      /** Renames the key. */
      update: (
        id: string,
        payload: Body<typeof AdminPostPublishableApiKeysPublishableApiKey>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostPublishableApiKeysPublishableApiKey>>("POST", keyPath(id), {
          body: payload,
          ...withIdempotencyKey(options),
        }),
      delete: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminDeletePublishableApiKeysPublishableApiKey>>(
          "DELETE",
          keyPath(id),
          withIdempotencyKey(options),
        ),
      /** Storefronts sending a revoked key are refused; a key is revoked once. */
      revoke: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminPostPublishableApiKeysPublishableApiKeyRevoke>>(
          "POST",
          `${keyPath(id)}/revoke`,
          withIdempotencyKey(options),
        ),
      listSalesChannels: (
        id: string,
        query?: Query<typeof AdminGetPublishableApiKeySalesChannels>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminGetPublishableApiKeySalesChannels>>(
          "GET",
          `${keyPath(id)}/sales-channels`,
          { query, ...options },
        ),
      addSalesChannelsBatch: (
        id: string,
        payload: Body<typeof AdminPostPublishableApiKeySalesChannelsBatch>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostPublishableApiKeySalesChannelsBatch>>(
          "POST",
          `${keyPath(id)}/sales-channels/batch`,
          { body: payload, ...withIdempotencyKey(options) },
        ),
      deleteSalesChannelsBatch: (
        id: string,
        payload: Body<typeof AdminDeletePublishableApiKeySalesChannelsBatch>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminDeletePublishableApiKeySalesChannelsBatch>>(
          "DELETE",
          `${keyPath(id)}/sales-channels/batch`,
          { body: payload, ...withIdempotencyKey(options) },
        ),
    },
  };
}
