// Upload rules (issue 4, contract medusa-v1 §12.2). The part name, the size limits and the
// accepted image kinds are declared with the upload routes in @atelier/contracts.

/** What sharp reads from the file's own bytes, and the extension the stored file gets. */
export const IMAGE_EXTENSIONS: Record<string, string> = {
  jpeg: "jpg",
  png: "png",
  webp: "webp",
  gif: "gif",
  avif: "avif",
};

/** How long a signed download URL of a protected file works. */
export const DOWNLOAD_URL_TTL_SECONDS = 15 * 60;

/** Public uploads are served below /media/uploads/. */
export const PUBLIC_UPLOADS_FOLDER = "uploads";
/** The /media path that serves protected files, and only with a valid signature. */
export const PROTECTED_MEDIA_PATH = "protected";

/** The declared types a CSV part may carry (browsers on Windows call CSV an Excel file). */
export const CSV_MIME_TYPES = new Set(["text/csv", "application/csv", "application/vnd.ms-excel"]);
