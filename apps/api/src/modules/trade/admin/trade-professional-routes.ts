// Admin trade professionals (issue 4; our routes, Medusa's envelopes): list with search, status
// filter and paging, one by id, approve and reject.
import {
  AdminGetTradeProfessionals,
  AdminGetTradeProfessionalsProfessional,
  AdminPostTradeProfessionalsProfessionalApprove,
  AdminPostTradeProfessionalsProfessionalReject,
} from "@atelier/contracts";
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { bind, mount, reply } from "../../../http/route";
import {
  findTradeProfessional,
  listTradeProfessionals,
  reviewTradeProfessional,
} from "../trade-professionals";

const listRoute = bind(AdminGetTradeProfessionals, async (c, input) => {
  const query = input.query();
  const { tradeProfessionals, count } = await listTradeProfessionals(c.get("deps").db, query);
  return reply(c, AdminGetTradeProfessionals, 200, {
    trade_professionals: tradeProfessionals,
    count,
    offset: query.offset,
    limit: query.limit,
  });
});

const retrieveRoute = bind(AdminGetTradeProfessionalsProfessional, async (c, { params }) => {
  const tradeProfessional = await findTradeProfessional(c.get("deps").db, params.id);
  return reply(c, AdminGetTradeProfessionalsProfessional, 200, {
    trade_professional: tradeProfessional,
  });
});

const approveRoute = bind(AdminPostTradeProfessionalsProfessionalApprove, async (c, { params }) => {
  const tradeProfessional = await reviewTradeProfessional(c.get("deps").db, params.id, "approved");
  return reply(c, AdminPostTradeProfessionalsProfessionalApprove, 200, {
    trade_professional: tradeProfessional,
  });
});

const rejectRoute = bind(AdminPostTradeProfessionalsProfessionalReject, async (c, { params }) => {
  const tradeProfessional = await reviewTradeProfessional(c.get("deps").db, params.id, "rejected");
  return reply(c, AdminPostTradeProfessionalsProfessionalReject, 200, {
    trade_professional: tradeProfessional,
  });
});

export const tradeProfessionalRoutes = mount(new Hono<AppEnv>(), "/admin", [
  listRoute,
  retrieveRoute,
  approveRoute,
  rejectRoute,
]);
