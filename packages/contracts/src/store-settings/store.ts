// Store route of the store settings: the shop's public details (spec §7, "store info").
import { z } from "zod";
import { operation } from "../operation";
import { StoreInfo } from "./entities";

export const GetCustom = operation({
  id: "GetCustom",
  method: "get",
  path: "/store/custom",
  tag: "Store",
  summary: "Get the store's details",
  description:
    "Medusa v1 leaves `/store/custom` to each project; ours answers the shop's name, the currencies it sells in and its default region.",
  audience: "public",
  responses: { 200: z.object({ store: StoreInfo }) },
});
