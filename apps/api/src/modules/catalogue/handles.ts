// Handles are the URL names of products, collections and categories (`/products/oak-chair`).
// They default to a slug of the title, and must stay safe to put in a URL path.
import { MAX_HANDLE_LENGTH } from "@atelier/contracts";

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
