// Uploads carry files, so they get their own body limit instead of the API's 100 kB (app.ts).
import type { Context, MiddlewareHandler } from "hono";
import { limitBodySize } from "../../http/body-limit";
import { invalidData } from "../../http/errors";
import { MAX_UPLOAD_REQUEST_BYTES } from "./constants";

const UPLOAD_PATHS = new Set(["/admin/uploads", "/admin/uploads/protected"]);

export function isUploadRequest(c: Context): boolean {
  return c.req.method === "POST" && UPLOAD_PATHS.has(c.req.path);
}

export const uploadBodyLimit: MiddlewareHandler = limitBodySize(MAX_UPLOAD_REQUEST_BYTES, () => {
  throw invalidData(
    `The upload is larger than ${MAX_UPLOAD_REQUEST_BYTES / 1024 / 1024} MB; send fewer files at once.`,
  );
});
