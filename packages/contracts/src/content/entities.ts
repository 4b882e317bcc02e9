// What the content API answers (Sanity's HTTP API, contract sanity-http-api.md §2, §5, §6): open
// JSON documents inside Sanity's envelopes.
import { z } from "zod";

/** A stored document: its own fields plus the system fields the store keeps (§2.5). */
export const SanityDocument = z
  .looseObject({
    _id: z.string(),
    _type: z.string(),
    /** The id of the transaction that last changed the document. */
    _rev: z.string(),
    _createdAt: z.string(),
    _updatedAt: z.string(),
  })
  .meta({ id: "SanityDocument", description: "A content document: any fields besides these." });
export type SanityDocument = z.infer<typeof SanityDocument>;

/** §2.1: `query` is left out when `returnQuery=false`; `result` is null when nothing matched. */
export const SanityQueryResponse = z
  .object({
    ms: z.number(),
    query: z.string().optional(),
    result: z.unknown().meta({ description: "What the GROQ query evaluates to (any JSON)" }),
    syncTags: z.array(z.string()),
  })
  .meta({ id: "SanityQueryResponse" });

/** §2.2: the documents found, in the order asked, and why the others are not there. */
export const SanityDocumentsResponse = z
  .object({
    documents: z.array(SanityDocument),
    omitted: z.array(z.object({ id: z.string(), reason: z.enum(["existence", "permission"]) })),
  })
  .meta({ id: "SanityDocumentsResponse" });

/** §2.4: one result per document a mutation touched; `document` with `returnDocuments=true`. */
export const SanityMutationResponse = z
  .object({
    transactionId: z.string(),
    results: z.array(
      z.object({
        id: z.string(),
        operation: z.enum(["create", "update", "delete", "none"]),
        document: SanityDocument.optional(),
      }),
    ),
  })
  .meta({ id: "SanityMutationResponse" });

/** §6: the signed-in staff member, as Sanity describes a user. */
export const SanityUser = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    profileImage: z.string().nullable(),
    role: z.string(),
    roles: z.array(z.object({ name: z.string(), title: z.string(), description: z.string() })),
    provider: z.enum(["sanity", "sanity-token"]),
  })
  .meta({ id: "SanityUser" });
