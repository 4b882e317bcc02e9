export { LiveTheme } from "./components/live-theme";
export {
  DEFAULT_THEME_VARIABLES,
  settingsMode,
  themeVariables,
  type ThemeSettings,
  type ThemeVariables,
} from "./theme-variables";
