// Admin trade professionals (issue 4; our routes, Medusa's envelopes): list with search, status
// filter and paging, one by id, approve and reject.
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../../http/context";
import { parseQuery, queryFieldList, queryInt } from "../../../http/validation";
import { TRADE_PROFESSIONALS_DEFAULT_LIMIT, TRADE_STATUSES } from "../constants";
import {
  findTradeProfessional,
  listTradeProfessionals,
  reviewTradeProfessional,
} from "../trade-professionals";

const listQuery = z.strictObject({
  q: z.string().trim().max(200, { error: "must be at most 200 characters" }).optional(),
  status: z
    .enum(TRADE_STATUSES, { error: `must be one of ${TRADE_STATUSES.join(", ")}` })
    .optional(),
  offset: queryInt(0, { max: 1_000_000 }),
  limit: queryInt(TRADE_PROFESSIONALS_DEFAULT_LIMIT, { min: 1, max: 200 }),
  expand: queryFieldList,
  fields: queryFieldList,
});

export const tradeProfessionalRoutes = new Hono<AppEnv>()
  .get("/trade-professionals", async (c) => {
    const query = parseQuery(c, listQuery);
    const { tradeProfessionals, count } = await listTradeProfessionals(c.get("deps").db, query);
    return c.json({
      trade_professionals: tradeProfessionals,
      count,
      offset: query.offset,
      limit: query.limit,
    });
  })
  .get("/trade-professionals/:id", async (c) => {
    const tradeProfessional = await findTradeProfessional(c.get("deps").db, c.req.param("id"));
    return c.json({ trade_professional: tradeProfessional });
  })
  .post("/trade-professionals/:id/approve", async (c) => {
    const tradeProfessional = await reviewTradeProfessional(
      c.get("deps").db,
      c.req.param("id"),
      "approved",
    );
    return c.json({ trade_professional: tradeProfessional });
  })
  .post("/trade-professionals/:id/reject", async (c) => {
    const tradeProfessional = await reviewTradeProfessional(
      c.get("deps").db,
      c.req.param("id"),
      "rejected",
    );
    return c.json({ trade_professional: tradeProfessional });
  });
