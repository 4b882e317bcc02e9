// A customer group's name as staff type it, checked before it is sent (the API refuses an empty
// one and one another group already has, ignoring case).
import type { DraftCheck } from "../components/draft-form";

export type GroupNameDraft = { name: string };

export function checkGroupName(draft: GroupNameDraft): DraftCheck<"name", { name: string }> {
  const name = draft.name.trim();
  if (name === "") return { ok: false, errors: { name: "Enter a name for the group." } };
  return { ok: true, fields: { name } };
}
