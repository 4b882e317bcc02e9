// The Admin API under /admin (contract medusa-v1 §3.3, §12). The public routes come first; every
// other route, including any path that does not exist, is behind `requireStaff`, so the guard is
// in one place and a new admin module only adds a `.route(...)` line below.
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { adminAuthRoutes } from "../auth/admin/auth-routes";
import { requireStaff } from "../auth/staff-identity";
import { adminCatalogueRoutes } from "../catalogue/routes";
import { adminCustomerRoutes } from "../customers/admin/customer-routes";
import { adminFormSubmissionRoutes } from "../forms/submission-routes";
import { adminPaymentRoutes } from "../payments/admin/payment-routes";
import { adminOrderRoutes } from "../orders/admin/order-routes";
import { customerGroupRoutes } from "../customers/admin/customer-group-routes";
import { priceListRoutes } from "../pricing/price-list-routes";
import { adminRegionRoutes } from "../regions/admin/region-routes";
import { adminShippingOptionRoutes } from "../shipping/admin/shipping-option-routes";
import { adminCurrencyRoutes } from "../store-settings/admin/currency-routes";
import { adminStoreRoutes } from "../store-settings/admin/store-routes";
import { publicStaffRoutes, staffRoutes } from "../staff/routes";
import { adminNotificationRoutes } from "../mail/notification-routes";
import { adminNoteRoutes } from "../notes/note-routes";
import { tradeProfessionalRoutes } from "../trade/admin/trade-professional-routes";
import { adminUploadRoutes } from "../media/upload-routes";

/** The routes anyone may call: signing in, staff password reset and accepting an invite (spec §7). */
const publicAdminRoutes = new Hono<AppEnv>()
  .route("/", adminAuthRoutes)
  .route("/", publicStaffRoutes);

const guardedAdminRoutes = new Hono<AppEnv>()
  .use("*", requireStaff)
  .route("/", tradeProfessionalRoutes)
  .route("/", adminCatalogueRoutes)
  .route("/", adminUploadRoutes)
  .route("/", customerGroupRoutes)
  .route("/", priceListRoutes)
  .route("/", adminRegionRoutes)
  .route("/", adminShippingOptionRoutes)
  .route("/", adminCurrencyRoutes)
  .route("/", adminStoreRoutes)
  .route("/", adminCustomerRoutes)
  .route("/", adminOrderRoutes)
  .route("/", staffRoutes)
  .route("/", adminNotificationRoutes)
  .route("/", adminPaymentRoutes)
  .route("/", adminNoteRoutes)
  .route("/", adminFormSubmissionRoutes);

export const adminRoutes = new Hono<AppEnv>()
  .route("/", publicAdminRoutes)
  .route("/", guardedAdminRoutes);
