// The content API under /content: Sanity's HTTP API as @sanity/client speaks it (contract
// sanity-http-api.md §1–§6). Published documents are anyone's to read; drafts, private documents
// and writes need a staff identity, sent as Sanity's client sends its token (`Authorization:
// Bearer <staff token>`) or as the staff session. The content API reads its own parameters, so
// its refusals keep Sanity's bodies and order: the query and body schemas here document them.
import { z } from "zod";
import { SanityError } from "../common/errors";
import { operation } from "../operation";
import {
  SanityDocument,
  SanityDocumentsResponse,
  SanityMutationResponse,
  SanityQueryResponse,
  SanityUser,
} from "./entities";

const TAG = "Content";

/** `v1`, `vX` or `vYYYY-MM-DD`, then `production`, the one dataset (§0, §9). */
const versionAndDataset = z.object({
  apiVersion: z.string().regex(/^v(1|X|\d{4}-\d{2}-\d{2})$/),
  dataset: z.literal("production"),
});

const READ_ACCESS =
  "Anonymous callers see published documents only; a staff token also sees drafts and private (dotted) ids, and a token that is no staff member's is a 401.";

const STAFF_TOKEN_401 = {
  description: "No staff token, or one that is no staff member's",
  content: { "application/json": SanityError },
};

const perspective = z.string().optional().meta({
  description:
    "`raw`, `published`, `drafts`, `previewDrafts` or a stack of releases (`rABC,drafts`); by default `published` from API version 2025-02-19, else `raw`.",
});
const returnQuery = z
  .enum(["true", "false"])
  .optional()
  .meta({ description: "`false` leaves the query out of the answer" });

export const GetContentQuery = operation({
  id: "GetContentQuery",
  method: "get",
  path: "/content/{apiVersion}/data/query/{dataset}",
  tag: TAG,
  summary: "Run a GROQ query",
  description: `Each GROQ parameter is a \`$name\` query parameter holding JSON (\`$type="post"\`). ${READ_ACCESS}`,
  audience: "public",
  errors: "sanity",
  params: versionAndDataset,
  query: z.looseObject({ query: z.string(), perspective, returnQuery }),
  responses: { 200: SanityQueryResponse },
});

export const PostContentQuery = operation({
  id: "PostContentQuery",
  method: "post",
  path: "/content/{apiVersion}/data/query/{dataset}",
  tag: TAG,
  summary: "Run a long GROQ query",
  description: `The client's form for a query too long for a URL (§1.2). A \`perspective\` in the URL wins over one in the body. ${READ_ACCESS}`,
  audience: "public",
  errors: "sanity",
  params: versionAndDataset,
  query: z.looseObject({ perspective, returnQuery }),
  body: z.looseObject({
    query: z.string(),
    params: z.record(z.string(), z.unknown()).optional(),
    perspective,
  }),
  responses: { 200: SanityQueryResponse },
});

export const GetContentDocuments = operation({
  id: "GetContentDocuments",
  method: "get",
  path: "/content/{apiVersion}/data/doc/{dataset}/{ids}",
  tag: TAG,
  summary: "Get documents by id",
  description: `\`ids\` is a comma-separated list. Raw documents, no perspective; a missing one is listed in \`omitted\`, not a 404. ${READ_ACCESS}`,
  audience: "public",
  errors: "sanity",
  params: versionAndDataset.extend({ ids: z.string() }),
  query: z.looseObject({
    excludeContent: z
      .enum(["true", "false"])
      .optional()
      .meta({ description: "`true` answers only `omitted` (which ids exist)" }),
  }),
  responses: { 200: SanityDocumentsResponse },
});

const flag = (description: string) => z.enum(["true", "false"]).optional().meta({ description });

export const PostContentMutate = operation({
  id: "PostContentMutate",
  method: "post",
  path: "/content/{apiVersion}/data/mutate/{dataset}",
  tag: TAG,
  summary: "Apply mutations",
  description:
    "Applies `create`, `createOrReplace`, `createIfNotExists`, `delete` and `patch` mutations in one transaction (§2.3), all or none. Needs a staff token (`Authorization: Bearer …`) or session. A failed mutation is a `mutationError` naming it by index.",
  audience: "staff",
  errors: "sanity",
  params: versionAndDataset,
  query: z.looseObject({
    returnDocuments: flag("`true` adds each touched document to its result"),
    dryRun: flag("`true` answers as if applied, and changes nothing"),
    autoGenerateArrayKeys: flag("`true` gives objects in arrays a `_key` where they lack one"),
  }),
  body: z.looseObject({
    mutations: z.array(z.record(z.string(), z.unknown())),
    transactionId: z.string().optional(),
  }),
  responses: { 200: SanityMutationResponse, 401: STAFF_TOKEN_401 },
});

export const GetContentCurrentUser = operation({
  id: "GetContentCurrentUser",
  method: "get",
  path: "/content/{apiVersion}/users/me",
  tag: TAG,
  summary: "Who is calling",
  description:
    "The staff member behind the token or session, as a Sanity user (API tokens as `sanity-token`); `{}` for an anonymous caller, a 401 for a token that is no staff member's.",
  audience: "public",
  errors: "sanity",
  params: versionAndDataset.pick({ apiVersion: true }),
  responses: { 200: z.union([SanityUser, z.strictObject({})]) },
});

export const PostContentImageAsset = operation({
  id: "PostContentImageAsset",
  method: "post",
  path: "/content/{apiVersion}/assets/images/{dataset}",
  tag: TAG,
  summary: "Upload an image",
  description:
    "Stores the image (JPEG, PNG, WebP, GIF or AVIF, at most 20 MB) and answers its `sanity.imageAsset` document, the same one again for the same bytes (§5.1). Needs a staff token (`Authorization: Bearer …`) or session. `X-Sanity-Project-ID` names the project in the asset's URL.",
  audience: "staff",
  errors: "sanity",
  params: versionAndDataset,
  query: z.looseObject({
    filename: z.string().optional(),
    title: z.string().optional(),
    description: z.string().optional(),
    label: z.string().optional(),
    creditLine: z.string().optional(),
    sourceId: z.string().optional(),
    sourceName: z.string().optional(),
    sourceUrl: z.string().optional(),
  }),
  rawBody: { "application/octet-stream": "The image's bytes (not multipart)" },
  responses: { 200: z.object({ document: SanityDocument }), 401: STAFF_TOKEN_401 },
});

const IMAGE_DESCRIPTION =
  "The path @sanity/image-url builds under the base URL `{API}/content`: `{sha1}-{w}x{h}.{ext}`. Transformed by Sanity's image parameters (`w`, `h`, `fit`, `crop`, `rect`, `fp-x`, `fp-y`, `fm`, `auto=format`, `q`, `bg`, `flip`, `or`, `blur`, `sharp`, `invert`, `sat`, `pad`, `dpr`, `min-w`, `max-w`, `min-h`, `max-h`, `dl`; §5.2–§5.3); a bad one is a 400.";

const IMAGE_RESPONSES = {
  200: {
    description: "The image, or its variant (cached on disk)",
    content: {
      "image/jpeg": null,
      "image/png": null,
      "image/webp": null,
      "image/gif": null,
      "image/avif": null,
    },
    headers: {
      "Cache-Control": "public, max-age=31536000, immutable",
      Vary: "Accept, when `auto=format` picks the format",
      "Content-Disposition": "An attachment, with `dl`",
      "X-Variant-Cache": "`hit` or `miss`, for a transformed image",
    },
  },
};

const imagePath = z.object({
  projectId: z.string(),
  dataset: z.string(),
  file: z.string().meta({ description: "`{sha1}-{w}x{h}.{ext}`" }),
});

export const GetContentImage = operation({
  id: "GetContentImage",
  method: "get",
  path: "/content/images/{projectId}/{dataset}/{file}",
  tag: TAG,
  summary: "Get an image",
  description: IMAGE_DESCRIPTION,
  audience: "public",
  errors: "sanity",
  params: imagePath,
  responses: IMAGE_RESPONSES,
});

export const GetContentImageNamed = operation({
  id: "GetContentImageNamed",
  method: "get",
  path: "/content/images/{projectId}/{dataset}/{file}/{vanityName}",
  tag: TAG,
  summary: "Get an image under a readable name",
  description: `The vanity name only makes the URL readable. ${IMAGE_DESCRIPTION}`,
  audience: "public",
  errors: "sanity",
  params: imagePath.extend({ vanityName: z.string() }),
  responses: IMAGE_RESPONSES,
});

export const GetContentListen = operation({
  id: "GetContentListen",
  method: "get",
  path: "/content/{apiVersion}/data/listen/{dataset}",
  tag: TAG,
  summary: "Listen for changes",
  description: `Server-Sent Events (§3): \`welcome\`, then a \`mutation\` event per document a committed transaction changed that the query's filter matches (before or after), keep-alive comments every 15 s. A query that does not parse is a \`channelError\` event. From API version 2025-02-19 only published documents unless \`includeAllVersions=true\`. GROQ parameters as for a query. ${READ_ACCESS}`,
  audience: "public",
  errors: "sanity",
  params: versionAndDataset,
  query: z.looseObject({
    query: z.string(),
    includeResult: flag("`true` adds the document after the change"),
    includePreviousRevision: flag("`true` adds the document before the change"),
    includeMutations: flag("`false` leaves out the mutations"),
    includeAllVersions: flag("`true` includes drafts and versions (staff)"),
    effectFormat: z.literal("mendoza").optional().meta({ description: "Adds mendoza `effects`" }),
  }),
  responses: {
    200: {
      description: "The event stream, open until the caller leaves",
      content: { "text/event-stream": z.string() },
    },
  },
});
