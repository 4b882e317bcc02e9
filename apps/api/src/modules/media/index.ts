// Media: files under the data folder's media/ directory, served at /media.
export { MEDIA_URL_PREFIX, mediaRoot } from "./media-root";
export { mediaRoutes } from "./routes";
