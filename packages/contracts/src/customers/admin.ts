// Admin routes of customers (contract medusa-v1 §12.1): the list with search and paging, one
// customer with its addresses, orders and groups, and updates of the name, phone and metadata.
// Guest customers are listed too, as in Medusa (`has_account` tells them apart).
import { z } from "zod";
import { listOf } from "../common/fields";
import { textField } from "../common/input";
import { queryFieldList, queryInt } from "../common/query";
import { operation } from "../operation";
import { AdminCustomer, AdminCustomerDetail } from "./admin-entities";

const TAG = "Customers";

/** Ours: the default page of the admin customer list. */
const CUSTOMERS_DEFAULT_LIMIT = 50;

const customerAnswer = z.object({ customer: AdminCustomerDetail });

export const AdminGetCustomers = operation({
  id: "AdminGetCustomers",
  method: "get",
  path: "/admin/customers",
  tag: TAG,
  summary: "List the customers",
  description: "Newest first, guests too. `q` matches part of the email, first or last name.",
  audience: "staff",
  query: z.strictObject({
    q: z.string().trim().max(200, { error: "must be at most 200 characters" }).optional(),
    offset: queryInt(0, { max: 1_000_000 }),
    limit: queryInt(CUSTOMERS_DEFAULT_LIMIT, { min: 1, max: 200 }),
    expand: queryFieldList,
    fields: queryFieldList,
  }),
  responses: { 200: listOf("customers", AdminCustomer) },
});

export const AdminGetCustomersCustomer = operation({
  id: "AdminGetCustomersCustomer",
  method: "get",
  path: "/admin/customers/{id}",
  tag: TAG,
  summary: "Get a customer",
  description: "With its saved addresses, its orders (newest first) and its groups.",
  audience: "staff",
  responses: { 200: customerAnswer },
});

export const AdminPostCustomersCustomer = operation({
  id: "AdminPostCustomersCustomer",
  method: "post",
  path: "/admin/customers/{id}",
  tag: TAG,
  summary: "Update a customer",
  description:
    "The name, phone and metadata (replaced; `null` clears it). The email cannot change.",
  audience: "staff",
  body: z.strictObject({
    first_name: textField.nullish(),
    last_name: textField.nullish(),
    phone: textField.nullish(),
    metadata: z.record(z.string(), z.unknown()).nullish(),
  }),
  responses: { 200: customerAnswer },
});
