// Admin routes of the trade programme (issue 4; our routes, Medusa's envelopes): the applications
// staff review, with search, status filter and paging, one by id, and approving or rejecting one.
// Approval puts the customer of the same email in the Trade group; rejection takes them out.
import { z } from "zod";
import { listOf } from "../common/fields";
import { queryFieldList, queryInt } from "../common/query";
import { operation } from "../operation";
import { TradeProfessional, TradeStatus } from "./entities";

const TAG = "Trade";

/** Ours: the default page of the trade professionals list. */
const TRADE_PROFESSIONALS_DEFAULT_LIMIT = 20;

const tradeProfessionalAnswer = z.object({ trade_professional: TradeProfessional });

export const AdminGetTradeProfessionals = operation({
  id: "AdminGetTradeProfessionals",
  method: "get",
  path: "/admin/trade-professionals",
  tag: TAG,
  summary: "List the trade applications",
  description:
    "Latest application first. `q` matches part of the email, name or company; `status` filters by review status.",
  audience: "staff",
  query: z.strictObject({
    q: z.string().trim().max(200, { error: "must be at most 200 characters" }).optional(),
    status: z
      .enum(TradeStatus.options, { error: `must be one of ${TradeStatus.options.join(", ")}` })
      .optional(),
    offset: queryInt(0, { max: 1_000_000 }),
    limit: queryInt(TRADE_PROFESSIONALS_DEFAULT_LIMIT, { min: 1, max: 200 }),
    expand: queryFieldList,
    fields: queryFieldList,
  }),
  responses: { 200: listOf("trade_professionals", TradeProfessional) },
});

export const AdminGetTradeProfessionalsProfessional = operation({
  id: "AdminGetTradeProfessionalsProfessional",
  method: "get",
  path: "/admin/trade-professionals/{id}",
  tag: TAG,
  summary: "Get a trade application",
  description: "A profile that never applied is a 400, an unknown id a 404.",
  audience: "staff",
  responses: { 200: tradeProfessionalAnswer },
});

export const AdminPostTradeProfessionalsProfessionalApprove = operation({
  id: "AdminPostTradeProfessionalsProfessionalApprove",
  method: "post",
  path: "/admin/trade-professionals/{id}/approve",
  tag: TAG,
  summary: "Approve a trade application",
  description:
    "Puts the customer of the same email in the Trade group; approving again changes nothing.",
  audience: "staff",
  responses: { 200: tradeProfessionalAnswer },
});

export const AdminPostTradeProfessionalsProfessionalReject = operation({
  id: "AdminPostTradeProfessionalsProfessionalReject",
  method: "post",
  path: "/admin/trade-professionals/{id}/reject",
  tag: TAG,
  summary: "Reject a trade application",
  description:
    "Takes the customer of the same email out of the Trade group; rejecting again changes nothing.",
  audience: "staff",
  responses: { 200: tradeProfessionalAnswer },
});
