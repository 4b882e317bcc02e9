// Store auth (contract medusa-v1 §3.2): sign in, the current session, sign out, the exists
// check and bearer tokens; and our session refresh (docs/adr/0006). Mounted under /store.
import { normalizeEmail } from "@atelier/contracts";
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { findRegisteredCustomerByEmail } from "../../customers/customer-queries";
import { signedInCustomer } from "../../customers/customer-response";
import { MAX_EMAIL_LENGTH } from "../../customers/constants";
import { requireCustomer, unauthorized } from "../customer-auth";
import {
  customerIdFromSessionToken,
  endCustomerSession,
  renewSession,
  sessionToken,
  startCustomerSession,
} from "../sessions";
import { checkCustomerCredentials } from "../sign-in";
import { signStoreToken } from "../store-token";

export const authRoutes = new Hono<AppEnv>();

authRoutes.post("/auth", async (c) => {
  const outcome = await checkCustomerCredentials(c);
  if ("refusal" in outcome) return outcome.refusal;
  await startCustomerSession(c, outcome.customerId);
  return c.json({
    customer: await signedInCustomer(
      c.get("deps").db,
      outcome.customerId,
      c.get("deps").config.publicUrl,
    ),
  });
});

authRoutes.get("/auth", requireCustomer, async (c) =>
  c.json({
    customer: await signedInCustomer(
      c.get("deps").db,
      c.get("customerId"),
      c.get("deps").config.publicUrl,
    ),
  }),
);

authRoutes.delete("/auth", async (c) => {
  await endCustomerSession(c);
  return c.text("OK");
});

/**
 * Not in Medusa v1 (docs/adr/0006): renews the session cookie of a signed-in customer and answers
 * who they are and when the session now ends. A bearer token has no session to renew: 401.
 */
authRoutes.post("/auth/refresh", async (c) => {
  const { db, config } = c.get("deps");
  const token = sessionToken(c);
  const customerId = token ? await customerIdFromSessionToken(db, token) : undefined;
  const expiresAt = customerId ? await renewSession(c) : undefined;
  if (!customerId || !expiresAt) return unauthorized(c);
  return c.json({
    customer: await signedInCustomer(db, customerId, config.publicUrl),
    expires_at: expiresAt.toISOString(),
  });
});

authRoutes.post("/auth/token", async (c) => {
  const outcome = await checkCustomerCredentials(c);
  if ("refusal" in outcome) return outcome.refusal;
  return c.json({
    access_token: signStoreToken(outcome.customerId, c.get("deps").config.jwtSecret),
  });
});

/** Always 200: whether a registered (not guest) customer uses the email. */
authRoutes.get("/auth/:email", async (c) => {
  const email = normalizeEmail(c.req.param("email"));
  // Such a value cannot belong to an account, and NUL would make PostgreSQL refuse the query.
  if (email.length > MAX_EMAIL_LENGTH || email.includes("\u0000")) return c.json({ exists: false });
  const customer = await findRegisteredCustomerByEmail(c.get("deps").db, email);
  return c.json({ exists: customer !== undefined });
});
