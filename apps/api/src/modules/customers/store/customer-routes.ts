// Store customer routes (contract medusa-v1 §5, §8), mounted under /store. Everything under
// /customers/me needs a signed-in customer and only ever touches that customer's data.
import {
  DeleteCustomersCustomerAddressesAddress,
  GetCustomersCustomer,
  GetCustomersCustomerOrders,
  GetCustomersCustomerPaymentMethods,
  PostCustomers,
  PostCustomersCustomer,
  PostCustomersCustomerAddresses,
  PostCustomersCustomerAddressesAddress,
  PostCustomersCustomerPasswordToken,
  PostCustomersResetPassword,
} from "@atelier/contracts";
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { bind, mount, reply } from "../../../http/route";
import { parseQuery } from "../../../http/validation";
import { requireCustomer, signedInCustomerId } from "../../auth/customer-auth";
import { addAddress, deleteAddress, updateAddress } from "../addresses";
import { listCustomerOrders } from "../customer-orders";
import { storeCustomer } from "../customer-response";
import { requestPasswordReset, resetPassword } from "../password-reset";
import { registerCustomer } from "../register-customer";
import { updateCustomer } from "../update-customer";

const retrieveRoute = bind(
  GetCustomersCustomer,
  async (c) =>
    reply(c, GetCustomersCustomer, 200, {
      customer: await storeCustomer(c.get("deps").db, signedInCustomerId(c)),
    }),
  [requireCustomer],
);

// The shop keeps no saved cards or payment accounts, so every customer has none to list.
const paymentMethodsRoute = bind(
  GetCustomersCustomerPaymentMethods,
  (c) => reply(c, GetCustomersCustomerPaymentMethods, 200, { payment_methods: [] }),
  [requireCustomer],
);

export const customerRoutes = mount(new Hono<AppEnv>(), "/store", [
  bind(PostCustomers, registerCustomer),
  bind(PostCustomersCustomerPasswordToken, requestPasswordReset),
  bind(PostCustomersResetPassword, resetPassword),
  retrieveRoute,
  bind(PostCustomersCustomer, updateCustomer, [requireCustomer]),
  bind(PostCustomersCustomerAddresses, addAddress, [requireCustomer]),
  bind(PostCustomersCustomerAddressesAddress, updateAddress, [requireCustomer]),
  bind(DeleteCustomersCustomerAddressesAddress, deleteAddress, [requireCustomer]),
  paymentMethodsRoute,
]).get("/customers/me/orders", requireCustomer, async (c) => {
  // Declared, not bound yet: the orders module's store order does not fit the Order schema (no
  // `updated_at`, text statuses), and the orders domain reconciles the two.
  const query = parseQuery(c, GetCustomersCustomerOrders.query);
  const page = await listCustomerOrders(
    c.get("deps").db,
    signedInCustomerId(c),
    c.get("deps").config.publicUrl,
    query,
  );
  return c.json({ ...page, offset: query.offset, limit: query.limit });
});
