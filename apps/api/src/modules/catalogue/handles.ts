// Handles are the URL names of products, collections and categories (`/products/oak-chair`).
// They default to a slug of the title, and must stay safe to put in a URL path.
import { z } from "zod";

const HANDLE_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
const MAX_HANDLE_LENGTH = 200;

/** "Oak Chair — Natural" → "oak-chair-natural"; empty when the text has no letters or digits. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_HANDLE_LENGTH)
    .replace(/-+$/, "");
}

export const handleField = z
  .string()
  .trim()
  .max(MAX_HANDLE_LENGTH, { error: `must be at most ${MAX_HANDLE_LENGTH} characters long` })
  .regex(HANDLE_PATTERN, {
    error: "must be lowercase letters and digits, joined by single hyphens or underscores",
  });
