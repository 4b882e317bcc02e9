// Rows ticked in an admin list, to act on together (a batch route).

/** The ids with `id` added, or taken out when it was there. */
export function toggled(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((each) => each !== id) : [...ids, id];
}
