// Spec §3 / §4 "Theme": the themeSettings document turned into CSS variables. Colours become
// comma-separated RGB triples (`#fff` → `255, 255, 255`) so styles can write
// `rgb(var(--theme-primary))`; a value that is not a hex colour is ignored and the default kept.

export type ThemeMode = "light" | "dark";

export interface ThemeColors {
  background?: string;
  primary?: string;
  secondary?: string;
}

export interface Theme {
  name?: string;
  mode?: string;
  font?: string;
  scope?: string;
  borderRadius?: string | number;
  spacing?: string | number;
  fontWeight?: string | number;
  fontSize?: string | number;
  colors?: { light?: ThemeColors; dark?: ThemeColors };
}

export interface ThemeSettings {
  _id?: string;
  currentTheme?: string;
  themes?: Theme[];
}

/** The CSS variables a theme sets, by name (`--theme-…`). */
export type ThemeVariables = Record<`--theme-${string}`, string>;

/** Spec §3: the defaults. */
export const DEFAULT_THEME_MODE: ThemeMode = "light";
export const DEFAULT_THEME_FONT = "Open Sans";
export const DEFAULT_THEME_SCOPE = "global";

/** A local stack behind the theme font: no font is downloaded. */
export const FONT_FALLBACK_STACK =
  'ui-sans-serif, system-ui, -apple-system, "Segoe UI", "Helvetica Neue", Helvetica, Arial, "Liberation Sans", sans-serif';

/**
 * The shop's own palette (globals.css): what the page shows when the content service has no
 * theme or cannot be reached. background = canvas, primary = ink, secondary = accent.
 */
export const DEFAULT_THEME_VARIABLES: ThemeVariables = {
  "--theme-background": "250, 248, 245",
  "--theme-primary": "31, 27, 23",
  "--theme-secondary": "138, 74, 44",
  "--theme-font": `"${DEFAULT_THEME_FONT}", ${FONT_FALLBACK_STACK}`,
  "--theme-border-radius": "0px",
  "--theme-spacing": "1rem",
  "--theme-font-weight": "400",
  "--theme-font-size": "16px",
};

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#fff` / `#ffffff` / `ffffff` → `255, 255, 255`; anything else → undefined. */
export function hexToRgbTriple(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const match = HEX.exec(value.trim());
  if (!match) return undefined;
  const digits = match[1]!;
  const full =
    digits.length === 3
      ? digits
          .split("")
          .map((digit) => digit + digit)
          .join("")
      : digits;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)).join(", ");
}

/** The theme `currentTheme` names, else the first one. */
export function currentTheme(settings: ThemeSettings | null | undefined): Theme | undefined {
  const themes = Array.isArray(settings?.themes) ? settings.themes : [];
  return themes.find((theme) => theme?.name === settings?.currentTheme) ?? themes[0];
}

export function themeMode(theme: Theme | undefined): ThemeMode {
  return theme?.mode === "dark" ? "dark" : DEFAULT_THEME_MODE;
}

export function themeScope(theme: Theme | undefined): string {
  return typeof theme?.scope === "string" && theme.scope ? theme.scope : DEFAULT_THEME_SCOPE;
}

// Values go into a style attribute: only plain CSS tokens pass (no `;`, braces, quotes or url()).
const SAFE_LENGTH = /^-?\d*\.?\d+(px|rem|em|%)?$/;
const SAFE_WEIGHT = /^([1-9]00|normal|bold|lighter|bolder)$/;
const SAFE_FONT_NAME = /^[\w -]{1,64}$/;

function length(value: unknown): string | undefined {
  if (typeof value === "number" && Number.isFinite(value)) return `${value}px`;
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  if (!SAFE_LENGTH.test(text)) return undefined;
  return /\d$/.test(text) ? `${text}px` : text;
}

function weight(value: unknown): string | undefined {
  const text =
    typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  return SAFE_WEIGHT.test(text) ? text : undefined;
}

function font(value: unknown): string | undefined {
  if (typeof value !== "string" || !SAFE_FONT_NAME.test(value.trim())) return undefined;
  return `"${value.trim()}", ${FONT_FALLBACK_STACK}`;
}

/** The variables of the current theme, each falling back to the default when missing or invalid. */
export function themeVariables(settings: ThemeSettings | null | undefined): ThemeVariables {
  const theme = currentTheme(settings);
  const colors = theme?.colors?.[themeMode(theme)];
  const chosen: Record<string, string | undefined> = {
    "--theme-background": hexToRgbTriple(colors?.background),
    "--theme-primary": hexToRgbTriple(colors?.primary),
    "--theme-secondary": hexToRgbTriple(colors?.secondary),
    "--theme-font": font(theme?.font ?? DEFAULT_THEME_FONT),
    "--theme-border-radius": length(theme?.borderRadius),
    "--theme-spacing": length(theme?.spacing),
    "--theme-font-weight": weight(theme?.fontWeight),
    "--theme-font-size": length(theme?.fontSize),
  };
  const variables: ThemeVariables = { ...DEFAULT_THEME_VARIABLES };
  for (const [name, value] of Object.entries(chosen)) {
    if (value !== undefined) variables[name as keyof ThemeVariables] = value;
  }
  return variables;
}

/** The current theme's mode (`data-theme-mode` on <html>). */
export function settingsMode(settings: ThemeSettings | null | undefined): ThemeMode {
  return themeMode(currentTheme(settings));
}
