// Admin routes of uploads (contract medusa-v1 §12.2): multipart uploads of product images,
// public (served at /media/uploads/<key>) or protected (served only through a signed, expiring
// download URL), a file's download URL, and deleting an upload.
import { z } from "zod";
import { DeleteResponse } from "../common/deleted";
import { operation } from "../operation";
import { AdminUpload } from "./entities";

/** The multipart part name Medusa's admin sends files in (`upload.array("files")`). */
export const UPLOAD_FIELD = "files";

/** Product images only (issue 4), up to 10 MB each. */
export const MAX_UPLOAD_FILE_BYTES = 10 * 1024 * 1024;

/** A request may carry a few images at once; the API's usual 100 kB body limit is far too small. */
export const MAX_UPLOAD_REQUEST_BYTES = 25 * 1024 * 1024;

export const ACCEPTED_UPLOAD_IMAGES = "JPEG, PNG, WebP, GIF or AVIF";

/** Protected uploads also take CSV files (product imports, issue 15), up to 10 MB each. */
export const MAX_UPLOAD_CSV_BYTES = 10 * 1024 * 1024;

const TAG = "Uploads";

const UPLOAD_BODY = {
  "multipart/form-data": `One or more images (${ACCEPTED_UPLOAD_IMAGES}, at most ${MAX_UPLOAD_FILE_BYTES / 1024 / 1024} MB each and ${MAX_UPLOAD_REQUEST_BYTES / 1024 / 1024} MB in all), in parts named \`${UPLOAD_FIELD}\`; no other parts.`,
};
const PROTECTED_UPLOAD_BODY = {
  "multipart/form-data": `One or more images (${ACCEPTED_UPLOAD_IMAGES}, at most ${MAX_UPLOAD_FILE_BYTES / 1024 / 1024} MB each) or CSV files (UTF-8 text, \`text/csv\` or a \`.csv\` name, at most ${MAX_UPLOAD_CSV_BYTES / 1024 / 1024} MB each), ${MAX_UPLOAD_REQUEST_BYTES / 1024 / 1024} MB in all, in parts named \`${UPLOAD_FIELD}\`; no other parts.`,
};
const uploadsResponse = z.object({ uploads: z.array(AdminUpload) });
const fileKeyBody = z.strictObject({
  file_key: z.string().trim().min(1, { error: "must not be empty" }).max(300, {
    error: "must be at most 300 characters long",
  }),
});

export const AdminPostUploads = operation({
  id: "AdminPostUploads",
  method: "post",
  path: "/admin/uploads",
  tag: TAG,
  summary: "Upload images",
  description: "Each file is checked by its own bytes and served at `/media/uploads/<key>`.",
  audience: "staff",
  rawBody: UPLOAD_BODY,
  responses: { 200: uploadsResponse },
});

export const AdminPostUploadsProtected = operation({
  id: "AdminPostUploadsProtected",
  method: "post",
  path: "/admin/uploads/protected",
  tag: TAG,
  summary: "Upload images or CSV files that are not public",
  description:
    "Served only through a signed, expiring URL from `POST /admin/uploads/download-url`; a CSV file uploaded here can be imported by a `product-import` batch job.",
  audience: "staff",
  rawBody: PROTECTED_UPLOAD_BODY,
  responses: { 200: uploadsResponse },
});

export const AdminPostUploadsDownloadUrl = operation({
  id: "AdminPostUploadsDownloadUrl",
  method: "post",
  path: "/admin/uploads/download-url",
  tag: TAG,
  summary: "Get an upload's download URL",
  description: "A protected file's URL is signed and expires soon after; a public one's is plain.",
  audience: "staff",
  body: fileKeyBody,
  responses: { 200: z.object({ download_url: z.string() }) },
});

export const AdminDeleteUploads = operation({
  id: "AdminDeleteUploads",
  method: "delete",
  path: "/admin/uploads",
  tag: TAG,
  summary: "Delete an upload",
  description: "The file is no longer served.",
  audience: "staff",
  body: fileKeyBody,
  responses: { 200: DeleteResponse },
});
