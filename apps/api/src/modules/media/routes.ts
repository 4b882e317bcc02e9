// The media domain's routers; app.ts mounts them: the files under /media, staff uploads under
// /admin.
import { mediaRoutes } from "./media-routes";

export const publicRoutes = mediaRoutes();

export { adminUploadRoutes as adminRoutes } from "./upload-routes";
