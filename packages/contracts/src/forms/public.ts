// The site's form endpoint (issue 5 "Form wrapper"): a visitor's post, stored.
import { z } from "zod";
import { MedusaError } from "../common/errors";
import { operation } from "../operation";
import { FORM_ID_PATTERN } from "./entities";

export const PostFormsForm = operation({
  id: "PostFormsForm",
  method: "post",
  path: "/forms/{formId}",
  tag: "Forms",
  summary: "Send a form",
  description:
    "Stores the fields a visitor filled in (at most 50, texts or lists of texts; `email` must look like an address). `_gotcha` is a honeypot (answered as usual, stored not), `_page` names the page and `_redirect` or `thankYou` the same-site thank-you path. A JSON post is answered `{ ok, id }`; a urlencoded post from a page is sent on to the thank-you page with a 303. One client address may send 10 a minute; past that a 429 says when to retry (also in `Retry-After`).",
  audience: "public",
  params: z.object({ formId: z.string().regex(FORM_ID_PATTERN) }),
  // Read as text, so JSON and a plain HTML form post go through the same checks.
  rawBody: {
    "application/json": "An object of field names and texts (or lists of texts)",
    "application/x-www-form-urlencoded": "The form's fields, as a browser posts them",
  },
  responses: {
    200: z.object({ ok: z.literal(true), id: z.string() }),
    303: {
      description: "A urlencoded post from a page: on to the form's thank-you page on the shop",
      headers: { Location: "The thank-you page" },
    },
    413: MedusaError,
    415: MedusaError,
    429: MedusaError,
  },
});
