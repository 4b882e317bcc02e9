// Query keys for the store's regions and settings (one factory per resource, as in STYLE.md).
export const storeKeys = {
  all: ["store"] as const,
  regions: () => [...storeKeys.all, "regions"] as const,
  info: () => [...storeKeys.all, "info"] as const,
};
