// What staff read of the site's form posts (issue 5 "A list of form submissions").
import { z } from "zod";
import { listOf } from "../common/fields";
import { queryInt } from "../common/query";
import { operation } from "../operation";
import { FORM_ID_PATTERN, FormSubmission } from "./entities";

const FORM_SUBMISSIONS_DEFAULT_LIMIT = 20;
const FORM_SUBMISSIONS_MAX_LIMIT = 100;

export const GetFormSubmissions = operation({
  id: "GetFormSubmissions",
  method: "get",
  path: "/admin/form-submissions",
  tag: "Forms",
  summary: "List the form submissions",
  description: "Newest first, of every form or of one (`form_id`).",
  audience: "staff",
  query: z.strictObject({
    form_id: z
      .string()
      .regex(FORM_ID_PATTERN, { error: "must be 1 to 64 lower-case letters, digits or dashes" })
      .optional(),
    offset: queryInt(0, { max: 1_000_000 }),
    limit: queryInt(FORM_SUBMISSIONS_DEFAULT_LIMIT, { min: 1, max: FORM_SUBMISSIONS_MAX_LIMIT }),
  }),
  responses: { 200: listOf("form_submissions", FormSubmission) },
});
