// The content domain's router; app.ts mounts it under /content (a Sanity-compatible API with its
// own caller checks, so outside the /admin guard).
export { contentRoutes as publicRoutes } from "./content-routes";
