// Structural equality of loaded data (rows, lists of rows, maps of them), for caches that keep the
// object they already hold when a reload brings the same data: objects made from it (a cart line's
// answer and its JSON) are memoised by that object's identity.

/**
 * Whether `a` and `b` hold the same data: equal primitives, dates at the same time, arrays and maps
 * with the same entries in the same order, and plain objects with the same keys and values.
 * Anything else (functions, class instances) is the same only if it is the same object.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (a instanceof Date) return b instanceof Date && a.getTime() === b.getTime();
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((item, i) => sameData(item, b[i]));
  }
  if (a instanceof Map) {
    if (!(b instanceof Map) || a.size !== b.size) return false;
    const bEntries = [...b];
    return [...a].every(
      ([key, value], i) => Object.is(key, bEntries[i][0]) && sameData(value, bEntries[i][1]),
    );
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  return (
    aKeys.length === bKeys.length &&
    aKeys.every((key, i) => key === bKeys[i] && sameData(a[key], b[key]))
  );
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
