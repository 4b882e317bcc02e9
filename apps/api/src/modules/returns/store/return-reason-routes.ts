// GET /store/return-reasons and /store/return-reasons/:id (Medusa v1 §5): the reasons a shopper
// picks from when sending items back.
import { GetReturnReasons, GetReturnReasonsReason } from "@atelier/contracts";
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { bind, mount, reply } from "../../../http/route";
import { findReturnReason, listReturnReasons } from "../return-reasons";

const listRoute = bind(GetReturnReasons, async (c) =>
  reply(c, GetReturnReasons, 200, {
    return_reasons: await listReturnReasons(c.get("deps").db),
  }),
);

const retrieveRoute = bind(GetReturnReasonsReason, async (c, { params }) =>
  reply(c, GetReturnReasonsReason, 200, {
    return_reason: await findReturnReason(c.get("deps").db, params.id),
  }),
);

export const returnReasonRoutes = mount(new Hono<AppEnv>(), "/store", [listRoute, retrieveRoute]);
