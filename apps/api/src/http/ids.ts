// Medusa-style ids: `<prefix>_<ULID>`, sortable by creation time.
import { monotonicFactory } from "ulid";

// One factory for the process: ulid() would set up its random source on every call, and the
// monotonic factory also keeps ids made within one millisecond in creation order.
const nextUlid = monotonicFactory();

export function generateId(prefix: string): string {
  return `${prefix}_${nextUlid()}`;
}
