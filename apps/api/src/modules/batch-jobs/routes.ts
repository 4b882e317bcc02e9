// The batch jobs domain's router; app.ts mounts it under /admin.
export { adminBatchJobRoutes as adminRoutes } from "./batch-job-routes";
