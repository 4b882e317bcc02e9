// The admin screens, in the side navigation's order.
import { ADMIN_PATHS } from "./constants";

export const adminNavItems = [
  { href: ADMIN_PATHS.landing, label: "Trade professionals" },
  { href: ADMIN_PATHS.orders, label: "Orders" },
  { href: ADMIN_PATHS.customers, label: "Customers" },
  { href: ADMIN_PATHS.team, label: "Team" },
  { href: ADMIN_PATHS.outbox, label: "Mail outbox" },
] as const;
