// Protected files the API itself reads and writes: a CSV staff uploaded for an import, and the
// files export jobs make, which are protected uploads like any other (a row in uploaded_file,
// served only through a signed download URL).
import { and, eq, isNull } from "drizzle-orm";
import type { ApiConfig } from "../../config";
import type { Database } from "../../db/client";
import { fileStore } from "../../storage/configured-store";
import type { StoredFile } from "../../storage/file-store";
import { uploadedFiles } from "./tables";
import {
  removeUploads,
  storeUpload,
  UPLOAD_KEY_PATTERN,
  uploadKey,
  uploadStoreKey,
} from "./upload-files";

export interface StoredProtectedFile {
  key: string;
  mimeType: string;
  bytes: Buffer;
}

/** The row of a live protected upload, or undefined when there is none. */
async function liveProtectedFile(
  db: Database,
  key: string,
): Promise<{ key: string; mimeType: string } | undefined> {
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
  return file;
}

/** A live protected upload's bytes (an import reads its CSV whole), or undefined. */
export async function readProtectedFile(
  db: Database,
  config: ApiConfig,
  key: string,
): Promise<StoredProtectedFile | undefined> {
  const file = await liveProtectedFile(db, key);
  if (file === undefined) return undefined;
  const bytes = await fileStore(config).read(uploadStoreKey(true, key));
  return bytes === undefined ? undefined : { ...file, bytes };
}

/** A live protected upload as a stream, for a download, or undefined. */
export async function openProtectedFile(
  db: Database,
  config: ApiConfig,
  key: string,
): Promise<(StoredFile & { mimeType: string }) | undefined> {
  const file = await liveProtectedFile(db, key);
  if (file === undefined) return undefined;
  const stored = await fileStore(config).get(uploadStoreKey(true, key));
  return stored === undefined ? undefined : { ...stored, mimeType: file.mimeType };
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
  await storeUpload(config, true, { key, bytes: file.bytes, mimeType: file.mimeType });
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
    await removeUploads(config, true, [key]);
    throw error;
  }
  return key;
}
