// Query keys of the admin area (one factory per resource).
export const adminKeys = {
  all: ["admin"] as const,
  session: () => [...adminKeys.all, "session"] as const,
  users: () => [...adminKeys.all, "users"] as const,
  invites: () => [...adminKeys.all, "invites"] as const,
  notifications: (query: { to?: string; offset: number }) =>
    [...adminKeys.all, "notifications", query] as const,
};
