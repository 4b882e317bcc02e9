// The site's form endpoint (issue 5, spec §2 "Form wrapper"): `POST /forms/:formId` stores what a
// visitor sent. A JSON post is answered `{ ok, id }`; a plain HTML form post (urlencoded, no
// JavaScript) is sent on to the form's thank-you page on the shop with a 303.
import { Hono, type Context } from "hono";
import type { AppEnv } from "../../http/context";
import { generateId } from "../../http/ids";
import { clientAddress } from "../auth/client-address";
import { MAX_FORM_BODY_BYTES } from "./constants";
import { bodyKind, checkFormId, readFormPost, type BodyKind } from "./form-input";
import { storeSubmission } from "./submissions";

function tooLarge(c: Context<AppEnv>): Response {
  return c.json(
    { type: "invalid_data", message: `The form is larger than ${MAX_FORM_BODY_BYTES / 1024} kB.` },
    413,
  );
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

export const formRoutes = new Hono<AppEnv>().post("/:formId", async (c) => {
  const formId = checkFormId(c.req.param("formId"));
  const kind = bodyKind(c.req.header("content-type"));
  if (!kind) {
    return c.json(
      {
        type: "invalid_data",
        message: "Send the form as application/json or application/x-www-form-urlencoded.",
      },
      415,
    );
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
      return c.json(
        {
          type: "not_allowed",
          message: `Too many form submissions. Try again in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`,
        },
        429,
      );
    }
    id = result.id;
  }

  if (wantsRedirect(c, kind)) return c.redirect(`${shopOrigin(c)}${post.redirectPath}`, 303);
  return c.json({ ok: true, id });
});
