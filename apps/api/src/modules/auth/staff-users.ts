// Reading and creating staff users. The answer shape is Medusa's User without `password_hash`;
// like Medusa's it includes `api_token`, which only staff ever see (contract medusa-v1 §12.1).
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users, type StaffRole } from "../staff/tables";
import { generateId } from "../../http/ids";
import { hashPassword } from "./password";

export type UserRow = typeof users.$inferSelect;
export type StaffUser = Omit<UserRow, "password_hash">;

export function staffUserResponse(row: UserRow): StaffUser {
  const { password_hash: _hash, ...user } = row;
  return user;
}

const live = isNull(users.deleted_at);

export async function findStaffById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), live));
  return row;
}

export async function findStaffByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email.trim().toLowerCase()), live));
  return row;
}

export async function findStaffByApiToken(
  db: Database,
  apiToken: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.api_token, apiToken), live));
  return row;
}

export interface NewStaffUser {
  email: string;
  password: string;
  first_name?: string | null;
  last_name?: string | null;
  role?: StaffRole;
}

export async function createStaffUser(db: Database, input: NewStaffUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      id: generateId("usr"),
      email: input.email.trim().toLowerCase(),
      first_name: input.first_name ?? null,
      last_name: input.last_name ?? null,
      role: input.role ?? "member",
      password_hash: await hashPassword(input.password),
    })
    .returning();
  return row;
}
