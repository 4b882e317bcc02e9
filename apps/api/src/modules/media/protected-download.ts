// GET /media/protected/<key>?expires=…&signature=…: a protected upload, for whoever holds a
// download URL that is signed and not yet expired. Anything else looks like a missing file.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, isNull } from "drizzle-orm";
import type { Context } from "hono";
import { uploadedFiles } from "./tables";
import type { AppEnv } from "../../http/context";
import { isValidDownloadSignature } from "./download-signature";
import { UPLOAD_KEY_PATTERN, uploadFolder } from "./upload-files";

export interface ProtectedFile {
  bytes: Buffer;
  mimeType: string;
}

export async function readProtectedUpload(
  c: Context<AppEnv>,
  key: string,
): Promise<ProtectedFile | undefined> {
  const { db, config } = c.get("deps");
  if (!UPLOAD_KEY_PATTERN.test(key)) return undefined;
  if (!isValidDownloadSignature(config, key, c.req.query("expires"), c.req.query("signature"))) {
    return undefined;
  }
  const [file] = await db
    .select({ mimeType: uploadedFiles.mime_type })
    .from(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.key, key),
        eq(uploadedFiles.is_protected, true),
        isNull(uploadedFiles.deleted_at),
      ),
    );
  if (file === undefined) return undefined;
  const bytes = await readFile(path.join(uploadFolder(config, true), key)).catch(() => undefined);
  return bytes === undefined ? undefined : { bytes, mimeType: file.mimeType };
}
