// The admin screens, in the side navigation's order.
import { API_KEY_PATHS } from "./api-keys/constants";
import { BATCH_JOB_PATHS } from "./batch-jobs/constants";
import { ADMIN_PATHS } from "./constants";
import { CONTENT_PATHS } from "./content/constants";
import { CUSTOMER_GROUP_PATHS } from "./customer-groups/constants";
import { DISCOUNT_PATHS } from "./discounts/constants";
import { DRAFT_ORDER_PATHS } from "./draft-orders/constants";
import { GIFT_CARD_PATHS } from "./gift-cards/constants";
import { LOCATION_PATHS } from "./locations/constants";
import { PRICE_LIST_PATHS } from "./price-lists/constants";
import { PRODUCTS_PATH } from "./products/constants";
import { REGION_PATHS } from "./regions/constants";
import { SALES_CHANNEL_PATHS } from "./sales-channels/constants";
import { SETTINGS_PATH } from "./settings/constants";

export const adminNavItems = [
  { href: ADMIN_PATHS.landing, label: "Trade professionals" },
  { href: ADMIN_PATHS.orders, label: "Orders" },
  { href: DRAFT_ORDER_PATHS.list, label: "Draft orders" },
  { href: ADMIN_PATHS.returns, label: "Returns and exchanges" },
  { href: PRODUCTS_PATH, label: "Products" },
  { href: LOCATION_PATHS.list, label: "Locations" },
  { href: DISCOUNT_PATHS.list, label: "Discounts" },
  { href: ADMIN_PATHS.customers, label: "Customers" },
  { href: CUSTOMER_GROUP_PATHS.list, label: "Customer groups" },
  { href: PRICE_LIST_PATHS.list, label: "Price lists" },
  { href: GIFT_CARD_PATHS.list, label: "Gift cards" },
  { href: ADMIN_PATHS.team, label: "Team" },
  { href: ADMIN_PATHS.outbox, label: "Mail outbox" },
  { href: REGION_PATHS.regions, label: "Regions" },
  { href: SALES_CHANNEL_PATHS.list, label: "Sales channels" },
  { href: API_KEY_PATHS.list, label: "API keys" },
  { href: CONTENT_PATHS.content, label: "Content" },
  { href: CONTENT_PATHS.formSubmissions, label: "Form submissions" },
  { href: BATCH_JOB_PATHS.importExport, label: "Import / Export" },
  { href: SETTINGS_PATH, label: "Settings" },
] as const;
