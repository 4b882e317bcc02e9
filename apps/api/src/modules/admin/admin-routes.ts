// The Admin API under /admin (contract medusa-v1 §3.3, §12). The public routes come first; every
// other route, including any path that does not exist, is behind `requireStaff`, so the guard is
// in one place and a new admin module only adds a `.route(...)` line below.
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { adminAuthRoutes } from "../admin-auth/routes";
import { requireStaff } from "../admin-auth/staff-identity";
import { adminCatalogueRoutes } from "../admin-catalogue/routes";
import { adminCustomerRoutes } from "../admin-customers/routes";
import { adminFormSubmissionRoutes } from "../forms/admin-routes";
import { adminPaymentRoutes } from "../admin-orders/payment-routes";
import { adminOrderRoutes } from "../admin-orders/routes";
import { adminPricingRoutes } from "../admin-pricing/routes";
import { adminRegionsRoutes } from "../admin-regions/routes";
import { adminStoreRoutes } from "../admin-store/routes";
import { publicStaffRoutes, staffRoutes } from "../admin-users/routes";
import { adminNotificationRoutes } from "../mail/admin-routes";
import { adminNoteRoutes } from "../notes/routes";
import { tradeProfessionalRoutes } from "../trade-professionals/routes";
import { adminUploadRoutes } from "../uploads/routes";

/** The routes anyone may call: signing in, staff password reset and accepting an invite (spec §7). */
const publicAdminRoutes = new Hono<AppEnv>()
  .route("/", adminAuthRoutes)
  .route("/", publicStaffRoutes);

const guardedAdminRoutes = new Hono<AppEnv>()
  .use("*", requireStaff)
  .route("/", tradeProfessionalRoutes)
  .route("/", adminCatalogueRoutes)
  .route("/", adminUploadRoutes)
  .route("/", adminPricingRoutes)
  .route("/", adminRegionsRoutes)
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
