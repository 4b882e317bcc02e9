// Errors of the content service, answered in Sanity's shapes (contract sanity-http-api.md §4.1)
// so that @sanity/client turns them into readable messages.

export type ContentErrorBody =
  { statusCode: number; error: string; message: string } | { error: Record<string, unknown> };

export class ContentError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413,
    readonly body: ContentErrorBody,
    message?: string,
  ) {
    super(message ?? describeBody(body));
    this.name = "ContentError";
  }
}

function describeBody(body: ContentErrorBody): string {
  if ("message" in body) return body.message;
  return String(body.error.description ?? "content error");
}

/** A failed mutation: one item per failing mutation (`index` in the request's list). */
export function mutationError(
  status: 400 | 404 | 409,
  description: string,
  item?: { index: number; type: string; id?: string },
): ContentError {
  const items = item
    ? [
        {
          index: item.index,
          error: {
            type: item.type,
            description,
            ...(item.id !== undefined ? { id: item.id } : {}),
          },
        },
      ]
    : [];
  return new ContentError(status, {
    error: {
      type: "mutationError",
      description: `The mutation(s) failed: ${description}`,
      items,
    },
  });
}

export function queryParseError(
  description: string,
  query: string,
  start: number,
  end: number,
): ContentError {
  return new ContentError(400, {
    error: { type: "queryParseError", description, query, start, end },
  });
}

export function queryError(description: string): ContentError {
  return new ContentError(400, { error: { type: "queryError", description } });
}

/** A plain 400 whose description the client shows as the message. */
export function badRequest(description: string, type = "httpBadRequest"): ContentError {
  return new ContentError(400, { error: { type, description } });
}

export function notFoundError(description: string): ContentError {
  return new ContentError(404, { error: { type: "httpNotFound", description } });
}

/** Boom-style auth errors: the client shows "Unauthorized - <message>". */
export function unauthorizedError(message: string): ContentError {
  return new ContentError(401, { statusCode: 401, error: "Unauthorized", message });
}

export function forbiddenError(message: string): ContentError {
  return new ContentError(403, { statusCode: 403, error: "Forbidden", message });
}

/** A body over the API's limit, refused before it is read. */
export function payloadTooLargeError(message: string): ContentError {
  return new ContentError(413, { statusCode: 413, error: "Payload Too Large", message });
}
