// The content service queries for the theme (spec §7 "Other calls"): the themeSettings document,
// drafts filtered by the client's perspective (published, or drafts over published in preview).

/** The theme settings document (the seeded one has the id `themeSettings`). */
export const THEME_SETTINGS_QUERY = `*[_type == "themeSettings"] | order(_updatedAt desc)[0]{_id, currentTheme, themes}`;
/** What the live subscription listens to: any change of a themeSettings document. */
export const THEME_LISTEN_QUERY = `*[_type == "themeSettings"]`;
/** The server gives the content service this long before rendering with the default theme. */
export const THEME_SERVER_TIMEOUT_MS = 3000;
