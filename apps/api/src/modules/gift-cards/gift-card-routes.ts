// GET /store/gift-cards/:code (contract medusa-v1 §7.4): `{gift_card:{id, code, value, balance,
// region}}`; an unknown or disabled code is a 404.
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { retrieveRegion } from "../regions/region-service";
import { findGiftCardByCode, giftCardNotFound } from "./gift-cards";

export const giftCardRoutes = new Hono<AppEnv>().get("/gift-cards/:code", async (c) => {
  const { db } = c.get("deps");
  const code = c.req.param("code");
  const card = code.length <= 100 ? await findGiftCardByCode(db, code) : undefined;
  if (!card) throw giftCardNotFound(code);
  const { id, value, balance } = card;
  return c.json({
    gift_card: {
      id,
      code: card.code,
      value,
      balance,
      region: await retrieveRegion(db, card.region_id),
    },
  });
});
