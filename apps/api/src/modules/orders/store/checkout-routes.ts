// Cart completion (contract medusa-v1 §5, §6.6), mounted under /store, with Medusa's deprecated
// alias `/complete-cart`.
import { PostCartsCartComplete, PostCartsCartCompleteCart } from "@atelier/contracts";
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { mount } from "../../../http/route";
import { completeCartRoute } from "../complete-cart";

export const checkoutRoutes = mount(new Hono<AppEnv>(), "/store", [
  completeCartRoute(PostCartsCartComplete),
  completeCartRoute(PostCartsCartCompleteCart),
]);
