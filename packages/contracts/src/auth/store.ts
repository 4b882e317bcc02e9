// Store routes of the auth domain (Medusa v1 §3.2): sign in, the current session, sign out, the
// exists check and bearer tokens; and our session refresh (docs/adr/0006).
import { z } from "zod";
import { MedusaError, UNAUTHORIZED_TEXT } from "../common/errors";
import { Timestamp } from "../common/fields";
import { Customer } from "../customers/customer";
import { operation } from "../operation";
import { signInCredentials, signInRefused } from "./sign-in";

const TAG = "Auth";

const refused = signInRefused("The email and password do not match a customer account");

export const PostAuth = operation({
  id: "PostAuth",
  method: "post",
  path: "/store/auth",
  tag: TAG,
  summary: "Sign in with a session",
  description:
    "Starts a session (the `connect.sid` cookie); `X-Session-Expires-At` says when it ends. Failed sign-ins are limited per account and per client address: past the limit, 429 with `Retry-After`.",
  audience: "public",
  body: signInCredentials,
  responses: { 200: z.object({ customer: Customer }), 401: refused, 429: MedusaError },
});

export const GetAuth = operation({
  id: "GetAuth",
  method: "get",
  path: "/store/auth",
  tag: TAG,
  summary: "Get the signed-in customer",
  audience: "customer",
  responses: { 200: z.object({ customer: Customer }) },
});

export const DeleteAuth = operation({
  id: "DeleteAuth",
  method: "delete",
  path: "/store/auth",
  tag: TAG,
  summary: "Sign out",
  description: "Ends the session of this browser, if any.",
  audience: "customer-optional",
  responses: {
    200: { description: "Signed out", content: { "text/plain": z.literal("OK") } },
  },
});

export const PostAuthRefresh = operation({
  id: "PostAuthRefresh",
  method: "post",
  path: "/store/auth/refresh",
  tag: TAG,
  summary: "Renew the session",
  description:
    "Not in Medusa v1 (docs/adr/0006): moves the end of the session cookie and answers it. A bearer token has no session to renew.",
  audience: "customer",
  responses: {
    200: z.object({ customer: Customer, expires_at: Timestamp }),
    401: {
      description: "No session to renew",
      content: { "text/plain": z.literal(UNAUTHORIZED_TEXT) },
    },
  },
});

export const PostToken = operation({
  id: "PostToken",
  method: "post",
  path: "/store/auth/token",
  tag: TAG,
  summary: "Get a bearer token",
  description: "A store token, good for 30 days, for `Authorization: Bearer`.",
  audience: "public",
  body: signInCredentials,
  responses: { 200: z.object({ access_token: z.string() }), 401: refused, 429: MedusaError },
});

export const GetAuthEmail = operation({
  id: "GetAuthEmail",
  method: "get",
  path: "/store/auth/{email}",
  tag: TAG,
  summary: "Check whether an email has an account",
  description: "Guest customers do not count: only registered accounts.",
  audience: "public",
  responses: { 200: z.object({ exists: z.boolean() }) },
});
