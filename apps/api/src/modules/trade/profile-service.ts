// The profiles table: one row per email (lowercased and trimmed, spec §3), read and changed only
// by the customer signed in with that email.
import { normalizeEmail } from "@atelier/contracts";
import { and, eq, notInArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { profiles } from "./tables";
import { notAllowed } from "../../http/errors";
import { generateId } from "../../http/ids";
import { TRADE_ALREADY_APPROVED_MESSAGE, TRADE_APPLICATION_PENDING_MESSAGE } from "./constants";

export type Profile = typeof profiles.$inferSelect;

export interface ProfileContact {
  name?: string | null;
  phone?: string | null;
  company?: string | null;
  website?: string | null;
}

export interface TradeApplication {
  company: string;
  trade_type: string;
  website?: string | null;
  tax_id?: string | null;
}

/** The profile of `email`, created empty the first time it is asked for. */
export async function findOrCreateProfile(db: Database, email: string): Promise<Profile> {
  const key = normalizeEmail(email);
  await db
    .insert(profiles)
    .values({ id: generateId("prof"), email: key })
    .onConflictDoNothing();
  const [row] = await db.select().from(profiles).where(eq(profiles.email, key));
  return row;
}

/** At sign-up: the profile gets the name and phone given, keeping what an earlier row had otherwise. */
export async function recordProfileAtSignUp(
  db: Database,
  email: string,
  contact: { name?: string; phone?: string },
): Promise<void> {
  await db
    .insert(profiles)
    .values({
      id: generateId("prof"),
      email: normalizeEmail(email),
      name: contact.name,
      phone: contact.phone,
    })
    .onConflictDoUpdate({
      target: profiles.email,
      set: {
        name: sql`coalesce(excluded.name, ${profiles.name})`,
        phone: sql`coalesce(excluded.phone, ${profiles.phone})`,
        updated_at: new Date(),
      },
    });
}

export async function updateProfileContact(
  db: Database,
  email: string,
  contact: ProfileContact,
): Promise<Profile> {
  const profile = await findOrCreateProfile(db, email);
  const [row] = await db
    .update(profiles)
    .set({ ...contact, updated_at: new Date() })
    .where(eq(profiles.id, profile.id))
    .returning();
  return row;
}

/**
 * Files a trade application for staff to review. A pending or approved one cannot be filed again;
 * after a rejection the customer may apply anew.
 */
export async function applyForTrade(
  db: Database,
  email: string,
  application: TradeApplication,
): Promise<Profile> {
  const profile = await findOrCreateProfile(db, email);
  const now = new Date();
  // The status check sits in the update itself, so two applications sent at once file only one.
  const [row] = await db
    .update(profiles)
    .set({
      ...application,
      trade_status: "pending",
      trade_applied_at: now,
      trade_reviewed_at: null,
      updated_at: now,
    })
    .where(
      and(eq(profiles.id, profile.id), notInArray(profiles.trade_status, ["pending", "approved"])),
    )
    .returning();
  if (row) return row;
  const [current] = await db
    .select({ trade_status: profiles.trade_status })
    .from(profiles)
    .where(eq(profiles.id, profile.id));
  throw notAllowed(
    current?.trade_status === "approved"
      ? TRADE_ALREADY_APPROVED_MESSAGE
      : TRADE_APPLICATION_PENDING_MESSAGE,
  );
}

/**
 * A customer who changes their email takes their profile along, unless the new email already has
 * one: profiles are keyed by email (spec §3), so that one is then theirs.
 */
export async function moveProfile(db: Database, fromEmail: string, toEmail: string): Promise<void> {
  const target = normalizeEmail(toEmail);
  const [existing] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.email, target));
  if (existing) return;
  await db
    .update(profiles)
    .set({ email: target, updated_at: new Date() })
    .where(eq(profiles.email, normalizeEmail(fromEmail)));
}
