// Store auth (contract medusa-v1 §3.2): sign in, the current session, sign out, the exists
// check and bearer tokens; and our session refresh (docs/adr/0006). Mounted under /store.
import {
  DeleteAuth,
  GetAuth,
  GetAuthEmail,
  normalizeEmail,
  PostAuth,
  PostAuthRefresh,
  PostToken,
} from "@atelier/contracts";
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { bind, mount, reply } from "../../../http/route";
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

const signInRoute = bind(PostAuth, async (c, input) => {
  const outcome = await checkCustomerCredentials(c, await input.body());
  if ("refusal" in outcome) return outcome.refusal;
  await startCustomerSession(c, outcome.customerId);
  return reply(c, PostAuth, 200, {
    customer: await signedInCustomer(
      c.get("deps").db,
      outcome.customerId,
      c.get("deps").config.publicUrl,
    ),
  });
});

const sessionRoute = bind(
  GetAuth,
  async (c) =>
    reply(c, GetAuth, 200, {
      customer: await signedInCustomer(
        c.get("deps").db,
        signedInCustomerId(c),
        c.get("deps").config.publicUrl,
      ),
    }),
  [requireCustomer],
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

/**
 * Not in Medusa v1 (docs/adr/0006): renews the session cookie of a signed-in customer and answers
 * who they are and when the session now ends. A bearer token has no session to renew: 401.
 */
const refreshRoute = bind(PostAuthRefresh, async (c) => {
  const { db, config } = c.get("deps");
  const token = sessionToken(c);
  const customerId = token ? await customerIdFromSessionToken(db, token) : undefined;
  const expiresAt = customerId ? await renewSession(c) : undefined;
  if (!customerId || !expiresAt) return unauthorized(c);
  return reply(c, PostAuthRefresh, 200, {
    customer: await signedInCustomer(db, customerId, config.publicUrl),
    expires_at: expiresAt,
  });
});

export const authRoutes = mount(new Hono<AppEnv>(), "/store", [
  signInRoute,
  sessionRoute,
  signOutRoute,
  refreshRoute,
  tokenRoute,
  existsRoute,
]);
