// The signed-in customer's profile and trade application (our own endpoints, not Medusa's):
//   GET  /store/customers/me/profile            → {profile}
//   POST /store/customers/me/profile            {name?, phone?, company?, website?} → {profile}
//   POST /store/customers/me/trade-application  {company, trade_type, website?, tax_id?} → {profile}
// The profile is the row for the customer's own email; no route takes an email or profile id, so
// no customer can reach another's profile.
import { Hono } from "hono";
import type { Context } from "hono";
import type { AppEnv } from "../../../http/context";
import { parseBody } from "../../../http/validation";
import { requireCustomer, type SignedInEnv } from "../../auth/customer-auth";
import { retrieveCustomer } from "../../customers/customer-queries";
import { profileUpdateBody, tradeApplicationBody } from "../fields";
import { applyForTrade, findOrCreateProfile, updateProfileContact } from "../profile-service";

async function signedInEmail(c: Context<SignedInEnv>): Promise<string> {
  return (await retrieveCustomer(c.get("deps").db, c.get("customerId"))).email;
}

export const profileRoutes = new Hono<AppEnv>()
  .get("/customers/me/profile", requireCustomer, async (c) => {
    const email = await signedInEmail(c);
    return c.json({ profile: await findOrCreateProfile(c.get("deps").db, email) });
  })
  .post("/customers/me/profile", requireCustomer, async (c) => {
    const body = await parseBody(c, profileUpdateBody);
    const email = await signedInEmail(c);
    return c.json({ profile: await updateProfileContact(c.get("deps").db, email, body) });
  })
  .post("/customers/me/trade-application", requireCustomer, async (c) => {
    const body = await parseBody(c, tradeApplicationBody);
    const email = await signedInEmail(c);
    return c.json({ profile: await applyForTrade(c.get("deps").db, email, body) });
  });
