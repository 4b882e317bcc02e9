// Store customer routes (contract medusa-v1 §5, §8), mounted under /store. Everything under
// /customers/me needs a signed-in customer and only ever touches that customer's data.
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../../http/context";
import { parseQuery, queryFieldList, queryList } from "../../../http/validation";
import { requireCustomer } from "../../auth/customer-auth";
import { dateComparison, paginationQuery } from "../../../http/list-query";
import { addAddress, deleteAddress, updateAddress } from "../addresses";
import { CUSTOMER_ORDERS_DEFAULT_LIMIT } from "../constants";
import { textField } from "../fields";
import { listCustomerOrders } from "../customer-orders";
import { storeCustomer } from "../customer-response";
import { requestPasswordReset, resetPassword } from "../password-reset";
import { registerCustomer } from "../register-customer";
import { updateCustomer } from "../update-customer";

const queryTextList = queryList.pipe(z.array(textField));

/** Medusa's query for a customer's orders; the customer filter itself is never taken from it. */
const customerOrdersQuery = z.strictObject({
  ...paginationQuery(CUSTOMER_ORDERS_DEFAULT_LIMIT),
  id: textField.optional(),
  q: textField.optional(),
  status: queryTextList.optional(),
  fulfillment_status: queryTextList.optional(),
  payment_status: queryTextList.optional(),
  display_id: z.coerce
    .number({ error: "must be a number" })
    .int({ error: "must be a whole number" })
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
});

export const customerRoutes = new Hono<AppEnv>()
  .post("/customers", registerCustomer)
  .post("/customers/password-token", requestPasswordReset)
  .post("/customers/password-reset", resetPassword)
  .get("/customers/me", requireCustomer, async (c) =>
    c.json({ customer: await storeCustomer(c.get("deps").db, c.get("customerId")) }),
  )
  .post("/customers/me", requireCustomer, updateCustomer)
  .post("/customers/me/addresses", requireCustomer, addAddress)
  .post("/customers/me/addresses/:address_id", requireCustomer, updateAddress)
  .delete("/customers/me/addresses/:address_id", requireCustomer, deleteAddress)
  // The shop keeps no saved cards or payment accounts, so every customer has none to list.
  .get("/customers/me/payment-methods", requireCustomer, (c) => c.json({ payment_methods: [] }))
  .get("/customers/me/orders", requireCustomer, async (c) => {
    const query = parseQuery(c, customerOrdersQuery);
    const page = await listCustomerOrders(
      c.get("deps").db,
      c.get("customerId"),
      c.get("deps").config.publicUrl,
      query,
    );
    return c.json({ ...page, offset: query.offset, limit: query.limit });
  });
