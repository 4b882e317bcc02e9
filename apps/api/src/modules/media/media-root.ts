// Where media files live on disk and under which URL path they are served.
import path from "node:path";
import type { ApiConfig } from "../../config";

/** Media rows store paths under this prefix (`/media/catalog/x.webp`); see http/urls.ts. */
export const MEDIA_URL_PREFIX = "/media";

/** The folder served at /media: seeded catalogue images now, uploads later. */
export function mediaRoot(config: ApiConfig): string {
  return path.join(config.dataDir, "media");
}
