// Staff read the stored form submissions (issue 5 "A list of form submissions"), newest first.
import { GetFormSubmissions } from "@atelier/contracts";
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { bind, mount, reply } from "../../http/route";
import { listSubmissions } from "./submissions";

const listRoute = bind(GetFormSubmissions, async (c, input) => {
  const query = input.query();
  const { form_submissions, count } = await listSubmissions(c.get("deps").db, query);
  return reply(c, GetFormSubmissions, 200, {
    form_submissions,
    count,
    offset: query.offset,
    limit: query.limit,
  });
});

export const adminFormSubmissionRoutes = mount(new Hono<AppEnv>(), "/admin", [listRoute]);
