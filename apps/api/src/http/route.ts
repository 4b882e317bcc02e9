// Routes are declared once, in @atelier/contracts. `bind` joins a declaration to its handler and
// `mount` registers it on a router; what is mounted is what the OpenAPI document describes.
import type {
  Operation,
  ParsedBody,
  ParsedQuery,
  ReplyInput,
  ResponseSpec,
} from "@atelier/contracts";
import type { Context, Hono, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { answerChecks, wasSentDirectly } from "./answer-pieces";
import type { AppEnv } from "./context";
import { errorBody, MedusaError } from "./errors";
import type { IdempotentResponse } from "./idempotency";
import { formatIssues, parseBody, parseQuery } from "./validation";

/** `{id}` and `{line_id}` out of `/store/carts/{id}/line-items/{line_id}`. */
type PathParams<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParams<Rest>
  : never;

/** What a handler reads of its request, validated by the operation's schemas when it asks. */
export interface RouteInput<Op extends Operation> {
  params: Record<PathParams<Op["path"]>, string>;
  /** Parses the query string (qs grammar); a 400 `invalid_data` when it does not fit. */
  query(): ParsedQuery<Op>;
  /** Reads the JSON body (empty reads as `{}`); a 400 `invalid_data` when it does not fit. */
  body(): Promise<ParsedBody<Op>>;
}

export type RouteHandler<Op extends Operation> = (
  c: Context<AppEnv>,
  input: RouteInput<Op>,
) => Response | Promise<Response>;

export interface BoundRoute {
  op: Operation;
  middleware: MiddlewareHandler<AppEnv>[];
  handler: (c: Context<AppEnv>) => Promise<Response>;
  /** Hono patterns of path params, by name: `{ path: ".+" }` lets `{path}` span slashes. */
  patterns?: Record<string, string>;
}

/** What a route without a declared query or body reads: any object, its keys dropped. */
const UNDECLARED = z.object({});

/**
 * Joins an operation to its handler. Readers are lazy, so a handler keeps its own order of checks
 * (a 404 for an unknown cart before a 400 for its body, as Medusa answers).
 */
export function bind<const Op extends Operation>(
  op: Op,
  handle: RouteHandler<Op>,
  middleware: MiddlewareHandler<AppEnv>[] = [],
  patterns?: BoundRoute["patterns"],
): BoundRoute {
  const handler = async (c: Context<AppEnv>): Promise<Response> => {
    const input: RouteInput<Op> = {
      // Read up front: as a getter on this object, the params tripled the API's old-generation
      // collections under load (bench/README.md, issue 12), for a read that costs next to nothing.
      params: c.req.param() as RouteInput<Op>["params"],
      query: () => parseQuery(c, op.query ?? UNDECLARED) as ParsedQuery<Op>,
      body: () => parseBody(c, op.body ?? UNDECLARED) as Promise<ParsedBody<Op>>,
    };
    const checking = c.get("deps").config.checkResponses;
    // An answer written in pieces is checked before it is written (http/answer-pieces.ts).
    if (checking) answerChecks.set(c, (status, body) => checkBody(op, status, body));
    const response = await handle(c, input);
    return checking && !wasSentDirectly(response) ? checkResponse(op, response) : response;
  };
  return { op, middleware, handler, ...(patterns && { patterns }) };
}

/**
 * A date is sent as its ISO text, so a handler may hand over a Date where the wire has a string;
 * what is sent is only read, so a readonly list will do.
 */
export type Sendable<T> = T extends string
  ? T | Date
  : T extends readonly (infer Item)[]
    ? readonly Sendable<Item>[]
    : T extends object
      ? { [Key in keyof T]: Sendable<T[Key]> }
      : T;

/** What a handler may send as the operation's answer for one status. */
export type Answer<
  Op extends Operation,
  Status extends keyof Op["responses"] & number = 200,
> = Sendable<ReplyInput<Op, Status>>;

/** Answers with JSON in the shape the operation documents for that status. */
export function reply<Op extends Operation, Status extends keyof Op["responses"] & number>(
  c: Context<AppEnv>,
  _op: Op,
  status: Status,
  value: Answer<Op, Status>,
): Response {
  return c.json(value as object, status as ContentfulStatusCode);
}

/**
 * The answer of an idempotent change, as the transaction hands it to `runIdempotent` (which
 * stores it for replays), typed by the operation like `reply`.
 */
export function answer<Op extends Operation, Status extends keyof Op["responses"] & number>(
  _op: Op,
  status: Status,
  value: Answer<Op, Status>,
): IdempotentResponse {
  return { status: status as ContentfulStatusCode, body: value as Record<string, unknown> };
}

const mounted = new Map<string, Operation>();

/** Every operation mounted so far, in mount order (the OpenAPI document's source). */
export function mountedOperations(): Operation[] {
  return [...mounted.values()];
}

/** `/store/carts/{id}` under the base `/store` → `/carts/:id` (`/:id{pattern}` with a pattern). */
export function routerPath(
  op: Operation,
  base: string,
  patterns: Record<string, string> = {},
): string {
  if (!op.path.startsWith(base)) {
    throw new Error(`${op.id}: ${op.path} is not under ${base}`);
  }
  const rest = op.path.slice(base.length) || "/";
  return rest.replace(/\{(\w+)\}/g, (_, name: string) =>
    patterns[name] === undefined ? `:${name}` : `:${name}{${patterns[name]}}`,
  );
}

/** Registers routes on a router that will be mounted at `base`, and records their operations. */
export function mount<R extends Hono<AppEnv>>(router: R, base: string, routes: BoundRoute[]): R {
  for (const { op, middleware, handler, patterns } of routes) {
    const key = `${op.method} ${op.path}`;
    const known = mounted.get(key);
    if (known && known !== op) throw new Error(`${key} is declared twice (${known.id}, ${op.id})`);
    mounted.set(key, op);
    router.on(op.method.toUpperCase(), [routerPath(op, base, patterns)], ...middleware, handler);
  }
  return router;
}

function isJsonSchema(spec: ResponseSpec | undefined): spec is z.ZodType {
  return spec instanceof z.ZodType;
}

/** A 500 saying how `op`'s answer differs from what it documents (tests only: checkResponses). */
function failedCheck(op: Operation, reason: string): Response {
  const error = new MedusaError("unexpected_state", `${op.id} answered ${reason}`);
  return Response.json(errorBody(error), { status: 500 });
}

/** The answer as documented, or a 500 that says where it differs (tests only: checkResponses). */
async function checkResponse(op: Operation, response: Response): Promise<Response> {
  if (!isJsonSchema(op.responses[response.status])) {
    return checkBody(op, response.status, undefined) ?? response;
  }
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    return failedCheck(op, `${response.status} with a body that is not JSON`);
  }
  return checkBody(op, response.status, body) ?? response;
}

/** `checkResponse` for an answer's status and JSON body: undefined when it is as documented. */
function checkBody(op: Operation, status: number, body: unknown): Response | undefined {
  const spec = op.responses[status];
  if (spec === undefined) return failedCheck(op, `with an undocumented status ${status}`);
  if (!isJsonSchema(spec)) return undefined;
  const result = spec.safeParse(body);
  if (result.success) return undefined;
  return failedCheck(op, `${status} outside its documented schema: ${formatIssues(result.error)}`);
}
