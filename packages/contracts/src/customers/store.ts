// Store routes of the customers domain (Medusa v1 §8): registration, password reset, and the
// signed-in customer's own account under /store/customers/me.
import { z } from "zod";
import { listOf } from "../common/fields";
import { dateComparison, paginationQuery, queryFieldList, queryList } from "../common/query";
import { operation } from "../operation";
import { Order } from "../orders/entities";
import { Customer } from "./customer";
import { PaymentMethod } from "./entities";
import { addressCreatePayload, addressPayload, newPasswordField } from "./fields";
import { emailField, metadataField, textField } from "../common/input";

const TAG = "Customers";

/** GET /store/customers/me/orders without a limit returns 10 orders (spec §9). */
const CUSTOMER_ORDERS_DEFAULT_LIMIT = 10;

const customerAnswer = z.object({ customer: Customer });

export const PostCustomers = operation({
  id: "PostCustomers",
  method: "post",
  path: "/store/customers",
  tag: TAG,
  summary: "Register a customer",
  description: "Creates a customer account and signs it in on this browser (a session cookie).",
  audience: "public",
  body: z.strictObject({
    email: emailField,
    password: newPasswordField,
    first_name: textField.optional(),
    last_name: textField.optional(),
    phone: textField.optional(),
  }),
  responses: { 200: customerAnswer },
});

export const PostCustomersCustomerPasswordToken = operation({
  id: "PostCustomersCustomerPasswordToken",
  method: "post",
  path: "/store/customers/password-token",
  tag: TAG,
  summary: "Ask for a password reset link",
  description:
    "Mails a single-use link, good for 15 minutes, when the email has an account. Always 204, so it does not tell who has one.",
  audience: "public",
  body: z.strictObject({ email: emailField }),
  responses: { 204: { description: "Asked for (mailed when the email has an account)" } },
});

export const PostCustomersResetPassword = operation({
  id: "PostCustomersResetPassword",
  method: "post",
  path: "/store/customers/password-reset",
  tag: TAG,
  summary: "Reset a password",
  description:
    "Sets the new password when the token is the customer's, unused and unexpired; signs the customer out everywhere.",
  audience: "public",
  body: z.strictObject({
    email: emailField,
    token: z.string().min(1, { error: "must not be empty" }),
    password: newPasswordField,
  }),
  responses: { 200: customerAnswer },
});

export const GetCustomersCustomer = operation({
  id: "GetCustomersCustomer",
  method: "get",
  path: "/store/customers/me",
  tag: TAG,
  summary: "Get the signed-in customer",
  audience: "customer",
  responses: { 200: customerAnswer },
});

export const PostCustomersCustomer = operation({
  id: "PostCustomersCustomer",
  method: "post",
  path: "/store/customers/me",
  tag: TAG,
  summary: "Update the signed-in customer",
  audience: "customer",
  body: z.strictObject({
    first_name: textField.nullish(),
    last_name: textField.nullish(),
    phone: textField.nullish(),
    email: emailField.optional(),
    password: newPasswordField.optional(),
    /** An address to store as the billing address, or the id of one of the customer's addresses. */
    billing_address: z.union([z.string(), addressPayload]).nullish(),
    metadata: metadataField.optional(),
  }),
  responses: { 200: customerAnswer },
});

export const PostCustomersCustomerAddresses = operation({
  id: "PostCustomersCustomerAddresses",
  method: "post",
  path: "/store/customers/me/addresses",
  tag: TAG,
  summary: "Add a shipping address",
  description: "An address the customer already has saved is not saved twice.",
  audience: "customer",
  body: z.strictObject({ address: addressCreatePayload }),
  responses: { 200: customerAnswer },
});

export const PostCustomersCustomerAddressesAddress = operation({
  id: "PostCustomersCustomerAddressesAddress",
  method: "post",
  path: "/store/customers/me/addresses/{address_id}",
  tag: TAG,
  summary: "Update a shipping address",
  audience: "customer",
  body: addressPayload,
  responses: { 200: customerAnswer },
});

export const DeleteCustomersCustomerAddressesAddress = operation({
  id: "DeleteCustomersCustomerAddressesAddress",
  method: "delete",
  path: "/store/customers/me/addresses/{address_id}",
  tag: TAG,
  summary: "Remove a shipping address",
  audience: "customer",
  responses: { 200: customerAnswer },
});

export const GetCustomersCustomerPaymentMethods = operation({
  id: "GetCustomersCustomerPaymentMethods",
  method: "get",
  path: "/store/customers/me/payment-methods",
  tag: TAG,
  summary: "List the saved payment methods",
  description: "The shop keeps no saved cards or payment accounts, so the list is always empty.",
  audience: "customer",
  responses: { 200: z.object({ payment_methods: z.array(PaymentMethod) }) },
});

const queryTextList = queryList.pipe(z.array(textField));

export const GetCustomersCustomerOrders = operation({
  id: "GetCustomersCustomerOrders",
  method: "get",
  path: "/store/customers/me/orders",
  tag: TAG,
  summary: "List the signed-in customer's orders",
  description: "Newest first; the filters narrow the customer's own orders, never widen them.",
  audience: "customer",
  query: z.strictObject({
    ...paginationQuery(CUSTOMER_ORDERS_DEFAULT_LIMIT),
    id: textField.optional(),
    q: textField.optional(),
    status: queryTextList.optional(),
    fulfillment_status: queryTextList.optional(),
    payment_status: queryTextList.optional(),
    display_id: z.coerce
      .number<number | string>({ error: "must be a number" })
      .int({ error: "must be a whole number" })
      .meta({ type: "integer" })
      .optional(),
    cart_id: textField.optional(),
    email: textField.optional(),
    region_id: textField.optional(),
    currency_code: textField.optional(),
    tax_rate: textField.optional(),
    created_at: dateComparison,
    updated_at: dateComparison,
    canceled_at: dateComparison,
    fields: queryFieldList,
    expand: queryFieldList,
  }),
  responses: { 200: listOf("orders", Order) },
});
