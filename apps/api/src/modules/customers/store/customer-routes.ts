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

const ordersRoute = bind(
  GetCustomersCustomerOrders,
  async (c, input) => {
    const query = input.query();
    const page = await listCustomerOrders(
      c.get("deps").db,
      signedInCustomerId(c),
      c.get("deps").config.publicUrl,
      query,
    );
    return reply(c, GetCustomersCustomerOrders, 200, {
      ...page,
      offset: query.offset,
      limit: query.limit,
    });
  },
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
  ordersRoute,
]);
