// Builds the Hono application from the domain modules: each domain's routes.ts names its routers
// by audience, and this file mounts them. Hono matches routes in registration order (a static
// path before a `:id` one), so the order below is part of the API; keep it when adding a line.
import { GetHealth, GetOpenApiDocument } from "@atelier/contracts";
import { Hono } from "hono";
import apiPackage from "../package.json";
import type { AppDeps, AppEnv } from "./http/context";
import { corsWithCredentials } from "./http/cors";
import { docsRoutes } from "./http/docs-routes";
import { limitBodySize } from "./http/body-limit";
import { handleError, invalidData } from "./http/errors";
import { buildOpenApiDocument } from "./http/openapi";
import { bind, mount, mountedOperations } from "./http/route";
import { securityHeaders } from "./http/security-headers";
import * as auth from "./modules/auth/routes";
import * as batchJobs from "./modules/batch-jobs/routes";
import { optionalCustomer } from "./modules/auth/customer-auth";
import { requireStaff } from "./modules/auth/staff-identity";
import * as carts from "./modules/carts/routes";
import * as catalogue from "./modules/catalogue/routes";
import * as content from "./modules/content/routes";
import { payloadTooLargeError } from "./modules/content/errors";
import { assetUploadBodyLimit, isContentAssetUpload } from "./modules/content/assets/upload-limit";
import * as customers from "./modules/customers/routes";
import * as discounts from "./modules/discounts/routes";
import * as draftOrders from "./modules/draft-orders/routes";
import * as forms from "./modules/forms/routes";
import * as giftCards from "./modules/gift-cards/routes";
import * as inventory from "./modules/inventory/routes";
import * as mail from "./modules/mail/routes";
import * as media from "./modules/media/routes";
import { isUploadRequest, uploadBodyLimit } from "./modules/media/upload-body-limit";
import * as notes from "./modules/notes/routes";
import * as orders from "./modules/orders/routes";
import * as payments from "./modules/payments/routes";
import * as pricing from "./modules/pricing/routes";
import * as regions from "./modules/regions/routes";
import * as orderEdits from "./modules/order-edits/routes";
import * as paymentCollections from "./modules/payment-collections/routes";
import * as returns from "./modules/returns/routes";
import * as salesChannels from "./modules/sales-channels/routes";
import * as claims from "./modules/claims/routes";
import * as swaps from "./modules/swaps/routes";
import * as taxes from "./modules/taxes/routes";
import * as shipping from "./modules/shipping/routes";
import * as staff from "./modules/staff/routes";
import * as storeSettings from "./modules/store-settings/routes";
import * as trade from "./modules/trade/routes";

/**
 * The Admin API under /admin (contract medusa-v1 §3.3, §12). The public routes come first; every
 * other route, including any path that does not exist, is behind `requireStaff`, so the guard is
 * in one place and a new admin router only adds a `.route(...)` line.
 */
const publicAdminRoutes = new Hono<AppEnv>()
  // Signing in, staff password reset and accepting an invite (spec §7).
  .route("/", auth.publicAdminRoutes)
  .route("/", staff.publicAdminRoutes);

const guardedAdminRoutes = new Hono<AppEnv>()
  .use("*", requireStaff)
  .route("/", trade.adminRoutes)
  .route("/", catalogue.adminRoutes)
  .route("/", media.adminRoutes)
  .route("/", customers.adminGroupRoutes)
  .route("/", pricing.adminRoutes)
  .route("/", discounts.adminRoutes)
  .route("/", regions.adminRoutes)
  .route("/", shipping.adminRoutes)
  .route("/", taxes.adminRoutes)
  .route("/", storeSettings.adminRoutes)
  .route("/", customers.adminRoutes)
  .route("/", orders.adminRoutes)
  .route("/", staff.adminRoutes)
  .route("/", mail.adminRoutes)
  .route("/", payments.adminRoutes)
  .route("/", notes.adminRoutes)
  .route("/", returns.adminRoutes)
  .route("/", claims.adminRoutes)
  .route("/", draftOrders.adminRoutes)
  .route("/", orderEdits.adminRoutes)
  .route("/", paymentCollections.adminRoutes)
  .route("/", swaps.adminRoutes)
  .route("/", giftCards.adminRoutes)
  .route("/", salesChannels.adminRoutes)
  .route("/", batchJobs.adminRoutes)
  .route("/", inventory.adminRoutes)
  .route("/", forms.adminRoutes);

const adminRoutes = new Hono<AppEnv>().route("/", publicAdminRoutes).route("/", guardedAdminRoutes);

/**
 * The OpenAPI document as JSON text, built on its first request (every route is mounted by then)
 * and kept. Built at start, the walk over every schema raised the API's peak memory by more than
 * the document ever uses; `test/openapi.test.ts` builds and validates it on every run.
 */
let openApiText: string | undefined;
function openApiJson(): string {
  openApiText ??= JSON.stringify(
    buildOpenApiDocument(mountedOperations(), { version: apiPackage.version, serverUrl: "/" }),
  );
  return openApiText;
}

export function createApp(deps: AppDeps): Hono<AppEnv> {
  // Medusa (Express) answers `/admin/store/` as `/admin/store`, and the published medusa-js client
  // calls some routes with the trailing slash: every route here takes it too.
  const app = new Hono<AppEnv>({ strict: false });

  app.use("*", async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  app.use("*", securityHeaders);
  app.use("*", corsWithCredentials(deps.config.corsOrigins));
  // The content API answers in Sanity's error shape, the rest in Medusa's.
  const limitBody = limitBodySize(100 * 1024, (c) => {
    const message = "The request body is larger than 100 kB.";
    if (!c.req.path.startsWith("/content/")) throw invalidData(message);
    const refusal = payloadTooLargeError(message);
    return c.json(refusal.body, refusal.status);
  });
  // Reads carry no body; skipping the limiter keeps it off the hot read path.
  app.use("*", (c, next) =>
    c.req.method === "GET" || c.req.method === "HEAD"
      ? next()
      : isUploadRequest(c)
        ? uploadBodyLimit(c, next)
        : isContentAssetUpload(c)
          ? assetUploadBodyLimit(c, next)
          : limitBody(c, next),
  );

  // Who the customer is (session cookie or bearer token), before any /store route runs.
  app.use("/store/*", optionalCustomer);

  app.onError(handleError);
  app.notFound((c) => c.text(`Cannot ${c.req.method} ${c.req.path}`, 404));

  mount(app, "", [
    bind(GetHealth, (c) => c.text("OK")),
    bind(GetOpenApiDocument, (c) =>
      c.body(openApiJson(), 200, { "Content-Type": "application/json; charset=UTF-8" }),
    ),
    ...docsRoutes,
  ]);
  app.route("/media", media.publicRoutes);

  app.route("/store", regions.storeRoutes);
  app.route("/store", catalogue.storeRoutes);
  app.route("/store", storeSettings.storeRoutes);
  app.route("/store", carts.storeRoutes);
  app.route("/store", shipping.storeRoutes);
  app.route("/store", payments.storeRoutes);
  app.route("/store", discounts.storeRoutes);
  app.route("/store", giftCards.storeRoutes);
  app.route("/store", inventory.storeRoutes);
  app.route("/store", orders.storeRoutes);
  app.route("/store", auth.storeRoutes);
  app.route("/store", customers.storeRoutes);
  app.route("/store", trade.storeRoutes);
  app.route("/store", returns.storeRoutes);
  app.route("/store", orderEdits.storeRoutes);
  app.route("/store", paymentCollections.storeRoutes);
  app.route("/store", swaps.storeRoutes);
  app.route("/admin", adminRoutes);
  app.route("/content", content.publicRoutes);
  app.route("/forms", forms.publicRoutes);

  return app;
}
