// An operation is one route, declared once: method, path, who may call it, and the zod schemas of
// its path, query, body and answers. The API validates with these schemas and builds its OpenAPI
// document from them; the commerce client takes its request and response types from them.
import type { z } from "zod";

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

/**
 * Who may call an operation:
 * - `public`: anyone; no identity is read.
 * - `customer-optional`: anyone; a signed-in customer (cookie or bearer token) changes the answer.
 * - `customer`: a signed-in customer, else 401.
 * - `staff`: a staff session, bearer token or API token, else 401.
 */
export type Audience = "public" | "customer-optional" | "customer" | "staff";

/** An answer that is not JSON (a file, a text, a redirect, an event stream). */
export interface OtherResponse {
  description: string;
  /** Media type → schema of the body (`null`: any bytes). */
  content?: Record<string, z.ZodType | null>;
  headers?: Record<string, string>;
}

/** A JSON answer's zod schema, or a described answer of another kind. */
export type ResponseSpec = z.ZodType | OtherResponse;

export interface Operation {
  /** operationId, named as Medusa v1 names it where Medusa has the route (`PostCartsCartLineItems`). */
  id: string;
  method: HttpMethod;
  /** The full path, OpenAPI style: `/store/carts/{id}/line-items`. */
  path: string;
  /** The domain: the tag the reference groups operations under. */
  tag: string;
  summary: string;
  description?: string;
  audience: Audience;
  /** Takes an `Idempotency-Key` header: a repeat answers as the first call did. */
  idempotent?: boolean;
  /** Path parameters; by default each `{name}` in the path is a string. */
  params?: z.ZodObject;
  /** The query string, parsed as Medusa parses it (qs: `a[]=x`, `a[gt]=…`). */
  query?: z.ZodType;
  /** The JSON body; an empty body reads as `{}`. */
  body?: z.ZodType;
  /** A body that is not JSON (uploads): media type → description. */
  rawBody?: Record<string, string>;
  responses: Record<number, ResponseSpec>;
  /** Which error body this operation's 4xx answers carry. */
  errors?: "medusa" | "sanity";
}

/** Declares an operation; the literal type is kept so handlers and clients see its exact schemas. */
export function operation<const Op extends Operation>(op: Op): Op {
  return op;
}

type SchemaOf<T> = T extends z.ZodType ? T : never;

/** What a caller sends as the body (defaults may be left out). */
export type Body<Op extends Operation> = z.input<SchemaOf<Op["body"]>>;
/** The body after validation, as the handler sees it. */
export type ParsedBody<Op extends Operation> = z.output<SchemaOf<Op["body"]>>;
/** What a caller may put in the query string. */
export type Query<Op extends Operation> = z.input<SchemaOf<Op["query"]>>;
/** The query after validation, as the handler sees it. */
export type ParsedQuery<Op extends Operation> = z.output<SchemaOf<Op["query"]>>;
/** The JSON answer of one status (200 by default), as the caller receives it. */
export type Reply<Op extends Operation, Status extends keyof Op["responses"] = 200> = z.output<
  SchemaOf<Op["responses"][Status]>
>;
/** What a handler may send for one status: the same answer before JSON encoding (dates allowed). */
export type ReplyInput<Op extends Operation, Status extends keyof Op["responses"] = 200> = z.input<
  SchemaOf<Op["responses"][Status]>
>;
