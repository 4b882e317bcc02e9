// Under which URL path media files are served; they live in the file store's `media/` folder.

/** Media rows store paths under this prefix (`/media/catalog/x.webp`); see http/urls.ts. */
export const MEDIA_URL_PREFIX = "/media";
