// Medusa-style ids: `<prefix>_<ULID>`, sortable by creation time.
import { ulid } from "ulid";

export function generateId(prefix: string): string {
  return `${prefix}_${ulid()}`;
}
