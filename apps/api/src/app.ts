// Builds the Hono application from the domain modules.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import type { AppDeps, AppEnv } from "./http/context";
import { handleError, invalidData } from "./http/errors";

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use("*", async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  app.use(
    "*",
    cors({
      origin: (origin) => (deps.config.corsOrigins.includes(origin) ? origin : null),
      credentials: true,
      allowHeaders: [
        "Content-Type",
        "Accept",
        "Authorization",
        "Idempotency-Key",
        "x-publishable-api-key",
        "x-medusa-access-token",
      ],
      exposeHeaders: ["Idempotency-Key"],
      allowMethods: ["GET", "POST", "DELETE", "OPTIONS"],
      maxAge: 600,
    }),
  );
  app.use(
    "*",
    bodyLimit({
      maxSize: 100 * 1024,
      onError: () => {
        throw invalidData("The request body is larger than 100 kB.");
      },
    }),
  );

  app.onError(handleError);
  app.notFound((c) => c.text(`Cannot ${c.req.method} ${c.req.path}`, 404));

  app.get("/health", (c) => c.text("OK"));

  return app;
}
