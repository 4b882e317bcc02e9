// Upload rules (issue 4, contract medusa-v1 §12.2): product images only, up to 10 MB each.

/** The multipart part name Medusa's admin sends files in (`upload.array("files")`). */
export const UPLOAD_FIELD = "files";

export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** A request may carry a few images at once; the API's usual 100 kB body limit is far too small. */
export const MAX_UPLOAD_REQUEST_BYTES = 25 * 1024 * 1024;

/** What sharp reads from the file's own bytes, and the extension the stored file gets. */
export const IMAGE_EXTENSIONS: Record<string, string> = {
  jpeg: "jpg",
  png: "png",
  webp: "webp",
  gif: "gif",
  avif: "avif",
};

export const ACCEPTED_IMAGES = "JPEG, PNG, WebP, GIF or AVIF";

/** How long a signed download URL of a protected file works. */
export const DOWNLOAD_URL_TTL_SECONDS = 15 * 60;

/** Public uploads are served below /media/uploads/. */
export const PUBLIC_UPLOADS_FOLDER = "uploads";
/** The /media path that serves protected files, and only with a valid signature. */
export const PROTECTED_MEDIA_PATH = "protected";
