// The commerce client's error kinds (spec §8): every failed call throws one of these.

export interface CommerceErrorInit {
  message: string;
  status?: number;
  type?: string;
  code?: string;
  /** The response body as received: parsed JSON, or text. */
  body?: unknown;
  cause?: unknown;
}

// Each kind names itself: minifiers rename classes, and `error.name` must survive a production build.
export class CommerceError extends Error {
  override readonly name: string = "CommerceError";
  readonly status?: number;
  /** The server's error `type` (for example `invalid_data`, `not_found`). */
  readonly type?: string;
  /** The server's error `code` (for example `insufficient_inventory`). */
  readonly code?: string;
  readonly body?: unknown;

  constructor({ message, status, type, code, body, cause }: CommerceErrorInit) {
    super(message, cause === undefined ? undefined : { cause });
    this.status = status;
    this.type = type;
    this.code = code;
    this.body = body;
  }
}

/** The request was refused as it stands (400, 404, 422 and other 4xx): sending it again will not help. */
export class CommerceInvalidRequestError extends CommerceError {
  override readonly name: string = "CommerceInvalidRequestError";
}

/** No valid session or token (401). */
export class CommerceAuthenticationError extends CommerceError {
  override readonly name: string = "CommerceAuthenticationError";
}

/** Signed in, but not allowed (403). */
export class CommercePermissionError extends CommerceError {
  override readonly name: string = "CommercePermissionError";
}

/** The server failed or conflicted (5xx, 409 after retries, or a status the client does not expect). */
export class CommerceApiError extends CommerceError {
  override readonly name: string = "CommerceApiError";
}

/** No response came back: the server is unreachable or the connection dropped. */
export class CommerceConnectionError extends CommerceError {
  override readonly name: string = "CommerceConnectionError";
}

export function isCommerceError(value: unknown): value is CommerceError {
  return value instanceof CommerceError;
}

interface ErrorFields {
  message?: string;
  type?: string;
  code?: string;
}

/**
 * The error fields of a response body: the Medusa shape `{type, message, code?}`, or the first
 * entry of `{errors: [...]}` that cart completion answers with on a 409 (contract §2, §6.6).
 */
function errorFields(body: unknown): ErrorFields {
  if (!isRecord(body)) return {};
  const first: unknown = Array.isArray(body.errors) ? body.errors[0] : undefined;
  const inner = isRecord(first) ? first : {};
  return {
    message: nonEmptyString(body.message) ?? nonEmptyString(inner.message) ?? nonEmptyString(first),
    type: nonEmptyString(body.type) ?? nonEmptyString(inner.type),
    code: nonEmptyString(body.code) ?? nonEmptyString(inner.code),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/** The typed error for an unsuccessful HTTP response. */
export function errorFromResponse(
  status: number,
  body: unknown,
  request: { method: string; path: string },
): CommerceError {
  const fields = errorFields(body);
  const init: CommerceErrorInit = {
    status,
    type: fields.type,
    code: fields.code,
    body,
    message:
      fields.message ??
      nonEmptyString(body) ??
      `${request.method} ${request.path} failed with status ${status}`,
  };
  if (status === 401) return new CommerceAuthenticationError(init);
  if (status === 403) return new CommercePermissionError(init);
  if (status >= 400 && status < 500 && status !== 409) return new CommerceInvalidRequestError(init);
  return new CommerceApiError(init);
}
