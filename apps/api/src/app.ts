// Builds the Hono application from the domain modules.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppDeps, AppEnv } from "./http/context";
import { corsWithCredentials } from "./http/cors";
import { handleError, invalidData } from "./http/errors";
import { securityHeaders } from "./http/security-headers";
import { adminRoutes } from "./modules/admin/admin-routes";
import { optionalCustomer } from "./modules/auth/customer-auth";
import { authRoutes } from "./modules/auth/store/auth-routes";
import { mediaRoutes } from "./modules/media/media-routes";
import { cartRoutes } from "./modules/carts";
import { contentRoutes } from "./modules/content/content-routes";
import { assetUploadBodyLimit, isContentAssetUpload } from "./modules/content/assets/upload-limit";
import { checkoutRoutes } from "./modules/orders/store/checkout-routes";
import { discountRoutes } from "./modules/discounts/discount-routes";
import { formRoutes } from "./modules/forms/form-routes";
import { giftCardRoutes } from "./modules/gift-cards/gift-card-routes";
import { orderRoutes } from "./modules/orders/store/order-routes";
import { paymentSessionRoutes } from "./modules/payments/store/payment-session-routes";
import { shippingRoutes } from "./modules/shipping/store/shipping-routes";
import { categoryRoutes } from "./modules/catalogue/store/category-routes";
import { collectionRoutes } from "./modules/catalogue/store/collection-routes";
import { customerRoutes } from "./modules/customers/store/customer-routes";
import { productRoutes } from "./modules/catalogue/store/product-routes";
import { profileRoutes } from "./modules/trade/store/profile-routes";
import { regionRoutes } from "./modules/regions/store/region-routes";
import { storeInfoRoutes } from "./modules/store-settings/store/store-info-routes";
import { tagRoutes } from "./modules/catalogue/store/tag-routes";
import { typeRoutes } from "./modules/catalogue/store/type-routes";
import { isUploadRequest, uploadBodyLimit } from "./modules/media/upload-body-limit";

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
  const limitBody = bodyLimit({
    maxSize: 100 * 1024,
    onError: () => {
      throw invalidData("The request body is larger than 100 kB.");
    },
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

  app.get("/health", (c) => c.text("OK"));
  app.route("/media", mediaRoutes());

  app.route("/store", regionRoutes);
  app.route("/store", productRoutes);
  app.route("/store", collectionRoutes);
  app.route("/store", categoryRoutes);
  app.route("/store", tagRoutes);
  app.route("/store", typeRoutes);
  app.route("/store", storeInfoRoutes);
  app.route("/store", cartRoutes);
  app.route("/store", shippingRoutes);
  app.route("/store", paymentSessionRoutes);
  app.route("/store", discountRoutes);
  app.route("/store", giftCardRoutes);
  app.route("/store", checkoutRoutes);
  app.route("/store", orderRoutes);
  app.route("/store", authRoutes);
  app.route("/store", customerRoutes);
  app.route("/store", profileRoutes);
  app.route("/admin", adminRoutes);
  app.route("/content", contentRoutes);
  app.route("/forms", formRoutes);

  return app;
}
