// Staff invites (contract medusa-v1 §12.1): staff invite an email with a role; the invitee gets a
// mailed link, valid for a week, and accepting it makes their user. The link's token is stored
// only as its SHA-256; inviting an email again (or resending) replaces the token.
import {
  AdminDeleteInvitesInvite,
  AdminGetInvites,
  AdminPostInvites,
  AdminPostInvitesInviteAccept,
  AdminPostInvitesInviteResend,
} from "@atelier/contracts";
import { and, asc, eq, gt } from "drizzle-orm";
import { Hono } from "hono";
import { invites } from "../tables";
import type { AppDeps, AppEnv } from "../../../http/context";
import { invalidData, notFound } from "../../../http/errors";
import { generateId } from "../../../http/ids";
import { bind, mount, reply } from "../../../http/route";
import { hashToken, randomToken } from "../../auth/tokens";
import { createStaffUser } from "../../auth/staff-users";
import { sendMail } from "../../mail/send-mail";
import { INVALID_INVITE_TOKEN, INVITE_TTL_MS } from "../constants";
import { staffInviteMail } from "../staff-mail";
import { assertEmailFree } from "./user-routes";

type InviteRow = typeof invites.$inferSelect;

function inviteResponse({ token_hash: _hash, ...invite }: InviteRow) {
  return invite;
}

async function mailInvite(deps: AppDeps, invite: InviteRow, token: string): Promise<void> {
  await sendMail(
    deps,
    staffInviteMail(deps.config, invite.user_email, invite.role, token, invite.expires_at),
  ).catch((error: unknown) => console.error(`invite to ${invite.user_email} was not sent:`, error));
}

/** A fresh token and expiry for the invite of `email`, made or replaced. */
async function issueInvite(deps: AppDeps, email: string, role: InviteRow["role"]) {
  const token = randomToken();
  const now = new Date();
  const fields = {
    role,
    accepted: false,
    token_hash: hashToken(token),
    expires_at: new Date(now.getTime() + INVITE_TTL_MS),
    updated_at: now,
  };
  const [invite] = await deps.db
    .insert(invites)
    .values({ id: generateId("invite"), user_email: email, ...fields, created_at: now })
    .onConflictDoUpdate({ target: invites.user_email, set: fields })
    .returning();
  await mailInvite(deps, invite, token);
  return invite;
}

const inviteNotFound = (id: string) => notFound(`Invite with id ${id} was not found`);

const listRoute = bind(AdminGetInvites, async (c) => {
  const rows = await c.get("deps").db.select().from(invites).orderBy(asc(invites.created_at));
  return reply(c, AdminGetInvites, 200, { invites: rows.map(inviteResponse) });
});

const createRoute = bind(AdminPostInvites, async (c, input) => {
  const { user: email, role } = await input.body();
  const deps = c.get("deps");
  await assertEmailFree(deps.db, email);
  await issueInvite(deps, email, role);
  return c.text("OK", 200);
});

const resendRoute = bind(AdminPostInvitesInviteResend, async (c, { params }) => {
  const deps = c.get("deps");
  const [invite] = await deps.db.select().from(invites).where(eq(invites.id, params.id));
  if (!invite) throw inviteNotFound(params.id);
  if (invite.accepted) throw invalidData("This invite has already been accepted");
  await issueInvite(deps, invite.user_email, invite.role);
  return c.text("OK", 200);
});

const deleteRoute = bind(AdminDeleteInvitesInvite, async (c, { params }) => {
  const { id } = params;
  const deleted = await c.get("deps").db.delete(invites).where(eq(invites.id, id)).returning();
  if (deleted.length === 0) throw inviteNotFound(id);
  return reply(c, AdminDeleteInvitesInvite, 200, { id, object: "invite", deleted: true });
});

export const adminInviteRoutes = mount(new Hono<AppEnv>(), "/admin", [
  listRoute,
  createRoute,
  resendRoute,
  deleteRoute,
]);

/** POST /admin/invites/accept (public): the invitee chooses a password and becomes staff. */
export const acceptInviteRoute = bind(AdminPostInvitesInviteAccept, async (c, input) => {
  const { token, user } = await input.body();
  const { db } = c.get("deps");
  await db.transaction(async (tx) => {
    const [invite] = await tx
      .select()
      .from(invites)
      .where(
        and(
          eq(invites.token_hash, hashToken(token)),
          eq(invites.accepted, false),
          gt(invites.expires_at, new Date()),
        ),
      )
      .for("update");
    if (!invite) throw invalidData(INVALID_INVITE_TOKEN);
    await assertEmailFree(tx, invite.user_email);
    await createStaffUser(tx, { email: invite.user_email, role: invite.role, ...user });
    await tx
      .update(invites)
      .set({ accepted: true, updated_at: new Date() })
      .where(eq(invites.id, invite.id));
  });
  return c.text("OK", 200);
});
