// GET /media/protected/<key>?expires=…&signature=…: a protected upload, for whoever holds a
// download URL that is signed and not yet expired. Anything else looks like a missing file.
import type { Context } from "hono";
import type { AppEnv } from "../../http/context";
import type { StoredFile } from "../../storage/file-store";
import { isValidDownloadSignature } from "./download-signature";
import { openProtectedFile } from "./protected-files";

export async function openProtectedUpload(
  c: Context<AppEnv>,
  key: string,
): Promise<(StoredFile & { mimeType: string }) | undefined> {
  const { db, config } = c.get("deps");
  if (!isValidDownloadSignature(config, key, c.req.query("expires"), c.req.query("signature"))) {
    return undefined;
  }
  return openProtectedFile(db, config, key);
}
