// Admin routes of the staff domain (contract medusa-v1 §3.3, §12.1): staff users, the staff
// password reset (public), and invites, which staff send and an invitee accepts (public).
import { z } from "zod";
import { DeleteResponse } from "../common/deleted";
import { listOf } from "../common/fields";
import { emailField, textField } from "../common/input";
import { queryFieldList, queryInt } from "../common/query";
import { newPasswordField } from "../customers/fields";
import { operation } from "../operation";
import { AdminInvite, AdminUser, StaffRole } from "./entities";

/** Default page size of GET /admin/users (§12.1). */
const USERS_DEFAULT_LIMIT = 50;

/** The text a refused staff password reset answers with. */
export const INVALID_STAFF_RESET_TOKEN = "Invalid or expired password reset token";

const roleField = z.enum(StaffRole.options, {
  error: `must be one of ${StaffRole.options.join(", ")}`,
});
const userResponse = z.object({ user: AdminUser });
/** Medusa answers the invite routes with the bare word. */
const ok = (description: string) => ({
  description,
  content: { "text/plain": z.literal("OK") },
});

const USERS = "Users";

export const AdminGetUsers = operation({
  id: "AdminGetUsers",
  method: "get",
  path: "/admin/users",
  tag: USERS,
  summary: "List the staff users",
  description: "Oldest first; deleted users are left out.",
  audience: "staff",
  query: z.strictObject({
    offset: queryInt(0, { max: 1_000_000 }),
    limit: queryInt(USERS_DEFAULT_LIMIT, { min: 1, max: 500 }),
    expand: queryFieldList,
    fields: queryFieldList,
  }),
  responses: { 200: listOf("users", AdminUser) },
});

export const AdminPostUsers = operation({
  id: "AdminPostUsers",
  method: "post",
  path: "/admin/users",
  tag: USERS,
  summary: "Create a staff user",
  description: "The email must not belong to another live user; the role defaults to `member`.",
  audience: "staff",
  body: z.strictObject({
    email: emailField,
    password: newPasswordField,
    first_name: textField.nullish(),
    last_name: textField.nullish(),
    role: roleField.optional(),
  }),
  responses: { 200: userResponse },
});

export const AdminGetUsersUser = operation({
  id: "AdminGetUsersUser",
  method: "get",
  path: "/admin/users/{id}",
  tag: USERS,
  summary: "Get a staff user",
  audience: "staff",
  responses: { 200: userResponse },
});

export const AdminPostUsersUser = operation({
  id: "AdminPostUsersUser",
  method: "post",
  path: "/admin/users/{id}",
  tag: USERS,
  summary: "Update a staff user",
  description: "`api_token` is the user's admin API key; no two users may share one.",
  audience: "staff",
  body: z.strictObject({
    first_name: textField.nullish(),
    last_name: textField.nullish(),
    role: roleField.optional(),
    api_token: z
      .string()
      .trim()
      .min(16, { error: "must be at least 16 characters" })
      .max(200)
      .nullish(),
    metadata: z.record(z.string(), z.unknown()).nullish(),
  }),
  responses: { 200: userResponse },
});

export const AdminDeleteUsersUser = operation({
  id: "AdminDeleteUsersUser",
  method: "delete",
  path: "/admin/users/{id}",
  tag: USERS,
  summary: "Delete a staff user",
  description:
    "Soft: the email is free for a later invite and the API token stops working at once. Staff cannot delete themselves.",
  audience: "staff",
  responses: { 200: DeleteResponse },
});

export const AdminPostUsersUserPasswordToken = operation({
  id: "AdminPostUsersUserPasswordToken",
  method: "post",
  path: "/admin/users/password-token",
  tag: USERS,
  summary: "Ask for a staff password reset link",
  description:
    "Mails a link, good for 15 minutes and for one reset, when the email is a staff user's. Always 204, so it does not tell who is staff.",
  audience: "public",
  body: z.strictObject({ email: emailField }),
  responses: { 204: { description: "Asked for (mailed when the email is a staff user's)" } },
});

export const AdminPostUsersUserPassword = operation({
  id: "AdminPostUsersUserPassword",
  method: "post",
  path: "/admin/users/reset-password",
  tag: USERS,
  summary: "Reset a staff password",
  description: "Sets the new password when the token is valid (and, if given, is the email's).",
  audience: "public",
  body: z.strictObject({
    token: z.string().min(1, { error: "must not be empty" }),
    password: newPasswordField,
    email: emailField.optional(),
  }),
  responses: {
    200: userResponse,
    401: {
      description: "The token is not valid, has expired or was used",
      content: { "text/plain": z.literal(INVALID_STAFF_RESET_TOKEN) },
    },
  },
});

const INVITES = "Invites";

export const AdminGetInvites = operation({
  id: "AdminGetInvites",
  method: "get",
  path: "/admin/invites",
  tag: INVITES,
  summary: "List the invites",
  description: "Oldest first, accepted ones included.",
  audience: "staff",
  responses: { 200: z.object({ invites: z.array(AdminInvite) }) },
});

export const AdminPostInvites = operation({
  id: "AdminPostInvites",
  method: "post",
  path: "/admin/invites",
  tag: INVITES,
  summary: "Invite someone to the staff",
  description:
    "Mails a link, good for a week. Inviting an email again replaces its invite; an email that is already a staff user's is refused.",
  audience: "staff",
  body: z.strictObject({
    user: emailField.meta({ description: "The invitee's email (Medusa names it `user`)." }),
    role: roleField.default("member"),
  }),
  responses: { 200: ok("Invited") },
});

export const AdminPostInvitesInviteResend = operation({
  id: "AdminPostInvitesInviteResend",
  method: "post",
  path: "/admin/invites/{id}/resend",
  tag: INVITES,
  summary: "Send an invite again",
  description: "With a new link, good for a week; the old link stops working.",
  audience: "staff",
  responses: { 200: ok("Sent again") },
});

export const AdminDeleteInvitesInvite = operation({
  id: "AdminDeleteInvitesInvite",
  method: "delete",
  path: "/admin/invites/{id}",
  tag: INVITES,
  summary: "Delete an invite",
  audience: "staff",
  responses: { 200: DeleteResponse },
});

export const AdminPostInvitesInviteAccept = operation({
  id: "AdminPostInvitesInviteAccept",
  method: "post",
  path: "/admin/invites/accept",
  tag: INVITES,
  summary: "Accept an invite",
  description: "The invitee chooses a password and becomes a staff user with the invite's role.",
  audience: "public",
  body: z.strictObject({
    token: z.string().min(1, { error: "must not be empty" }),
    user: z.strictObject({
      first_name: textField.nullish(),
      last_name: textField.nullish(),
      password: newPasswordField,
    }),
  }),
  responses: { 200: ok("Accepted") },
});
