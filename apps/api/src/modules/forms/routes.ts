// The forms domain's routers; app.ts mounts them: a visitor's form post under /forms, the
// submissions under /admin.
export { formRoutes as publicRoutes } from "./form-routes";
export { adminFormSubmissionRoutes as adminRoutes } from "./submission-routes";
