// The admin area's fixed texts and paths (spec §2 "/admin/*", §4 "Admin session").

export const ADMIN_MESSAGES = {
  authenticating: "Authenticating...",
  redirecting: "Redirecting to login...",
} as const;

export const ADMIN_PATHS = {
  /** The first screen after staff sign in (spec §1). */
  landing: "/admin/trade-professionals",
  login: "/account/login",
  orders: "/admin/orders",
  returns: "/admin/returns",
  customers: "/admin/customers",
  team: "/admin/team",
  outbox: "/admin/outbox",
} as const;

/** The API's reference page (GET /docs), on the API's own address: linked from the navigation. */
export const API_REFERENCE_PATH = "/docs";
