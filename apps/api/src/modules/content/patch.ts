// Patch operations on one document with JSONMatch paths (contract §2.3): `a.b`, `arr[0]`,
// `arr[-1]`, `arr[_key=="k"]`, `arr[1:3]` (end exclusive) and combinations such as
// `arr[_key=="k"].title`. Operations run in Sanity's documented order: set, setIfMissing, unset,
// inc, dec, insert.
import { randomBytes } from "node:crypto";

type Segment =
  | { kind: "field"; name: string }
  | { kind: "index"; index: number }
  | { kind: "key"; key: string }
  | { kind: "range"; from: number | null; to: number | null };

type Container = Record<string, unknown> | unknown[];

interface Location {
  container: Container;
  key: string | number;
}

/** A path or patch the server cannot apply; the caller turns it into a 400 mutationError. */
export class PatchError extends Error {}

const FIELD = /^[A-Za-z_$][\w$-]*/;

export function parsePath(path: string): Segment[] {
  const segments: Segment[] = [];
  let rest = path.trim();
  if (!rest) throw new PatchError("An empty path cannot be patched.");
  let expectField = true;
  while (rest) {
    if (rest.startsWith("[")) {
      const close = rest.indexOf("]");
      if (close < 0) throw new PatchError(`The path "${path}" has an unclosed "[".`);
      segments.push(parseSelector(rest.slice(1, close).trim(), path));
      rest = rest.slice(close + 1);
      expectField = false;
      continue;
    }
    if (rest.startsWith(".")) {
      rest = rest.slice(1);
      expectField = true;
      continue;
    }
    const match = expectField ? FIELD.exec(rest) : null;
    if (!match) throw new PatchError(`The path "${path}" is not a valid JSONMatch path.`);
    segments.push({ kind: "field", name: match[0] });
    rest = rest.slice(match[0].length);
    expectField = false;
  }
  return segments;
}

function parseSelector(inner: string, path: string): Segment {
  if (/^-?\d+$/.test(inner)) return { kind: "index", index: Number(inner) };
  const range = /^(-?\d+)?\s*:\s*(-?\d+)?$/.exec(inner);
  if (range) {
    return {
      kind: "range",
      from: range[1] === undefined ? null : Number(range[1]),
      to: range[2] === undefined ? null : Number(range[2]),
    };
  }
  const key = /^_key\s*==\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')$/.exec(inner);
  if (key) return { kind: "key", key: (key[1] ?? key[2]).replace(/\\(.)/g, "$1") };
  throw new PatchError(`The path "${path}" has an unsupported selector [${inner}].`);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Indexes of an array that a selector names, in ascending order. */
function selectIndexes(array: unknown[], segment: Segment): number[] {
  switch (segment.kind) {
    case "index": {
      const index = segment.index < 0 ? array.length + segment.index : segment.index;
      return index >= 0 && index < array.length ? [index] : [];
    }
    case "key":
      return array.flatMap((item, index) =>
        isObject(item) && item._key === segment.key ? [index] : [],
      );
    case "range": {
      const norm = (n: number) => Math.min(Math.max(n < 0 ? array.length + n : n, 0), array.length);
      const from = segment.from === null ? 0 : norm(segment.from);
      const to = segment.to === null ? array.length : norm(segment.to);
      const indexes: number[] = [];
      for (let i = from; i < to; i += 1) indexes.push(i);
      return indexes;
    }
    default:
      return [];
  }
}

/** The values a path prefix reaches; missing objects along field segments are made when `create`. */
function descend(root: Container, segments: Segment[], create: boolean): unknown[] {
  let current: unknown[] = [root];
  for (const segment of segments) {
    const next: unknown[] = [];
    for (const value of current) {
      if (segment.kind === "field") {
        if (!isObject(value)) continue;
        if (value[segment.name] === undefined && create) value[segment.name] = {};
        if (value[segment.name] !== undefined) next.push(value[segment.name]);
      } else if (Array.isArray(value)) {
        for (const index of selectIndexes(value, segment)) next.push(value[index]);
      }
    }
    current = next;
  }
  return current;
}

/** Where a path points: the container and key of each target (existing or, for fields, not). */
function locate(root: Container, path: string, create: boolean): Location[] {
  const segments = parsePath(path);
  const last = segments[segments.length - 1];
  const parents = descend(root, segments.slice(0, -1), create);
  const locations: Location[] = [];
  for (const parent of parents) {
    if (last.kind === "field") {
      if (isObject(parent)) locations.push({ container: parent, key: last.name });
    } else if (Array.isArray(parent)) {
      for (const index of selectIndexes(parent, last))
        locations.push({ container: parent, key: index });
    }
  }
  return locations;
}

function read(location: Location): unknown {
  return (location.container as Record<string | number, unknown>)[location.key];
}

function write(location: Location, value: unknown): void {
  (location.container as Record<string | number, unknown>)[location.key] = structuredClone(value);
}

function removeAll(locations: Location[]): void {
  // Array elements go from the highest index down so earlier removals do not shift later ones.
  const sorted = [...locations].sort((a, b) =>
    typeof a.key === "number" && typeof b.key === "number" ? b.key - a.key : 0,
  );
  for (const location of sorted) {
    if (Array.isArray(location.container)) location.container.splice(location.key as number, 1);
    else delete location.container[location.key as string];
  }
}

function entries(value: unknown, operation: string): [string, unknown][] {
  if (!isObject(value))
    throw new PatchError(`"${operation}" must be an object of paths and values.`);
  return Object.entries(value);
}

function insert(root: Container, spec: unknown): void {
  if (!isObject(spec)) throw new PatchError(`"insert" must be an object.`);
  const positions = (["before", "after", "replace"] as const).filter((p) => spec[p] !== undefined);
  if (positions.length !== 1) {
    throw new PatchError(`"insert" needs exactly one of "before", "after" or "replace".`);
  }
  const position = positions[0];
  const path = spec[position];
  if (typeof path !== "string") throw new PatchError(`"insert.${position}" must be a path.`);
  if (!Array.isArray(spec.items)) throw new PatchError(`"insert.items" must be an array.`);
  const items = spec.items as unknown[];
  const segments = parsePath(path);
  const selector = segments[segments.length - 1];
  if (selector.kind === "field") {
    throw new PatchError(
      `"insert.${position}" must end with an array selector, e.g. "${path}[-1]".`,
    );
  }
  const prefix = segments.slice(0, -1);
  const lastField = prefix[prefix.length - 1];
  // The array itself: made empty when its field is missing (append on a new field).
  const owners = lastField?.kind === "field" ? descend(root, prefix.slice(0, -1), true) : [];
  if (lastField?.kind === "field") {
    for (const owner of owners) {
      if (isObject(owner) && owner[lastField.name] === undefined) owner[lastField.name] = [];
    }
  }
  const arrays = descend(root, prefix, false).filter(Array.isArray) as unknown[][];
  if (arrays.length === 0) throw new PatchError(`"${path}" does not point into an array.`);
  for (const array of arrays) {
    const indexes = selectIndexes(array, selector);
    const copies = items.map((item) => structuredClone(item));
    const fallback =
      selector.kind === "index"
        ? Math.min(
            Math.max(selector.index < 0 ? array.length + selector.index + 1 : selector.index, 0),
            array.length,
          )
        : array.length;
    if (position === "before") {
      array.splice(indexes.length ? indexes[0] : Math.min(fallback, array.length), 0, ...copies);
    } else if (position === "after") {
      array.splice(indexes.length ? indexes[indexes.length - 1] + 1 : fallback, 0, ...copies);
    } else {
      const at = indexes.length ? indexes[0] : fallback;
      for (const index of [...indexes].reverse()) array.splice(index, 1);
      array.splice(at, 0, ...copies);
    }
  }
}

/** Applies one `patch` mutation's operations to a document (mutating it). */
export function applyPatch(
  document: Record<string, unknown>,
  patch: Record<string, unknown>,
): void {
  if (patch.set !== undefined) {
    for (const [path, value] of entries(patch.set, "set")) {
      for (const location of locate(document, path, true)) write(location, value);
    }
  }
  if (patch.setIfMissing !== undefined) {
    for (const [path, value] of entries(patch.setIfMissing, "setIfMissing")) {
      for (const location of locate(document, path, true)) {
        if (read(location) === undefined) write(location, value);
      }
    }
  }
  if (patch.unset !== undefined) {
    if (!Array.isArray(patch.unset) || patch.unset.some((p) => typeof p !== "string")) {
      throw new PatchError(`"unset" must be an array of paths.`);
    }
    for (const path of patch.unset as string[]) removeAll(locate(document, path, false));
  }
  for (const operation of ["inc", "dec"] as const) {
    if (patch[operation] === undefined) continue;
    for (const [path, amount] of entries(patch[operation], operation)) {
      if (typeof amount !== "number")
        throw new PatchError(`"${operation}.${path}" must be a number.`);
      for (const location of locate(document, path, false)) {
        const current = read(location);
        if (typeof current === "number") {
          write(location, operation === "inc" ? current + amount : current - amount);
        }
      }
    }
  }
  if (patch.insert !== undefined) insert(document, patch.insert);
  if (patch.diffMatchPatch !== undefined) {
    throw new PatchError(`"diffMatchPatch" is not supported by this server.`);
  }
}

/** Gives every object inside an array a random `_key` when it has none (autoGenerateArrayKeys). */
export function addMissingArrayKeys(value: unknown, insideArray = false): void {
  if (Array.isArray(value)) {
    for (const item of value) addMissingArrayKeys(item, true);
  } else if (isObject(value)) {
    if (insideArray && typeof value._key !== "string") value._key = randomBytes(6).toString("hex");
    for (const child of Object.values(value)) addMissingArrayKeys(child, false);
  }
}
