// Staff accounts and invites (Medusa v1 §3.3, §12.1).
import { z } from "zod";
import { Metadata, softDeletable, Timestamp, timestamps } from "../common/fields";

export const StaffRole = z.enum(["admin", "member", "developer"]);
export type StaffRole = z.infer<typeof StaffRole>;

export const AdminUser = z
  .object({
    ...softDeletable,
    id: z.string(),
    email: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    role: StaffRole,
    api_token: z.string().nullable(),
    metadata: Metadata,
  })
  .meta({ id: "AdminUser" });
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminInvite = z
  .object({
    ...timestamps,
    id: z.string(),
    user_email: z.string(),
    role: StaffRole,
    accepted: z.boolean(),
    expires_at: Timestamp,
  })
  .meta({ id: "AdminInvite" });
export type AdminInvite = z.infer<typeof AdminInvite>;
