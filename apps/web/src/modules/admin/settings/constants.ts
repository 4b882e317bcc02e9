// The store settings screen's path.
export const SETTINGS_PATH = "/admin/settings";
