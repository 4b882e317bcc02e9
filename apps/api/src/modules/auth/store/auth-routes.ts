// Store auth (contract medusa-v1 §3.2): sign in, the current session, sign out, the exists
// check and bearer tokens; and our session refresh (docs/adr/0006). Mounted under /store.
import { DeleteAuth, GetAuthEmail, normalizeEmail, PostAuth, PostToken } from "@atelier/contracts";
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { bind, mount, reply } from "../../../http/route";
import { parseBody } from "../../../http/validation";
import { findRegisteredCustomerByEmail } from "../../customers/customer-queries";
import { signedInCustomer } from "../../customers/customer-response";
import { MAX_EMAIL_LENGTH } from "../../customers/constants";
import { requireCustomer, signedInCustomerId, unauthorized } from "../customer-auth";
import {
  customerIdFromSessionToken,
  endCustomerSession,
  renewSession,
  sessionToken,
  startCustomerSession,
} from "../sessions";
import { checkCustomerCredentials } from "../sign-in";
import { signStoreToken } from "../store-token";

// Sign-in, the session and its refresh answer the customer with their orders, which are declared
// (PostAuth, GetAuth, PostAuthRefresh) but not bound yet: the orders module's store order does not
// fit the Order schema (no `updated_at`, text statuses), and the orders domain reconciles the two.
export const authRoutes = new Hono<AppEnv>()
  .post("/auth", async (c) => {
    const outcome = await checkCustomerCredentials(c, await parseBody(c, PostAuth.body));
    if ("refusal" in outcome) return outcome.refusal;
    await startCustomerSession(c, outcome.customerId);
    return c.json({
      customer: await signedInCustomer(
        c.get("deps").db,
        outcome.customerId,
        c.get("deps").config.publicUrl,
      ),
    });
  })
  .get("/auth", requireCustomer, async (c) =>
    c.json({
      customer: await signedInCustomer(
        c.get("deps").db,
        signedInCustomerId(c),
        c.get("deps").config.publicUrl,
      ),
    }),
  );

const signOutRoute = bind(DeleteAuth, async (c) => {
  await endCustomerSession(c);
  return c.text("OK");
});

const tokenRoute = bind(PostToken, async (c, input) => {
  const outcome = await checkCustomerCredentials(c, await input.body());
  if ("refusal" in outcome) return outcome.refusal;
  return reply(c, PostToken, 200, {
    access_token: signStoreToken(outcome.customerId, c.get("deps").config.jwtSecret),
  });
});

/** Always 200: whether a registered (not guest) customer uses the email. */
const existsRoute = bind(GetAuthEmail, async (c, { params }) => {
  const email = normalizeEmail(params.email);
  // Such a value cannot belong to an account, and NUL would make PostgreSQL refuse the query.
  if (email.length > MAX_EMAIL_LENGTH || email.includes("\u0000")) {
    return reply(c, GetAuthEmail, 200, { exists: false });
  }
  const customer = await findRegisteredCustomerByEmail(c.get("deps").db, email);
  return reply(c, GetAuthEmail, 200, { exists: customer !== undefined });
});

mount(authRoutes, "/store", [signOutRoute]);

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

mount(authRoutes, "/store", [tokenRoute, existsRoute]);
