// The notes domain's router; app.ts mounts it under /admin.
export { adminNoteRoutes as adminRoutes } from "./note-routes";
