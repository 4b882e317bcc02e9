// The transport under every commerce call: headers, credentials, retries and typed errors
// (spec §6, §7, §9; contract §11). Browser- and Node-safe: it needs only global fetch and crypto.
import { CommerceConnectionError, errorFromResponse } from "./errors";
import { withQuery } from "./query-string";
import { nextRetryDelayMs, type RetryPolicy } from "./retry";
import { uuidV4 } from "./uuid";

/** The local API, as in the Medusa JS client (contract §11). */
const DEFAULT_BASE_URL = "http://localhost:9000";
/** Retrying is off unless asked for (spec §9: "base default 0"); the web app's provider asks for 3. */
const DEFAULT_MAX_RETRIES = 0;
/** First backoff step, doubled on each later retry (spec §9: "initial delay 100 ms"). */
const DEFAULT_RETRY_DELAY_MS = 100;

/** Who a bearer token speaks for: a shopper (`/store`) or staff (`/admin`) (spec §6). */
export type Audience = "store" | "admin";

export type HttpMethod = "GET" | "POST" | "DELETE";

export interface CommerceClientConfig {
  baseUrl?: string;
  /** Sent as `x-publishable-api-key`; scopes Store calls to the key's sales channels. */
  publishableApiKey?: string;
  maxRetries?: number;
  retryDelayMs?: number;
  fetch?: typeof fetch;
  /** Sent on every call, over the client's own headers. */
  headers?: Record<string, string>;
  /** Admin API token, sent as `x-medusa-access-token` on non-public `/admin` calls. */
  apiKey?: string;
}

/** Per-call options every method takes last. */
export interface RequestOptions {
  /** Sent on this call only, over every other header. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** More fetch options for this call, e.g. `cache` or Next.js `next: { tags, revalidate }`. */
  fetchOptions?: Omit<RequestInit, "method" | "body" | "headers" | "signal">;
}

export interface TransportRequest extends RequestOptions {
  query?: object;
  /** JSON body, or FormData sent as multipart (uploads); sent on POST and DELETE only. */
  body?: object;
}

/** A successful answer: its parsed body and its headers. */
export interface TransportResponse<T> {
  body: T;
  headers: Headers;
}

export interface Transport {
  /** Resolves with the parsed JSON body (undefined for an empty body); throws a CommerceError. */
  request<T>(method: HttpMethod, path: string, request?: TransportRequest): Promise<T>;
  /** `request`, keeping the answer's headers too (a session's expiry travels in one). */
  exchange<T>(
    method: HttpMethod,
    path: string,
    request?: TransportRequest,
  ): Promise<TransportResponse<T>>;
  /** Registers (or, with null, forgets) the bearer token sent on that audience's calls. */
  setToken(audience: Audience, token: string | null): void;
}

/** Admin calls that need no identity (spec §6; contract §3.3). */
const PUBLIC_ADMIN_PATHS: ReadonlySet<string> = new Set([
  "/admin/auth",
  "/admin/users/password-token",
  "/admin/users/reset-password",
  "/admin/invites/accept",
]);

function audienceOf(path: string): Audience {
  return path.startsWith("/admin") ? "admin" : "store";
}

function isPublicAdminCall(method: HttpMethod, path: string): boolean {
  return method === "POST" && PUBLIC_ADMIN_PATHS.has(path);
}

export function createTransport(config: CommerceClientConfig = {}): Transport {
  const baseUrl = (config.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, "");
  const policy: RetryPolicy = {
    maxRetries: config.maxRetries ?? DEFAULT_MAX_RETRIES,
    retryDelayMs: config.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS,
  };
  // Looked up at call time so the global fetch is never called with a foreign `this`.
  const fetchImpl: typeof fetch = config.fetch ?? ((input, init) => fetch(input, init));
  const tokens = new Map<Audience, string>();

  // A Headers object, so a caller's `content-type` replaces ours instead of joining it.
  function headersFor(method: HttpMethod, path: string, callHeaders?: Record<string, string>) {
    const headers = new Headers({ Accept: "application/json", "Content-Type": "application/json" });
    if (config.publishableApiKey) headers.set("x-publishable-api-key", config.publishableApiKey);
    const token = tokens.get(audienceOf(path));
    if (token) headers.set("Authorization", `Bearer ${token}`);
    if (config.apiKey && audienceOf(path) === "admin" && !isPublicAdminCall(method, path)) {
      headers.set("x-medusa-access-token", config.apiKey);
    }
    for (const [name, value] of Object.entries({ ...config.headers, ...callHeaders })) {
      headers.set(name, value);
    }
    return headers;
  }

  async function exchange<T>(
    method: HttpMethod,
    path: string,
    { query, body, headers: callHeaders, signal, fetchOptions }: TransportRequest = {},
  ): Promise<TransportResponse<T>> {
    const url = `${baseUrl}${withQuery(path, query)}`;
    const headers = headersFor(method, path, callHeaders);
    const formBody = typeof FormData !== "undefined" && body instanceof FormData ? body : null;
    // fetch writes a multipart body's Content-Type itself, with the part boundary.
    if (formBody) headers.delete("Content-Type");
    // One key per call, reused by its retries, so the server can tell a retry from a new call.
    // Made only when retrying is on, as in the Medusa JS client (contract §11); a caller's own
    // key wins.
    let idempotencyKey =
      headers.get("Idempotency-Key") ??
      (method === "POST" && policy.maxRetries > 0 ? uuidV4() : undefined);
    const init: RequestInit = {
      credentials: "include",
      ...fetchOptions,
      method,
      signal,
      body: method === "GET" || body === undefined ? undefined : (formBody ?? JSON.stringify(body)),
    };

    for (let retriesDone = 0; ; retriesDone += 1) {
      if (idempotencyKey) headers.set("Idempotency-Key", idempotencyKey);
      let response: Response;
      let responseBody: unknown;
      try {
        response = await fetchImpl(url, { ...init, headers });
        responseBody = await readBody(response);
      } catch (cause) {
        if (signal?.aborted) throw cause;
        const delay = nextRetryDelayMs(policy, { retriesDone });
        if (delay === undefined) {
          throw new CommerceConnectionError({
            message: `Could not reach the commerce API (${method} ${url})`,
            cause,
          });
        }
        await sleep(delay, signal);
        continue;
      }
      if (response.ok) return { body: responseBody as T, headers: response.headers };

      // The server keeps the idempotent work under its own key; a retry must send that one back
      // (contract §6.6).
      const serverKey = response.headers.get("Idempotency-Key");
      if (idempotencyKey && serverKey) idempotencyKey = serverKey;
      const delay = nextRetryDelayMs(policy, {
        retriesDone,
        status: response.status,
        retryAfter: response.headers.get("Retry-After"),
      });
      if (delay === undefined) {
        throw errorFromResponse(response.status, responseBody, { method, path });
      }
      await sleep(delay, signal);
    }
  }

  async function request<T>(method: HttpMethod, path: string, call?: TransportRequest): Promise<T> {
    return (await exchange<T>(method, path, call)).body;
  }

  return {
    request,
    exchange,
    setToken(audience, token) {
      if (token) tokens.set(audience, token);
      else tokens.delete(audience);
    },
  };
}

/** JSON when the server says so, text otherwise (plain `OK`, `Unauthorized`), undefined when empty. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return undefined;
  if (!(response.headers.get("Content-Type") ?? "").includes("json")) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
