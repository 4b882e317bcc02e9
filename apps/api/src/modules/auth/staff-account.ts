// The staff account that exists from the first start (issue 4): ADMIN_EMAIL and ADMIN_PASSWORD
// define it when set; otherwise one is made with a generated password, which is shown only when
// it is made. When ADMIN_PASSWORD is set, it is the account's password on every start.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { ApiConfig } from "../../config";
import type { Database } from "../../db/client";
import { users } from "../staff/tables";
import { hashPassword, verifyPassword } from "./password";
import { DEFAULT_ADMIN_EMAIL } from "./constants";
import { createStaffUser, findStaffByEmail } from "./staff-users";

export type StaffAccountOutcome =
  | { state: "created"; email: string; generatedPassword?: string }
  | { state: "kept"; email: string };

export async function ensureStaffAccount(
  db: Database,
  config: Pick<ApiConfig, "adminEmail" | "adminPassword">,
): Promise<StaffAccountOutcome> {
  const email = (config.adminEmail ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  const existing = await findStaffByEmail(db, email);
  if (existing) {
    const stale =
      config.adminPassword !== undefined &&
      !(
        existing.password_hash &&
        (await verifyPassword(config.adminPassword, existing.password_hash))
      );
    if (stale) {
      await db
        .update(users)
        .set({ password_hash: await hashPassword(config.adminPassword!), updated_at: new Date() })
        .where(eq(users.id, existing.id));
    }
    return { state: "kept", email };
  }
  const generatedPassword =
    config.adminPassword === undefined ? randomBytes(12).toString("base64url") : undefined;
  await createStaffUser(db, {
    email,
    password: config.adminPassword ?? generatedPassword!,
    first_name: "Shop",
    last_name: "Admin",
    role: "admin",
  });
  return { state: "created", email, generatedPassword };
}
