// The signed-in customer's profile and trade application (our own endpoints, not Medusa's):
//   GET  /store/customers/me/profile            → {profile}
//   POST /store/customers/me/profile            {name?, phone?, company?, website?} → {profile}
//   POST /store/customers/me/trade-application  {company, trade_type, website?, tax_id?} → {profile}
// The profile is the row for the customer's own email; no route takes an email or profile id, so
// no customer can reach another's profile.
import {
  GetCustomersCustomerProfile,
  PostCustomersCustomerProfile,
  PostCustomersCustomerTradeApplication,
} from "@atelier/contracts";
import { Hono } from "hono";
import type { Context } from "hono";
import type { AppEnv } from "../../../http/context";
import { bind, mount, reply } from "../../../http/route";
import { requireCustomer, signedInCustomerId } from "../../auth/customer-auth";
import { retrieveCustomer } from "../../customers/customer-queries";
import { applyForTrade, findOrCreateProfile, updateProfileContact } from "../profile-service";

async function signedInEmail(c: Context<AppEnv>): Promise<string> {
  return (await retrieveCustomer(c.get("deps").db, signedInCustomerId(c))).email;
}

const retrieveRoute = bind(
  GetCustomersCustomerProfile,
  async (c) => {
    const email = await signedInEmail(c);
    return reply(c, GetCustomersCustomerProfile, 200, {
      profile: await findOrCreateProfile(c.get("deps").db, email),
    });
  },
  [requireCustomer],
);

const updateRoute = bind(
  PostCustomersCustomerProfile,
  async (c, input) => {
    const body = await input.body();
    const email = await signedInEmail(c);
    return reply(c, PostCustomersCustomerProfile, 200, {
      profile: await updateProfileContact(c.get("deps").db, email, body),
    });
  },
  [requireCustomer],
);

const applyRoute = bind(
  PostCustomersCustomerTradeApplication,
  async (c, input) => {
    const body = await input.body();
    const email = await signedInEmail(c);
    return reply(c, PostCustomersCustomerTradeApplication, 200, {
      profile: await applyForTrade(c.get("deps").db, email, body),
    });
  },
  [requireCustomer],
);

export const profileRoutes = mount(new Hono<AppEnv>(), "/store", [
  retrieveRoute,
  updateRoute,
  applyRoute,
]);
