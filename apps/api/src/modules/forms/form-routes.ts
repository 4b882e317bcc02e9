// The site's form endpoint (issue 5, spec §2 "Form wrapper"): `POST /forms/:formId` stores what a
// visitor sent. A JSON post is answered `{ ok, id }`; a plain HTML form post (urlencoded, no
// JavaScript) is sent on to the form's thank-you page on the shop with a 303.
import { PostFormsForm } from "@atelier/contracts";
import { Hono, type Context } from "hono";
import type { AppEnv } from "../../http/context";
import { generateId } from "../../http/ids";
import { bind, mount, reply } from "../../http/route";
import { clientAddress } from "../auth/client-address";
import { MAX_FORM_BODY_BYTES } from "./constants";
import { bodyKind, checkFormId, readFormPost, type BodyKind } from "./form-input";
import { storeSubmission } from "./submissions";

function tooLarge(c: Context<AppEnv>): Response {
  return reply(c, PostFormsForm, 413, {
    type: "invalid_data",
    message: `The form is larger than ${MAX_FORM_BODY_BYTES / 1024} kB.`,
  });
}

/** A urlencoded post from a page (not a script asking for JSON) gets a redirect. */
function wantsRedirect(c: Context<AppEnv>, kind: BodyKind): boolean {
  if (kind !== "urlencoded") return false;
  const accept = c.req.header("accept") ?? "";
  return !(accept.includes("application/json") && !accept.includes("text/html"));
}

/** The shop the browser came from when it is one the API serves, else the configured shop. */
function shopOrigin(c: Context<AppEnv>): string {
  const { corsOrigins, storeUrl } = c.get("deps").config;
  const origin = c.req.header("origin");
  return origin && corsOrigins.includes(origin) ? origin : storeUrl;
}

const postRoute = bind(PostFormsForm, async (c, { params }) => {
  const formId = checkFormId(params.formId);
  const kind = bodyKind(c.req.header("content-type"));
  if (!kind) {
    return reply(c, PostFormsForm, 415, {
      type: "invalid_data",
      message: "Send the form as application/json or application/x-www-form-urlencoded.",
    });
  }
  if (Number(c.req.header("content-length") ?? 0) > MAX_FORM_BODY_BYTES) return tooLarge(c);
  const text = await c.req.text();
  if (Buffer.byteLength(text) > MAX_FORM_BODY_BYTES) return tooLarge(c);

  const post = readFormPost(kind, text);
  let id: string;
  if (post.spam) {
    // Looks like any other success, so a bot learns nothing.
    id = generateId("fsub");
  } else {
    const result = await storeSubmission(c.get("deps").db, {
      formId,
      data: post.data,
      page: post.page,
      ip: clientAddress(c),
      userAgent: c.req.header("user-agent") ?? null,
    });
    if (!result.stored) {
      const seconds = result.retryAfterSeconds;
      c.header("Retry-After", String(seconds));
      return reply(c, PostFormsForm, 429, {
        type: "not_allowed",
        message: `Too many form submissions. Try again in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`,
      });
    }
    id = result.id;
  }

  if (wantsRedirect(c, kind)) return c.redirect(`${shopOrigin(c)}${post.redirectPath}`, 303);
  return reply(c, PostFormsForm, 200, { ok: true, id });
});

export const formRoutes = mount(new Hono<AppEnv>(), "/forms", [postRoute]);
