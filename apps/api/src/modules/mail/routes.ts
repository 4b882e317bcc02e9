// The mail domain's router; app.ts mounts it under /admin (the outbox as notifications).
export { adminNotificationRoutes as adminRoutes } from "./notification-routes";
