// The content service's shared shapes (issue 5; contract sanity-http-api.md §2, §3, §5): what the
// document store, the listener and the asset routes agree on.

/** A stored document: its own fields plus the system fields the store maintains (§2.5). */
export interface ContentDocument {
  _id: string;
  _type: string;
  /** The id of the transaction that last changed the document. */
  _rev: string;
  /** RFC 3339 UTC. */
  _createdAt: string;
  _updatedAt: string;
  [field: string]: unknown;
}

/** §1.4: which documents a read sees. `drafts` and `previewDrafts` are the same here. */
export type Perspective = "raw" | "published" | "drafts" | "previewDrafts";

/** One mutation of a mutate request body (§2.3), as sent by @sanity/client. */
export type ContentMutation = Record<string, unknown>;

/** What one committed transaction did to one document (§3.2 `mutation` events). */
export interface DocumentEffect {
  documentId: string;
  transition: "appear" | "update" | "disappear";
  previousRev: string | null;
  resultRev: string | null;
  previous: ContentDocument | null;
  result: ContentDocument | null;
}

/** A committed transaction, as the store announces it to listeners (in every API process). */
export interface ContentTransaction {
  transactionId: string;
  /** RFC 3339 UTC. */
  timestamp: string;
  effects: DocumentEffect[];
  /** The staff user id who made it, when known. */
  author: string | null;
}

export interface MutateOptions {
  transactionId?: string;
  dryRun?: boolean;
  autoGenerateArrayKeys?: boolean;
  author?: string | null;
}

/**
 * The dataset: kept in memory (indexed by id, type and slug) and in PostgreSQL, changed only
 * through `mutate`. One per API process, shared by every route (see `contentStoreFor`).
 */
export interface ContentStore {
  /** Evaluates GROQ with groq-js over the perspective's view of the dataset. */
  query(groq: string, params: Record<string, unknown>, perspective: Perspective): Promise<unknown>;
  /** Raw documents by id, in the given order, undefined where missing (no perspective). */
  getDocuments(ids: string[]): (ContentDocument | undefined)[];
  /** Applies the mutations in one database transaction; throws a ContentError on a bad one. */
  mutate(mutations: ContentMutation[], options?: MutateOptions): Promise<ContentTransaction>;
  /** Whether a document matches a listen query's filter (e.g. `*[_type == "themeSettings"]`). */
  matches(
    groq: string,
    params: Record<string, unknown>,
    document: ContentDocument,
  ): Promise<boolean>;
  /** Called after every committed transaction, from this process or (via NOTIFY) another. */
  onTransaction(listener: (transaction: ContentTransaction) => void): () => void;
}

/**
 * Image assets (§5): an upload of image bytes with content hash `sha1`, width `w`, height `h` and
 * format `ext` becomes the document `image-{sha1}-{w}x{h}-{ext}` of type `sanity.imageAsset`. Its
 * file lives at `{DATA_DIR}/content-assets/images/{sha1}-{w}x{h}.{ext}` and is served at
 * `/content/images/{projectId}/{dataset}/{sha1}-{w}x{h}.{ext}` (the path @sanity/image-url
 * builds under the `baseUrl` `{API_PUBLIC_URL}/content`), transformed by `w`, `h`, `fit`, `q`,
 * `fm`, `auto=format`.
 */
export const IMAGE_ASSET_TYPE = "sanity.imageAsset";
