// Staff read the stored form submissions (issue 5 "A list of form submissions"), newest first.
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/context";
import { parseQuery, queryInt } from "../../http/validation";
import {
  FORM_ID_PATTERN,
  FORM_SUBMISSIONS_DEFAULT_LIMIT,
  FORM_SUBMISSIONS_MAX_LIMIT,
} from "./constants";
import { listSubmissions } from "./submissions";

const listQuery = z.strictObject({
  form_id: z
    .string()
    .regex(FORM_ID_PATTERN, { error: "must be 1 to 64 lower-case letters, digits or dashes" })
    .optional(),
  offset: queryInt(0, { max: 1_000_000 }),
  limit: queryInt(FORM_SUBMISSIONS_DEFAULT_LIMIT, { min: 1, max: FORM_SUBMISSIONS_MAX_LIMIT }),
});

export const adminFormSubmissionRoutes = new Hono<AppEnv>().get("/form-submissions", async (c) => {
  const query = parseQuery(c, listQuery);
  const { form_submissions, count } = await listSubmissions(c.get("deps").db, query);
  return c.json({ form_submissions, count, offset: query.offset, limit: query.limit });
});
