// What staff type for a sales channel, checked before it is sent: a name is required, a
// description may be left empty (sent as none); both within the API's length limit.
import type { DraftCheck } from "../components/draft-form";

/** The API's limit on free text (MAX_TEXT_LENGTH). */
const MAX_TEXT_LENGTH = 500;

export type ChannelDraft = { name: string; description: string };
export type ChannelFields = { name: string; description: string | null };

export function checkChannelDraft(
  draft: ChannelDraft,
): DraftCheck<keyof ChannelDraft, ChannelFields> {
  const name = draft.name.trim();
  const description = draft.description.trim();
  const errors: Partial<Record<keyof ChannelDraft, string>> = {};
  if (name === "") errors.name = "Enter a name for the channel.";
  else if (name.length > MAX_TEXT_LENGTH) {
    errors.name = `Keep the name to ${MAX_TEXT_LENGTH} characters or fewer.`;
  }
  if (description.length > MAX_TEXT_LENGTH) {
    errors.description = `Keep the description to ${MAX_TEXT_LENGTH} characters or fewer.`;
  }
  if (errors.name || errors.description) return { ok: false, errors };
  return { ok: true, fields: { name, description: description === "" ? null : description } };
}
