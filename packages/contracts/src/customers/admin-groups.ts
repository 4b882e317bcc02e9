// Admin routes of customer groups (contract medusa-v1 §12.1): list with search and paging, one
// group, create, update and delete, and the customers of a group with batch add and remove.
// Membership decides which price lists a customer sees, so changes drop the cached catalogue.
import { z } from "zod";
import { DeleteResponse } from "../common/deleted";
import { listOf } from "../common/fields";
import { jsonObject, requiredText } from "../common/input";
import { queryFieldList, queryInt } from "../common/query";
import { operation } from "../operation";
import { idList } from "../pricing/fields";
import { CustomerGroup } from "./admin-entities";
import { CustomerBase } from "./entities";

/** Default page sizes of the customer group lists (§12.1). */
const CUSTOMER_GROUPS_DEFAULT_LIMIT = 10;
const GROUP_CUSTOMERS_DEFAULT_LIMIT = 50;

const TAG = "Customer Groups";

const groupResponse = z.object({ customer_group: CustomerGroup });
const customersBatchBody = z.strictObject({ customer_ids: idList });

export const AdminGetCustomerGroups = operation({
  id: "AdminGetCustomerGroups",
  method: "get",
  path: "/admin/customer-groups",
  tag: TAG,
  summary: "List the customer groups",
  description: "Newest first; `q` matches the name.",
  audience: "staff",
  query: z.strictObject({
    q: z.string().trim().max(200, { error: "must be at most 200 characters" }).optional(),
    offset: queryInt(0, { max: 1_000_000 }),
    limit: queryInt(CUSTOMER_GROUPS_DEFAULT_LIMIT, { min: 1, max: 200 }),
    expand: queryFieldList,
    fields: queryFieldList,
  }),
  responses: { 200: listOf("customer_groups", CustomerGroup) },
});

export const AdminPostCustomerGroups = operation({
  id: "AdminPostCustomerGroups",
  method: "post",
  path: "/admin/customer-groups",
  tag: TAG,
  summary: "Create a customer group",
  description: "Names are unique among live groups, ignoring case.",
  audience: "staff",
  body: z.strictObject({ name: requiredText, metadata: jsonObject.nullish() }),
  responses: { 200: groupResponse },
});

export const AdminGetCustomerGroupsGroup = operation({
  id: "AdminGetCustomerGroupsGroup",
  method: "get",
  path: "/admin/customer-groups/{id}",
  tag: TAG,
  summary: "Get a customer group",
  audience: "staff",
  responses: { 200: groupResponse },
});

export const AdminPostCustomerGroupsGroup = operation({
  id: "AdminPostCustomerGroupsGroup",
  method: "post",
  path: "/admin/customer-groups/{id}",
  tag: TAG,
  summary: "Update a customer group",
  description: "`metadata` is merged into the stored one (`null` clears it).",
  audience: "staff",
  body: z.strictObject({ name: requiredText.optional(), metadata: jsonObject.nullish() }),
  responses: { 200: groupResponse },
});

export const AdminDeleteCustomerGroupsCustomerGroup = operation({
  id: "AdminDeleteCustomerGroupsCustomerGroup",
  method: "delete",
  path: "/admin/customer-groups/{id}",
  tag: TAG,
  summary: "Delete a customer group",
  description: "The Trade group, which approved trade professionals join, cannot be deleted.",
  audience: "staff",
  responses: { 200: DeleteResponse },
});

export const AdminGetCustomerGroupsGroupCustomers = operation({
  id: "AdminGetCustomerGroupsGroupCustomers",
  method: "get",
  path: "/admin/customer-groups/{id}/customers",
  tag: TAG,
  summary: "List the customers of a group",
  description: "Newest first.",
  audience: "staff",
  query: z.strictObject({
    offset: queryInt(0, { max: 1_000_000 }),
    limit: queryInt(GROUP_CUSTOMERS_DEFAULT_LIMIT, { min: 1, max: 200 }),
    expand: queryFieldList,
    fields: queryFieldList,
  }),
  responses: { 200: listOf("customers", CustomerBase) },
});

export const AdminPostCustomerGroupsGroupCustomersBatch = operation({
  id: "AdminPostCustomerGroupsGroupCustomersBatch",
  method: "post",
  path: "/admin/customer-groups/{id}/customers/batch",
  tag: TAG,
  summary: "Add customers to a group",
  description: "Every customer must exist; one already in the group stays once.",
  audience: "staff",
  body: customersBatchBody,
  responses: { 200: groupResponse },
});

export const AdminDeleteCustomerGroupsGroupCustomerBatch = operation({
  id: "AdminDeleteCustomerGroupsGroupCustomerBatch",
  method: "delete",
  path: "/admin/customer-groups/{id}/customers/batch",
  tag: TAG,
  summary: "Remove customers from a group",
  audience: "staff",
  body: customersBatchBody,
  responses: { 200: groupResponse },
});
