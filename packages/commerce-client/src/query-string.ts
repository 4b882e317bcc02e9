// Query strings in the `qs` bracket style the Medusa v1 server parses (contract §1):
// `collection_id[]=a&collection_id[]=b`, `created_at[gt]=2024-01-01`.

/**
 * Serialises a query object. Undefined and null values are left out (there is no way to say
 * "null" that every server reads alike); dates are sent as ISO strings. Brackets stay literal
 * so URLs read as the contract writes them; names and values are percent-encoded.
 */
export function toQueryString(query: object): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    appendPairs(pairs, encodeURIComponent(key), value);
  }
  return pairs.join("&");
}

function appendPairs(pairs: string[], name: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (value instanceof Date) {
    pairs.push(`${name}=${encodeURIComponent(value.toISOString())}`);
  } else if (Array.isArray(value)) {
    // Objects inside arrays need an index, or the server could not tell where one ends.
    value.forEach((item: unknown, index) => {
      const isObject = typeof item === "object" && item !== null && !(item instanceof Date);
      appendPairs(pairs, isObject ? `${name}[${index}]` : `${name}[]`, item);
    });
  } else if (typeof value === "object") {
    for (const [key, nested] of Object.entries(value)) {
      appendPairs(pairs, `${name}[${encodeURIComponent(key)}]`, nested);
    }
  } else {
    pairs.push(`${name}=${encodeURIComponent(String(value))}`);
  }
}

/** `path` with the serialised query appended, or `path` alone when nothing is left to send. */
export function withQuery(path: string, query: object | undefined): string {
  const search = query === undefined ? "" : toQueryString(query);
  if (search === "") return path;
  return `${path}${path.includes("?") ? "&" : "?"}${search}`;
}
