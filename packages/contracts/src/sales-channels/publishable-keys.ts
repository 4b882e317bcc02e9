// Admin routes of publishable API keys (Medusa v1 `api/routes/admin/publishable-api-keys`,
// contract §12.1): list, one key, create, rename, delete, revoke, and the sales channels a key
// scopes a storefront to. A key's channels bound what the store shows under it, so changes drop
// the cached catalogue.
import { z } from "zod";
import { DeleteResponse } from "../common/deleted";
import { MedusaError, MedusaMultipleErrors } from "../common/errors";
import { listOf } from "../common/fields";
import { entityId, requiredText } from "../common/input";
import { queryFieldList, queryInt } from "../common/query";
import { operation } from "../operation";
import { MAX_BATCH_SIZE } from "../pricing/fields";
import { AdminSalesChannel, PublishableApiKey } from "./entities";

const TAG = "Publishable Api Keys";

/** GET /admin/publishable-api-keys without a limit returns 20, as Medusa. */
export const PUBLISHABLE_API_KEYS_DEFAULT_LIMIT = 20;

const searchText = z.string().trim().max(200, { error: "must be at most 200 characters" });
const keyAnswer = z.object({ publishable_api_key: PublishableApiKey });
const salesChannelsBatchBody = z.strictObject({
  sales_channel_ids: z
    .array(z.strictObject({ id: entityId }))
    .max(MAX_BATCH_SIZE, { error: `must hold at most ${MAX_BATCH_SIZE} entries` }),
});

/** Bad input, or (as Medusa's existence check) every unknown id in one MultipleErrors body. */
const batchRefused = z.union([MedusaError, MedusaMultipleErrors]);

export const AdminGetPublishableApiKeys = operation({
  id: "AdminGetPublishableApiKeys",
  method: "get",
  path: "/admin/publishable-api-keys",
  tag: TAG,
  summary: "List the publishable API keys",
  description: "Newest first; `q` matches part of the title. Revoked keys are listed too.",
  audience: "staff",
  query: z.strictObject({
    q: searchText.optional(),
    offset: queryInt(0, { max: 1_000_000 }),
    limit: queryInt(PUBLISHABLE_API_KEYS_DEFAULT_LIMIT, { min: 1, max: 200 }),
    expand: queryFieldList,
    fields: queryFieldList,
  }),
  responses: { 200: listOf("publishable_api_keys", PublishableApiKey) },
});

export const AdminPostPublishableApiKeys = operation({
  id: "AdminPostPublishableApiKeys",
  method: "post",
  path: "/admin/publishable-api-keys",
  tag: TAG,
  summary: "Create a publishable API key",
  description:
    "The key's id is what a storefront sends in `x-publishable-api-key`. A key linked to no sales channel sees every product.",
  audience: "staff",
  body: z.strictObject({ title: requiredText }),
  responses: { 200: keyAnswer },
});

export const AdminGetPublishableApiKeysPublishableApiKey = operation({
  id: "AdminGetPublishableApiKeysPublishableApiKey",
  method: "get",
  path: "/admin/publishable-api-keys/{id}",
  tag: TAG,
  summary: "Get a publishable API key",
  audience: "staff",
  responses: { 200: keyAnswer },
});

export const AdminPostPublishableApiKeysPublishableApiKey = operation({
  id: "AdminPostPublishableApiKeysPublishableApiKey",
  method: "post",
  path: "/admin/publishable-api-keys/{id}",
  tag: TAG,
  summary: "Rename a publishable API key",
  audience: "staff",
  body: z.strictObject({ title: requiredText.optional() }),
  responses: { 200: keyAnswer },
});

export const AdminDeletePublishableApiKeysPublishableApiKey = operation({
  id: "AdminDeletePublishableApiKeysPublishableApiKey",
  method: "delete",
  path: "/admin/publishable-api-keys/{id}",
  tag: TAG,
  summary: "Delete a publishable API key",
  description: "Storefronts sending it are refused from then on.",
  audience: "staff",
  responses: { 200: DeleteResponse },
});

export const AdminPostPublishableApiKeysPublishableApiKeyRevoke = operation({
  id: "AdminPostPublishableApiKeysPublishableApiKeyRevoke",
  method: "post",
  path: "/admin/publishable-api-keys/{id}/revoke",
  tag: TAG,
  summary: "Revoke a publishable API key",
  description:
    "Storefronts sending a revoked key are refused with a 400. A key is revoked once; revoking it again is refused.",
  audience: "staff",
  responses: { 200: keyAnswer },
});

export const AdminGetPublishableApiKeySalesChannels = operation({
  id: "AdminGetPublishableApiKeySalesChannels",
  method: "get",
  path: "/admin/publishable-api-keys/{id}/sales-channels",
  tag: TAG,
  summary: "List a key's sales channels",
  description: "`q` matches part of a channel's name or description.",
  audience: "staff",
  query: z.strictObject({
    q: searchText.optional(),
    expand: queryFieldList,
    fields: queryFieldList,
  }),
  responses: { 200: z.object({ sales_channels: z.array(AdminSalesChannel) }) },
});

export const AdminPostPublishableApiKeySalesChannelsBatch = operation({
  id: "AdminPostPublishableApiKeySalesChannelsBatch",
  method: "post",
  path: "/admin/publishable-api-keys/{id}/sales-channels/batch",
  tag: TAG,
  summary: "Add sales channels to a key",
  description: "Every channel must exist; one already linked stays once.",
  audience: "staff",
  body: salesChannelsBatchBody,
  responses: { 200: keyAnswer, 400: batchRefused },
});

export const AdminDeletePublishableApiKeySalesChannelsBatch = operation({
  id: "AdminDeletePublishableApiKeySalesChannelsBatch",
  method: "delete",
  path: "/admin/publishable-api-keys/{id}/sales-channels/batch",
  tag: TAG,
  summary: "Remove sales channels from a key",
  description: "Channels not linked to the key are ignored.",
  audience: "staff",
  body: salesChannelsBatchBody,
  responses: { 200: keyAnswer },
});
