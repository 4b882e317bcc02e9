// Staff password reset (contract medusa-v1 §3.3): the token is a JWT naming the user, signed with
// a key that includes the user's current password hash, so it stops working once it has been used
// (the hash changes) and after 15 minutes; no table is needed. Both routes are public.
import {
  AdminPostUsersUserPassword,
  AdminPostUsersUserPasswordToken,
  INVALID_STAFF_RESET_TOKEN,
} from "@atelier/contracts";
import { eq } from "drizzle-orm";
import type { ApiConfig } from "../../../config";
import { users } from "../tables";
import { bind, reply } from "../../../http/route";
import { signJwt, unverifiedJwtPayload, verifyJwt } from "../../auth/jwt";
import { hashPassword } from "../../auth/password";
import { findStaffByEmail, findStaffById, staffUserResponse } from "../../auth/staff-users";
import { sendMail } from "../../mail/send-mail";
import { STAFF_PASSWORD_RESET_TTL_SECONDS } from "../constants";
import { staffPasswordResetMail } from "../staff-mail";

const PURPOSE = "staff-password-reset";

function resetKey(config: ApiConfig, passwordHash: string | null): string {
  return `${config.jwtSecret}:${passwordHash ?? ""}`;
}

/** POST /admin/users/password-token: always 204, so it does not tell who is staff. */
export const requestPasswordResetRoute = bind(AdminPostUsersUserPasswordToken, async (c, input) => {
  const { email } = await input.body();
  const deps = c.get("deps");
  const user = await findStaffByEmail(deps.db, email);
  if (user) {
    const now = Math.floor(Date.now() / 1000);
    const token = signJwt(
      {
        user_id: user.id,
        email: user.email,
        purpose: PURPOSE,
        exp: now + STAFF_PASSWORD_RESET_TTL_SECONDS,
      },
      resetKey(deps.config, user.password_hash),
    );
    await sendMail(deps, staffPasswordResetMail(deps.config, user.email, token));
  }
  return c.body(null, 204);
});

/** POST /admin/users/reset-password: 200 `{user}`, or Medusa's plain 401 for a bad token. */
export const resetPasswordRoute = bind(AdminPostUsersUserPassword, async (c, input) => {
  const { token, password, email } = await input.body();
  const { db, config } = c.get("deps");
  const claimed = unverifiedJwtPayload(token);
  const user =
    typeof claimed?.user_id === "string" ? await findStaffById(db, claimed.user_id) : undefined;
  const payload = user && verifyJwt(token, resetKey(config, user.password_hash));
  const valid =
    user && payload?.purpose === PURPOSE && (email === undefined || email === user.email);
  if (!valid) return c.text(INVALID_STAFF_RESET_TOKEN, 401);
  const [updated] = await db
    .update(users)
    .set({ password_hash: await hashPassword(password), updated_at: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return reply(c, AdminPostUsersUserPassword, 200, { user: staffUserResponse(updated) });
});
