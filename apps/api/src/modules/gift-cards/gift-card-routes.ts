// GET /store/gift-cards/{code} (contract medusa-v1 §7.4): `{gift_card:{id, code, value, balance,
// region}}`; an unknown or disabled code is a 404.
import { GetGiftCardsCode } from "@atelier/contracts";
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { bind, mount, reply } from "../../http/route";
import { retrieveRegion } from "../regions/region-service";
import { findGiftCardByCode, giftCardNotFound } from "./gift-cards";

const retrieveGiftCard = bind(GetGiftCardsCode, async (c, input) => {
  const { db } = c.get("deps");
  const { code } = input.params;
  const card = code.length <= 100 ? await findGiftCardByCode(db, code) : undefined;
  if (!card) throw giftCardNotFound(code);
  const { id, value, balance } = card;
  return reply(c, GetGiftCardsCode, 200, {
    gift_card: {
      id,
      code: card.code,
      value,
      balance,
      region: await retrieveRegion(db, card.region_id),
    },
  });
});

export const giftCardRoutes = mount(new Hono<AppEnv>(), "/store", [retrieveGiftCard]);
