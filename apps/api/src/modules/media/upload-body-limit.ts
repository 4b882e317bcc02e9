// Uploads carry files, so they get their own body limit instead of the API's 100 kB (app.ts), and
// an upload refused before its body was read (no staff session, a body that is not multipart)
// closes its connection: the client may still be sending megabytes that the server gives up, and
// would lose the next request it sent on that socket (as http/body-limit.ts explains).
import { MAX_UPLOAD_REQUEST_BYTES } from "@atelier/contracts";
import type { Context, MiddlewareHandler } from "hono";
import { limitBodySize } from "../../http/body-limit";
import { invalidData } from "../../http/errors";

const UPLOAD_PATHS = new Set(["/admin/uploads", "/admin/uploads/protected"]);

export function isUploadRequest(c: Context): boolean {
  return c.req.method === "POST" && UPLOAD_PATHS.has(c.req.path);
}

const limitUploadSize = limitBodySize(MAX_UPLOAD_REQUEST_BYTES, () => {
  throw invalidData(
    `The upload is larger than ${MAX_UPLOAD_REQUEST_BYTES / 1024 / 1024} MB; send fewer files at once.`,
  );
});

export const uploadBodyLimit: MiddlewareHandler = async (c, next) => {
  await limitUploadSize(c, next);
  if (!c.req.raw.bodyUsed) c.res.headers.set("Connection", "close");
};
