// Storing and listing form submissions. The per-address limit counts the address's stored
// submissions in the window, under an advisory lock, so every API process counts the same.
import { and, count, desc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { formSubmissions } from "./tables";
import { generateId } from "../../http/ids";
import { MAX_SUBMISSIONS_PER_ADDRESS, SUBMISSION_WINDOW_MS } from "./constants";

/** Advisory-lock namespace (the first key) for submissions from one address. */
const ADDRESS_LOCKS = 7_401;
const MAX_USER_AGENT_LENGTH = 512;

export type FormSubmission = typeof formSubmissions.$inferSelect;

export interface NewSubmission {
  formId: string;
  data: Record<string, string>;
  page: string | null;
  ip: string;
  userAgent: string | null;
}

export type StoreResult =
  { stored: true; id: string } | { stored: false; retryAfterSeconds: number };

/** Stores the submission unless its address has used up its submissions in the window. */
export async function storeSubmission(
  db: Database,
  submission: NewSubmission,
  now = new Date(),
): Promise<StoreResult> {
  const since = new Date(now.getTime() - SUBMISSION_WINDOW_MS);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${ADDRESS_LOCKS}, hashtext(${submission.ip}))`,
    );
    const recent = await tx
      .select({ created_at: formSubmissions.created_at })
      .from(formSubmissions)
      .where(and(eq(formSubmissions.ip, submission.ip), gt(formSubmissions.created_at, since)))
      .orderBy(desc(formSubmissions.created_at))
      .limit(MAX_SUBMISSIONS_PER_ADDRESS);
    if (recent.length >= MAX_SUBMISSIONS_PER_ADDRESS) {
      // Free again when the oldest of the counted submissions leaves the window.
      const oldest = recent[recent.length - 1].created_at.getTime();
      const retryMs = oldest + SUBMISSION_WINDOW_MS - now.getTime();
      return { stored: false, retryAfterSeconds: Math.max(1, Math.ceil(retryMs / 1000)) };
    }
    const id = generateId("fsub");
    await tx.insert(formSubmissions).values({
      id,
      form_id: submission.formId,
      data: submission.data,
      page: submission.page,
      ip: submission.ip,
      user_agent: submission.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
      created_at: now,
    });
    return { stored: true, id };
  });
}

/** Newest first, optionally of one form. */
export async function listSubmissions(
  db: Database,
  query: { form_id?: string; offset: number; limit: number },
): Promise<{ form_submissions: FormSubmission[]; count: number }> {
  const where = query.form_id ? eq(formSubmissions.form_id, query.form_id) : undefined;
  const rows = await db
    .select()
    .from(formSubmissions)
    .where(where)
    .orderBy(desc(formSubmissions.created_at), desc(formSubmissions.id))
    .offset(query.offset)
    .limit(query.limit);
  const [total] = await db.select({ count: count() }).from(formSubmissions).where(where);
  return { form_submissions: rows, count: total.count };
}
