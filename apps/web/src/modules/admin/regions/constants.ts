// Paths of the regions screens.
export const REGION_PATHS = {
  regions: "/admin/regions",
  region: (id: string) => `/admin/regions/${encodeURIComponent(id)}`,
} as const;
