// Admin routes of sales channels (Medusa v1 `api/routes/admin/sales-channels`, contract §12.1):
// list with filters and paging, one channel, create, update, delete, and the batch routes that add
// products to a channel or take them off. What a channel holds bounds what storefronts see, so
// changes drop the cached catalogue.
import { z } from "zod";
import { DeleteResponse } from "../common/deleted";
import { MedusaError, MedusaMultipleErrors } from "../common/errors";
import { listOf } from "../common/fields";
import { entityId, metadataField, requiredText, textField } from "../common/input";
import { dateComparison, queryFieldList, queryInt } from "../common/query";
import { operation } from "../operation";
import { idList } from "../pricing/fields";
import { AdminSalesChannel } from "./entities";

const TAG = "Sales Channels";

/** GET /admin/sales-channels without a limit returns 20, as Medusa. */
export const SALES_CHANNELS_DEFAULT_LIMIT = 20;

const searchText = z.string().trim().max(200, { error: "must be at most 200 characters" });
const channelAnswer = z.object({ sales_channel: AdminSalesChannel });
const productsBatchBody = z.strictObject({
  product_ids: idList,
});

/** Bad input, or (as Medusa's existence check) every unknown id in one MultipleErrors body. */
const batchRefused = z.union([MedusaError, MedusaMultipleErrors]);

export const AdminGetSalesChannels = operation({
  id: "AdminGetSalesChannels",
  method: "get",
  path: "/admin/sales-channels",
  tag: TAG,
  summary: "List the sales channels",
  description:
    "Newest first unless `order` names a field (`-` first for descending); `q` matches part of the name or description.",
  audience: "staff",
  query: z.strictObject({
    q: searchText.optional(),
    id: entityId.optional(),
    name: searchText.optional(),
    description: searchText.optional(),
    created_at: dateComparison,
    updated_at: dateComparison,
    deleted_at: dateComparison,
    order: z.string().max(100, { error: "must be at most 100 characters" }).optional(),
    offset: queryInt(0, { max: 1_000_000 }),
    limit: queryInt(SALES_CHANNELS_DEFAULT_LIMIT, { min: 1, max: 200 }),
    expand: queryFieldList,
    fields: queryFieldList,
  }),
  responses: { 200: listOf("sales_channels", AdminSalesChannel) },
});

export const AdminPostSalesChannels = operation({
  id: "AdminPostSalesChannels",
  method: "post",
  path: "/admin/sales-channels",
  tag: TAG,
  summary: "Create a sales channel",
  description: "A new channel holds no products; add them with the products batch route.",
  audience: "staff",
  body: z.strictObject({
    name: requiredText,
    description: textField.nullish(),
    is_disabled: z.boolean().optional(),
    metadata: metadataField.nullish(),
  }),
  responses: { 200: channelAnswer },
});

export const AdminGetSalesChannelsSalesChannel = operation({
  id: "AdminGetSalesChannelsSalesChannel",
  method: "get",
  path: "/admin/sales-channels/{id}",
  tag: TAG,
  summary: "Get a sales channel",
  audience: "staff",
  responses: { 200: channelAnswer },
});

export const AdminPostSalesChannelsSalesChannel = operation({
  id: "AdminPostSalesChannelsSalesChannel",
  method: "post",
  path: "/admin/sales-channels/{id}",
  tag: TAG,
  summary: "Update a sales channel",
  description: '`metadata` is merged into the stored one (a `""` value deletes its key).',
  audience: "staff",
  body: z.strictObject({
    name: requiredText.optional(),
    description: textField.nullish(),
    is_disabled: z.boolean().optional(),
    metadata: metadataField.nullish(),
  }),
  responses: { 200: channelAnswer },
});

export const AdminDeleteSalesChannelsSalesChannel = operation({
  id: "AdminDeleteSalesChannelsSalesChannel",
  method: "delete",
  path: "/admin/sales-channels/{id}",
  tag: TAG,
  summary: "Delete a sales channel",
  description:
    "The store's default channel cannot be deleted. Deleting a channel takes its products and publishable keys off it.",
  audience: "staff",
  responses: { 200: DeleteResponse },
});

export const AdminPostSalesChannelsChannelProductsBatch = operation({
  id: "AdminPostSalesChannelsChannelProductsBatch",
  method: "post",
  path: "/admin/sales-channels/{id}/products/batch",
  tag: TAG,
  summary: "Add products to a sales channel",
  description: "Every product must exist; one already in the channel stays once.",
  audience: "staff",
  body: productsBatchBody,
  responses: { 200: channelAnswer, 400: batchRefused },
});

export const AdminDeleteSalesChannelsChannelProductsBatch = operation({
  id: "AdminDeleteSalesChannelsChannelProductsBatch",
  method: "delete",
  path: "/admin/sales-channels/{id}/products/batch",
  tag: TAG,
  summary: "Remove products from a sales channel",
  description: "Products not in the channel are ignored.",
  audience: "staff",
  body: productsBatchBody,
  responses: { 200: channelAnswer },
});
