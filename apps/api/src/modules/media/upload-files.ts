// Where uploaded files live: public images in the store's media folder (served at
// /media/uploads/), protected files in a folder beside it that /media never serves directly.
import {
  ACCEPTED_UPLOAD_IMAGES,
  MAX_UPLOAD_CSV_BYTES,
  MAX_UPLOAD_FILE_BYTES,
} from "@atelier/contracts";
import { randomBytes } from "node:crypto";
import path from "node:path";
import sharp from "sharp";
import type { ApiConfig } from "../../config";
import { invalidData, MedusaError } from "../../http/errors";
import { fileStore } from "../../storage/configured-store";
import { STORE_FOLDERS } from "../../storage/file-store";
import { MEDIA_URL_PREFIX } from "./media-root";
import {
  CSV_MIME_TYPES,
  IMAGE_EXTENSIONS,
  PROTECTED_MEDIA_PATH,
  PUBLIC_UPLOADS_FOLDER,
} from "./constants";

/** The upload's key in the file store. */
export function uploadStoreKey(isProtected: boolean, key: string): string {
  return isProtected
    ? `${STORE_FOLDERS.protectedUploads}/${key}`
    : `${STORE_FOLDERS.media}/${PUBLIC_UPLOADS_FOLDER}/${key}`;
}

export function publicUploadUrl(config: ApiConfig, key: string): string {
  return `${config.publicUrl}${MEDIA_URL_PREFIX}/${PUBLIC_UPLOADS_FOLDER}/${key}`;
}

/** Where a protected file lives: it answers only with a signature (see download-signature.ts). */
export function protectedUploadUrl(config: ApiConfig, key: string): string {
  return `${config.publicUrl}${MEDIA_URL_PREFIX}/${PROTECTED_MEDIA_PATH}/${key}`;
}

/** Keys are made here and only ever hold these characters, so they are safe as file names. */
export const UPLOAD_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*\.[a-z]+$/;

export function uploadKey(originalName: string, extension: string): string {
  const stem = path
    .parse(originalName)
    .name.normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  const unique = `${Date.now().toString(36)}-${randomBytes(6).toString("hex")}`;
  return `${unique}${stem ? `-${stem}` : ""}.${extension}`;
}

export interface CheckedFile {
  key: string;
  bytes: Buffer;
  mimeType: string;
  originalName: string;
}

/** Reads a file part and checks by its content (not its name) that it is an accepted image. */
export async function checkImage(file: File): Promise<CheckedFile> {
  const label = file.name || "The file";
  if (file.size === 0) throw invalidData(`${label} is empty`);
  if (file.size > MAX_UPLOAD_FILE_BYTES) {
    throw invalidData(`${label} is larger than ${MAX_UPLOAD_FILE_BYTES / 1024 / 1024} MB`);
  }
  const bytes = Buffer.from(await file.arrayBuffer());
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  // sharp names AVIF by its container, HEIF, with AV1 compression.
  const format =
    metadata?.format === "heif" && metadata.compression === "av1" ? "avif" : metadata?.format;
  const extension = format === undefined ? undefined : IMAGE_EXTENSIONS[format];
  if (extension === undefined || format === undefined) {
    throw invalidData(`${label} is not an image this shop accepts (${ACCEPTED_UPLOAD_IMAGES})`);
  }
  return {
    key: uploadKey(file.name, extension),
    bytes,
    mimeType: `image/${format}`,
    originalName: file.name.slice(0, 500),
  };
}

/** A part is taken for CSV by its declared type or its name; its bytes must then be text. */
function isCsvPart(file: File): boolean {
  const type = file.type.toLowerCase().split(";")[0].trim();
  return CSV_MIME_TYPES.has(type) || /\.csv$/i.test(file.name);
}

/** Reads a CSV part: UTF-8 text without NUL bytes (a spreadsheet saved as CSV, not a binary). */
async function checkCsv(file: File): Promise<CheckedFile> {
  const label = file.name || "The file";
  if (file.size === 0) throw invalidData(`${label} is empty`);
  if (file.size > MAX_UPLOAD_CSV_BYTES) {
    throw invalidData(`${label} is larger than ${MAX_UPLOAD_CSV_BYTES / 1024 / 1024} MB`);
  }
  const bytes = Buffer.from(await file.arrayBuffer());
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw invalidData(`${label} is not a CSV file: it is not UTF-8 text`);
  }
  if (text.includes("\u0000"))
    throw invalidData(`${label} is not a CSV file: it holds binary data`);
  return {
    key: uploadKey(file.name, "csv"),
    bytes,
    mimeType: "text/csv",
    originalName: file.name.slice(0, 500),
  };
}

/** Protected uploads take images and CSV files (issue 15). */
export async function checkProtectedFile(file: File): Promise<CheckedFile> {
  if (isCsvPart(file)) return checkCsv(file);
  return checkImage(file).catch((error: unknown) => {
    if (error instanceof MedusaError && error.message.includes("is not an image")) {
      throw invalidData(
        `${file.name || "The file"} is neither an image this shop accepts (${ACCEPTED_UPLOAD_IMAGES}) nor a CSV file (text/csv)`,
      );
    }
    throw error;
  });
}

export interface UploadToStore {
  key: string;
  bytes: Buffer;
  mimeType: string;
}

export async function storeUpload(
  config: ApiConfig,
  isProtected: boolean,
  upload: UploadToStore,
): Promise<void> {
  await fileStore(config).put(
    uploadStoreKey(isProtected, upload.key),
    upload.bytes,
    upload.mimeType,
  );
}

export async function removeUploads(
  config: ApiConfig,
  isProtected: boolean,
  keys: string[],
): Promise<void> {
  await fileStore(config).delete(keys.map((key) => uploadStoreKey(isProtected, key)));
}
