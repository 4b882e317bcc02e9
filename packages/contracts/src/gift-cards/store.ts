// Store route of gift cards (Medusa v1 §7.4): a card by its code, to show its balance.
import { z } from "zod";
import { operation } from "../operation";
import { StoreGiftCard } from "./entities";

export const GetGiftCardsCode = operation({
  id: "GetGiftCardsCode",
  method: "get",
  path: "/store/gift-cards/{code}",
  tag: "Gift Cards",
  summary: "Get a gift card",
  description: "An unknown or disabled code is a 404.",
  audience: "customer-optional",
  responses: { 200: z.object({ gift_card: StoreGiftCard }) },
});
