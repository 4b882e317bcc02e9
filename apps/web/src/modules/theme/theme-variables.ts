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

/** The system stack behind the theme font and Open Sans: fonts on the device, never downloaded. */
export const FONT_FALLBACK_STACK =
  'ui-sans-serif, system-ui, -apple-system, "Segoe UI", "Helvetica Neue", Helvetica, Arial, "Liberation Sans", sans-serif';

/**
 * Fonts the shop serves itself (open-sans.ts), by lower-cased name. The face is named directly;
 * the variable next/font sets on <html> adds its metric-matched fallback face. (Turbopack names
 * that variable's first family after the JS constant, not the face, so it cannot stand alone.)
 */
const SELF_HOSTED_FONTS: Record<string, string> = {
  [DEFAULT_THEME_FONT.toLowerCase()]: `"${DEFAULT_THEME_FONT}", var(--font-open-sans)`,
};

/**
 * The font stack for a theme's font name: a font the shop serves, or else the named font where
 * the visitor's device has it (no download); then Open Sans; then the system stack.
 */
export function themeFontStack(name: string): string {
  const defaultFont = SELF_HOSTED_FONTS[DEFAULT_THEME_FONT.toLowerCase()];
  const chosen = SELF_HOSTED_FONTS[name.toLowerCase()] ?? `"${name}", ${defaultFont}`;
  return `${chosen}, ${FONT_FALLBACK_STACK}`;
}

/**
 * The shop's own palette (globals.css): what the page shows when the content service has no
 * theme or cannot be reached. background = canvas, primary = ink, secondary = accent.
 */
export const DEFAULT_THEME_VARIABLES: ThemeVariables = {
  "--theme-background": "250, 248, 245",
  "--theme-primary": "31, 27, 23",
  "--theme-secondary": "138, 74, 44",
  "--theme-font": themeFontStack(DEFAULT_THEME_FONT),
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
const SAFE_LENGTH = /^(\d*\.?\d+)(px|rem|em|%)?$/;
const SAFE_WEIGHT = /^([1-9]00|normal|bold|lighter|bolder)$/;
const SAFE_FONT_NAME = /^[\w -]{1,64}$/;

/** 1rem, for the bounds below (the shop never changes the root font size). */
const ROOT_FONT_SIZE_PX = 16;
/**
 * Spacing and font size are the bases the whole layout and all body text are drawn from, so a
 * value outside these bounds (a typo such as 160px) is ignored rather than breaking every page.
 */
export const THEME_SPACING_BOUNDS_PX = { min: 4, max: 40 };
export const THEME_FONT_SIZE_BOUNDS_PX = { min: 12, max: 24 };

interface Length {
  amount: number;
  unit: string;
}

/** A non-negative length; a bare number is in px. */
function parseLength(value: unknown): Length | undefined {
  if (typeof value === "number")
    return Number.isFinite(value) && value >= 0 ? { amount: value, unit: "px" } : undefined;
  if (typeof value !== "string") return undefined;
  const match = SAFE_LENGTH.exec(value.trim());
  return match ? { amount: Number(match[1]), unit: match[2] ?? "px" } : undefined;
}

function radius(value: unknown): string | undefined {
  const length = parseLength(value);
  return length && `${length.amount}${length.unit}`;
}

/** A px or rem length within the bounds; relative units would follow whichever element uses them. */
function boundedLength(value: unknown, bounds: { min: number; max: number }): string | undefined {
  const length = parseLength(value);
  if (!length || (length.unit !== "px" && length.unit !== "rem")) return undefined;
  const px = length.unit === "rem" ? length.amount * ROOT_FONT_SIZE_PX : length.amount;
  return px >= bounds.min && px <= bounds.max ? `${length.amount}${length.unit}` : undefined;
}

function weight(value: unknown): string | undefined {
  const text =
    typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  return SAFE_WEIGHT.test(text) ? text : undefined;
}

function font(value: unknown): string | undefined {
  if (typeof value !== "string" || !SAFE_FONT_NAME.test(value.trim())) return undefined;
  return themeFontStack(value.trim());
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
    "--theme-border-radius": radius(theme?.borderRadius),
    "--theme-spacing": boundedLength(theme?.spacing, THEME_SPACING_BOUNDS_PX),
    "--theme-font-weight": weight(theme?.fontWeight),
    "--theme-font-size": boundedLength(theme?.fontSize, THEME_FONT_SIZE_BOUNDS_PX),
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
