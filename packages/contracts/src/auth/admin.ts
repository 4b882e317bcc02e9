// Admin routes of the auth domain (Medusa v1 §3.3): staff sign in with a session or for a bearer
// token, read and end their session; and our session refresh (docs/adr/0006). Signing in is
// public; the other routes carry their own guard.
import { z } from "zod";
import { MedusaError, UNAUTHORIZED_TEXT } from "../common/errors";
import { Timestamp } from "../common/fields";
import { operation } from "../operation";
import { AdminUser } from "../staff/entities";
import { signInCredentials, signInRefused } from "./sign-in";

const TAG = "Auth";

const refused = signInRefused("The email and password do not match a staff user");

const userResponse = z.object({ user: AdminUser });

export const AdminPostAuth = operation({
  id: "AdminPostAuth",
  method: "post",
  path: "/admin/auth",
  tag: TAG,
  summary: "Sign staff in with a session",
  description:
    "Starts a session (the `connect.sid` cookie); `X-Session-Expires-At` says when it ends. Failed sign-ins are limited per account and per client address: past the limit, 429 with `Retry-After`.",
  audience: "public",
  body: signInCredentials,
  responses: { 200: userResponse, 401: refused, 429: MedusaError },
});

export const AdminPostToken = operation({
  id: "AdminPostToken",
  method: "post",
  path: "/admin/auth/token",
  tag: TAG,
  summary: "Get a staff bearer token",
  description: "An admin token for `Authorization: Bearer`, limited as the session sign-in is.",
  audience: "public",
  body: signInCredentials,
  responses: { 200: z.object({ access_token: z.string() }), 401: refused, 429: MedusaError },
});

export const AdminPostAuthRefresh = operation({
  id: "AdminPostAuthRefresh",
  method: "post",
  path: "/admin/auth/refresh",
  tag: TAG,
  summary: "Renew the staff session",
  description:
    "Not in Medusa v1 (docs/adr/0006): moves the end of the session cookie and answers it. A bearer token or API token has no session to renew.",
  audience: "staff",
  responses: {
    200: z.object({ user: AdminUser, expires_at: Timestamp }),
    401: {
      description: "No session to renew",
      content: { "text/plain": z.literal(UNAUTHORIZED_TEXT) },
    },
  },
});

export const AdminGetAuth = operation({
  id: "AdminGetAuth",
  method: "get",
  path: "/admin/auth",
  tag: TAG,
  summary: "Get the signed-in staff user",
  audience: "staff",
  responses: { 200: userResponse },
});

export const AdminDeleteAuth = operation({
  id: "AdminDeleteAuth",
  method: "delete",
  path: "/admin/auth",
  tag: TAG,
  summary: "Sign staff out",
  description: "Ends the staff session of this browser, if any.",
  audience: "staff",
  responses: {
    200: { description: "Signed out", content: { "text/plain": z.literal("OK") } },
  },
});
