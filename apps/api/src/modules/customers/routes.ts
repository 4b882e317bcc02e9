// The customers domain's routers; app.ts mounts them: the shopper's account under /store, and
// under /admin the customer groups (mounted ahead of the price lists, as they always were) and
// the customers.
export { customerRoutes as storeRoutes } from "./store/customer-routes";
export { customerGroupRoutes as adminGroupRoutes } from "./admin/customer-group-routes";
export { adminCustomerRoutes as adminRoutes } from "./admin/customer-routes";
