// The OpenAPI 3.1 document, built once from the mounted operations (see route.ts).
import {
  MedusaError,
  type Operation,
  type OtherResponse,
  type ResponseSpec,
  SanityDetailedError,
  SanityError,
  UNAUTHORIZED_TEXT,
} from "@atelier/contracts";
import {
  OpenAPIRegistry,
  OpenApiGeneratorV31,
  type ResponseConfig,
  type RouteConfig,
} from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

const STATUS_TEXT: Record<number, string> = {
  200: "OK",
  201: "Created",
  202: "Accepted",
  204: "No content",
  301: "Moved permanently",
  302: "Found",
  303: "See other",
  304: "Not modified",
  400: "Bad request",
  401: "Unauthorized",
  404: "Not found",
  409: "Conflict",
  413: "Payload too large",
  415: "Unsupported media type",
  422: "Unprocessable",
  429: "Too many requests",
};

/** Security requirements by audience; the scheme names are Medusa v1's own. */
const SECURITY: Record<Operation["audience"], Record<string, string[]>[] | undefined> = {
  public: undefined,
  "customer-optional": [{}, { cookie_auth: [] }, { jwt_token: [] }],
  customer: [{ cookie_auth: [] }, { jwt_token: [] }],
  staff: [{ api_token: [] }, { jwt_token: [] }, { cookie_auth: [] }],
};

const PUBLISHABLE_KEY = "#/components/parameters/PublishableApiKey";
const IDEMPOTENCY_KEY = "#/components/parameters/IdempotencyKey";

function response(spec: ResponseSpec, status: number): ResponseConfig {
  if (spec instanceof z.ZodType) {
    return {
      description: STATUS_TEXT[status] ?? String(status),
      content: { "application/json": { schema: spec } },
    };
  }
  const other = spec as OtherResponse;
  return {
    description: other.description,
    ...(other.content && {
      content: Object.fromEntries(
        Object.entries(other.content).map(([type, schema]) => [
          type,
          { schema: schema ?? { type: "string", format: "binary" } },
        ]),
      ),
    }),
    ...(other.headers && {
      headers: Object.fromEntries(
        Object.entries(other.headers).map(([name, description]) => [
          name,
          { description, schema: { type: "string" } },
        ]),
      ),
    }),
  };
}

/** `{id}` names of a path, each a string unless the operation declares its params. */
function pathParams(op: Operation): z.ZodObject | undefined {
  if (op.params) return op.params;
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  if (names.length === 0) return undefined;
  return z.object(Object.fromEntries(names.map((name) => [name, z.string()])));
}

function routeConfig(op: Operation): RouteConfig {
  const responses: RouteConfig["responses"] = {};
  for (const [status, spec] of Object.entries(op.responses)) {
    responses[status] = response(spec, Number(status));
  }
  if (op.audience === "customer" || op.audience === "staff") {
    responses["401"] ??= {
      description: "No signed-in identity, or one that may not call this",
      content: { "text/plain": { schema: z.literal(UNAUTHORIZED_TEXT) } },
    };
  }
  responses["4XX"] =
    op.errors === "sanity"
      ? {
          description: "The request was refused",
          content: { "application/json": { schema: z.union([SanityError, SanityDetailedError]) } },
        }
      : {
          description: "The request was refused",
          content: { "application/json": { schema: MedusaError } },
        };

  const body = op.body
    ? {
        required: !op.body.safeParse({}).success,
        content: { "application/json": { schema: op.body } },
      }
    : op.rawBody
      ? {
          required: true,
          content: Object.fromEntries(
            Object.entries(op.rawBody).map(([type, description]) => [
              type,
              { schema: { type: "string" as const, format: "binary", description } },
            ]),
          ),
        }
      : undefined;
  const query =
    op.query instanceof z.ZodObject || op.query instanceof z.ZodPipe ? op.query : undefined;

  return {
    method: op.method,
    path: op.path,
    operationId: op.id,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description && { description: op.description }),
    ...(SECURITY[op.audience] && { security: SECURITY[op.audience] }),
    request: {
      ...(pathParams(op) && { params: pathParams(op) }),
      ...(query && { query }),
      ...(body && { body }),
    },
    responses,
  };
}

export interface DocumentInfo {
  version: string;
  serverUrl: string;
}

/** Builds the document; throws when a declaration cannot be described (so a bad one fails at boot). */
export function buildOpenApiDocument(operations: Operation[], info: DocumentInfo): object {
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", "cookie_auth", {
    type: "apiKey",
    in: "cookie",
    name: "connect.sid",
    description: "The session cookie set by POST /store/auth or POST /admin/auth.",
  });
  registry.registerComponent("securitySchemes", "jwt_token", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description: "A token from POST /store/auth/token or POST /admin/auth/token.",
  });
  registry.registerComponent("securitySchemes", "api_token", {
    type: "apiKey",
    in: "header",
    name: "x-medusa-access-token",
    description: "A staff member's API token (staff only).",
  });
  registry.registerComponent("parameters", "PublishableApiKey", {
    name: "x-publishable-api-key",
    in: "header",
    required: false,
    description: "Scopes the store's answers to the key's sales channels.",
    schema: { type: "string" },
  });
  registry.registerComponent("parameters", "IdempotencyKey", {
    name: "Idempotency-Key",
    in: "header",
    required: false,
    description:
      "Makes the write safe to retry: a repeat with the same key answers as the first call did.",
    schema: { type: "string", maxLength: 255 },
  });
  for (const op of operations) registry.registerPath(routeConfig(op));

  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Atelier API",
      version: info.version,
      description:
        "The shop's commerce API (wire-compatible with Medusa v1's Store and Admin APIs), its content API (Sanity's HTTP API) and its forms and media routes.",
    },
    servers: [{ url: info.serverUrl }],
  });

  // Header parameters shared by many operations are referenced, not repeated.
  for (const op of operations) {
    const entry = document.paths?.[op.path]?.[op.method];
    if (!entry) continue;
    const refs = [
      ...(op.path.startsWith("/store/") ? [PUBLISHABLE_KEY] : []),
      ...(op.idempotent ? [IDEMPOTENCY_KEY] : []),
    ];
    if (refs.length > 0) {
      entry.parameters = [...(entry.parameters ?? []), ...refs.map(($ref) => ({ $ref }))];
    }
  }
  return document;
}
