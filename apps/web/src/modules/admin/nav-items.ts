// The admin screens, in the side navigation's order.
import { ADMIN_PATHS } from "./constants";
import { PRODUCTS_PATH } from "./products/constants";

export const adminNavItems = [
  { href: ADMIN_PATHS.landing, label: "Trade professionals" },
  { href: ADMIN_PATHS.orders, label: "Orders" },
  { href: PRODUCTS_PATH, label: "Products" },
  { href: ADMIN_PATHS.customers, label: "Customers" },
  { href: ADMIN_PATHS.team, label: "Team" },
  { href: ADMIN_PATHS.outbox, label: "Mail outbox" },
] as const;
