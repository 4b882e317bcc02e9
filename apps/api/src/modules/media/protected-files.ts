// Protected files the API itself reads and writes: a CSV staff uploaded for an import, and the
// files export jobs make, which are protected uploads like any other (a row in uploaded_file,
// served only through a signed download URL).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, isNull } from "drizzle-orm";
import type { ApiConfig } from "../../config";
import type { Database } from "../../db/client";
import { uploadedFiles } from "./tables";
import { removeFile, storeFile, UPLOAD_KEY_PATTERN, uploadFolder, uploadKey } from "./upload-files";

export interface StoredProtectedFile {
  key: string;
  mimeType: string;
  bytes: Buffer;
}

/** A live protected upload's bytes, or undefined when there is no such file. */
export async function readProtectedFile(
  db: Database,
  config: ApiConfig,
  key: string,
): Promise<StoredProtectedFile | undefined> {
  if (!UPLOAD_KEY_PATTERN.test(key)) return undefined;
  const [file] = await db
    .select({ key: uploadedFiles.key, mimeType: uploadedFiles.mime_type })
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
  return bytes === undefined ? undefined : { ...file, bytes };
}

/** Stores a file the API made as a protected upload; answers its key. */
export async function saveProtectedFile(
  db: Database,
  config: ApiConfig,
  file: {
    name: string;
    extension: string;
    mimeType: string;
    bytes: Buffer;
    uploadedBy: string | null;
  },
): Promise<string> {
  const key = uploadKey(file.name, file.extension);
  const folder = uploadFolder(config, true);
  await storeFile(folder, key, file.bytes);
  try {
    await db.insert(uploadedFiles).values({
      key,
      original_name: `${file.name}.${file.extension}`,
      mime_type: file.mimeType,
      size: file.bytes.length,
      is_protected: true,
      uploaded_by: file.uploadedBy,
    });
  } catch (error) {
    await removeFile(folder, key);
    throw error;
  }
  return key;
}
