// The admin content screen's pure parts: editing the theme settings document and the SEO entries
// of pages, and checking them before they are published.
import type { SeoEntry } from "@/modules/content/seo";
import type { ThemeColors, ThemeSettings } from "@/modules/theme/theme-variables";

export const THEME_COLOR_MODES = ["light", "dark"] as const;
export const THEME_COLOR_KEYS = ["background", "primary", "secondary"] as const;
export type ThemeColorMode = (typeof THEME_COLOR_MODES)[number];
export type ThemeColorKey = keyof ThemeColors & (typeof THEME_COLOR_KEYS)[number];

const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `<input type="color">` wants `#rrggbb`; a 3-character hex is doubled, anything else is black. */
export function colorInputValue(value: string | undefined): string {
  if (!value || !HEX_COLOR.test(value)) return "#000000";
  const digits = value.slice(1);
  return digits.length === 3
    ? `#${digits
        .split("")
        .map((digit) => digit + digit)
        .join("")}`.toLowerCase()
    : value.toLowerCase();
}

export function withThemeColor(
  settings: ThemeSettings,
  themeIndex: number,
  mode: ThemeColorMode,
  key: ThemeColorKey,
  value: string,
): ThemeSettings {
  return {
    ...settings,
    themes: (settings.themes ?? []).map((theme, index) =>
      index === themeIndex
        ? {
            ...theme,
            colors: { ...theme.colors, [mode]: { ...theme.colors?.[mode], [key]: value } },
          }
        : theme,
    ),
  };
}

export function withThemeFont(
  settings: ThemeSettings,
  themeIndex: number,
  font: string,
): ThemeSettings {
  return {
    ...settings,
    themes: (settings.themes ?? []).map((theme, index) =>
      index === themeIndex ? { ...theme, font } : theme,
    ),
  };
}

/** The problems that keep a theme draft from being published; empty when it can be. */
export function themeProblems(settings: ThemeSettings): string[] {
  const problems: string[] = [];
  const themes = settings.themes ?? [];
  if (!themes.some((theme) => theme.name === settings.currentTheme)) {
    problems.push("Choose the current theme.");
  }
  for (const theme of themes) {
    for (const mode of THEME_COLOR_MODES) {
      for (const key of THEME_COLOR_KEYS) {
        const value = theme.colors?.[mode]?.[key];
        if (value !== undefined && !HEX_COLOR.test(value)) {
          problems.push(
            `${theme.name ?? "A theme"}: the ${mode} ${key} colour is not a hex colour.`,
          );
        }
      }
    }
    if (theme.font !== undefined && !/^[\w -]{0,64}$/.test(theme.font)) {
      problems.push(
        `${theme.name ?? "A theme"}: the font name may use letters, digits, spaces and dashes.`,
      );
    }
  }
  return problems;
}

/** A new SEO entry with a key of its own (Sanity array items carry a `_key`). */
export function newSeoEntry(random: () => number = Math.random): SeoEntry {
  return { _key: random().toString(36).slice(2, 12), key: "", content: "", href: "" };
}

/** Entries ready to publish: trimmed, empty optional fields dropped. */
export function cleanSeoEntries(entries: SeoEntry[]): SeoEntry[] {
  return entries.map((entry) => {
    const clean: SeoEntry = { _key: entry._key, key: (entry.key ?? "").trim() };
    const content = (entry.content ?? "").trim();
    const href = (entry.href ?? "").trim();
    if (content) clean.content = content;
    if (href) clean.href = href;
    if (entry.rel) clean.rel = entry.rel;
    return clean;
  });
}

/** The problems that keep SEO entries from being published; empty when they can be. */
export function seoProblems(entries: SeoEntry[]): string[] {
  const problems: string[] = [];
  cleanSeoEntries(entries).forEach((entry, index) => {
    const name = `Entry ${index + 1}`;
    if (!entry.key) problems.push(`${name}: a key is required.`);
    if (!entry.content && !entry.href) problems.push(`${name}: give a content or an address.`);
  });
  return problems;
}
