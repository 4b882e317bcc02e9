// Reading one form post: a JSON object or a urlencoded body (a plain HTML form, no JavaScript)
// becomes the submitted fields, checked against the limits in constants.ts. Pure functions.
import { FORM_ID_PATTERN } from "@atelier/contracts";
import { invalidData } from "../../http/errors";
import {
  DEFAULT_THANK_YOU_PATH,
  HONEYPOT_FIELD,
  MAX_FIELD_NAME_LENGTH,
  MAX_FIELD_VALUE_LENGTH,
  MAX_FORM_FIELDS,
  MAX_REDIRECT_PATH_LENGTH,
  PAGE_FIELD,
  REDIRECT_FIELDS,
} from "./constants";

export type BodyKind = "json" | "urlencoded";

export interface FormPost {
  /** What the visitor filled in, without the honeypot, redirect and page fields. */
  data: Record<string, string>;
  /** The honeypot was filled: answer as usual, store nothing. */
  spam: boolean;
  /** The same-site path the browser goes to afterwards. */
  redirectPath: string;
  /** The page the form was on, when the form says so. */
  page: string | null;
}

// Deliberately loose (a visitor's typo is theirs to fix), but one @, no spaces and a dotted domain.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export function checkFormId(formId: string): string {
  if (!FORM_ID_PATTERN.test(formId)) {
    throw invalidData("The form id must be 1 to 64 lower-case letters, digits or dashes.");
  }
  return formId;
}

/** The body kind from a Content-Type header, or undefined for one the endpoint does not read. */
export function bodyKind(contentType: string | undefined): BodyKind | undefined {
  const type = (contentType ?? "").split(";")[0].trim().toLowerCase();
  if (type === "application/json" || type.endsWith("+json")) return "json";
  if (type === "application/x-www-form-urlencoded") return "urlencoded";
  return undefined;
}

function parseJsonFields(text: string): [string, string][] {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw invalidData("The request body is not valid JSON.");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw invalidData("The form must be a JSON object of field names and text values.");
  }
  return Object.entries(body).map(([name, value]) => {
    // A checkbox group arrives as a list of texts, joined as a urlencoded repeat is.
    if (Array.isArray(value) && value.every((item) => typeof item === "string")) {
      return [name, value.join(", ")];
    }
    if (typeof value !== "string") {
      throw invalidData(`The field ${name} must be text (or a list of texts).`);
    }
    return [name, value];
  });
}

/** A urlencoded field sent more than once (a multiple select, checkboxes) joins with ", ". */
function parseUrlencodedFields(text: string): [string, string][] {
  const fields = new Map<string, string[]>();
  for (const [name, value] of new URLSearchParams(text)) {
    fields.set(name, [...(fields.get(name) ?? []), value]);
  }
  return [...fields].map(([name, values]) => [name, values.join(", ")]);
}

/**
 * The path to send a browser to after the post: the form's `_redirect` (or `thankYou`) when it is
 * a path on this site, else the default thank-you page. Never another host (no open redirect).
 */
export function safeRedirectPath(value: string | undefined): string {
  if (
    value === undefined ||
    value.length > MAX_REDIRECT_PATH_LENGTH ||
    !value.startsWith("/") ||
    value.startsWith("//") ||
    value.includes("\\") ||
    CONTROL_CHARACTERS.test(value)
  ) {
    return DEFAULT_THANK_YOU_PATH;
  }
  // What a browser would make of it relative to some host must stay on that host.
  const resolved = new URL(value, "http://site.invalid");
  if (resolved.host !== "site.invalid") return DEFAULT_THANK_YOU_PATH;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

function checkField(name: string, value: string): void {
  if (name.length === 0 || name.length > MAX_FIELD_NAME_LENGTH || CONTROL_CHARACTERS.test(name)) {
    throw invalidData(
      `Field names must be 1 to ${MAX_FIELD_NAME_LENGTH} characters without control characters.`,
    );
  }
  if (value.length > MAX_FIELD_VALUE_LENGTH) {
    throw invalidData(`The field ${name} must be at most ${MAX_FIELD_VALUE_LENGTH} characters.`);
  }
  if (value.includes("\u0000"))
    throw invalidData(`The field ${name} must not hold a NUL character.`);
}

/** Reads and checks one post; throws a 400 `invalid_data` with a readable message. */
export function readFormPost(kind: BodyKind, text: string): FormPost {
  const fields = kind === "json" ? parseJsonFields(text) : parseUrlencodedFields(text);
  if (fields.length > MAX_FORM_FIELDS) {
    throw invalidData(`A form may send at most ${MAX_FORM_FIELDS} fields.`);
  }
  for (const [name, value] of fields) checkField(name, value);
  const byName = new Map(fields);

  const email = byName.get("email");
  if (email !== undefined && email.trim() !== "" && !EMAIL_PATTERN.test(email.trim())) {
    throw invalidData("The field email must be an email address.");
  }

  const redirect = REDIRECT_FIELDS.map((name) => byName.get(name)).find((v) => v !== undefined);
  const page = byName.get(PAGE_FIELD);
  const steering = new Set<string>([HONEYPOT_FIELD, PAGE_FIELD, ...REDIRECT_FIELDS]);
  const data = Object.fromEntries(fields.filter(([name]) => !steering.has(name)));
  if (Object.keys(data).length === 0) throw invalidData("The form sent no fields.");

  return {
    data,
    spam: (byName.get(HONEYPOT_FIELD) ?? "").trim() !== "",
    redirectPath: safeRedirectPath(redirect),
    page: page ? page.slice(0, MAX_REDIRECT_PATH_LENGTH) : null,
  };
}
