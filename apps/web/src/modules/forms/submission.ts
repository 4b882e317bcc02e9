// The form wrapper's pure parts: the address a form posts to, the fields it sends, and a readable
// message for a failed submission.

/** Spec §2: the thank-you address when a form names none. */
export const DEFAULT_THANK_YOU_PATH = "/thank-you";
/** The hidden field that tells the form service where to send a browser without JavaScript. */
export const REDIRECT_FIELD = "_redirect";
/** The hidden field that names the page the form was sent from (stored with the submission). */
export const PAGE_FIELD = "_page";

export const FORM_ERROR_FALLBACK = "Your message could not be sent. Please try again.";

/** `{endpoint}/{formId}`, the id encoded as one path segment. */
export function formAction(endpoint: string, formId: string): string {
  return `${endpoint.replace(/\/+$/, "")}/${encodeURIComponent(formId)}`;
}

/**
 * The submitted fields as JSON: one value per name, repeated names (checkbox groups) as a list;
 * files are not sent, and the form's own redirect field stays out of the data.
 */
export function formFields(
  entries: Iterable<[string, FormDataEntryValue]>,
): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of entries) {
    if (typeof value !== "string" || name === REDIRECT_FIELD) continue;
    const existing = fields[name];
    if (existing === undefined) fields[name] = value;
    else fields[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return fields;
}

/** The message of a failed submission's answer (`{message}` or Sanity-like `{error:{description}}`). */
export function submissionErrorMessage(status: number, body: unknown): string {
  if (body && typeof body === "object") {
    const record = body as Record<string, unknown>;
    if (typeof record.message === "string" && record.message.trim()) return record.message;
    const error = record.error;
    if (typeof error === "string" && error.trim()) return error;
    if (error && typeof error === "object") {
      const description = (error as Record<string, unknown>).description;
      if (typeof description === "string" && description.trim()) return description;
    }
  }
  if (status === 429)
    return "Too many messages were sent from here. Please wait a minute and try again.";
  return FORM_ERROR_FALLBACK;
}
