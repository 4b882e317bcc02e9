// GET /media/protected/<key>?expires=…&signature=…: a protected upload, for whoever holds a
// download URL that is signed and not yet expired. Anything else looks like a missing file.
import type { Context } from "hono";
import type { AppEnv } from "../../http/context";
import { isValidDownloadSignature } from "./download-signature";
import { readProtectedFile } from "./protected-files";

export interface ProtectedFile {
  bytes: Buffer;
  mimeType: string;
}

export async function readProtectedUpload(
  c: Context<AppEnv>,
  key: string,
): Promise<ProtectedFile | undefined> {
  const { db, config } = c.get("deps");
  if (!isValidDownloadSignature(config, key, c.req.query("expires"), c.req.query("signature"))) {
    return undefined;
  }
  const file = await readProtectedFile(db, config, key);
  return file === undefined ? undefined : { bytes: file.bytes, mimeType: file.mimeType };
}
