// Spec §4 "Theme": the theme is loaded on the server for the root layout (published; drafts in
// preview). When the content service cannot be reached the shop renders with its default theme.
import "server-only";
import { contentClientForRequest } from "@/modules/preview/preview.server";
import { THEME_SERVER_TIMEOUT_MS, THEME_SETTINGS_QUERY } from "./theme-query";
import type { ThemeSettings } from "./theme-variables";

export async function loadThemeSettings(): Promise<ThemeSettings | null> {
  try {
    const client = (await contentClientForRequest()).withConfig({
      timeout: THEME_SERVER_TIMEOUT_MS,
      maxRetries: 0,
    });
    return (await client.fetch<ThemeSettings | null>(THEME_SETTINGS_QUERY)) ?? null;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`theme: the content service did not answer (${reason}); using the default theme`);
    return null;
  }
}
