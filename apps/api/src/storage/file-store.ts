// One place for the files the API keeps (media, uploads, image assets and their variants): a
// folder under DATA_DIR, or an S3-compatible bucket when S3_URL or S3_BUCKET is set
// (docs/storage.md). Keys are relative paths such as `media/uploads/<key>`, laid out the same in
// both, so a data folder can be copied into a bucket as it is. configured-store.ts picks one.
export interface StoredFileInfo {
  size: number;
  modified: Date;
}

export interface StoredFile extends StoredFileInfo {
  /** The bytes, read as they are sent; cancel it when they are not wanted. */
  body: ReadableStream<Uint8Array>;
}

export interface ListedFile extends StoredFileInfo {
  key: string;
}

export interface FileStore {
  /** Writes the whole file or, on failure, nothing (a reader never sees half a file). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file as a stream, or undefined when there is none. */
  get(key: string): Promise<StoredFile | undefined>;
  /** The whole file, or undefined when there is none. */
  read(key: string): Promise<Buffer | undefined>;
  head(key: string): Promise<StoredFileInfo | undefined>;
  /** Removes the files; a missing one is not an error. */
  delete(keys: string[]): Promise<void>;
  /** Every file below the folder `prefix`, in no particular order. */
  list(prefix: string): AsyncIterable<ListedFile>;
}

/** The top folders of the store; every key starts with one of them. */
export const STORE_FOLDERS = {
  /** Served as they are at /media/... (the demo catalogue, public uploads). */
  media: "media",
  /** Served only through a signed download URL. */
  protectedUploads: "protected-uploads",
  /** Content image originals, by sha1. */
  contentImages: "content-assets/images",
  /** Rendered image variants: a cache, capped at IMAGE_CACHE_MAX_MB. */
  variantCache: "content-assets/cache",
} as const;

const SEGMENT = /^[^/\\\0]+$/;
/** The longest name a file system holds in one folder (bytes). */
const MAX_SEGMENT_BYTES = 255;
/** The longest key S3 holds (bytes). */
const MAX_KEY_BYTES = 1024;

/**
 * Whether `key` is relative, holds no empty, `.` or `..` segment, no backslash and no NUL, and is
 * short enough for both stores (a longer one names no file that could exist).
 */
export function isSafeKey(key: string): boolean {
  return (
    Buffer.byteLength(key) <= MAX_KEY_BYTES &&
    key
      .split("/")
      .every(
        (segment) =>
          SEGMENT.test(segment) &&
          segment !== "." &&
          segment !== ".." &&
          Buffer.byteLength(segment) <= MAX_SEGMENT_BYTES,
      )
  );
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}
