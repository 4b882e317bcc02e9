// What staff type for a publishable API key (its title), checked before it is sent, and how a key
// is described: active until it is revoked, for good.
import type { DraftCheck } from "../components/draft-form";

/** The API's limit on free text (MAX_TEXT_LENGTH). */
const MAX_TEXT_LENGTH = 500;

export type KeyTitleDraft = { title: string };

export function checkKeyTitle(draft: KeyTitleDraft): DraftCheck<"title", { title: string }> {
  const title = draft.title.trim();
  if (title === "") return { ok: false, errors: { title: "Enter a title for the key." } };
  if (title.length > MAX_TEXT_LENGTH) {
    return {
      ok: false,
      errors: { title: `Keep the title to ${MAX_TEXT_LENGTH} characters or fewer.` },
    };
  }
  return { ok: true, fields: { title } };
}

/** "Active", or "Revoked" once the key has been revoked. */
export function keyStatus(key: { revoked_at: string | null }): "Active" | "Revoked" {
  return key.revoked_at === null ? "Active" : "Revoked";
}
