// Turns one `mutate` request into a transaction (contract sanity-http-api.md §2.3): checks each
// mutation, applies it to a working copy of the documents it touches, and lists the effects and
// per-mutation results. Nothing is stored here; content/store.ts writes and applies the plan.
import { randomBytes } from "node:crypto";
import { ContentError, mutationError } from "./errors";
import { addMissingArrayKeys, applyPatch, PatchError } from "./patch";
import type {
  ContentDocument,
  ContentMutation,
  ContentTransaction,
  DocumentEffect,
  MutateOptions,
} from "./types";

const DOCUMENT_ID = /^[a-z0-9_][a-z0-9_.-]{0,127}$/i;

/** Random ids in the style Sanity shows (`lqgiok-skp-eja-k6z-9wrng7k5e`). */
export function randomContentId(length = 22): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = randomBytes(length);
  let id = "";
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return id;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export interface MutationResultEntry {
  id: string;
  operation: "create" | "update" | "delete" | "none";
}

export interface MutateOutcome extends ContentTransaction {
  results: (MutationResultEntry & { document?: ContentDocument })[];
}

/** What a plan reads: the stored documents (the raw view) and a GROQ query over them. */
export interface MutationDocuments {
  stored(id: string): ContentDocument | undefined;
  queryRaw(groq: string, params: Record<string, unknown>): Promise<unknown>;
}

export interface MutationPlan {
  /** What to store and announce; no effects means nothing changes. */
  transaction: ContentTransaction;
  /** The answer to the request. */
  outcome: MutateOutcome;
}

/**
 * Checks the mutations in order and applies them to a working copy; the first bad one throws
 * (Sanity's 400, 404 or 409), so a transaction is all or nothing.
 */
export async function planMutations(
  mutations: ContentMutation[],
  options: MutateOptions,
  documents: MutationDocuments,
): Promise<MutationPlan> {
  if (!Array.isArray(mutations) || mutations.length === 0) {
    throw mutationError(400, "The request has no mutations.");
  }
  const transactionId = options.transactionId ?? randomContentId();
  if (typeof transactionId !== "string" || !/^[\w.-]{1,128}$/.test(transactionId)) {
    throw mutationError(400, "The transactionId must be 1 to 128 letters, digits, _ . or -.");
  }
  const now = new Date().toISOString();
  const working = new Map<string, ContentDocument | null>();
  const current = (id: string): ContentDocument | null =>
    working.has(id) ? working.get(id)! : (documents.stored(id) ?? null);
  const results: MutationResultEntry[] = [];

  for (const [index, mutation] of mutations.entries()) {
    if (!isObject(mutation)) throw mutationError(400, `Mutation ${index} is not an object.`);
    const kinds = Object.keys(mutation);
    if (kinds.length !== 1) {
      throw mutationError(
        400,
        `Mutation ${index} must have exactly one operation, got ${kinds.join(", ") || "none"}.`,
        {
          index,
          type: "invalidMutationError",
        },
      );
    }
    const kind = kinds[0];
    const body = mutation[kind];
    try {
      switch (kind) {
        case "create":
        case "createOrReplace":
        case "createIfNotExists": {
          const document = newDocument(body, kind, index);
          const existing = current(document._id);
          if (existing && kind === "create") {
            throw mutationError(409, `Document by ID "${document._id}" already exists`, {
              index,
              type: "documentAlreadyExistsError",
              id: document._id,
            });
          }
          if (existing && kind === "createIfNotExists") {
            results.push({ id: document._id, operation: "none" });
            break;
          }
          if (existing && existing._type === document._type && document._createdAt === undefined) {
            document._createdAt = existing._createdAt;
          }
          working.set(document._id, document);
          results.push({ id: document._id, operation: existing ? "update" : "create" });
          break;
        }
        case "delete": {
          const ids = await targetIds(body, "delete", index, current, documents);
          for (const id of ids) {
            const existed = current(id) !== null;
            working.set(id, null);
            results.push({ id, operation: existed ? "delete" : "none" });
          }
          break;
        }
        case "patch": {
          const ids = await targetIds(body, "patch", index, current, documents);
          const patch = body as Record<string, unknown>;
          for (const id of ids) {
            const existing = current(id);
            if (!existing) {
              throw mutationError(404, `The document with the ID "${id}" was not found`, {
                index,
                type: "documentNotFoundError",
                id,
              });
            }
            if (patch.ifRevisionID !== undefined && patch.ifRevisionID !== existing._rev) {
              throw mutationError(
                409,
                `Document "${id}" has unexpected revision ID ("${String(patch.ifRevisionID)}"), expected "${existing._rev}"`,
                {
                  index,
                  type: "conflictError",
                  id,
                },
              );
            }
            const next = structuredClone(existing) as Record<string, unknown>;
            applyPatch(next, patch);
            // System fields are the server's.
            next._id = existing._id;
            next._type = existing._type;
            next._createdAt = existing._createdAt;
            working.set(id, next as ContentDocument);
            results.push({ id, operation: "update" });
          }
          break;
        }
        default:
          throw mutationError(400, `Unknown mutation type "${kind}".`, {
            index,
            type: "invalidMutationError",
          });
      }
    } catch (error) {
      if (error instanceof PatchError) {
        throw mutationError(400, error.message, { index, type: "invalidPatchError" });
      }
      if (
        error instanceof ContentError &&
        !("statusCode" in error.body) &&
        error.body.error.type === "queryParseError"
      ) {
        throw mutationError(
          400,
          `Mutation ${index} has a bad query: ${String(error.body.error.description)}`,
          {
            index,
            type: "queryError",
          },
        );
      }
      throw error;
    }
  }

  // Effects: each document changed by the transaction, with its final state.
  const effects: DocumentEffect[] = [];
  for (const [id, result] of working) {
    const previous = documents.stored(id) ?? null;
    if (!previous && !result) continue;
    if (result) {
      if (options.autoGenerateArrayKeys) addMissingArrayKeys(result);
      result._rev = transactionId;
      result._updatedAt = now;
      if (typeof result._createdAt !== "string") result._createdAt = previous?._createdAt ?? now;
    }
    effects.push({
      documentId: id,
      transition: !previous ? "appear" : !result ? "disappear" : "update",
      previousRev: previous?._rev ?? null,
      resultRev: result ? transactionId : null,
      previous,
      result,
    });
  }
  const transaction: ContentTransaction = {
    transactionId,
    timestamp: now,
    effects,
    author: options.author ?? null,
  };
  const outcome: MutateOutcome = {
    ...transaction,
    results: results.map((entry) => {
      const document = working.get(entry.id) ?? current(entry.id);
      return document && entry.operation !== "delete" ? { ...entry, document } : entry;
    }),
  };
  return { transaction, outcome };
}

/** The document ids a delete or patch names: `id`, or `query` (+ `params`) over the raw view. */
async function targetIds(
  body: unknown,
  kind: string,
  index: number,
  current: (id: string) => ContentDocument | null,
  documents: MutationDocuments,
): Promise<string[]> {
  if (!isObject(body))
    throw mutationError(400, `"${kind}" must be an object.`, {
      index,
      type: "invalidMutationError",
    });
  if (typeof body.id === "string") {
    if (!DOCUMENT_ID.test(body.id)) {
      throw mutationError(400, `"${body.id}" is not a valid document id.`, {
        index,
        type: "invalidMutationError",
      });
    }
    return [body.id];
  }
  if (typeof body.query === "string") {
    const params = body.params === undefined ? {} : body.params;
    if (!isObject(params))
      throw mutationError(400, `"${kind}.params" must be an object.`, {
        index,
        type: "invalidMutationError",
      });
    const found = await documents.queryRaw(body.query, params);
    const list = Array.isArray(found)
      ? found
      : found === null || found === undefined
        ? []
        : [found];
    const ids = list.flatMap((item) =>
      isObject(item) && typeof item._id === "string" ? [item._id] : [],
    );
    // Documents made earlier in this transaction are not seen by the query; deleted ones are gone.
    return ids.filter((id) => current(id) !== null);
  }
  throw mutationError(400, `"${kind}" needs an "id" or a "query".`, {
    index,
    type: "invalidMutationError",
  });
}

/** A document from create / createOrReplace / createIfNotExists, with its id decided (§2.3). */
function newDocument(body: unknown, kind: string, index: number): ContentDocument {
  if (!isObject(body)) {
    throw mutationError(400, `"${kind}" must be a document object.`, {
      index,
      type: "invalidMutationError",
    });
  }
  const document = structuredClone(body) as Record<string, unknown>;
  if (typeof document._type !== "string" || !document._type) {
    throw mutationError(400, `The document of mutation ${index} ("${kind}") has no _type.`, {
      index,
      type: "invalidDocumentError",
    });
  }
  let id = document._id;
  if (id === undefined && kind === "create") id = randomContentId();
  else if (typeof id === "string" && id.endsWith(".") && kind === "create")
    id = id + randomContentId();
  if (typeof id !== "string" || !DOCUMENT_ID.test(id) || id.includes("..")) {
    throw mutationError(
      400,
      `"${String(id)}" is not a valid document id (letters, digits, _ . -; at most 128).`,
      {
        index,
        type: "invalidDocumentError",
      },
    );
  }
  document._id = id;
  for (const field of ["_createdAt", "_updatedAt"] as const) {
    if (
      document[field] !== undefined &&
      (typeof document[field] !== "string" || Number.isNaN(Date.parse(document[field] as string)))
    ) {
      throw mutationError(400, `${field} must be an RFC 3339 date-time.`, {
        index,
        type: "invalidDocumentError",
      });
    }
  }
  delete document._rev;
  return document as ContentDocument;
}
